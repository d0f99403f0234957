// The creator studio (lib/studio): each generation is a durable job and, once done, a creation with its
// file. Visitors' tries are rows too (no owner, never saved, pruned after a day).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { user } from './auth';

export const creation = pgTable(
  'creation',
  {
    id: serial('id').primaryKey(),
    /** Null for a signed-out visitor's try. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Random, given to whoever started the job: it reads the job and its file while private. */
    secret: text('secret').notNull(),
    /** image | video */
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    style: text('style').notNull(),
    shape: text('shape').notNull(),
    quality: text('quality').notNull(),
    seed: integer('seed').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The engine that made it (sketch, openai-images, a1111, openai-video) and the configured model. */
    engine: text('engine').notNull(),
    model: text('model'),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Why it failed: a ProviderFailure code (lib/studio/engines/types.ts) or 'interrupted'. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** A running job's worker holds it until then; past it, another worker takes the job up. */
    leaseUntil: instant('lease_until'),
    /** A retried job waits until then. */
    runAfter: instant('run_after').notNull().defaultNow(),
    /** The job fails as timed out past this (120 s for images, 10 min for videos after it was queued). */
    deadline: instant('deadline').notNull(),
    fileKey: text('file_key'),
    thumbKey: text('thumb_key'),
    mime: text('mime'),
    size: integer('size'),
    /** In the member's gallery. */
    saved: boolean('saved').notNull().default(false),
    /** Shown in the community gallery and on its share page. */
    publishedAt: instant('published_at'),
    /** Three reports, or a moderator, hid it (like a listing). */
    flags: integer('flags').notNull().default(0),
    hiddenAt: instant('hidden_at'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('creation_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('creation_user_idx').on(t.userId, t.createdAt),
    index('creation_public_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.publishedAt} is not null and ${t.hiddenAt} is null`),
  ],
);
export type Creation = typeof creation.$inferSelect;
