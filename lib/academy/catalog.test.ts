// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));

import fs from 'node:fs';
import path from 'node:path';
import { LIMITS, academyLocales, academyParams, courseSummaries, getLesson, learningPaths } from './catalog';
import { lengthOf } from './catalog-types';
import { locales } from '../i18n/config';
import { isNamespaceTranslated } from '../i18n/messages';

// The content itself is under test here: content/academy must hold the paths the academy promises
// (AI basics, Web3 essentials, DAO governance, prompt craft), each within the limits, English and
// Vietnamese complete and in step (same files, same quiz answers), every question well formed.

const root = path.join(process.cwd(), 'content', 'academy');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

describe('the academy catalogue', () => {
  const paths = learningPaths('en');

  it('holds the four promised paths, in order', () => {
    expect(paths.map((p) => p.slug)).toEqual([
      'ai-basics',
      'web3-essentials',
      'dao-governance',
      'prompt-craft',
    ]);
  });

  it('keeps every path, course and quiz within the limits', () => {
    for (const p of paths) {
      expect(p.courses.length).toBeGreaterThanOrEqual(LIMITS.coursesPerPath[0]);
      expect(p.courses.length).toBeLessThanOrEqual(LIMITS.coursesPerPath[1]);
      for (const course of p.courses) {
        expect(course.lessons.length).toBeGreaterThanOrEqual(LIMITS.lessonsPerCourse[0]);
        expect(course.lessons.length).toBeLessThanOrEqual(LIMITS.lessonsPerCourse[1]);
        expect(course.minutes).toBe(course.lessons.reduce((sum, l) => sum + l.minutes, 0));
        expect(course.length).toBe(lengthOf(course.minutes));
        for (const meta of course.lessons) {
          const found = getLesson('en', p.slug, course.slug, meta.slug)!;
          expect(found.lesson.html).toContain('<h2');
          for (const q of found.lesson.quiz) {
            expect(q.answer).toBeLessThan(q.options.length);
            expect(new Set(q.options).size).toBe(q.options.length);
          }
        }
      }
    }
  });

  it('has Vietnamese for every English file, with the same quiz answers', () => {
    const english = files(path.join(root, 'en')).map((f) => path.relative(path.join(root, 'en'), f));
    const vietnamese = files(path.join(root, 'vi')).map((f) => path.relative(path.join(root, 'vi'), f));
    expect(vietnamese.sort()).toEqual(english.sort());
    for (const { path: p, course, lesson } of academyParams()) {
      if (!lesson) continue;
      const en = getLesson('en', p, course!, lesson)!.lesson;
      const vi = getLesson('vi', p, course!, lesson)!.lesson;
      expect(vi.contentLocale).toBe('vi');
      expect(vi.quiz.map((q) => [q.options.length, q.answer])).toEqual(
        en.quiz.map((q) => [q.options.length, q.answer]),
      );
      expect(vi.title).not.toBe(en.title);
    }
  });

  it('shows each locale its own file where it has one and English otherwise, and says which locales translate a page', () => {
    for (const locale of locales) {
      const own = fs.existsSync(path.join(root, locale, 'ai-basics', 'path.md'));
      const p = learningPaths(locale).find((x) => x.slug === 'ai-basics')!;
      expect(p.contentLocale).toBe(own ? locale : 'en');
      if (!own) expect(p.title).toBe(paths.find((x) => x.slug === 'ai-basics')!.title);
      // Quizzes are scored by index: every translation keeps each question's options and answer.
      for (const { path: slug, course, lesson } of academyParams()) {
        if (!lesson || locale === 'en') continue;
        const mine = getLesson(locale, slug, course!, lesson)!.lesson;
        const en = getLesson('en', slug, course!, lesson)!.lesson;
        expect(mine.quiz.map((q) => [q.options.length, q.answer])).toEqual(
          en.quiz.map((q) => [q.options.length, q.answer]),
        );
      }
    }
    // A page counts as translated when its text and the academy's interface texts both are.
    expect(academyLocales('ai-basics', 'path.md')).toEqual(
      locales.filter(
        (l) =>
          fs.existsSync(path.join(root, l, 'ai-basics', 'path.md')) && isNamespaceTranslated(l, 'academy'),
      ),
    );
    expect(academyLocales('ai-basics', 'path.md')).toContain('vi');
  });

  it('lists every course once in the search summaries, with its path', () => {
    const summaries = courseSummaries('vi');
    expect(summaries).toHaveLength(paths.reduce((sum, p) => sum + p.courses.length, 0));
    expect(new Set(summaries.map((c) => `${c.path}/${c.slug}`)).size).toBe(summaries.length);
  });

  it('refuses an unknown page', () => {
    expect(getLesson('en', 'ai-basics', 'nope', 'nope')).toBeUndefined();
    expect(getLesson('en', 'nope', 'nope', 'nope')).toBeUndefined();
  });
});
