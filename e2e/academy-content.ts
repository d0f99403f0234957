// The academy's content as the browser journeys read it (content/academy): front matter, paths, courses,
// lessons, and a path passed through the quiz API with the right answers.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Page } from '@playwright/test';

export const root = path.join(process.cwd(), 'content', 'academy');
export const front = (...parts: string[]) =>
  matter(fs.readFileSync(path.join(root, ...parts), 'utf8')).data as {
    title: string;
    topic?: string;
    level?: string;
    order?: number;
    quiz?: { question: string; options: string[]; answer: number }[];
  };
export const pathSlugs = fs
  .readdirSync(path.join(root, 'en'))
  .filter((name) => fs.statSync(path.join(root, 'en', name)).isDirectory());
export const courses = pathSlugs.flatMap((p) =>
  fs
    .readdirSync(path.join(root, 'en', p))
    .filter((name) => name !== 'path.md')
    .map((course) => ({ path: p, course, topic: front('en', p, 'path.md').topic! })),
);
export const lessonsOf = (p: string, course: string) =>
  fs
    .readdirSync(path.join(root, 'en', p, course))
    .filter((name) => name !== 'course.md')
    .sort();

/** Enrols the signed-in member in a path and passes every quiz through the API; the credential's id. */
export async function passPath(page: Page, pathSlug: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const headers = { Origin: origin };
  const enrolled = await page.request.post('/api/academy/enrollments', { headers, data: { path: pathSlug } });
  if (!enrolled.ok() && enrolled.status() !== 409) throw new Error(`enrol: ${enrolled.status()}`);
  let credentialId = '';
  for (const c of courses.filter((x) => x.path === pathSlug))
    for (const file of lessonsOf(pathSlug, c.course)) {
      const response = await page.request.post('/api/academy/quiz', {
        headers,
        data: {
          path: pathSlug,
          course: c.course,
          lesson: file.replace(/^\d\d-|\.md$/g, ''),
          answers: front('en', pathSlug, c.course, file).quiz!.map((q) => q.answer),
        },
      });
      if (response.status() !== 200) throw new Error(`quiz: ${response.status()}`);
      credentialId =
        ((await response.json()) as { progress: { credentialId?: string } }).progress.credentialId ??
        credentialId;
    }
  return credentialId;
}
