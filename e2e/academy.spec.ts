import fs from 'node:fs';
import path from 'node:path';
import { courses, front, lessonsOf, pathSlugs, root } from './academy-content';
import { expect, expectNoRawKeys, test } from './fixtures';
import { newCitizen, signUp, toast } from './helpers';

// The academy from content/academy: the paths and the course catalogue on /academy, its search (typos,
// filters, the query in the URL, Back), and a course read lesson by lesson, in English, Vietnamese and
// a locale that falls back to English.

const gas = { path: 'web3-essentials', course: 'transactions-and-gas' };
const gasTitle = front('en', gas.path, gas.course, 'course.md').title;

test.describe('academy', () => {
  test('lists the real paths and every course, and searches them with a typo', async ({ page }) => {
    await page.goto('/academy');
    await expectNoRawKeys(page);
    for (const p of pathSlugs)
      await expect(
        page.getByRole('heading', { level: 3, name: front('en', p, 'path.md').title }),
      ).toBeVisible();
    const list = page.getByRole('list', { name: 'Courses' });
    await expect(list.getByRole('article')).toHaveCount(courses.length);
    // No card of made-up content left (they were labelled "Example" or "Illustrative").
    await expect(page.locator('main').getByText(/^(example|illustrative)\b/i)).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search courses' });
    await search.fill('transactoins'); // sic: one typo
    // The course named for it first; fewer than all (another mentions transactions in a lesson).
    await expect(list.getByRole('article').first().getByRole('heading')).toHaveText(gasTitle);
    const found = await list.getByRole('article').count();
    expect(found).toBeLessThan(courses.length);
    await expect(page.getByRole('status')).toHaveText(found === 1 ? '1 course' : `${found} courses`);
    expect(new URL(page.url()).searchParams.get('q')).toBe('transactoins');

    // A filter that excludes it: the empty state, and clearing brings every course back.
    await page.getByLabel('Topic').selectOption('governance');
    await expect(page.getByText('No course matches')).toBeVisible();
    await expect(page).toHaveURL(/topic=governance/);
    // Back returns to the query before the filter.
    await page.goBack();
    await expect(list.getByRole('heading', { name: gasTitle })).toBeVisible();
    await expect(page.getByLabel('Topic')).toHaveValue('');
    await page.getByLabel('Topic').selectOption('governance');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(list.getByRole('article')).toHaveCount(courses.length);
    expect(new URL(page.url()).search).toBe('');
  });

  test('opens a shared search URL with its filters', async ({ page }) => {
    await page.goto('/academy?topic=governance&level=beginner');
    const list = page.getByRole('list', { name: 'Courses' });
    const expected = courses.filter(
      (c) => c.topic === 'governance' && front('en', c.path, c.course, 'course.md').level === 'beginner',
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(list.getByRole('article')).toHaveCount(expected.length);
    await expect(page.getByLabel('Level')).toHaveValue('beginner');
  });

  test('reads a course lesson by lesson', async ({ page }) => {
    const lessons = lessonsOf(gas.path, gas.course);
    await page.goto(`/academy/${gas.path}/${gas.course}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gasTitle);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Academy');
    await page.getByRole('link', { name: 'Start the course' }).click();
    for (const [index, file] of lessons.entries()) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        front('en', gas.path, gas.course, file).title,
      );
      await expect(page.getByText(`Lesson ${index + 1} of ${lessons.length}`)).toBeVisible();
      await expect(page.locator('main .prose-civitas h2').first()).toBeVisible();
      if (index < lessons.length - 1) await page.getByRole('link', { name: 'Next lesson' }).click();
    }
    await expect(page.getByRole('link', { name: /^Next course: / })).toBeVisible();
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /index, follow/);
  });

  test('in Vietnamese: its own text, and a search without accents', async ({ page }) => {
    const governance = courses.find((c) => c.topic === 'governance')!;
    const viTitle = front('vi', governance.path, governance.course, 'course.md').title;
    await page.goto('/vi/academy');
    await expectNoRawKeys(page);
    const folded = viTitle
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[đĐ]/g, 'd')
      .split(/\s+/)
      .slice(0, 2)
      .join(' ');
    await page.getByRole('searchbox', { name: 'Tìm khóa học' }).fill(folded);
    await expect(
      page.getByRole('list', { name: 'Khóa học' }).getByRole('heading', { name: viTitle }),
    ).toBeVisible();
    const [first] = lessonsOf(governance.path, governance.course);
    await page.goto(
      `/vi/academy/${governance.path}/${governance.course}/${first!.replace(/^\d\d-|\.md$/g, '')}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      front('vi', governance.path, governance.course, first!).title,
    );
    await expect(page.locator('main [lang="vi"]').first()).toBeVisible();
  });

  test("in French: the lesson's own French text, in French", async ({ page }) => {
    const [first] = lessonsOf(gas.path, gas.course);
    await page.goto(`/fr/academy/${gas.path}/${gas.course}/${first!.replace(/^\d\d-|\.md$/g, '')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      front('fr', gas.path, gas.course, first!).title,
    );
    await expect(page.locator('main [role=note]')).toHaveCount(0);
    await expect(page.locator('main [lang="fr"]').first()).toBeVisible();
  });

  test('an unknown course is a 404', async ({ page }) => {
    const response = await page.goto(`/academy/${gas.path}/no-such-course`);
    expect(response?.status()).toBe(404);
  });

  test('a member enrols, fails and then passes a lesson quiz, and continues where they left off', async ({
    page,
  }) => {
    const pathSlug = 'prompt-craft';
    const [course] = fs
      .readdirSync(path.join(root, 'en', pathSlug))
      .filter((name) => name !== 'path.md')
      .map((name) => ({
        name,
        order: front('en', pathSlug, name, 'course.md').order ?? 0,
      }))
      .sort((a, b) => a.order - b.order);
    const lessons = lessonsOf(pathSlug, course!.name);
    const quiz = front('en', pathSlug, course!.name, lessons[0]!).quiz!;
    const total = courses
      .filter((c) => c.path === pathSlug)
      .reduce((sum, c) => sum + lessonsOf(pathSlug, c.course).length, 0);

    await page.goto(`/academy/${pathSlug}`);
    await signUp(page, newCitizen('learn'));
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Enrol in this path' }).click();
    await expect(page.getByText(`0 of ${total} lessons passed`)).toBeVisible();
    await page.getByRole('link', { name: 'Start the first lesson' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      front('en', pathSlug, course!.name, lessons[0]!).title,
    );

    const section = page.getByRole('region', { name: 'Check your understanding' });
    // Every answer wrong first: the score, the explanations, and Try again.
    for (const q of quiz)
      await section
        .getByRole('group', { name: q.question })
        .getByRole('radio')
        .nth(q.answer === 0 ? 1 : 0)
        .check();
    await section.getByRole('button', { name: 'Check my answers' }).click();
    await expect(section.getByText('0 %: the pass mark is 70 %', { exact: false })).toBeVisible();
    await section.getByRole('button', { name: 'Try again' }).click();
    for (const q of quiz)
      await section
        .getByRole('group', { name: q.question })
        .getByRole('radio', { name: q.options[q.answer]! })
        .check();
    await section.getByRole('button', { name: 'Check my answers' }).click();
    await expect(section.getByText('Passed with 100 %. This lesson is complete.')).toBeVisible();

    // Still there after a reload, and the path page continues at the next lesson.
    await page.reload();
    await expect(page.getByText("You passed this lesson's quiz (best score 100 %).")).toBeVisible();
    await page.goto(`/academy/${pathSlug}`);
    await expect(page.getByText(`1 of ${total} lessons passed`)).toBeVisible();
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      front('en', pathSlug, course!.name, lessons[1]!).title,
    );
  });

  test('finishing a path issues a credential that verifies, and a changed copy does not', async ({
    page,
  }) => {
    const pathSlug = 'ai-basics';
    await page.goto(`/academy/${pathSlug}`);
    await signUp(page, newCitizen('cred'));
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Enrol in this path' }).click();
    await expect(page.getByText(/^0 of \d+ lessons passed$/)).toBeVisible();
    // Every lesson's quiz through the API the quiz form calls, right answers from the content.
    const origin = new URL(page.url()).origin;
    const all = courses
      .filter((c) => c.path === pathSlug)
      .flatMap((c) => lessonsOf(pathSlug, c.course).map((file) => ({ course: c.course, file })));
    let credentialId = '';
    for (const { course, file } of all) {
      const response = await page.request.post('/api/academy/quiz', {
        headers: { Origin: origin },
        data: {
          path: pathSlug,
          course,
          lesson: file.replace(/^\d\d-|\.md$/g, ''),
          answers: front('en', pathSlug, course, file).quiz!.map((q) => q.answer),
        },
      });
      expect(response.status()).toBe(200);
      credentialId = (await response.json()).progress.credentialId ?? credentialId;
    }
    expect(credentialId).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await page.getByRole('link', { name: 'View your credential' }).click();
    await expect(page).toHaveURL(new RegExp(`/credentials/${credentialId}$`));
    await expect(page.getByTestId('credential-status')).toHaveText('Valid');
    await expect(page.getByText(front('en', pathSlug, 'path.md').title).first()).toBeVisible();

    const document = await (await page.request.get(`/api/academy/credentials/${credentialId}`)).json();
    const box = page.getByLabel('Credential JSON');
    const tampered = { ...document, validFrom: '2020-01-01T00:00:00.000Z' };
    await box.fill(JSON.stringify(tampered));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Result:' })).toHaveText('Result: Invalid');
    await box.fill(JSON.stringify(document, null, 2));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Result:' })).toHaveText('Result: Valid');

    const unknown = await page.goto('/credentials/00000000-0000-4000-8000-000000000000');
    expect(unknown?.status()).toBe(200);
    await expect(page.getByTestId('credential-status')).toHaveText('Unknown credential');
  });
});
