import 'server-only';
// Learning paths citizens write. A citizen from the second tier up drafts a path (its courses, lessons
// and quizzes are one document, lib/academy/path-draft.ts), submits it for review, and a moderator
// publishes it or returns it with a note; a published path is read, enrolled in, scored and credentialled
// exactly like a path of the editorial catalogue, under the slug `community/<id>`.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthorRef } from '../api/contract';
import { decodePlainCursor } from '../api/cursor';
import { now } from '../clock';
import { authorRef } from '../community/actor';
import { getDb } from '../db';
import { below } from '../db/keyset';
import { citizen, communityPath, notification, type CommunityPath, type User } from '../db/schema';
import { defaultLocale, isLocale, type Locale } from '../i18n/config';
import type { Executor } from '../mail/outbox';
import { renderMarkdown } from '../markdown';
import { refusal, type Refusal } from '../permissions';
import { academyPath, writePathHref } from '../routes';
import { getLesson, getPath, type Course, type LearningPath, type Lesson } from './catalog';
import { lengthOf } from './catalog-types';
import {
  communityIdOf,
  communitySlug,
  draftProblems,
  PATH_AUTHORING,
  pathDraftSchema,
  type DraftProblem,
  type PathAction,
  type PathDraft,
} from './path-draft';

export type PathStatus = 'draft' | 'review' | 'published';

export type PathRefusal =
  | Refusal
  | 'not_found'
  | 'tier_required'
  | 'too_many_drafts'
  | 'not_editable'
  | 'incomplete'
  | 'note_required';
export type PathRefused = { ok: false; reason: PathRefusal; problems?: DraftProblem[] };
const refused = (reason: PathRefusal, problems?: DraftProblem[]): PathRefused => ({
  ok: false,
  reason,
  ...(problems ? { problems } : {}),
});

/** Paths in draft or review one author may have at once. */
export const OPEN_PATHS_PER_AUTHOR = 10;
/** Community paths per page of the academy's list. */
export const PATHS_PAGE = 12;
const MAX_ID = 2_147_483_647;

/** A community path's course carries its whole lessons (one document), where the catalogue's lists them. */
type FullCourse = Omit<Course, 'lessons'> & { lessons: Lesson[] };
export type FullPath = Omit<LearningPath, 'courses'> & { courses: FullCourse[] };

/** A community path as a catalogue path: positional slugs (`1`, `2`…) for its courses and lessons. */
export function asLearningPath(row: Pick<CommunityPath, 'id' | 'locale' | 'document'>): FullPath {
  const doc = row.document as PathDraft;
  const contentLocale: Locale = isLocale(row.locale) ? row.locale : defaultLocale;
  const slug = communitySlug(row.id);
  const courses = doc.courses.map((course, c) => {
    const lessons: Lesson[] = course.lessons.map((lesson, l) => ({
      slug: String(l + 1),
      title: lesson.title,
      minutes: lesson.minutes,
      contentLocale,
      html: renderMarkdown(lesson.body),
      quiz: lesson.quiz.map((q) => ({ ...q })),
    }));
    const minutes = lessons.reduce((sum, l) => sum + l.minutes, 0);
    return {
      slug: String(c + 1),
      path: slug,
      title: course.title,
      summary: course.summary,
      level: doc.level,
      topic: doc.topic,
      order: c + 1,
      minutes,
      length: lengthOf(minutes),
      lessonTitles: lessons.map((l) => l.title),
      html: '',
      lessons,
      contentLocale,
    };
  });
  return {
    slug,
    title: doc.title,
    summary: doc.summary,
    level: doc.level,
    topic: doc.topic,
    order: 0,
    html: renderMarkdown(doc.intro),
    contentLocale,
    courses,
    minutes: courses.reduce((sum, c) => sum + c.minutes, 0),
    lessons: courses.reduce((sum, c) => sum + c.lessons.length, 0),
  };
}

async function publishedRow(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(communityPath)
    .where(and(eq(communityPath.id, id), eq(communityPath.status, 'published')));
  return row ?? null;
}

/** A published community path with its author, for its pages; null for any other id. */
export async function publishedPath(id: number): Promise<{ path: FullPath; author: AuthorRef } | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const db = await getDb();
  const [row] = await db
    .select({ path: communityPath, handle: citizen.handle, points: citizen.points })
    .from(communityPath)
    .leftJoin(citizen, eq(citizen.userId, communityPath.authorId))
    .where(and(eq(communityPath.id, id), eq(communityPath.status, 'published')));
  if (!row) return null;
  return {
    path: asLearningPath(row.path),
    author: authorRef(row.handle, row.points),
  };
}

/**
 * Any learning path by its slug: the catalogue's (in its reference language) or a published community
 * path. What enrolment, progress, quizzes and credentials go by.
 */
export async function findPath(slug: string, db?: Executor): Promise<LearningPath | undefined> {
  const id = communityIdOf(slug);
  if (id === null) return getPath(defaultLocale, slug);
  const row = await publishedRow(db ?? (await getDb()), id);
  return row ? asLearningPath(row) : undefined;
}

/** A lesson of any path, with its quiz, or undefined. */
export async function findLesson(
  slug: string,
  courseSlug: string,
  lessonSlug: string,
  locale: Locale,
): Promise<{ path: LearningPath; course: Course; lesson: Lesson; index: number } | undefined> {
  const id = communityIdOf(slug);
  if (id === null) return getLesson(locale, slug, courseSlug, lessonSlug);
  const row = await publishedRow(await getDb(), id);
  const path = row ? asLearningPath(row) : undefined;
  const course = path?.courses.find((c) => c.slug === courseSlug);
  const index = course?.lessons.findIndex((l) => l.slug === lessonSlug) ?? -1;
  if (!path || !course || index < 0) return undefined;
  return { path, course, lesson: course.lessons[index]!, index };
}

export type CommunityPathCard = {
  id: number;
  href: string;
  title: string;
  summary: string;
  level: PathDraft['level'];
  topic: PathDraft['topic'];
  locale: string;
  courses: number;
  lessons: number;
  minutes: number;
  author: AuthorRef;
  publishedAt: string;
};

/** The published community paths, newest first; `cursor` is the last card's `<publishedAt>_<id>`. */
export async function listPublished(
  options: { cursor?: string } = {},
): Promise<{ items: CommunityPathCard[]; nextCursor: string | null }> {
  const db = await getDb();
  const after = decodePlainCursor(options.cursor);
  const rows = await db
    .select({ path: communityPath, handle: citizen.handle, points: citizen.points })
    .from(communityPath)
    .leftJoin(citizen, eq(citizen.userId, communityPath.authorId))
    .where(
      and(
        eq(communityPath.status, 'published'),
        after ? below(communityPath.publishedAt, communityPath.id, after.at, after.id) : undefined,
      ),
    )
    .orderBy(desc(communityPath.publishedAt), desc(communityPath.id))
    .limit(PATHS_PAGE + 1);
  const items = rows.slice(0, PATHS_PAGE).map(({ path: row, handle, points }) => {
    const path = asLearningPath(row);
    return {
      id: row.id,
      href: academyPath(path.slug),
      title: path.title,
      summary: path.summary,
      level: path.level,
      topic: path.topic,
      locale: row.locale,
      courses: path.courses.length,
      lessons: path.lessons,
      minutes: path.minutes,
      author: authorRef(handle, points),
      publishedAt: row.publishedAt!.toISOString(),
    };
  });
  const last = rows.length > PATHS_PAGE ? items[items.length - 1] : undefined;
  return { items, nextCursor: last ? `${last.publishedAt}_${last.id}` : null };
}

export type EditablePath = {
  id: number;
  status: PathStatus;
  document: PathDraft;
  reviewNote: string | null;
  author: AuthorRef;
  /** Whether the reader wrote it (else they read it as a moderator). */
  mine: boolean;
  href: string | null;
  updatedAt: string;
  submittedAt: string | null;
  /** The Markdown as it will read: the introduction and each lesson's body, sanitized. */
  preview: { intro: string; lessons: string[][] };
};

export type PathListItem = {
  id: number;
  title: string;
  status: PathStatus;
  reviewNote: string | null;
  author: AuthorRef;
  updatedAt: string;
  submittedAt: string | null;
};

async function authorCitizen(db: Executor, user: User) {
  const [row] = await db.select().from(citizen).where(eq(citizen.userId, user.id));
  return row ?? null;
}

/** Whether the user may write paths, or why not. */
async function authorRefusal(db: Executor, user: User): Promise<PathRefusal | null> {
  const row = await authorCitizen(db, user);
  const denied = refusal({ user, isCitizen: Boolean(row) }, 'take_part');
  if (denied) return denied;
  return row!.points < PATH_AUTHORING.minPoints ? 'tier_required' : null;
}

const isModerator = (user: Pick<User, 'id' | 'staffRole'>) =>
  refusal({ user, isCitizen: false }, 'moderate') === null;

function listItem(row: CommunityPath, handle: string | null, points: number | null): PathListItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status as PathStatus,
    reviewNote: row.reviewNote,
    author: authorRef(handle, points),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** The author's own paths, last changed first; and whether they may start one. */
export async function listMine(
  user: User,
): Promise<{ items: PathListItem[]; canWrite: boolean; refusal: PathRefusal | null }> {
  const db = await getDb();
  const rows = await db
    .select({ path: communityPath, handle: citizen.handle, points: citizen.points })
    .from(communityPath)
    .leftJoin(citizen, eq(citizen.userId, communityPath.authorId))
    .where(eq(communityPath.authorId, user.id))
    .orderBy(desc(communityPath.updatedAt), desc(communityPath.id))
    .limit(100);
  const denied = await authorRefusal(db, user);
  return {
    items: rows.map((r) => listItem(r.path, r.handle, r.points)),
    canWrite: denied === null,
    refusal: denied,
  };
}

/** The moderators' queue: paths waiting for review, longest waiting first. */
export async function listQueue(user: User): Promise<{ ok: true; items: PathListItem[] } | PathRefused> {
  if (!isModerator(user)) return refused('forbidden');
  const db = await getDb();
  const rows = await db
    .select({ path: communityPath, handle: citizen.handle, points: citizen.points })
    .from(communityPath)
    .leftJoin(citizen, eq(citizen.userId, communityPath.authorId))
    .where(eq(communityPath.status, 'review'))
    .orderBy(asc(communityPath.submittedAt), asc(communityPath.id))
    .limit(100);
  return { ok: true, items: rows.map((r) => listItem(r.path, r.handle, r.points)) };
}

/** A path as its author or a moderator reads it, answers included; not found for anyone else. */
export async function getEditable(
  user: User,
  id: number,
): Promise<{ ok: true; path: EditablePath } | PathRefused> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return refused('not_found');
  const db = await getDb();
  const [row] = await db
    .select({ path: communityPath, handle: citizen.handle, points: citizen.points })
    .from(communityPath)
    .leftJoin(citizen, eq(citizen.userId, communityPath.authorId))
    .where(eq(communityPath.id, id));
  const mine = row?.path.authorId === user.id;
  // A moderator reads what was submitted or published, never someone's unsubmitted draft.
  if (!row || (!mine && !(isModerator(user) && row.path.status !== 'draft'))) return refused('not_found');
  const doc = row.path.document as PathDraft;
  return {
    ok: true,
    path: {
      id: row.path.id,
      status: row.path.status as PathStatus,
      document: doc,
      reviewNote: row.path.reviewNote,
      author: authorRef(row.handle, row.points),
      mine,
      href: row.path.status === 'published' ? academyPath(communitySlug(row.path.id)) : null,
      updatedAt: row.path.updatedAt.toISOString(),
      submittedAt: row.path.submittedAt?.toISOString() ?? null,
      preview: {
        intro: renderMarkdown(doc.intro),
        lessons: doc.courses.map((c) => c.lessons.map((l) => renderMarkdown(l.body))),
      },
    },
  };
}

/** A new draft, for a citizen of the second tier or higher. */
export async function createPath(
  user: User,
  draft: PathDraft,
): Promise<{ ok: true; id: number } | PathRefused> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The author's row is locked, so two drafts made at once count against the same ceiling.
    await tx.select({ id: citizen.userId }).from(citizen).where(eq(citizen.userId, user.id)).for('update');
    const denied = await authorRefusal(tx, user);
    if (denied) return refused(denied);
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(communityPath)
      .where(and(eq(communityPath.authorId, user.id), inArray(communityPath.status, ['draft', 'review'])));
    if ((open?.n ?? 0) >= OPEN_PATHS_PER_AUTHOR) return refused('too_many_drafts');
    const at = now();
    const [created] = await tx
      .insert(communityPath)
      .values({
        authorId: user.id,
        title: draft.title,
        locale: draft.locale,
        document: draft,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: communityPath.id });
    return { ok: true as const, id: created!.id };
  });
}

async function ownRow(tx: Executor, user: User, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const [row] = await tx.select().from(communityPath).where(eq(communityPath.id, id)).for('update');
  return row && row.authorId === user.id ? row : null;
}

/** Saves the author's draft; a path in review or published is not edited (withdraw it first). */
export async function updatePath(
  user: User,
  id: number,
  draft: PathDraft,
): Promise<{ ok: true } | PathRefused> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await ownRow(tx, user, id);
    if (!row) return refused('not_found');
    if (row.status !== 'draft') return refused('not_editable');
    const denied = await authorRefusal(tx, user);
    if (denied) return refused(denied);
    await tx
      .update(communityPath)
      .set({ title: draft.title, locale: draft.locale, document: draft, updatedAt: now() })
      .where(eq(communityPath.id, id));
    return { ok: true as const };
  });
}

/** The author's draft, deleted. */
export async function deletePath(user: User, id: number): Promise<{ ok: true } | PathRefused> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await ownRow(tx, user, id);
    if (!row) return refused('not_found');
    if (row.status !== 'draft') return refused('not_editable');
    await tx.delete(communityPath).where(eq(communityPath.id, id));
    return { ok: true as const };
  });
}

const FROM: Record<PathAction, PathStatus[]> = {
  submit: ['draft'],
  withdraw: ['review'],
  publish: ['review'],
  return: ['review', 'published'],
};
const TO: Record<PathAction, PathStatus> = {
  submit: 'review',
  withdraw: 'draft',
  publish: 'published',
  return: 'draft',
};

/**
 * Moves a path through review: the author submits a complete draft or withdraws it; a moderator (not its
 * author) publishes it or returns it, with a note, and the author is told.
 */
export async function setPathStatus(
  user: User,
  id: number,
  action: PathAction,
  note?: string,
): Promise<{ ok: true; status: PathStatus; href: string | null } | PathRefused> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return refused('not_found');
  const byModerator = action === 'publish' || action === 'return';
  if (byModerator && !isModerator(user)) return refused('forbidden');
  if (action === 'return' && !note?.trim()) return refused('note_required');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(communityPath).where(eq(communityPath.id, id)).for('update');
    if (!row) return refused('not_found');
    if (byModerator ? row.authorId === user.id : row.authorId !== user.id)
      return refused(byModerator ? 'forbidden' : 'not_found');
    if (!FROM[action].includes(row.status as PathStatus)) return refused('not_editable');
    if (action === 'submit') {
      const denied = await authorRefusal(tx, user);
      if (denied) return refused(denied);
      const problems = draftProblems(pathDraftSchema.parse(row.document));
      if (problems.length > 0) return refused('incomplete', problems);
    }
    const at = now();
    const status = TO[action];
    await tx
      .update(communityPath)
      .set({
        status,
        updatedAt: at,
        ...(action === 'submit' ? { submittedAt: at, reviewNote: null } : {}),
        ...(action === 'publish' ? { publishedAt: at, reviewedBy: user.id, reviewNote: null } : {}),
        ...(action === 'return' ? { reviewedBy: user.id, reviewNote: note!.trim(), publishedAt: null } : {}),
      })
      .where(eq(communityPath.id, id));
    const href = status === 'published' ? academyPath(communitySlug(id)) : null;
    if (byModerator)
      await tx.insert(notification).values({
        userId: row.authorId,
        type: 'message',
        key: action === 'publish' ? 'pathPublished' : 'pathReturned',
        params: { title: row.title || '—' },
        href: href ?? writePathHref(id),
        createdAt: at,
      });
    return { ok: true as const, status, href };
  });
}

/** Published community paths for the sitemap (their path pages; courses and lessons link from there). */
export async function sitemapCommunityPaths(limit = 5_000): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: communityPath.id, updatedAt: communityPath.updatedAt })
    .from(communityPath)
    .where(eq(communityPath.status, 'published'))
    .orderBy(desc(communityPath.publishedAt), desc(communityPath.id))
    .limit(limit);
}
