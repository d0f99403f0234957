import 'server-only';
// Who is acting in the community: a citizen (members without a handle cannot take part), and whether a
// moderator silenced them. Shared by every community write.
import { eq } from 'drizzle-orm';
import type { AuthorRef, CommunityErrorCode } from '../api/contract';
import { tierFor } from '../citizens/rules';
import { citizen, type Citizen, type User } from '../db/schema';
import type { Executor } from '../mail/outbox';
import { refusal, type Refusal } from '../permissions';

export type CommunityRefusal = Refusal | 'not_found' | CommunityErrorCode | 'rate_limited';

export type Refused = { ok: false; reason: CommunityRefusal; retryAfter?: number; until?: string };

export function refused(
  reason: CommunityRefusal,
  extra: { retryAfter?: number; until?: string } = {},
): Refused {
  return { ok: false, reason, ...extra };
}

/**
 * The citizen behind `owner` when they may take part (`lock`: the row is locked for the transaction, so
 * the limits counted under it hold), or why not.
 */
export async function participant(
  db: Executor,
  owner: User,
  at: Date,
  options: { lock?: boolean; allowSilenced?: boolean } = {},
): Promise<{ ok: true; citizen: Citizen } | Refused> {
  const query = db.select().from(citizen).where(eq(citizen.userId, owner.id));
  const [row] = options.lock ? await query.for('update') : await query;
  return admitted(owner, row, at, options);
}

/** Whether the citizen row read for `owner` (none: not a citizen) may take part, as participant() says. */
export function admitted(
  owner: User,
  row: Citizen | undefined,
  at: Date,
  options: { allowSilenced?: boolean } = {},
): { ok: true; citizen: Citizen } | Refused {
  const denied = refusal({ user: owner, isCitizen: Boolean(row) }, 'take_part');
  if (denied || !row) return refused(denied ?? 'not_citizen');
  if (!options.allowSilenced && row.silencedUntil && row.silencedUntil > at)
    return refused('silenced', { until: row.silencedUntil.toISOString() });
  return { ok: true, citizen: row };
}

export function authorRef(handle: string | null, points: number | null): AuthorRef {
  return handle ? { handle, tier: tierFor(points ?? 0).tier } : null;
}
