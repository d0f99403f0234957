import 'server-only';
// Enrolment in a learning path, progress through its lessons, and quizzes scored on the server. A
// lesson is done when its quiz is passed (PASS_PERCENT); the path is finished when every lesson of it
// is. A citizen earns contribution points for each lesson passed and for the finished path, in the
// transaction that records them. The quiz answers never leave the server: the browser gets the
// questions (from the static lesson page) and, after an attempt, which answers were right.
import { and, eq, sql } from 'drizzle-orm';
import { earn } from '../citizens/ledger';
import { now } from '../clock';
import { getDb } from '../db';
import { citizen, enrollment, lessonProgress } from '../db/schema';
import type { Executor } from '../mail/outbox';
import { defaultLocale, type Locale } from '../i18n/config';
import { findLesson, findPath } from './community-paths';
import { credentialIdFor, credentialKeys, issueCredential } from './credentials';
import { PASS_PERCENT } from './rules';

export type AcademyRefusal = 'not_found' | 'not_enrolled';
export type Refused = { ok: false; reason: AcademyRefusal };
const refused = (reason: AcademyRefusal): Refused => ({ ok: false, reason });

export type LessonState = { passed: boolean; bestScore: number; attempts: number };
export type PathProgress = {
  path: string;
  enrolled: boolean;
  enrolledAt: string | null;
  completedAt: string | null;
  /** `<course>/<lesson>` last opened or passed; where "Continue" leads. */
  lastLesson: string | null;
  lessonsDone: number;
  lessonsTotal: number;
  /** By `<course>/<lesson>`, only the lessons tried. */
  lessons: Record<string, LessonState>;
  /** The credential issued when the path was finished (/credentials/{id}). */
  credentialId: string | null;
};

/** The score of answers against a quiz, in whole percent, and which were right. */
export function scoreQuiz(
  quiz: readonly { answer: number }[],
  answers: readonly number[],
): { score: number; correct: boolean[]; passed: boolean } {
  const correct = quiz.map((q, i) => answers[i] === q.answer);
  const score = Math.round((100 * correct.filter(Boolean).length) / quiz.length);
  return { score, correct, passed: score >= PASS_PERCENT };
}

const lessonKey = (course: string, lesson: string) => `${course}/${lesson}`;

async function lessonsTotal(db: Executor, path: string): Promise<number> {
  return (await findPath(path, db))?.lessons ?? 0;
}

async function progressOf(db: Executor, userId: string, path: string): Promise<PathProgress> {
  const [row] = await db
    .select()
    .from(enrollment)
    .where(and(eq(enrollment.userId, userId), eq(enrollment.path, path)));
  const tried = row
    ? await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.path, path)))
    : [];
  return {
    path,
    enrolled: Boolean(row),
    enrolledAt: row?.enrolledAt.toISOString() ?? null,
    completedAt: row?.completedAt?.toISOString() ?? null,
    lastLesson: row?.lastLesson ?? null,
    lessonsDone: row?.lessonsDone ?? 0,
    lessonsTotal: await lessonsTotal(db, path),
    credentialId: row?.completedAt ? await credentialIdFor(db, userId, path) : null,
    lessons: Object.fromEntries(
      tried.map((p) => [
        p.lesson,
        { passed: p.passedAt !== null, bestScore: p.bestScore, attempts: p.attempts },
      ]),
    ),
  };
}

export async function pathProgress(userId: string, path: string): Promise<PathProgress | Refused> {
  if (!(await findPath(path))) return refused('not_found');
  return progressOf(await getDb(), userId, path);
}

/** Enrols the member in the path; enrolling again changes nothing. */
export async function enroll(
  userId: string,
  path: string,
): Promise<{ ok: true; created: boolean; progress: PathProgress } | Refused> {
  if (!(await findPath(path))) return refused('not_found');
  const db = await getDb();
  const inserted = await db
    .insert(enrollment)
    .values({ userId, path, enrolledAt: now() })
    .onConflictDoNothing()
    .returning({ path: enrollment.path });
  return { ok: true, created: inserted.length > 0, progress: await progressOf(db, userId, path) };
}

/** Remembers the lesson the member opened, for "Continue"; nothing when not enrolled. */
export async function visitLesson(
  userId: string,
  input: { path: string; course: string; lesson: string },
): Promise<{ ok: true } | Refused> {
  if (!(await findLesson(input.path, input.course, input.lesson, defaultLocale))) return refused('not_found');
  const db = await getDb();
  const updated = await db
    .update(enrollment)
    .set({ lastLesson: lessonKey(input.course, input.lesson) })
    .where(and(eq(enrollment.userId, userId), eq(enrollment.path, input.path)))
    .returning({ path: enrollment.path });
  return updated.length ? { ok: true } : refused('not_enrolled');
}

export type QuizResult = {
  score: number;
  passed: boolean;
  correct: boolean[];
  /** Why each right answer is right, in the reader's language. */
  explanations: string[];
  /** Whether this attempt finished the lesson (first pass) and the path. */
  lessonPassedNow: boolean;
  pathCompletedNow: boolean;
  progress: PathProgress;
};

/**
 * Scores an attempt at a lesson's quiz for an enrolled member. The first pass marks the lesson done,
 * moves the path's counter and, for a citizen, earns the lesson's points; the pass that completes the
 * path earns the path's. The enrolment row is locked, so two attempts at once count one pass.
 */
export async function submitQuiz(
  userId: string,
  locale: Locale,
  input: { path: string; course: string; lesson: string; answers: number[] },
): Promise<({ ok: true } & QuizResult) | Refused> {
  const found = await findLesson(input.path, input.course, input.lesson, defaultLocale);
  if (!found) return refused('not_found');
  const quiz = found.lesson.quiz;
  if (input.answers.length !== quiz.length) return refused('not_found');
  const { score, correct, passed } = scoreQuiz(quiz, input.answers);
  const key = lessonKey(input.course, input.lesson);
  const total = found.path.lessons;
  const at = now();
  const db = await getDb();
  const keys = await credentialKeys();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(enrollment)
      .where(and(eq(enrollment.userId, userId), eq(enrollment.path, input.path)))
      .for('update');
    if (!row) return refused('not_enrolled');
    const [before] = await tx
      .select({ passedAt: lessonProgress.passedAt })
      .from(lessonProgress)
      .where(
        and(
          eq(lessonProgress.userId, userId),
          eq(lessonProgress.path, input.path),
          eq(lessonProgress.lesson, key),
        ),
      );
    const lessonPassedNow = passed && !before?.passedAt;
    await tx
      .insert(lessonProgress)
      .values({
        userId,
        path: input.path,
        lesson: key,
        attempts: 1,
        bestScore: score,
        passedAt: passed ? at : null,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.path, lessonProgress.lesson],
        set: {
          attempts: sql`${lessonProgress.attempts} + 1`,
          bestScore: sql`greatest(${lessonProgress.bestScore}, ${score})`,
          passedAt: sql`coalesce(${lessonProgress.passedAt}, ${passed ? at : null}::timestamptz)`,
          updatedAt: at,
        },
      });
    const done = row.lessonsDone + (lessonPassedNow ? 1 : 0);
    const pathCompletedNow = lessonPassedNow && done >= total && !row.completedAt;
    await tx
      .update(enrollment)
      .set({
        lastLesson: key,
        lessonsDone: done,
        ...(pathCompletedNow ? { completedAt: at } : {}),
      })
      .where(and(eq(enrollment.userId, userId), eq(enrollment.path, input.path)));
    if (pathCompletedNow) await issueCredential(tx, keys, { userId, path: input.path, at });
    if (lessonPassedNow || pathCompletedNow) {
      const [isCitizen] = await tx
        .select({ userId: citizen.userId })
        .from(citizen)
        .where(eq(citizen.userId, userId));
      if (isCitizen) {
        if (lessonPassedNow) await earn(tx, { userId, action: 'lesson', ref: `${input.path}/${key}`, at });
        if (pathCompletedNow) await earn(tx, { userId, action: 'path_completed', ref: input.path, at });
      }
    }
    return {
      ok: true as const,
      lessonPassedNow,
      pathCompletedNow,
      progress: await progressOf(tx, userId, input.path),
    };
  });
  if (!outcome.ok) return outcome;
  const explanations = (
    (await findLesson(input.path, input.course, input.lesson, locale)) ?? found
  ).lesson.quiz.map((q) => q.explanation);
  return { ...outcome, score, passed, correct, explanations };
}
