import 'server-only';
// Threads and posts: opening a thread, replying (with quotes and @mentions), editing within 24 hours
// with the history kept, deleting (soft), likes, and the reader's last visit. Counters (a group's threads,
// a thread's replies, a post's likes, a citizen's posts and points) change in the transaction of the row
// they count; the pace and new-member limits are counted under a lock on the writer's citizen row.
// New and changed posts are published to the thread's live readers when they commit (a reply's event,
// on Postgres, is a NOTIFY of its own transaction).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PostPage, PostSource, PostView, ThreadMe, ThreadPage, ThreadSummary } from '../api/contract';
import { decodeCursor, encodeCursor } from '../api/cursor';
import { serialIdOf } from '../api/segment';
import { earn, earning } from '../citizens/ledger';
import { now } from '../clock';
import { getDb } from '../db';
import { above, below } from '../db/keyset';
import { prepared } from '../db/prepared';
import { withItems, type Step } from '../db/together';
import {
  citizen,
  flag,
  forumGroup,
  notification,
  post,
  postLike,
  postRevision,
  thread,
  threadVisit,
  type Citizen,
  type ForumGroup,
  type Post,
  type Thread,
  type User,
} from '../db/schema';
import { notifyOnCommit, publish } from '../live/bus';
import type { Executor } from '../mail/outbox';
import { countLinks, renderMarkdown } from '../markdown';
import { pagesChanged } from '../page-cache';
import { can } from '../permissions';
import { postHref, postHrefPrefix, threadPath } from '../routes';
import { admitted, authorRef, participant, refused, type Refused } from './actor';
import { addMember, findGroup, isMember } from './groups';
import {
  EDIT_WINDOW_MS,
  isNewMember,
  MENTIONS_NOTIFIED,
  mentionedHandles,
  NEW_MEMBER,
  normalizedBody,
  PACE,
  postState,
  searchConfigFor,
} from './rules';
import type { ReplyInput, ThreadInput } from './validation';

export { threadPath };
export const threadTopic = (id: number) => `thread:${id}`;
const MAX_POST_ID = Number.MAX_SAFE_INTEGER;

const groupRef = (g: Pick<ForumGroup, 'slug' | 'seedKey' | 'name'>) => ({
  slug: g.slug,
  seedKey: g.seedKey,
  name: g.name,
});

function threadSummary(
  t: Thread,
  g: ForumGroup,
  handle: string | null,
  points: number | null,
): ThreadSummary {
  const hidden = t.hiddenAt !== null;
  return {
    id: t.id,
    group: groupRef(g),
    title: hidden ? '' : t.title,
    author: authorRef(handle, points),
    replies: t.replies,
    lastActivityAt: t.lastActivityAt.toISOString(),
    createdAt: t.createdAt.toISOString(),
    locked: t.lockedAt !== null,
    hidden,
  };
}

export function postView(p: Post, handle: string | null, points: number | null): PostView {
  const state = postState(p);
  return {
    id: p.id,
    threadId: p.threadId,
    opening: p.opening,
    author: authorRef(handle, points),
    html: state === 'visible' ? renderMarkdown(p.body, { mentions: p.mentions }) : '',
    likes: p.likes,
    state,
    quoteOf: p.quoteOf,
    createdAt: p.createdAt.toISOString(),
    editedAt: p.editedAt?.toISOString() ?? null,
  };
}

export const THREADS_PAGE = 20;
export const POSTS_PAGE = 50;

/** A group's visible threads, newest activity first, a page at a time. */
export async function listThreads(groupId: number, options: { cursor?: string } = {}): Promise<ThreadPage> {
  const after = decodeCursor(options.cursor);
  const db = await getDb();
  const rows = await db
    .select({ thread, group: forumGroup, handle: citizen.handle, points: citizen.points })
    .from(thread)
    .innerJoin(forumGroup, eq(forumGroup.id, thread.groupId))
    .leftJoin(citizen, eq(citizen.userId, thread.authorId))
    .where(
      and(
        eq(thread.groupId, groupId),
        isNull(thread.hiddenAt),
        after ? below(thread.lastActivityAt, thread.id, after.createdAt, after.id) : undefined,
      ),
    )
    .orderBy(desc(thread.lastActivityAt), desc(thread.id))
    .limit(THREADS_PAGE + 1);
  const items = rows.slice(0, THREADS_PAGE).map((r) => threadSummary(r.thread, r.group, r.handle, r.points));
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      rows.length > THREADS_PAGE && last
        ? encodeCursor({ createdAt: last.lastActivityAt, id: last.id })
        : null,
  };
}

export const threadIdOf = serialIdOf;

export function postIdOf(raw: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_POST_ID ? id : null;
}

export async function getThread(id: number): Promise<(ThreadSummary & { groupId: number }) | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const db = await getDb();
  const [row] = await db
    .select({ thread, group: forumGroup, handle: citizen.handle, points: citizen.points })
    .from(thread)
    .innerJoin(forumGroup, eq(forumGroup.id, thread.groupId))
    .leftJoin(citizen, eq(citizen.userId, thread.authorId))
    .where(eq(thread.id, id));
  if (!row) return null;
  return { ...threadSummary(row.thread, row.group, row.handle, row.points), groupId: row.group.id };
}

/** A thread's posts, oldest first, from after a cursor (a previous page's nextCursor). */
export async function listPosts(
  threadId: number,
  options: { after?: string; limit?: number } = {},
): Promise<PostPage> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? POSTS_PAGE) || POSTS_PAGE, 1), 100);
  const after = decodeCursor(options.after, MAX_POST_ID);
  const db = await getDb();
  const rows = await db
    .select({ post, handle: citizen.handle, points: citizen.points })
    .from(post)
    .leftJoin(citizen, eq(citizen.userId, post.authorId))
    .where(
      and(
        eq(post.threadId, threadId),
        after ? above(post.createdAt, post.id, after.createdAt, after.id) : undefined,
      ),
    )
    .orderBy(asc(post.createdAt), asc(post.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((r) => postView(r.post, r.handle, r.points));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export async function getPostView(id: number): Promise<PostView | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ post, handle: citizen.handle, points: citizen.points, hidden: thread.hiddenAt })
    .from(post)
    .innerJoin(thread, eq(thread.id, post.threadId))
    .leftJoin(citizen, eq(citizen.userId, post.authorId))
    .where(eq(post.id, id));
  if (!row) return null;
  const view = postView(row.post, row.handle, row.points);
  // A hidden thread's posts are withheld with it.
  return row.hidden && view.state === 'visible' ? { ...view, html: '', state: 'hidden' } : view;
}

const hashOf = (body: string) => createHash('sha256').update(normalizedBody(body)).digest('hex');

/** The search document of a post: the thread's title (weight A, opening posts only) over the text (B). */
function postSearch(config: string, body: string, title: string | null) {
  const text = sql`setweight(to_tsvector(${config}::regconfig, ${body}), 'B')`;
  return title === null ? text : sql`setweight(to_tsvector(${config}::regconfig, ${title}), 'A') || ${text}`;
}

type Kind = 'thread' | 'reply';

/**
 * The limits a new post must pass, as SQL over the writer's recent posts: `last`, their latest post of
 * the kind within its pace (one thread per 15 s, one reply per 5 s), or null; `duplicate`, the same text
 * within 5 minutes; `today`, a new member's posts of the kind in their first day (0 for others). A reply
 * tests `passes` in its own insert; checkLimits reads them to say which one refused.
 */
function limitsOf(who: Citizen, kind: Kind, hash: string, at: Date) {
  const opening = kind === 'thread';
  const since = (ms: number) => new Date(at.getTime() - ms).toISOString();
  const mine = sql`${post.authorId} = ${who.userId}::text`;
  const every = opening ? PACE.threadEveryMs : PACE.replyEveryMs;
  const cap = opening ? NEW_MEMBER.threadsPerDay : NEW_MEMBER.repliesPerDay;
  const last = sql`(select max(${post.createdAt}) from ${post}
    where ${mine} and ${post.opening} = ${opening} and ${post.createdAt} > ${since(every)}::timestamptz)`;
  const duplicate = sql`exists (select 1 from ${post} where ${mine} and ${post.bodyHash} = ${hash}::text
    and ${post.createdAt} > ${since(PACE.duplicateWindowMs)}::timestamptz)`;
  const today = isNewMember(who, at)
    ? sql`(select count(*) from ${post}
        where ${mine} and ${post.opening} = ${opening} and ${post.createdAt} > ${since(NEW_MEMBER.periodMs)}::timestamptz)`
    : sql`0`;
  return {
    last,
    duplicate,
    today,
    cap,
    every,
    passes: sql`${last} is null and not ${duplicate} and ${today} < ${cap}::int`,
  };
}

/**
 * Which limit refuses a new post, counted under the lock on the writer's citizen row, in this order: the
 * pace, the same text, a new member's links, a new member's posts of the day.
 */
async function checkLimits(
  tx: Executor,
  who: Citizen,
  kind: Kind,
  body: string,
  at: Date,
): Promise<Refused | null> {
  const limits = limitsOf(who, kind, hashOf(body), at);
  const result = await tx.execute(
    sql`select (extract(epoch from ${limits.last}) * 1000)::float8 as last,
      ${limits.duplicate} as duplicate, ${limits.today}::int as today`,
  );
  const [row] = (result as unknown as { rows: { last: number | null; duplicate: boolean; today: number }[] })
    .rows;
  if (row?.last != null)
    return refused('rate_limited', {
      retryAfter: Math.max(1, Math.ceil((row.last + limits.every - at.getTime()) / 1000)),
    });
  if (row?.duplicate) return refused('duplicate_post');
  if (isNewMember(who, at) && countLinks(body) > NEW_MEMBER.linksPerPost) return refused('too_many_links');
  if ((row?.today ?? 0) >= limits.cap) return refused('new_member_limit');
  return null;
}

/** The mentioned handles that are citizens (lower-case), with their accounts. */
async function knownMentions(tx: Executor, body: string): Promise<{ handle: string; userId: string }[]> {
  const handles = mentionedHandles(body).slice(0, 50);
  if (handles.length === 0) return [];
  const rows = await tx
    .select({ handle: citizen.handle, userId: citizen.userId })
    .from(citizen)
    .where(inArray(sql`lower(${citizen.handle})`, handles));
  return rows.map((r) => ({ handle: r.handle.toLowerCase(), userId: r.userId }));
}

type NewNotification = typeof notification.$inferInsert;

type MentionNotices = {
  mentions: { handle: string; userId: string }[];
  writer: Citizen;
  title: string;
  /** Where it leads; a reply's is set in SQL, where its post's id is known. */
  href?: string;
  at: Date;
  skip?: Set<string>;
};

/** The notifications of mentioned citizens (not the writer, not those in `skip`), at most MENTIONS_NOTIFIED. */
function mentionNotices(input: MentionNotices): NewNotification[] {
  return input.mentions
    .filter((m) => m.userId !== input.writer.userId && !input.skip?.has(m.userId))
    .slice(0, MENTIONS_NOTIFIED)
    .map((m) => ({
      userId: m.userId,
      type: 'message',
      key: 'mention',
      params: { handle: input.writer.handle, title: input.title },
      href: input.href,
      createdAt: input.at,
    }));
}

/** Notifies mentioned citizens (see mentionNotices). */
async function notifyMentions(tx: Executor, input: MentionNotices) {
  const notices = mentionNotices(input);
  if (notices.length > 0) await tx.insert(notification).values(notices);
}

export type CreateThreadOutcome = { ok: true; id: number; postId: number } | Refused;

/** Opens a thread in a group (and joins the group if the writer had not). */
export async function createThread(
  owner: User,
  slug: string,
  input: ThreadInput,
  locale: string,
): Promise<CreateThreadOutcome> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx): Promise<CreateThreadOutcome> => {
    const who = await participant(tx, owner, at, { lock: true });
    if (!who.ok) return who;
    const group = await findGroup(tx, slug);
    if (!group) return refused('group_not_found');
    const limited = await checkLimits(tx, who.citizen, 'thread', input.body, at);
    if (limited) return limited;
    const mentions = await knownMentions(tx, input.body);
    const [created] = await tx
      .insert(thread)
      .values({
        groupId: group.id,
        authorId: owner.id,
        title: input.title,
        lastActivityAt: at,
        createdAt: at,
      })
      .returning({ id: thread.id });
    const threadId = created!.id;
    const config = searchConfigFor(locale);
    const [opening] = await tx
      .insert(post)
      .values({
        threadId,
        authorId: owner.id,
        opening: true,
        body: input.body,
        bodyHash: hashOf(input.body),
        mentions: mentions.map((m) => m.handle),
        searchConfig: config,
        search: postSearch(config, input.body, input.title),
        createdAt: at,
      })
      .returning({ id: post.id });
    await tx
      .update(forumGroup)
      .set({ threads: sql`${forumGroup.threads} + 1`, lastActivityAt: at })
      .where(eq(forumGroup.id, group.id));
    await addMember(tx, group.id, owner.id, at);
    await earn(tx, { userId: owner.id, action: 'thread', ref: String(threadId), at }, ['posts']);
    await notifyMentions(tx, {
      mentions,
      writer: who.citizen,
      title: input.title,
      href: postHref(threadId, opening!.id),
      at,
    });
    // The group's page, search and the author's profile show it; they name no topics (lib/page-cache.ts).
    pagesChanged(`group:${group.slug}`);
    return { ok: true, id: threadId, postId: opening!.id };
  });
}

export type ReplyOutcome = { ok: true; post: PostView } | Refused;

/** Replies in a thread that is visible and not locked. */
export async function reply(
  owner: User,
  threadId: number,
  input: ReplyInput,
  locale: string,
): Promise<ReplyOutcome> {
  const db = await getDb();
  const at = now();
  let live: SQL | null = null;
  const outcome = await db.transaction(async (tx): Promise<ReplyOutcome> => {
    // The writer's citizen row and the thread's, locked in one round trip (in this order, as everywhere):
    // the limits counted under the first hold, and a lock or a hide by a moderator cannot race the
    // reply. When either is missing, the reads one by one say which.
    const [both] = await tx
      .select({ writer: citizen, target: thread })
      .from(citizen)
      .innerJoin(thread, eq(thread.id, threadId))
      .where(eq(citizen.userId, owner.id))
      .for('update');
    const who = both ? admitted(owner, both.writer, at) : await participant(tx, owner, at, { lock: true });
    if (!who.ok) return who;
    const target =
      both?.target ?? (await tx.select().from(thread).where(eq(thread.id, threadId)).for('update'))[0];
    if (!target || target.hiddenAt) return refused('not_found');
    if (target.lockedAt) return refused('thread_locked');
    // A new member's links are counted here; the other limits are part of the insert below.
    if (isNewMember(who.citizen, at) && countLinks(input.body) > NEW_MEMBER.linksPerPost)
      return (await checkLimits(tx, who.citizen, 'reply', input.body, at)) ?? refused('too_many_links');
    const mentions = await knownMentions(tx, input.body);
    const config = searchConfigFor(locale);
    const bodyHash = hashOf(input.body);
    const stamp = at.toISOString();
    // The thread's author hears of the reply, unless they are mentioned (then the mention says it).
    const mentionsAuthor = mentions.some((m) => m.userId === target.authorId);
    const toAuthor: NewNotification[] =
      target.authorId && target.authorId !== owner.id && !mentionsAuthor
        ? [
            {
              userId: target.authorId,
              type: 'message',
              key: 'threadReply',
              params: { handle: who.citizen.handle, title: target.title },
              createdAt: at,
            },
          ]
        : [];
    const notices = [
      ...toAuthor,
      ...mentionNotices({
        mentions,
        writer: who.citizen,
        title: target.title,
        at,
        skip: new Set(toAuthor.map((n) => n.userId)),
      }),
    ].map((n) => ({ user_id: n.userId, type: n.type, key: n.key, params: n.params }));
    const written = sql`exists (select 1 from written)`;
    // The reply is one statement: the post is inserted only if it passes the limits (under the lock on
    // the writer's row), and what follows from it only if it was: the thread's count and activity, the
    // group's activity (to the minute: replies in its threads at once do not queue on its row), the
    // ledger, the notifications (their href holds the new post's id) and, on Postgres, the thread's live
    // readers' event (sent when this commits). When nothing was inserted, why is read afterwards.
    live = await notifyOnCommit(threadTopic(threadId), sql`json_build_object('type', 'post', 'postId', id)`);
    const steps: Step[] = [
      tx
        .update(thread)
        .set({ replies: sql`${thread.replies} + 1`, lastActivityAt: at })
        .where(and(eq(thread.id, threadId), written)),
      tx
        .update(forumGroup)
        .set({ lastActivityAt: at })
        .where(
          and(
            eq(forumGroup.id, target.groupId),
            lt(forumGroup.lastActivityAt, new Date(at.getTime() - 60_000)),
            written,
          ),
        ),
      ...earning(
        { userId: owner.id, action: 'reply', ref: sql`select id::text from written`, at },
        ['posts'],
        sql`written`,
      ),
    ];
    if (notices.length > 0)
      steps.push(sql`insert into ${notification} (user_id, type, key, params, href, created_at)
        select n.user_id, n.type, n.key, n.params, ${postHrefPrefix(threadId)}::text || w.id, ${stamp}::timestamptz
        from written w, jsonb_to_recordset(${JSON.stringify(notices)}::jsonb)
          as n(user_id text, type text, key text, params jsonb)`);
    const quote = input.quoteOf
      ? sql`(select id from ${post} where id = ${input.quoteOf}::bigint and thread_id = ${threadId}::int)`
      : sql`null::bigint`;
    const limits = limitsOf(who.citizen, 'reply', bodyHash, at);
    // A list in a template becomes a list of parameters: the handles travel as one JSON array.
    const handles = sql`array(select jsonb_array_elements_text(${JSON.stringify(mentions.map((m) => m.handle))}::jsonb))`;
    const result = await tx.execute(
      prepared(sql`
      with written as (
        insert into ${post} (thread_id, author_id, body, body_hash, mentions, quote_of, search_config, search,
          created_at)
        select ${threadId}::int, ${owner.id}::text, ${input.body}::text, ${bodyHash}::text,
          ${handles}, ${quote}, ${config}::text,
          ${postSearch(config, input.body, null)}, ${stamp}::timestamptz
        where ${limits.passes}
        returning id, quote_of
      ), ${withItems(steps)}
      select id, quote_of${live ? sql`, ${live}` : sql``} from written`),
    );
    const [row] = (result as unknown as { rows: { id: number | string; quote_of: number | string | null }[] })
      .rows;
    if (!row) return (await checkLimits(tx, who.citizen, 'reply', input.body, at)) ?? refused('rate_limited');
    const created: Post = {
      id: Number(row.id),
      threadId,
      authorId: owner.id,
      opening: false,
      body: input.body,
      bodyHash,
      mentions: mentions.map((m) => m.handle),
      quoteOf: row.quote_of === null ? null : Number(row.quote_of),
      likes: 0,
      flags: 0,
      editedAt: null,
      deletedBy: null,
      deletedAt: null,
      hiddenReason: null,
      hiddenAt: null,
      searchConfig: config,
      search: null,
      createdAt: at,
    };
    return { ok: true, post: postView(created, who.citizen.handle, who.citizen.points) };
  });
  if (outcome.ok) pagesChanged(threadTopic(threadId));
  if (outcome.ok && !live) await publish(threadTopic(threadId), { type: 'post', postId: outcome.post.id });
  return outcome;
}

type OwnPost = { ok: true; post: Post; thread: Thread } | Refused;

async function ownPost(tx: Executor, owner: User, postId: number): Promise<OwnPost> {
  const [row] = await tx
    .select({ post, thread })
    .from(post)
    .innerJoin(thread, eq(thread.id, post.threadId))
    .where(eq(post.id, postId))
    .for('update', { of: post });
  if (!row) return refused('not_found');
  if (row.post.authorId !== owner.id) return refused('forbidden');
  if (row.post.deletedAt) return refused('post_deleted');
  return { ok: true, post: row.post, thread: row.thread };
}

/** The author's own text of a post, to edit it. */
export async function postSource(
  owner: User,
  postId: number,
): Promise<{ ok: true; source: PostSource } | Refused> {
  const db = await getDb();
  const own = await ownPost(db, owner, postId);
  if (!own.ok) return own;
  const [revisions] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postRevision)
    .where(eq(postRevision.postId, postId));
  return {
    ok: true,
    source: {
      id: own.post.id,
      body: own.post.body,
      editableUntil: new Date(own.post.createdAt.getTime() + EDIT_WINDOW_MS).toISOString(),
      revisions: revisions?.n ?? 0,
    },
  };
}

export type PostOutcome = { ok: true; post: PostView } | Refused;

/** The author edits their post within 24 hours of writing it; the previous text is kept as a revision. */
export async function editPost(owner: User, postId: number, body: string): Promise<PostOutcome> {
  const db = await getDb();
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<PostOutcome> => {
    // The citizen's row is not locked (an edit counts nothing on it): a lock on it before the post's
    // would deadlock with a delete or a hide, which lock the post first.
    const who = await participant(tx, owner, at);
    if (!who.ok) return who;
    const own = await ownPost(tx, owner, postId);
    if (!own.ok) return own;
    const { post: p, thread: t } = own;
    if (at.getTime() - p.createdAt.getTime() > EDIT_WINDOW_MS) return refused('edit_window_passed');
    if (body === p.body) return { ok: true, post: postView(p, who.citizen.handle, who.citizen.points) };
    if (isNewMember(who.citizen, at) && countLinks(body) > 2) return refused('too_many_links');
    const mentions = await knownMentions(tx, body);
    await tx.insert(postRevision).values({ postId, body: p.body, writtenAt: p.editedAt ?? p.createdAt });
    const [updated] = await tx
      .update(post)
      .set({
        body,
        bodyHash: hashOf(body),
        mentions: mentions.map((m) => m.handle),
        editedAt: at,
        search: postSearch(p.searchConfig, body, p.opening ? t.title : null),
      })
      .where(eq(post.id, postId))
      .returning();
    // Only the people newly mentioned by the edit hear of it.
    const before = new Set(p.mentions);
    await notifyMentions(tx, {
      mentions: mentions.filter((m) => !before.has(m.handle)),
      writer: who.citizen,
      title: t.title,
      href: postHref(t.id, postId),
      at,
    });
    return { ok: true, post: postView(updated!, who.citizen.handle, who.citizen.points) };
  });
  if (!outcome.ok) return outcome;
  pagesChanged(threadTopic(outcome.post.threadId));
  await publish(threadTopic(outcome.post.threadId), { type: 'changed', postId });
  return outcome;
}

/** The author deletes their post: "deleted by its author" stays in its place; its text and history go. */
export async function deletePost(owner: User, postId: number): Promise<PostOutcome> {
  const db = await getDb();
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<PostOutcome> => {
    const own = await ownPost(tx, owner, postId);
    if (!own.ok) return own;
    const { post: p } = own;
    const [updated] = await tx
      .update(post)
      .set({ deletedAt: at, deletedBy: 'author', body: '', mentions: [], search: null })
      .where(eq(post.id, postId))
      .returning();
    await tx.delete(postRevision).where(eq(postRevision.postId, postId));
    await withdrawNotifications(tx, p);
    await uncount(tx, p);
    const [me] = await tx.select().from(citizen).where(eq(citizen.userId, owner.id));
    return { ok: true, post: postView(updated!, me?.handle ?? null, me?.points ?? null) };
  });
  if (!outcome.ok) return outcome;
  pagesChanged(threadTopic(outcome.post.threadId));
  await publish(threadTopic(outcome.post.threadId), { type: 'changed', postId });
  return outcome;
}

/**
 * A post that is hidden or deleted takes back the notifications it caused that are still unread (its
 * mentions, the reply to a thread's author), so they reach neither the bell nor the e-mail digest.
 */
export async function withdrawNotifications(tx: Executor, p: Pick<Post, 'id' | 'threadId'>) {
  await tx
    .delete(notification)
    .where(and(eq(notification.href, postHref(p.threadId, p.id)), isNull(notification.readAt)));
}

/**
 * A visible post leaves the counts (deleted, or hidden): its thread's replies, its author's posts. A post
 * already deleted or hidden left them then (an author deleting their hidden post counts nothing twice).
 */
export async function uncount(tx: Executor, p: Post) {
  if (p.deletedAt || p.hiddenAt) return;
  // The author's row before the thread's: the order every community write takes its row locks in
  // (post, citizen, thread, group), so a reply and a hide in one thread cannot deadlock.
  if (p.authorId)
    await tx
      .update(citizen)
      .set({ posts: sql`greatest(${citizen.posts} - 1, 0)` })
      .where(eq(citizen.userId, p.authorId));
  if (!p.opening)
    await tx
      .update(thread)
      .set({ replies: sql`greatest(${thread.replies} - 1, 0)` })
      .where(eq(thread.id, p.threadId));
}

export type LikeOutcome = { ok: true; likes: number; liked: boolean } | Refused;

/** One like per member per post; never your own; unliking takes back the point it gave. */
export async function setLike(owner: User, postId: number, like: boolean): Promise<LikeOutcome> {
  const db = await getDb();
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<LikeOutcome & { threadId?: number }> => {
    const who = await participant(tx, owner, at, { allowSilenced: !like });
    if (!who.ok) return who;
    const [target] = await tx
      .select({ post, hidden: thread.hiddenAt })
      .from(post)
      .innerJoin(thread, eq(thread.id, post.threadId))
      .where(eq(post.id, postId));
    if (!target) return refused('not_found');
    const p = target.post;
    if (like && (p.deletedAt || p.hiddenAt || target.hidden)) return refused('post_deleted');
    if (p.authorId === owner.id) return refused('own_post');
    if (like) {
      const inserted = await tx
        .insert(postLike)
        .values({ postId, userId: owner.id, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: postLike.postId });
      if (inserted.length === 0) return refused('already_liked');
    } else {
      const removed = await tx
        .delete(postLike)
        .where(and(eq(postLike.postId, postId), eq(postLike.userId, owner.id)))
        .returning({ id: postLike.postId });
      if (removed.length === 0) return refused('not_liked');
    }
    const [counted] = await tx
      .update(post)
      .set({ likes: like ? sql`${post.likes} + 1` : sql`greatest(${post.likes} - 1, 0)` })
      .where(eq(post.id, postId))
      .returning({ likes: post.likes });
    if (p.authorId)
      await earn(tx, {
        userId: p.authorId,
        action: like ? 'like_received' : 'like_withdrawn',
        ref: `${postId}:${owner.id}`,
        at,
      });
    return { ok: true, likes: counted!.likes, liked: like, threadId: p.threadId };
  });
  if (!outcome.ok) return outcome;
  if (outcome.threadId) {
    pagesChanged(threadTopic(outcome.threadId));
    await publish(threadTopic(outcome.threadId), { type: 'changed', postId });
  }
  return { ok: true, likes: outcome.likes, liked: outcome.liked };
}

/**
 * The reader's relation to a thread (liked, flagged and editable posts; membership; silence) and their
 * previous visit, recording this one.
 */
export async function visitThread(
  owner: User,
  threadId: number,
): Promise<{ ok: true; me: ThreadMe } | Refused> {
  const db = await getDb();
  const at = now();
  const [target] = await db.select().from(thread).where(eq(thread.id, threadId));
  if (!target) return refused('not_found');
  const [me] = await db.select().from(citizen).where(eq(citizen.userId, owner.id));
  const [previous] = await db
    .select({ seenAt: threadVisit.seenAt })
    .from(threadVisit)
    .where(and(eq(threadVisit.threadId, threadId), eq(threadVisit.userId, owner.id)));
  await db
    .insert(threadVisit)
    .values({ threadId, userId: owner.id, seenAt: at })
    .onConflictDoUpdate({ target: [threadVisit.threadId, threadVisit.userId], set: { seenAt: at } });
  // A visit shows on no page (its marker is the reader's own, in an island).
  pagesChanged();
  const relation = await threadMe(db, owner, target, me ?? null, at);
  return { ok: true, me: { ...relation, lastVisit: previous?.seenAt.toISOString() ?? null } };
}

async function threadMe(
  db: Executor,
  owner: User,
  t: Thread,
  me: Citizen | null,
  at: Date,
): Promise<ThreadMe> {
  const moderator = can({ user: owner, isCitizen: Boolean(me) }, 'moderate');
  const base: ThreadMe = {
    citizen: Boolean(me),
    handle: me?.handle ?? null,
    member: false,
    silencedUntil: me?.silencedUntil && me.silencedUntil > at ? me.silencedUntil.toISOString() : null,
    moderator,
    liked: [],
    flagged: [],
    editable: [],
    lastVisit: null,
  };
  if (!me) return base;
  const [member, liked, flagged, editable] = await Promise.all([
    isMember(db, t.groupId, owner.id),
    db
      .select({ id: postLike.postId })
      .from(postLike)
      .innerJoin(post, eq(post.id, postLike.postId))
      .where(and(eq(postLike.userId, owner.id), eq(post.threadId, t.id))),
    db
      .select({ id: flag.targetId })
      .from(flag)
      .innerJoin(post, sql`${post.id}::text = ${flag.targetId}`)
      .where(and(eq(flag.targetType, 'post'), eq(flag.userId, owner.id), eq(post.threadId, t.id))),
    db
      .select({ id: post.id })
      .from(post)
      .where(
        and(
          eq(post.threadId, t.id),
          eq(post.authorId, owner.id),
          isNull(post.deletedAt),
          gt(post.createdAt, new Date(at.getTime() - EDIT_WINDOW_MS)),
        ),
      ),
  ]);
  return {
    ...base,
    member,
    liked: liked.map((r) => r.id),
    flagged: flagged.map((r) => Number(r.id)),
    editable: editable.map((r) => r.id),
  };
}
