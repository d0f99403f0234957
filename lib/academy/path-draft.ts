// A learning path a citizen writes (lib/academy/community-paths.ts): its shape, the limits of a draft
// and what a path needs before it goes to review. Shared by the server, which decides, and the editor
// island, which says the same thing before a request is made. No server code here.
import { z } from 'zod';
import { storedText } from '../api/validation';
import { TIERS } from '../citizens/rules';
import { locales } from '../i18n/config';
import { LEVELS, TOPICS } from './catalog-types';

/**
 * Smaller than the editorial catalogue's paths (lib/academy/catalog.ts LIMITS: 3–5 courses of 3–6
 * lessons), since one member writes it in a browser form; the quiz rules are the catalogue's, so a
 * pass means the same thing on every path.
 */
export const PATH_LIMITS = {
  courses: [1, 5],
  lessons: [1, 6],
  questions: [3, 5],
  options: [3, 4],
  minutes: [1, 120],
} as const;

/** Text lengths, in characters. */
export const PATH_TEXT = {
  title: 120,
  summary: 300,
  intro: 5_000,
  body: 6_000,
  question: 300,
  option: 200,
  explanation: 500,
  note: 1_000,
} as const;

/** A whole path travels in one request: up to 30 lessons of text. */
export const MAX_PATH_BYTES = 512 * 1024;

/** Citizens from the second tier up write paths (as they create groups). */
export const PATH_AUTHORING = { minTier: TIERS[1].id, minPoints: TIERS[1].min } as const;

const text = (max: number) => storedText().max(max, 'too_long');
const between = <T extends z.ZodType>(item: T, [, max]: readonly [number, number]) =>
  z.array(item).max(max, 'too_many');

export const questionSchema = z
  .object({
    question: text(PATH_TEXT.question),
    options: between(text(PATH_TEXT.option), PATH_LIMITS.options),
    /** The index of the right option; never sent to a learner. */
    answer: z
      .number()
      .int()
      .min(0)
      .max(PATH_LIMITS.options[1] - 1),
    explanation: text(PATH_TEXT.explanation),
  })
  .strict();

export const lessonSchema = z
  .object({
    title: text(PATH_TEXT.title),
    minutes: z.number().int().min(PATH_LIMITS.minutes[0], 'invalid').max(PATH_LIMITS.minutes[1], 'invalid'),
    body: text(PATH_TEXT.body),
    quiz: between(questionSchema, PATH_LIMITS.questions),
  })
  .strict();

export const courseSchema = z
  .object({
    title: text(PATH_TEXT.title),
    summary: text(PATH_TEXT.summary),
    lessons: between(lessonSchema, PATH_LIMITS.lessons),
  })
  .strict();

/** A draft as saved: any of it may still be empty, none of it over a limit. */
export const pathDraftSchema = z
  .object({
    title: text(PATH_TEXT.title),
    summary: text(PATH_TEXT.summary),
    level: z.enum(LEVELS),
    topic: z.enum(TOPICS),
    /** The language the path is written in. */
    locale: z.enum(locales),
    intro: text(PATH_TEXT.intro),
    courses: between(courseSchema, PATH_LIMITS.courses),
  })
  .strict();

export type PathDraft = z.infer<typeof pathDraftSchema>;
export type DraftCourse = PathDraft['courses'][number];
export type DraftLesson = DraftCourse['lessons'][number];
export type DraftQuestion = DraftLesson['quiz'][number];

export const pathStatusSchema = z
  .object({
    /**
     * submit (author: draft → review), withdraw (author: review → draft), publish (moderator: review →
     * published), return (moderator: review or published → draft, with a note saying why).
     */
    action: z.enum(['submit', 'withdraw', 'publish', 'return']),
    note: text(PATH_TEXT.note).optional(),
  })
  .strict();
export type PathAction = z.infer<typeof pathStatusSchema>['action'];

/** What is still missing before review, by the field's place in the document (`courses.0.lessons.1.title`). */
export type DraftProblem = { field: string; code: 'required' | 'too_few' | 'invalid' };

const blank = (value: string) => value.trim() === '';

/** Everything a draft still needs to go to review; empty when it is ready. */
export function draftProblems(draft: PathDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const need = (field: string, value: string) => {
    if (blank(value)) problems.push({ field, code: 'required' });
  };
  need('title', draft.title);
  need('summary', draft.summary);
  need('intro', draft.intro);
  if (draft.courses.length < PATH_LIMITS.courses[0]) problems.push({ field: 'courses', code: 'too_few' });
  draft.courses.forEach((course, c) => {
    const at = `courses.${c}`;
    need(`${at}.title`, course.title);
    need(`${at}.summary`, course.summary);
    if (course.lessons.length < PATH_LIMITS.lessons[0])
      problems.push({ field: `${at}.lessons`, code: 'too_few' });
    course.lessons.forEach((lesson, l) => {
      const at2 = `${at}.lessons.${l}`;
      need(`${at2}.title`, lesson.title);
      need(`${at2}.body`, lesson.body);
      if (lesson.quiz.length < PATH_LIMITS.questions[0])
        problems.push({ field: `${at2}.quiz`, code: 'too_few' });
      lesson.quiz.forEach((q, i) => {
        const at3 = `${at2}.quiz.${i}`;
        need(`${at3}.question`, q.question);
        if (q.options.length < PATH_LIMITS.options[0])
          problems.push({ field: `${at3}.options`, code: 'too_few' });
        q.options.forEach((option, o) => need(`${at3}.options.${o}`, option));
        const distinct = new Set(q.options.map((o) => o.trim().toLowerCase()));
        if (distinct.size !== q.options.length && q.options.every((o) => !blank(o)))
          problems.push({ field: `${at3}.options`, code: 'invalid' });
        if (q.answer >= q.options.length) problems.push({ field: `${at3}.answer`, code: 'invalid' });
      });
    });
  });
  return problems;
}

export function emptyQuestion(): DraftQuestion {
  return { question: '', options: ['', '', ''], answer: 0, explanation: '' };
}
export function emptyLesson(): DraftLesson {
  return { title: '', minutes: 5, body: '', quiz: [emptyQuestion(), emptyQuestion(), emptyQuestion()] };
}
export function emptyCourse(): DraftCourse {
  return { title: '', summary: '', lessons: [emptyLesson()] };
}
export function emptyDraft(locale: PathDraft['locale']): PathDraft {
  return {
    title: '',
    summary: '',
    level: 'beginner',
    topic: 'ai',
    locale,
    intro: '',
    courses: [emptyCourse()],
  };
}

/** A community path's slug, as enrolments and progress name it: `community/<id>`. */
export const COMMUNITY_PREFIX = 'community/';
export const communitySlug = (id: number) => `${COMMUNITY_PREFIX}${id}`;
export function communityIdOf(slug: string): number | null {
  const match = /^community\/([1-9]\d{0,9})$/.exec(slug);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
