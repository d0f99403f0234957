import 'server-only';
// People: follows between citizens (counts on both profiles, kept in the follow's transaction), the
// Following feed (new proposals and threads by the people you follow), and the featured members (the
// four citizens with the most points in the last 30 days, recomputed daily from the contribution ledger).
import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FeaturedMember, FeedItem, FollowState } from '../api/contract';
import { decodeCursor, encodeCursor } from '../api/cursor';
import { readCounters } from '../citizens/ledger';
import { tierFor } from '../citizens/rules';
import { now } from '../clock';
import { getDb } from '../db';
import { below } from '../db/keyset';
import {
  citizen,
  contribution,
  counter,
  featuredMember,
  follow,
  notification,
  proposal,
  thread,
  type User,
} from '../db/schema';
import type { Executor } from '../mail/outbox';
import { pagesChanged } from '../page-cache';
import { citizenPath, proposalPath, threadPath } from '../routes';
import { participant, refused, type Refused } from './actor';
import { FEATURED } from './rules';

async function citizenByHandle(db: Executor, handle: string) {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(handle)) return null;
  const [row] = await db
    .select()
    .from(citizen)
    .where(eq(sql`lower(${citizen.handle})`, handle.toLowerCase()));
  return row ?? null;
}

async function stateOf(
  db: Executor,
  viewerId: string | null,
  target: { userId: string },
): Promise<FollowState> {
  const [counts] = await db
    .select({ followers: citizen.followers, following: citizen.following })
    .from(citizen)
    .where(eq(citizen.userId, target.userId));
  let following = false;
  if (viewerId && viewerId !== target.userId) {
    const [row] = await db
      .select({ id: follow.followerId })
      .from(follow)
      .where(and(eq(follow.followerId, viewerId), eq(follow.followeeId, target.userId)));
    following = Boolean(row);
  }
  return {
    following,
    followers: counts?.followers ?? 0,
    followingCount: counts?.following ?? 0,
    self: viewerId === target.userId,
  };
}

export async function followState(viewerId: string | null, handle: string): Promise<FollowState | null> {
  const db = await getDb();
  const target = await citizenByHandle(db, handle);
  return target ? stateOf(db, viewerId, target) : null;
}

export type FollowOutcome = { ok: true; state: FollowState } | Refused;

/** Follow (idempotent) or unfollow (idempotent) a citizen; a new follower is notified. */
export async function setFollow(owner: User, handle: string, on: boolean): Promise<FollowOutcome> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx): Promise<FollowOutcome> => {
    const who = await participant(tx, owner, at, { allowSilenced: !on });
    if (!who.ok) return who;
    const target = await citizenByHandle(tx, handle);
    if (!target) return refused('not_found');
    if (target.userId === owner.id) return refused('self_follow');
    // Both counters change: lock the two rows in one order, so that two citizens following each other
    // at the same moment do not deadlock.
    await tx
      .select({ id: citizen.userId })
      .from(citizen)
      .where(inArray(citizen.userId, [owner.id, target.userId]))
      .orderBy(citizen.userId)
      .for('update');
    if (on) {
      const inserted = await tx
        .insert(follow)
        .values({ followerId: owner.id, followeeId: target.userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: follow.followerId });
      if (inserted.length > 0) {
        await tx
          .update(citizen)
          .set({ followers: sql`${citizen.followers} + 1` })
          .where(eq(citizen.userId, target.userId));
        await tx
          .update(citizen)
          .set({ following: sql`${citizen.following} + 1` })
          .where(eq(citizen.userId, owner.id));
        await tx.insert(notification).values({
          userId: target.userId,
          type: 'message',
          key: 'newFollower',
          params: { handle: who.citizen.handle },
          href: citizenPath(who.citizen.handle),
          createdAt: at,
        });
      }
    } else {
      const removed = await tx
        .delete(follow)
        .where(and(eq(follow.followerId, owner.id), eq(follow.followeeId, target.userId)))
        .returning({ id: follow.followerId });
      if (removed.length > 0) {
        await tx
          .update(citizen)
          .set({ followers: sql`greatest(${citizen.followers} - 1, 0)` })
          .where(eq(citizen.userId, target.userId));
        await tx
          .update(citizen)
          .set({ following: sql`greatest(${citizen.following} - 1, 0)` })
          .where(eq(citizen.userId, owner.id));
      }
    }
    // The two profiles show it; they name no topics (lib/page-cache.ts).
    pagesChanged(`citizen:${target.handle}`);
    return { ok: true, state: await stateOf(tx, owner.id, target) };
  });
}

export const FEED_PAGE = 20;

/** New proposals and threads by the people a member follows, newest first. */
export async function followingFeed(
  userId: string,
  options: { cursor?: string } = {},
): Promise<{ items: FeedItem[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor);
  const db = await getDb();
  const followees = db.select({ id: follow.followeeId }).from(follow).where(eq(follow.followerId, userId));
  // Proposals and threads carry the same columns under the same names: one query serves both.
  const newest = (table: typeof proposal | typeof thread) =>
    db
      .select({ id: table.id, title: table.title, createdAt: table.createdAt, handle: citizen.handle })
      .from(table)
      .innerJoin(citizen, eq(citizen.userId, table.authorId))
      .where(
        and(
          inArray(table.authorId, followees),
          isNull(table.hiddenAt),
          after ? below(table.createdAt, table.id, after.createdAt, after.id) : undefined,
        ),
      )
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(FEED_PAGE + 1);
  const [proposals, threads] = await Promise.all([newest(proposal), newest(thread)]);
  const merged: FeedItem[] = [
    ...proposals.map((p) => ({
      kind: 'proposal' as const,
      id: p.id,
      title: p.title,
      author: { handle: p.handle },
      createdAt: p.createdAt.toISOString(),
      href: proposalPath(p.id),
    })),
    ...threads.map((t) => ({
      kind: 'thread' as const,
      id: t.id,
      title: t.title,
      author: { handle: t.handle },
      createdAt: t.createdAt.toISOString(),
      href: threadPath(t.id),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const items = merged.slice(0, FEED_PAGE);
  const last = items[items.length - 1];
  return { items, nextCursor: merged.length > FEED_PAGE && last ? encodeCursor(last) : null };
}

export async function featuredMembers(): Promise<FeaturedMember[]> {
  const db = await getDb();
  const rows = await db
    .select({ featured: featuredMember, citizen })
    .from(featuredMember)
    .innerJoin(citizen, eq(citizen.userId, featuredMember.userId))
    .orderBy(featuredMember.rank);
  return rows.map(({ featured: f, citizen: c }) => ({
    handle: c.handle,
    number: c.number,
    tier: tierFor(c.points).tier,
    points: f.points,
    breakdown: f.breakdown,
    followers: c.followers,
    computedAt: f.computedAt.toISOString(),
  }));
}

/**
 * Picks the featured members from the last 30 days of the ledger when the stored pick is a day old (or
 * has fewer than four while members are earning, then at most every ten minutes). Silenced citizens
 * are not featured. Returns whether it recomputed.
 */
const FEATURED_RUN = 'featured:computed_at';

export async function recomputeFeatured(at = now(), force = false): Promise<boolean> {
  const db = await getDb();
  // When it last ran is a counter (an empty pick has no rows to carry it).
  const [stored, counters] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(featuredMember),
    readCounters(db, [FEATURED_RUN]),
  ]);
  const age = at.getTime() - (counters[FEATURED_RUN] ?? 0);
  const due =
    force || age >= FEATURED.everyMs || ((stored[0]?.n ?? 0) < FEATURED.count && age >= 10 * 60_000);
  if (!due) return false;
  const since = new Date(at.getTime() - FEATURED.windowMs);
  const perAction = db
    .select({
      userId: contribution.userId,
      action: contribution.action,
      // Not `points`: the citizen joined below has a column of that name, and the outer query's
      // references to this one are not qualified.
      earned: sql<number>`sum(${contribution.points})::int`.as('earned'),
    })
    .from(contribution)
    .where(and(gt(contribution.createdAt, since), lte(contribution.createdAt, at)))
    .groupBy(contribution.userId, contribution.action)
    .as('per_action');
  const top = await db
    .select({
      userId: perAction.userId,
      points: sql<number>`sum(${perAction.earned})::int`,
      breakdown: sql<Record<string, number>>`jsonb_object_agg(${perAction.action}, ${perAction.earned})`,
    })
    .from(perAction)
    .innerJoin(citizen, eq(citizen.userId, perAction.userId))
    .where(or(isNull(citizen.silencedUntil), lt(citizen.silencedUntil, at)))
    .groupBy(perAction.userId)
    .having(sql`sum(${perAction.earned}) > 0`)
    .orderBy(desc(sql`sum(${perAction.earned})`), perAction.userId)
    .limit(FEATURED.count);
  await db.transaction(async (tx) => {
    await tx.delete(featuredMember);
    if (top.length > 0)
      await tx.insert(featuredMember).values(
        top.map((row, i) => ({
          rank: i + 1,
          userId: row.userId,
          points: Number(row.points),
          breakdown: row.breakdown,
          computedAt: at,
        })),
      );
    await tx
      .insert(counter)
      .values({ name: FEATURED_RUN, value: at.getTime() })
      .onConflictDoUpdate({ target: counter.name, set: { value: at.getTime() } });
  });
  return true;
}
