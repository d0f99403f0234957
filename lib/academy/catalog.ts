import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { defaultLocale, locales, type Locale } from '../i18n/config';
import { isNamespaceTranslated } from '../i18n/messages';
import { academyPath, type AcademyPath } from '../routes';
import { LEVELS, TOPICS, lengthOf, type CourseSummary, type Level, type Topic } from './catalog-types';

// The academy's learning paths, courses and lessons are Markdown files in
// content/academy/<locale>/<path>/<course>/<NN>-<lesson>.md (the layout and front matter are in
// content/academy/FORMAT.md). English is the reference: its folders decide which paths, courses and
// lessons exist; another locale shows its own file where it has one and the English one otherwise.
// They are build inputs, read once per process.

export type QuizQuestion = {
  question: string;
  options: string[];
  /** The index of the right option. Never sent to a browser: quizzes are scored on the server. */
  answer: number;
  explanation: string;
};

export type LessonMeta = {
  slug: string;
  title: string;
  minutes: number;
  /** The language the text is in (English where the locale has no version yet). */
  contentLocale: Locale;
};
export type Lesson = LessonMeta & { html: string; quiz: QuizQuestion[] };

export type Course = CourseSummary & { html: string; lessons: LessonMeta[]; contentLocale: Locale };

export type LearningPath = {
  slug: string;
  title: string;
  summary: string;
  level: Level;
  topic: Topic;
  order: number;
  html: string;
  contentLocale: Locale;
  courses: Course[];
  minutes: number;
  lessons: number;
};

export const LIMITS = {
  coursesPerPath: [3, 5],
  lessonsPerCourse: [3, 6],
  questionsPerQuiz: [3, 5],
  optionsPerQuestion: [3, 4],
} as const;

const ROOT = () => path.join(process.cwd(), 'content', 'academy');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

class ContentError extends Error {}

function text(data: Record<string, unknown>, key: string, file: string, max: number): string {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim())
    throw new ContentError(`${file}: front matter "${key}" is missing`);
  if (value.length > max) throw new ContentError(`${file}: "${key}" is longer than ${max} characters`);
  return value.trim();
}

function oneOf<T extends string>(
  data: Record<string, unknown>,
  key: string,
  file: string,
  allowed: readonly T[],
): T {
  const value = data[key];
  if (!allowed.includes(value as T))
    throw new ContentError(`${file}: "${key}" must be one of ${allowed.join(', ')}`);
  return value as T;
}

function whole(data: Record<string, unknown>, key: string, file: string, min: number, max: number): number {
  const value = data[key];
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
    throw new ContentError(`${file}: "${key}" must be a whole number from ${min} to ${max}`);
  return value as number;
}

function read(file: string) {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  return { data: data as Record<string, unknown>, html: marked.parse(content, { async: false, gfm: true }) };
}

/** The file of `parts` in the locale, else in English; undefined when English has none either. */
function localized(locale: Locale, ...parts: string[]): { file: string; contentLocale: Locale } | undefined {
  for (const l of locale === defaultLocale ? [locale] : [locale, defaultLocale]) {
    const file = path.join(ROOT(), l, ...parts);
    if (fs.existsSync(file)) return { file, contentLocale: l };
  }
  return undefined;
}

function quizOf(data: Record<string, unknown>, file: string): QuizQuestion[] {
  const quiz = data.quiz;
  const [min, max] = LIMITS.questionsPerQuiz;
  if (!Array.isArray(quiz) || quiz.length < min || quiz.length > max)
    throw new ContentError(`${file}: "quiz" must hold ${min} to ${max} questions`);
  return quiz.map((raw: unknown, index) => {
    const where = `${file}: question ${index + 1}`;
    const q = (raw ?? {}) as Record<string, unknown>;
    const options = q.options;
    const [fewest, most] = LIMITS.optionsPerQuestion;
    if (
      !Array.isArray(options) ||
      options.length < fewest ||
      options.length > most ||
      !options.every((o) => typeof o === 'string' && o.trim())
    )
      throw new ContentError(`${where}: "options" must be ${fewest} to ${most} texts`);
    return {
      question: text(q, 'question', where, 300),
      options: options.map((o: string) => o.trim()),
      answer: whole(q, 'answer', where, 0, options.length - 1),
      explanation: text(q, 'explanation', where, 400),
    };
  });
}

function dirs(...parts: string[]): string[] {
  return fs
    .readdirSync(path.join(ROOT(), defaultLocale, ...parts), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      if (!SLUG.test(name))
        throw new ContentError(`content/academy/en/${[...parts, name].join('/')}: not a slug`);
      return true;
    });
}

function lessonFiles(pathSlug: string, courseSlug: string): { file: string; slug: string }[] {
  return fs
    .readdirSync(path.join(ROOT(), defaultLocale, pathSlug, courseSlug))
    .filter((name) => name !== 'course.md')
    .sort()
    .map((name) => {
      const match = LESSON_FILE.exec(name);
      if (!match)
        throw new ContentError(`content/academy/en/${pathSlug}/${courseSlug}/${name}: not NN-slug.md`);
      return { file: name, slug: match[2]! };
    });
}

function readLesson(
  locale: Locale,
  pathSlug: string,
  courseSlug: string,
  file: string,
  slug: string,
): Lesson {
  const found = localized(locale, pathSlug, courseSlug, file)!;
  const { data, html } = read(found.file);
  return {
    slug,
    title: text(data, 'title', found.file, 90),
    minutes: whole(data, 'minutes', found.file, 1, 120),
    contentLocale: found.contentLocale,
    html,
    quiz: quizOf(data, found.file),
  };
}

function readCourse(locale: Locale, pathSlug: string, topic: Topic, courseSlug: string): Course {
  const found = localized(locale, pathSlug, courseSlug, 'course.md');
  if (!found) throw new ContentError(`content/academy/en/${pathSlug}/${courseSlug}/course.md is missing`);
  const { data, html } = read(found.file);
  const lessons = lessonFiles(pathSlug, courseSlug).map(({ file, slug }) => {
    const { html: _html, quiz: _quiz, ...meta } = readLesson(locale, pathSlug, courseSlug, file, slug);
    return meta;
  });
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
  return {
    slug: courseSlug,
    path: pathSlug,
    title: text(data, 'title', found.file, 80),
    summary: text(data, 'summary', found.file, 200),
    level: oneOf(data, 'level', found.file, LEVELS),
    topic,
    order: whole(data, 'order', found.file, 1, 99),
    minutes,
    length: lengthOf(minutes),
    lessonTitles: lessons.map((lesson) => lesson.title),
    html,
    lessons,
    contentLocale: found.contentLocale,
  };
}

function readPath(locale: Locale, pathSlug: string): LearningPath {
  const found = localized(locale, pathSlug, 'path.md');
  if (!found) throw new ContentError(`content/academy/en/${pathSlug}/path.md is missing`);
  const { data, html } = read(found.file);
  const topic = oneOf(data, 'topic', found.file, TOPICS);
  const courses = dirs(pathSlug)
    .map((courseSlug) => readCourse(locale, pathSlug, topic, courseSlug))
    .sort((a, b) => a.order - b.order);
  return {
    slug: pathSlug,
    title: text(data, 'title', found.file, 80),
    summary: text(data, 'summary', found.file, 200),
    level: oneOf(data, 'level', found.file, LEVELS),
    topic,
    order: whole(data, 'order', found.file, 1, 99),
    html,
    contentLocale: found.contentLocale,
    courses,
    minutes: courses.reduce((sum, course) => sum + course.minutes, 0),
    lessons: courses.reduce((sum, course) => sum + course.lessons.length, 0),
  };
}

const catalogues = new Map<Locale, LearningPath[]>();

/** Every learning path in the locale, in their order, with their courses and lessons (no lesson text). */
export function learningPaths(locale: Locale): LearningPath[] {
  let paths = catalogues.get(locale);
  if (!paths) {
    paths = dirs()
      .map((slug) => readPath(locale, slug))
      .sort((a, b) => a.order - b.order);
    catalogues.set(locale, paths);
  }
  return paths;
}

export function getPath(locale: Locale, pathSlug: string): LearningPath | undefined {
  return learningPaths(locale).find((p) => p.slug === pathSlug);
}

export function getCourse(locale: Locale, pathSlug: string, courseSlug: string): Course | undefined {
  return getPath(locale, pathSlug)?.courses.find((c) => c.slug === courseSlug);
}

/** A lesson with its text and quiz, and its neighbours in the course. */
export function getLesson(
  locale: Locale,
  pathSlug: string,
  courseSlug: string,
  lessonSlug: string,
): { lesson: Lesson; course: Course; path: LearningPath; index: number } | undefined {
  const learningPath = getPath(locale, pathSlug);
  const course = learningPath?.courses.find((c) => c.slug === courseSlug);
  const index = course?.lessons.findIndex((l) => l.slug === lessonSlug) ?? -1;
  if (!learningPath || !course || index < 0) return undefined;
  const file = lessonFiles(pathSlug, courseSlug)[index]!.file;
  return {
    lesson: readLesson(locale, pathSlug, courseSlug, file, lessonSlug),
    course,
    path: learningPath,
    index,
  };
}

/** The courses as the search index holds them. */
export function courseSummaries(locale: Locale): CourseSummary[] {
  return learningPaths(locale).flatMap((p) =>
    p.courses.map(({ html: _html, lessons: _lessons, contentLocale: _locale, ...summary }) => summary),
  );
}

/**
 * The locales that translate a page of the academy (for hreflang, noindex and the sitemap): those with
 * their own version of its file and of the academy's messages.
 */
export function academyLocales(...parts: string[]): Locale[] {
  return locales.filter(
    (l) => fs.existsSync(path.join(ROOT(), l, ...parts)) && isNamespaceTranslated(l, 'academy'),
  );
}

/** Path segments of every page of the academy, from the English folders. */
export function academyParams(): { path: string; course?: string; lesson?: string }[] {
  return learningPaths(defaultLocale).flatMap((p) => [
    { path: p.slug },
    ...p.courses.flatMap((c) => [
      { path: p.slug, course: c.slug },
      ...c.lessons.map((l) => ({ path: p.slug, course: c.slug, lesson: l.slug })),
    ]),
  ]);
}

/** The file of a lesson, for academyLocales: `<path>/<course>/<NN>-<lesson>.md`. */
export function lessonFile(pathSlug: string, courseSlug: string, lessonSlug: string): string[] {
  const found = lessonFiles(pathSlug, courseSlug).find((l) => l.slug === lessonSlug);
  return [pathSlug, courseSlug, found?.file ?? `${lessonSlug}.md`];
}

/** Every page of the academy with the locales that translate it, for the sitemap. */
export function academySitemap(): { path: AcademyPath; locales: Locale[] }[] {
  return academyParams().map(({ path: p, course, lesson }) => ({
    path: academyPath(p, course, lesson),
    locales: academyLocales(
      ...(lesson ? lessonFile(p, course!, lesson) : course ? [p, course, 'course.md'] : [p, 'path.md']),
    ),
  }));
}
