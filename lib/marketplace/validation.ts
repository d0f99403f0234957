// The marketplace's schemas, shared by the forms (browser) and the route handlers (server).
import { parseEther } from 'viem';
import { z } from 'zod';
import { storedText } from '../api/validation';
import { isLicense } from './licenses';
import { CATEGORIES, LISTING_LIMITS as L, PRICES, REVIEW_LIMITS, SORTS, TAG_PATTERN } from './rules';

/** An amount of ether as typed ("0", "0.05", "12"): up to 18 decimals, at most the ceiling. */
const PRICE = /^(?:0|[1-9][0-9]{0,9})(?:\.[0-9]{1,18})?$/;

export function priceToWei(value: string): bigint {
  return parseEther(value);
}

const price = z
  .string({ error: 'required' })
  .trim()
  .regex(PRICE, 'invalid')
  // Zod runs this check even when the pattern failed: only a well-formed amount is converted (parseEther
  // throws on "abc"; the pattern's issue is the one reported).
  .refine((v) => !PRICE.test(v) || parseEther(v) <= parseEther(String(L.priceMaxEther)), 'too_large');

const link = z
  .string()
  .trim()
  .max(L.linkMax, 'too_long')
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'invalid_url');

const tags = z
  .array(z.string().trim().toLowerCase().max(L.tagMax, 'too_long').regex(TAG_PATTERN, 'invalid'), {
    error: 'invalid',
  })
  // The limit counts distinct tags ("AI, ai" is one); a list far longer than it is refused before.
  .max(L.tagsMax * 4, 'too_many')
  .transform((list) => [...new Set(list)])
  .pipe(z.array(z.string()).max(L.tagsMax, 'too_many'));

/** A listing's fields; the patch takes any of them, and omits the defaults (below) of a new listing. */
const listingFields = {
  category: z.enum(CATEGORIES, { error: 'required' }),
  title: storedText().trim().min(1, 'required').min(L.titleMin, 'too_short').max(L.titleMax, 'too_long'),
  summary: storedText()
    .trim()
    .min(1, 'required')
    .min(L.summaryMin, 'too_short')
    .max(L.summaryMax, 'too_long'),
  description: storedText().trim().min(1, 'required').max(L.descriptionMax, 'too_long'),
  tags,
  license: z.string({ error: 'required' }).refine(isLicense, 'invalid'),
  price,
  link,
  version: storedText().trim().min(1, 'required').max(L.versionMax, 'too_long'),
};

export const listingSchema = z.object({
  ...listingFields,
  tags: tags.default([]),
  link: link.default(''),
});
export type ListingInput = z.infer<typeof listingSchema>;

// Not listingSchema.partial(): zod 4 applies a default inside an optional, so an edit that leaves out the
// tags or the link would clear them.
export const listingPatchSchema = z.object(listingFields).partial();
export type ListingPatch = z.infer<typeof listingPatchSchema>;

export const statusSchema = z.object({ status: z.enum(['published', 'unpublished'], { error: 'invalid' }) });

export const reviewSchema = z.object({
  stars: z.number({ error: 'required' }).int('invalid').min(1, 'invalid').max(5, 'invalid'),
  body: storedText().trim().min(REVIEW_LIMITS.bodyMin, 'required').max(REVIEW_LIMITS.bodyMax, 'too_long'),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** A search as the URL carries it; anything odd reads as its default, never as an error. */
export const searchSchema = z.object({
  q: z.string().trim().max(200).catch(''),
  category: z.enum(CATEGORIES).optional().catch(undefined),
  price: z.enum(PRICES).optional().catch(undefined),
  license: z.string().refine(isLicense).optional().catch(undefined),
  tag: z.string().trim().toLowerCase().max(24).regex(TAG_PATTERN).optional().catch(undefined),
  sort: z.enum(SORTS).optional().catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
});
export type SearchInput = z.infer<typeof searchSchema>;

/** The search in a URL's query string, and back: shared by the page and the API. */
export function searchFromParams(params: URLSearchParams): SearchInput {
  const read = (k: string) => params.get(k) ?? undefined;
  return searchSchema.parse({
    q: read('q') ?? '',
    category: read('category'),
    price: read('price'),
    license: read('license'),
    tag: read('tag'),
    sort: read('sort'),
    cursor: read('cursor'),
  });
}

export function paramsFromSearch(search: Partial<SearchInput>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'category', 'price', 'license', 'tag', 'sort', 'cursor'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  return params;
}
