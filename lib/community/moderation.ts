import 'server-only';
// Safety: members flag posts and proposals; open flags from three different members hide the item
// pending review. Moderators work the queue (/dashboard/moderation): restore, delete, dismiss the flags,
// lock or unlock a thread, silence a member for some days. Every act is in the moderation log.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FlagReason, ModerationItem, ModerationQueue } from '../api/contract';
import { now } from '../clock';
import { getDb } from '../db';
import {
  citizen,
  creation,
  flag,
  forumGroup,
  listing,
  moderationLog,
  post,
  proposal,
  thread,
  type Post,
  type User,
} from '../db/schema';
import { proposalTopic } from '../governance/service';
import { publish } from '../live/bus';
import type { Executor } from '../mail/outbox';
import { refusal } from '../permissions';
import { listingPath, recount } from '../marketplace/service';
import { creationPath, postHref, proposalPath } from '../routes';
import { authorRef, participant, refused, type Refused } from './actor';
import { FLAGS_TO_HIDE } from './rules';
import { threadTopic, uncount, withdrawNotifications } from './threads';
import type { FlagInput, ModerationInput } from './validation';

export type FlagOutcome = { ok: true; hidden: boolean } | Refused;

/** Hides a visible post pending review, in the caller's transaction (a hidden opening post hides its thread). */
async function hidePost(tx: Executor, p: Post, reason: 'flags' | 'moderator', at: Date) {
  await uncount(tx, p);
  await tx.update(post).set({ hiddenAt: at, hiddenReason: reason }).where(eq(post.id, p.id));
  if (p.opening) await setThreadHidden(tx, p.threadId, at);
  await withdrawNotifications(tx, p);
}

async function setThreadHidden(tx: Executor, threadId: number, at: Date | null) {
  const [t] = await tx
    .update(thread)
    .set({ hiddenAt: at })
    .where(and(eq(thread.id, threadId), at ? isNull(thread.hiddenAt) : sql`${thread.hiddenAt} is not null`))
    .returning({ groupId: thread.groupId });
  if (t)
    await tx
      .update(forumGroup)
      .set({ threads: at ? sql`greatest(${forumGroup.threads} - 1, 0)` : sql`${forumGroup.threads} + 1` })
      .where(eq(forumGroup.id, t.groupId));
}

/** A member flags someone else's post or proposal, once; the third open flag hides it. */
export async function flagItem(owner: User, input: FlagInput): Promise<FlagOutcome> {
  const db = await getDb();
  const at = now();
  const targetId = String(input.targetId);
  const outcome = await db.transaction(
    async (tx): Promise<FlagOutcome & { publishTo?: string; event?: Record<string, unknown> }> => {
      const who = await participant(tx, owner, at);
      if (!who.ok) return who;
      if (input.targetType === 'post') {
        const [p] = await tx.select().from(post).where(eq(post.id, input.targetId)).for('update');
        if (!p || p.deletedAt) return refused('not_found');
        if (p.authorId === owner.id) return refused('own_post');
        if (!(await addFlag(tx, owner, input, at))) return refused('already_flagged');
        const [counted] = await tx
          .update(post)
          .set({ flags: sql`${post.flags} + 1` })
          .where(eq(post.id, p.id))
          .returning({ flags: post.flags });
        const hide = !p.hiddenAt && (counted?.flags ?? 0) >= FLAGS_TO_HIDE;
        if (hide) {
          await hidePost(tx, p, 'flags', at);
          await log(tx, null, 'hide_post', 'post', targetId, 'flags', at);
        }
        return {
          ok: true,
          hidden: hide || p.hiddenAt !== null,
          publishTo: hide ? threadTopic(p.threadId) : undefined,
          event: { type: 'changed', postId: p.id },
        };
      }
      // Proposal and listing ids are 32-bit: a larger number names none (nor fits the query's parameter).
      if (input.targetId > 2_147_483_647) return refused('not_found');
      if (input.targetType === 'listing') {
        const [l] = await tx.select().from(listing).where(eq(listing.id, input.targetId)).for('update');
        if (!l || l.status !== 'published') return refused('not_found');
        if (l.sellerId === owner.id) return refused('own_post');
        if (!(await addFlag(tx, owner, input, at))) return refused('already_flagged');
        const [counted] = await tx
          .update(listing)
          .set({ flags: sql`${listing.flags} + 1` })
          .where(eq(listing.id, l.id))
          .returning({ flags: listing.flags });
        const hide = !l.hiddenAt && (counted?.flags ?? 0) >= FLAGS_TO_HIDE;
        if (hide) {
          await tx.update(listing).set({ hiddenAt: at }).where(eq(listing.id, l.id));
          await recount(tx, l, { ...l, hiddenAt: at });
          await log(tx, null, 'hide_listing', 'listing', targetId, 'flags', at);
        }
        return { ok: true, hidden: hide || l.hiddenAt !== null };
      }
      if (input.targetType === 'creation') {
        const [c] = await tx.select().from(creation).where(eq(creation.id, input.targetId)).for('update');
        if (!c || !c.publishedAt) return refused('not_found');
        if (c.userId === owner.id) return refused('own_post');
        if (!(await addFlag(tx, owner, input, at))) return refused('already_flagged');
        const [counted] = await tx
          .update(creation)
          .set({ flags: sql`${creation.flags} + 1` })
          .where(eq(creation.id, c.id))
          .returning({ flags: creation.flags });
        const hide = !c.hiddenAt && (counted?.flags ?? 0) >= FLAGS_TO_HIDE;
        if (hide) {
          await tx.update(creation).set({ hiddenAt: at }).where(eq(creation.id, c.id));
          await log(tx, null, 'hide_creation', 'creation', targetId, 'flags', at);
        }
        return { ok: true, hidden: hide || c.hiddenAt !== null };
      }
      const [pr] = await tx.select().from(proposal).where(eq(proposal.id, input.targetId)).for('update');
      if (!pr) return refused('not_found');
      if (pr.authorId === owner.id) return refused('own_post');
      if (!(await addFlag(tx, owner, input, at))) return refused('already_flagged');
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(flag)
        .where(and(eq(flag.targetType, 'proposal'), eq(flag.targetId, targetId), isNull(flag.resolvedAt)));
      const hide = !pr.hiddenAt && (open?.n ?? 0) >= FLAGS_TO_HIDE;
      if (hide) {
        await tx
          .update(proposal)
          .set({ hiddenAt: at, hiddenReason: 'flags', hiddenBy: null })
          .where(eq(proposal.id, pr.id));
        await log(tx, null, 'hide_proposal', 'proposal', targetId, 'flags', at);
      }
      return {
        ok: true,
        hidden: hide || pr.hiddenAt !== null,
        publishTo: hide ? proposalTopic(pr.id) : undefined,
        event: { hidden: true },
      };
    },
  );
  if (!outcome.ok) return outcome;
  if (outcome.publishTo && outcome.event) await publish(outcome.publishTo, outcome.event);
  return { ok: true, hidden: outcome.hidden };
}

async function addFlag(tx: Executor, owner: User, input: FlagInput, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(flag)
    .values({
      targetType: input.targetType,
      targetId: String(input.targetId),
      userId: owner.id,
      reason: input.reason,
      message: input.message || null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: flag.targetId });
  return inserted.length > 0;
}

async function log(
  tx: Executor,
  actorId: string | null,
  action: string,
  targetType: string,
  targetId: string,
  reason: string | null,
  at: Date,
) {
  await tx.insert(moderationLog).values({ actorId, action, targetType, targetId, reason, createdAt: at });
}

export const QUEUE_SIZE = 50;

/** Items with open flags, the longest waiting first. */
export async function moderationQueue(actor: User): Promise<{ ok: true; queue: ModerationQueue } | Refused> {
  const denied = refusal({ user: actor, isCitizen: false }, 'moderate');
  if (denied) return refused(denied);
  const db = await getDb();
  const open = await db
    .select({
      targetType: flag.targetType,
      targetId: flag.targetId,
      first: sql<Date | string>`min(${flag.createdAt})`,
    })
    .from(flag)
    .where(isNull(flag.resolvedAt))
    .groupBy(flag.targetType, flag.targetId)
    .orderBy(asc(sql`min(${flag.createdAt})`))
    .limit(QUEUE_SIZE);
  if (open.length === 0) return { ok: true, queue: { items: [] } };
  const ids = (type: string) => open.filter((o) => o.targetType === type).map((o) => Number(o.targetId));
  const postIds = ids('post');
  const proposalIds = ids('proposal');
  const listingIds = ids('listing');
  const creationIds = ids('creation');
  const [posts, proposals, listings, creations, flags] = await Promise.all([
    postIds.length
      ? db
          .select({ post, thread, handle: citizen.handle, points: citizen.points })
          .from(post)
          .innerJoin(thread, eq(thread.id, post.threadId))
          .leftJoin(citizen, eq(citizen.userId, post.authorId))
          .where(inArray(post.id, postIds))
      : [],
    proposalIds.length
      ? db
          .select({ proposal, handle: citizen.handle, points: citizen.points })
          .from(proposal)
          .leftJoin(citizen, eq(citizen.userId, proposal.authorId))
          .where(inArray(proposal.id, proposalIds))
      : [],
    listingIds.length
      ? db
          .select({ listing, handle: citizen.handle, points: citizen.points })
          .from(listing)
          .leftJoin(citizen, eq(citizen.userId, listing.sellerId))
          .where(inArray(listing.id, listingIds))
      : [],
    creationIds.length
      ? db
          .select({ creation, handle: citizen.handle, points: citizen.points })
          .from(creation)
          .leftJoin(citizen, eq(citizen.userId, creation.userId))
          .where(inArray(creation.id, creationIds))
      : [],
    db
      .select({ flag, handle: citizen.handle })
      .from(flag)
      .leftJoin(citizen, eq(citizen.userId, flag.userId))
      .where(
        and(
          isNull(flag.resolvedAt),
          inArray(
            sql`(${flag.targetType} || ':' || ${flag.targetId})`,
            open.map((o) => `${o.targetType}:${o.targetId}`),
          ),
        ),
      )
      .orderBy(asc(flag.createdAt)),
  ]);
  const flagsOf = (type: string, id: number) =>
    flags
      .filter((f) => f.flag.targetType === type && f.flag.targetId === String(id))
      .map((f) => ({
        reason: f.flag.reason as FlagReason,
        message: f.flag.message,
        by: f.handle,
        createdAt: f.flag.createdAt.toISOString(),
      }));
  const items: ModerationItem[] = [];
  for (const o of open) {
    const id = Number(o.targetId);
    if (o.targetType === 'post') {
      const row = posts.find((r) => r.post.id === id);
      if (!row) continue;
      items.push({
        targetType: 'post',
        targetId: id,
        title: row.thread.title,
        href: postHref(row.thread.id, id),
        author: authorRef(row.handle, row.points),
        body: row.post.body,
        hidden: row.post.hiddenAt !== null,
        locked: row.thread.lockedAt !== null,
        threadId: row.thread.id,
        flags: flagsOf('post', id),
        createdAt: row.post.createdAt.toISOString(),
      });
    } else if (o.targetType === 'creation') {
      const row = creations.find((r) => r.creation.id === id);
      if (!row) continue;
      items.push({
        targetType: 'creation',
        targetId: id,
        title: row.creation.prompt.slice(0, 120),
        href: creationPath(id),
        author: authorRef(row.handle, row.points),
        body: `${row.creation.prompt}\n\n(${row.creation.kind}, ${row.creation.style})`,
        hidden: row.creation.hiddenAt !== null,
        locked: false,
        threadId: null,
        flags: flagsOf('creation', id),
        createdAt: row.creation.createdAt.toISOString(),
      });
    } else if (o.targetType === 'listing') {
      const row = listings.find((r) => r.listing.id === id);
      if (!row) continue;
      items.push({
        targetType: 'listing',
        targetId: id,
        title: row.listing.title,
        href: listingPath(id),
        author: authorRef(row.handle, row.points),
        body: `${row.listing.summary}\n\n${row.listing.description}`,
        hidden: row.listing.hiddenAt !== null,
        locked: false,
        threadId: null,
        flags: flagsOf('listing', id),
        createdAt: row.listing.createdAt.toISOString(),
      });
    } else {
      const row = proposals.find((r) => r.proposal.id === id);
      if (!row) continue;
      items.push({
        targetType: 'proposal',
        targetId: id,
        title: row.proposal.title,
        href: proposalPath(id),
        author: authorRef(row.handle, row.points),
        body: `${row.proposal.summary}\n\n${row.proposal.body}`,
        hidden: row.proposal.hiddenAt !== null,
        locked: false,
        threadId: null,
        flags: flagsOf('proposal', id),
        createdAt: row.proposal.createdAt.toISOString(),
      });
    }
  }
  return { ok: true, queue: { items } };
}

export type ModerateOutcome = { ok: true } | Refused;

async function resolveFlags(tx: Executor, targetType: string, targetId: string, at: Date) {
  await tx
    .update(flag)
    .set({ resolvedAt: at })
    .where(and(eq(flag.targetType, targetType), eq(flag.targetId, targetId), isNull(flag.resolvedAt)));
}

/** A moderator's act on the queue. */
export async function moderate(actor: User, input: ModerationInput): Promise<ModerateOutcome> {
  const denied = refusal({ user: actor, isCitizen: false }, 'moderate');
  if (denied) return refused(denied);
  const db = await getDb();
  const at = now();
  const reason = input.reason ?? null;
  const published: [string, Record<string, unknown>][] = [];
  const outcome = await db.transaction(async (tx): Promise<ModerateOutcome> => {
    const { action, targetType } = input;
    if (targetType === 'citizen') {
      if (action !== 'silence' || typeof input.targetId !== 'string' || !input.days)
        return refused('not_found');
      const until = new Date(at.getTime() + input.days * 24 * 60 * 60_000);
      const rows = await tx
        .update(citizen)
        .set({ silencedUntil: until })
        .where(eq(sql`lower(${citizen.handle})`, input.targetId.toLowerCase()))
        .returning({ id: citizen.userId });
      if (rows.length === 0) return refused('not_found');
      await log(tx, actor.id, 'silence', 'citizen', rows[0]!.id, reason ?? `${input.days} days`, at);
      return { ok: true };
    }
    if (typeof input.targetId !== 'number') return refused('not_found');
    const id = input.targetId;
    // Thread and proposal ids are 32-bit (posts' are not): a larger number names none.
    if (targetType !== 'post' && id > 2_147_483_647) return refused('not_found');
    if (targetType === 'thread') {
      if (action !== 'lock' && action !== 'unlock') return refused('not_found');
      const rows = await tx
        .update(thread)
        .set({ lockedAt: action === 'lock' ? at : null })
        .where(eq(thread.id, id))
        .returning({ id: thread.id });
      if (rows.length === 0) return refused('not_found');
      await log(tx, actor.id, `${action}_thread`, 'thread', String(id), reason, at);
      return { ok: true };
    }
    if (targetType === 'post') {
      const [p] = await tx.select().from(post).where(eq(post.id, id)).for('update');
      if (!p) return refused('not_found');
      if (action === 'restore' || action === 'dismiss') {
        if (p.hiddenAt && !p.deletedAt) {
          await tx.update(post).set({ hiddenAt: null, hiddenReason: null, flags: 0 }).where(eq(post.id, id));
          // Counted again: the post for its author, the reply in its thread (in the order of uncount).
          if (p.authorId)
            await tx
              .update(citizen)
              .set({ posts: sql`${citizen.posts} + 1` })
              .where(eq(citizen.userId, p.authorId));
          if (!p.opening)
            await tx
              .update(thread)
              .set({ replies: sql`${thread.replies} + 1` })
              .where(eq(thread.id, p.threadId));
          if (p.opening) await setThreadHidden(tx, p.threadId, null);
        } else await tx.update(post).set({ flags: 0 }).where(eq(post.id, id));
      } else if (action === 'delete') {
        if (!p.deletedAt) {
          if (!p.hiddenAt) await uncount(tx, p);
          await tx
            .update(post)
            .set({ deletedAt: at, deletedBy: 'moderator', search: null, flags: 0 })
            .where(eq(post.id, id));
          if (p.opening) await setThreadHidden(tx, p.threadId, at);
          await withdrawNotifications(tx, p);
        }
      } else return refused('not_found');
      await resolveFlags(tx, 'post', String(id), at);
      await log(tx, actor.id, `${action}_post`, 'post', String(id), reason, at);
      published.push([threadTopic(p.threadId), { type: 'changed', postId: id }]);
      return { ok: true };
    }
    if (targetType === 'creation') {
      // Restore and dismiss show it again; delete takes it out of the community gallery for good.
      const [c] = await tx.select().from(creation).where(eq(creation.id, id)).for('update');
      if (!c) return refused('not_found');
      if (action === 'restore' || action === 'dismiss')
        await tx.update(creation).set({ hiddenAt: null, flags: 0 }).where(eq(creation.id, id));
      else if (action === 'delete')
        await tx
          .update(creation)
          .set({ hiddenAt: c.hiddenAt ?? at, publishedAt: null, flags: 0 })
          .where(eq(creation.id, id));
      else return refused('not_found');
      await resolveFlags(tx, 'creation', String(id), at);
      await log(tx, actor.id, `${action}_creation`, 'creation', String(id), reason, at);
      return { ok: true };
    }
    if (targetType === 'listing') {
      // Restore and dismiss show it again; delete hides it for good and unpublishes it.
      const [l] = await tx.select().from(listing).where(eq(listing.id, id)).for('update');
      if (!l) return refused('not_found');
      let next: typeof l;
      if (action === 'restore' || action === 'dismiss') next = { ...l, hiddenAt: null, flags: 0 };
      else if (action === 'delete')
        next = { ...l, hiddenAt: l.hiddenAt ?? at, status: 'unpublished', flags: 0 };
      else return refused('not_found');
      await tx
        .update(listing)
        .set({ hiddenAt: next.hiddenAt, status: next.status, flags: 0 })
        .where(eq(listing.id, id));
      await recount(tx, l, next);
      await resolveFlags(tx, 'listing', String(id), at);
      await log(tx, actor.id, `${action}_listing`, 'listing', String(id), reason, at);
      return { ok: true };
    }
    // A proposal: restore and dismiss show it again; delete keeps it hidden for good (votes stay counted).
    const [pr] = await tx.select().from(proposal).where(eq(proposal.id, id)).for('update');
    if (!pr) return refused('not_found');
    if (action === 'restore' || action === 'dismiss') {
      await tx
        .update(proposal)
        .set({ hiddenAt: null, hiddenReason: null, hiddenBy: null })
        .where(eq(proposal.id, id));
      published.push([proposalTopic(id), { hidden: false }]);
    } else if (action === 'delete') {
      await tx
        .update(proposal)
        .set({ hiddenAt: pr.hiddenAt ?? at, hiddenReason: reason ?? 'moderator', hiddenBy: actor.id })
        .where(eq(proposal.id, id));
      published.push([proposalTopic(id), { hidden: true }]);
    } else return refused('not_found');
    await resolveFlags(tx, 'proposal', String(id), at);
    await log(tx, actor.id, `${action}_proposal`, 'proposal', String(id), reason, at);
    return { ok: true };
  });
  if (outcome.ok) for (const [topic, data] of published) await publish(topic, data);
  return outcome;
}
