// The community's rules, read by the server and the pages alike: limits for new members, the pace of
// posting, the edit window, flags, and the founding groups. Discourse's defaults are the anchor
// (new-user limits, rate limits, three flags hide a post pending review).

import type { FlagReason, PostState } from '../api/contract';
import { TIERS } from '../citizens/rules';

export const POST_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  bodyMax: 20_000,
  groupNameMin: 3,
  groupNameMax: 60,
  groupDescriptionMax: 280,
  flagMessageMax: 500,
} as const;

/** The pace of posting, for everyone (Discourse: rate_limit_create_topic 15 s, rate_limit_create_post 5 s). */
export const PACE = {
  threadEveryMs: 15_000,
  replyEveryMs: 5_000,
  /** The same text again within this window is refused. */
  duplicateWindowMs: 5 * 60_000,
} as const;

/** New members: in their first 24 h as a citizen, or while in the lowest tier. */
export const NEW_MEMBER = {
  periodMs: 24 * 60 * 60_000,
  threadsPerDay: 3,
  repliesPerDay: 10,
  linksPerPost: 2,
} as const;

/** Citizens from the second tier up create groups, one a day. */
export const GROUP_CREATION = { minTier: TIERS[1].id, minPoints: TIERS[1].min, perDay: 1 } as const;

/** A member edits their own post within this window; older versions are kept. */
export const EDIT_WINDOW_MS = 24 * 60 * 60_000;

/** Open flags from this many different members hide a post (or a proposal) pending review. */
export const FLAGS_TO_HIDE = 3;

export const flagReasons = [
  'off_topic',
  'inappropriate',
  'spam',
  'other',
] as const satisfies readonly FlagReason[];

/** Silencing lasts 1 to 365 days. */
export const SILENCE_DAYS = { min: 1, max: 365 } as const;

/** The six founding groups, in page order: their names and descriptions are messages (community.groups). */
export const foundingGroups = [
  'ethics',
  'builders',
  'creators',
  'health',
  'newcomers',
  'translators',
] as const;
export type FoundingGroup = (typeof foundingGroups)[number];

/** Mentions notified per post, at most (a post naming 50 people notifies the first 10). */
export const MENTIONS_NOTIFIED = 10;

/** Featured members: the top four by points in the last 30 days, recomputed daily. */
export const FEATURED = { count: 4, windowMs: 30 * 24 * 60 * 60_000, everyMs: 24 * 60 * 60_000 } as const;

export function isNewMember(citizen: { createdAt: Date; points: number }, at: Date): boolean {
  return at.getTime() - citizen.createdAt.getTime() < NEW_MEMBER.periodMs || citizen.points < TIERS[1].min;
}

/** The handles a text mentions (@handle, not inside a word or an e-mail address), lower-case, in order. */
export function mentionedHandles(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(^|[^\w@/.-])@([A-Za-z0-9_-]{3,24})(?![\w-])/g))
    found.add(match[2]!.toLowerCase());
  return [...found];
}

/** A body as compared for "the same text again": trimmed, whitespace runs as one space, lower-case. */
export function normalizedBody(body: string): string {
  return body.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A group's URL segment from its name: a-z 0-9 and dashes; '' when the name has no Latin letters or digits. */
export function slugFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

/** How a post shows, from its row. */
export function postState(p: {
  deletedAt: Date | null;
  deletedBy: string | null;
  hiddenAt: Date | null;
}): PostState {
  if (p.deletedAt) return p.deletedBy === 'moderator' ? 'deleted_by_moderator' : 'deleted_by_author';
  if (p.hiddenAt) return 'hidden';
  return 'visible';
}

/** Postgres text-search configurations by page locale; the others (vi, zh, ja, hi, hmn) use `simple`. */
const SEARCH_CONFIGS: Record<string, string> = { en: 'english', fr: 'french', es: 'spanish' };

export function searchConfigFor(locale: string | null | undefined): string {
  return (locale && SEARCH_CONFIGS[locale]) || 'simple';
}
