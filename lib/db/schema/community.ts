// Community: discussion groups with their members, threads and posts (the opening post and the replies),
// likes, the edit history of posts, follows between members, flags on posts and proposals, the last visit
// of a member to a thread, and the featured members the daily job picks. lib/community uses them.
// Every count a page shows (members, threads, replies, likes, flags, followers) is a counter column kept
// in the transaction of the row it counts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, tsvector } from './columns';
import { formerUserId, userId } from './user-columns';

export const forumGroup = pgTable(
  'forum_group',
  {
    id: serial('id').primaryKey(),
    /** The URL segment: /community/groups/{slug}; lower-case a-z 0-9 and -, unique. */
    slug: text('slug').notNull().unique(),
    /** For the founding groups, their key in messages (community.groups.<key>); null for members' groups. */
    seedKey: text('seed_key').unique(),
    /** Members' groups: as written. Founding groups: the English name (pages read the messages). */
    name: text('name').notNull(),
    description: text('description').notNull(),
    createdBy: formerUserId('created_by'),
    members: integer('members').notNull().default(0),
    threads: integer('threads').notNull().default(0),
    lastActivityAt: instant('last_activity_at').notNull().defaultNow(),
    search: tsvector('search'),
    createdAt: createdAt(),
  },
  (t) => [
    index('forum_group_created_by_idx').on(t.createdBy, t.createdAt),
    index('forum_group_search_idx').using('gin', t.search),
  ],
);

export const groupMember = pgTable(
  'group_member',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => forumGroup.id, { onDelete: 'cascade' }),
    userId: userId(),
    joinedAt: instant('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_member_user_idx').on(t.userId)],
);

export const thread = pgTable(
  'thread',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => forumGroup.id, { onDelete: 'cascade' }),
    authorId: formerUserId('author_id'),
    title: text('title').notNull(),
    /** Replies that are not deleted or hidden (the opening post is not a reply). */
    replies: integer('replies').notNull().default(0),
    lastActivityAt: instant('last_activity_at').notNull(),
    /** A moderator locked it: nobody can reply. */
    lockedAt: instant('locked_at'),
    /** Its opening post is hidden (flags or a moderator) or deleted by a moderator. */
    hiddenAt: instant('hidden_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('thread_group_activity_idx').on(t.groupId, t.lastActivityAt, t.id),
    index('thread_author_created_idx').on(t.authorId, t.createdAt),
    index('thread_created_idx').on(t.createdAt, t.id),
  ],
);

export const post = pgTable(
  'post',
  {
    id: identityId(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => thread.id, { onDelete: 'cascade' }),
    authorId: formerUserId('author_id'),
    /** The thread's first post. */
    opening: boolean('opening').notNull().default(false),
    /** Markdown, rendered through lib/markdown.ts (no raw HTML). Emptied when deleted. */
    body: text('body').notNull(),
    /** SHA-256 of the normalized body: the same text twice within 5 minutes is refused. */
    bodyHash: text('body_hash').notNull(),
    /** Lower-case handles of citizens mentioned (@handle) that existed when written: those become links. */
    mentions: text('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The post it quotes, when the reply was started with Quote. */
    quoteOf: bigint('quote_of', { mode: 'number' }),
    likes: integer('likes').notNull().default(0),
    /** Open (unresolved) flags. */
    flags: integer('flags').notNull().default(0),
    editedAt: instant('edited_at'),
    /** author | moderator */
    deletedBy: text('deleted_by'),
    deletedAt: instant('deleted_at'),
    /** flags | moderator */
    hiddenReason: text('hidden_reason'),
    hiddenAt: instant('hidden_at'),
    /** The text search configuration the document was built with (the writer's language, else simple). */
    searchConfig: text('search_config').notNull().default('simple'),
    search: tsvector('search'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('post_thread_created_idx').on(t.threadId, t.createdAt, t.id),
    index('post_author_created_idx').on(t.authorId, t.createdAt),
    index('post_search_idx').using('gin', t.search),
    index('post_flagged_idx')
      .on(t.createdAt)
      .where(sql`${t.flags} > 0 or ${t.hiddenAt} is not null`),
  ],
);

/**
 * The search documents of the newest visible posts: search finds a common word's newest matches in this
 * small text index instead of the one over every post (lib/community/search.ts). A trigger on `post`
 * (migration 0010) keeps it in the post's own transaction: a post is added when written, updated when
 * edited, removed when deleted or hidden, added again when restored. The hourly prune drops all but the
 * newest RECENT_SEARCH_POSTS ids, so it always holds every visible post above its lowest id.
 */
export const postRecentSearch = pgTable(
  'post_recent_search',
  {
    postId: bigint('post_id', { mode: 'number' })
      .primaryKey()
      .references(() => post.id, { onDelete: 'cascade' }),
    search: tsvector('search').notNull(),
  },
  // A small pending list: searches read it whole, so it is flushed every ~100 posts (64 kB, not 4 MB).
  (t) => [index('post_recent_search_idx').using('gin', t.search).with({ gin_pending_list_limit: 64 })],
);

/** Earlier versions of an edited post, newest last. */
export const postRevision = pgTable(
  'post_revision',
  {
    id: identityId(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => post.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** When this version was written (the post's creation or its previous edit). */
    writtenAt: instant('written_at').notNull(),
  },
  (t) => [index('post_revision_post_idx').on(t.postId, t.id)],
);

export const postLike = pgTable(
  'post_like',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => post.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** A member's flag on a post or a proposal; three open flags from different members hide the item. */
export const flag = pgTable(
  'flag',
  {
    /** post | proposal */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    userId: userId(),
    /** off_topic | inappropriate | spam | other */
    reason: text('reason').notNull(),
    message: text('message'),
    createdAt: createdAt(),
    /** A moderator settled it (restored or deleted the item). */
    resolvedAt: instant('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId, t.userId] }),
    index('flag_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const follow = pgTable(
  'follow',
  {
    followerId: userId('follower_id'),
    followeeId: userId('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follow_followee_idx').on(t.followeeId),
  ],
);

/** When a member last read a thread: the "new since your last visit" marker. */
export const threadVisit = pgTable(
  'thread_visit',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => thread.id, { onDelete: 'cascade' }),
    userId: userId(),
    seenAt: instant('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/** The four featured members, recomputed daily from the last 30 days of the contribution ledger. */
export const featuredMember = pgTable(
  'featured_member',
  {
    rank: integer('rank').primaryKey(),
    userId: userId(),
    points: integer('points').notNull(),
    /** Points per action in the window: { proposal: 40, reply: 6, … } */
    breakdown: jsonb('breakdown').$type<Record<string, number>>().notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [uniqueIndex('featured_member_user_idx').on(t.userId)],
);

export type ForumGroup = typeof forumGroup.$inferSelect;
export type Thread = typeof thread.$inferSelect;
export type Post = typeof post.$inferSelect;
