// The rules of citizenship that both the server and the pages read: handles, points per action and the
// four tiers. One place, so the tier table on the AI Universe page cannot drift from what the ledger does.

import type { TierId, TierStanding } from '../api/contract';

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 24;
export const HANDLE_PATTERN = /^[a-z0-9_-]+$/;

/** Handles a citizen cannot take: the site's own words and names that would impersonate it. */
export const reservedHandles: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'civitas',
  'council',
  'dao',
  'founder',
  'founders',
  'help',
  'me',
  'mod',
  'moderator',
  'moderators',
  'new',
  'null',
  'official',
  'root',
  'security',
  'staff',
  'support',
  'system',
  'undefined',
]);

export type HandleProblem = 'too_short' | 'too_long' | 'invalid_handle' | 'handle_reserved';

/** Why a handle cannot be taken (uniqueness aside), or null. Handles are stored lower-case. */
export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length < HANDLE_MIN) return 'too_short';
  if (handle.length > HANDLE_MAX) return 'too_long';
  if (!HANDLE_PATTERN.test(handle)) return 'invalid_handle';
  if (reservedHandles.has(handle)) return 'handle_reserved';
  return null;
}

/** Points each earning action writes to the contribution ledger. */
export const POINTS = {
  citizenship: 10,
  proposal: 20,
  vote: 2,
  /** Community (lib/community): opening a thread, replying, and a like another member gives your post. */
  thread: 3,
  reply: 1,
  like_received: 1,
  /** The like is taken back: the point it earned goes with it, so liking and unliking earns nothing. */
  like_withdrawn: -1,
  /** Academy (lib/academy): a lesson's quiz passed for the first time, and a whole path finished. */
  lesson: 2,
  path_completed: 25,
  /** Studio (lib/studio): a creation published to the community gallery, once per creation. */
  creation: 3,
} as const;

export type ContributionAction = keyof typeof POINTS;

/** The four tiers, lowest first: a citizen is in the highest tier whose threshold their points reach. */
export const TIERS = [
  { id: 'resident', min: 0 },
  { id: 'citizen', min: 50 },
  { id: 'steward', min: 250 },
  { id: 'councillor', min: 1000 },
] as const satisfies readonly { id: TierId; min: number }[];

export type { TierId, TierStanding };

export function tierFor(points: number): TierStanding {
  const safe = Math.max(0, Math.floor(points));
  let index = 0;
  for (let i = 0; i < TIERS.length; i++) if (safe >= TIERS[i]!.min) index = i;
  const current = TIERS[index]!;
  const next = TIERS[index + 1];
  if (!next) return { tier: current.id, next: null, progress: 100 };
  const progress = Math.floor(((safe - current.min) / (next.min - current.min)) * 100);
  return { tier: current.id, next: { tier: next.id, min: next.min, missing: next.min - safe }, progress };
}
