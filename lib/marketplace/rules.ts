// The marketplace's rules in one place: categories, the limits of a listing and a review, the sorts, and
// how many results a page holds. Shared by the forms (browser) and the service (server).

export const CATEGORIES = ['models', 'datasets', 'plugins', 'tools'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ListingStatus = (typeof STATUSES)[number];

export const SORTS = ['relevance', 'newest', 'popular', 'price'] as const;
export type Sort = (typeof SORTS)[number];

export const PRICES = ['free', 'paid'] as const;

export const LISTING_LIMITS = {
  titleMin: 3,
  titleMax: 80,
  summaryMin: 10,
  summaryMax: 200,
  descriptionMax: 20_000,
  tagsMax: 5,
  tagMax: 24,
  versionMax: 32,
  linkMax: 500,
  /** The highest price, in ether: a typo of a few zeros is refused rather than listed. */
  priceMaxEther: 10_000,
} as const;

export const REVIEW_LIMITS = { bodyMin: 1, bodyMax: 2_000 } as const;

/** Results per page of a search. */
export const SEARCH_PAGE = 24;
/** Relevance has no keyset: its pages are offsets, and only the first ten are served. */
export const MAX_RELEVANCE_OFFSET = SEARCH_PAGE * 10;
/** Relevance ranks at most this many matches: the newest (a common word matches most listings). */
export const CANDIDATES = 300;
/** How close a misspelt word must be to a word of a title or tag (pg_trgm similarity, 0–1). */
export const TYPO_SIMILARITY = 0.4;
/** Which words of a query are corrected, and with how many of the closest listing words each. */
export const TYPO_WORD = { min: 4, max: 40, perQuery: 6, suggestions: 3 } as const;

export const REVIEWS_PAGE = 20;

/** A tag: lower-case letters and digits of any script, joined by single hyphens. */
export const TAG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/** The average rating to one decimal, or null with no reviews. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
