// The academy: who is enrolled in which learning path, and each member's progress through its lessons.
// The paths, courses, lessons and quizzes themselves are files (content/academy); rows name them by
// their slugs. A lesson counts as done when its quiz is passed (scored on the server).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';
import { formerUserId, userId } from './user-columns';

export const enrollment = pgTable(
  'enrollment',
  {
    userId: userId(),
    /** The learning path's slug (content/academy/<locale>/<path>). */
    path: text('path').notNull(),
    enrolledAt: instant('enrolled_at').notNull().defaultNow(),
    /** The lesson last opened or passed, `<course>/<lesson>`: where "Continue" leads. */
    lastLesson: text('last_lesson'),
    /** Lessons passed so far in this path: a counter kept with lesson_progress. */
    lessonsDone: integer('lessons_done').notNull().default(0),
    /** When the last lesson of the path was passed. */
    completedAt: instant('completed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.path] }),
    index('enrollment_user_idx').on(t.userId, t.enrolledAt),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: userId(),
    path: text('path').notNull(),
    /** `<course>/<lesson>` */
    lesson: text('lesson').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The best quiz score so far, in percent. */
    bestScore: integer('best_score').notNull().default(0),
    /** When the quiz was first passed (≥ 70 %); null until then. */
    passedAt: instant('passed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.path, t.lesson] })],
);

/**
 * A credential issued for a finished path: the signed document as issued (W3C Verifiable Credentials 2.0,
 * Open Badges 3.0 shape, lib/academy/credentials.ts), one per member and path.
 */
export const credential = pgTable(
  'credential',
  {
    /** A random UUID: the document's id is the site's /credentials/{id}. */
    id: text('id').primaryKey(),
    userId: userId(),
    path: text('path').notNull(),
    document: jsonb('document').notNull(),
    issuedAt: instant('issued_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('credential_user_path_idx').on(t.userId, t.path)],
);

/** The site's signing keys (Ed25519, PKCS#8 and raw public key), made once at first use. */
export const siteKey = pgTable('site_key', {
  name: text('name').primaryKey(),
  privateKey: text('private_key').notNull(),
  publicKey: text('public_key').notNull(),
  createdAt: createdAt(),
});

/**
 * A learning path a citizen wrote (lib/academy/community-paths.ts): draft → review → published, a
 * moderator publishing it or returning it with a note. Its courses, lessons and quizzes are one document
 * (lib/academy/path-draft.ts); enrolments and progress name it `community/<id>`.
 */
export const communityPath = pgTable(
  'community_path',
  {
    id: serial('id').primaryKey(),
    authorId: userId('author_id'),
    /** draft | review | published */
    status: text('status').notNull().default('draft'),
    title: text('title').notNull(),
    locale: text('locale').notNull(),
    document: jsonb('document').notNull(),
    /** The moderator's note when the path was returned to its author. */
    reviewNote: text('review_note'),
    reviewedBy: formerUserId('reviewed_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: instant('submitted_at'),
    publishedAt: instant('published_at'),
  },
  (t) => [
    index('community_path_author_idx').on(t.authorId, t.updatedAt),
    index('community_path_status_idx').on(t.status, t.publishedAt, t.id),
  ],
);
export type CommunityPath = typeof communityPath.$inferSelect;
