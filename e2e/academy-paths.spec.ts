import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoRawKeys, test } from './fixtures';
import { citizenInNewBrowser, toast } from './helpers';

// "Start a new path": a citizen of the second tier writes a learning path, review finds what is
// missing, a moderator publishes it, and another member finds it on /academy, enrols and passes its quiz.

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

test.describe('community learning paths', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a citizen writes a path, a moderator publishes it, a member learns from it', async ({ page }) => {
    const title = `Reading model cards ${Date.now().toString(36)}`;
    const author = await citizenInNewBrowser(page, 'writer');
    // The second tier (50 points) writes paths; a fresh citizen has 10.
    const raise = await author.page.request.post('/api/test/points', {
      data: { email: author.email, points: 60 },
      headers: origin(author.page),
    });
    expect(raise.status()).toBe(200);

    const a = author.page;
    await a.goto('/academy');
    await a.getByRole('link', { name: 'Start a new path' }).click();
    await expect(a).toHaveURL(/\/academy\/write$/);
    await expect(a.getByText('You have not started a path yet.')).toBeVisible();
    await a.getByRole('button', { name: 'New path' }).click();

    await a.getByLabel('Path title').fill(title);
    await a.getByLabel('Summary', { exact: true }).fill('What a model card says, and what it leaves out.');
    const course = a.getByRole('group', { name: 'Course 1' });
    await course.getByLabel('Course title').fill('What a model card is');
    await course.getByLabel('Course summary').fill('Its sections and why they matter.');
    const lesson = course.getByRole('group', { name: 'Lesson 1' });
    await lesson.getByLabel('Lesson title').fill('The sections');
    await lesson
      .getByLabel('Lesson text (Markdown)')
      .fill('A model card lists **intended use**, data and limits.');
    for (const n of [1, 2, 3]) {
      const q = lesson.getByRole('group', { name: `Question ${n}`, exact: true });
      await q
        .getByLabel('Question', { exact: true })
        .fill(`Which section says what the model is for (${n})?`);
      await q.getByLabel('Option 1', { exact: true }).fill('Intended use');
      await q.getByLabel('Option 2', { exact: true }).fill('Training data');
      await q.getByLabel('Option 3', { exact: true }).fill('Licence');
    }
    // The whole editor, as axe reads it.
    const { violations } = await new AxeBuilder({ page: a })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((x) => x.target).join(' ')}`)).toEqual([]);
    await a.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(a, 'Draft saved')).toBeVisible();
    await expect(a).toHaveURL(/\/academy\/write\?id=\d+$/);

    // The introduction is still empty: review is refused, and the field says so.
    await a.getByRole('button', { name: 'Submit for review' }).click();
    await expect(a.getByRole('alert').filter({ hasText: 'The path is not complete yet' })).toBeVisible();
    await expect(a.getByLabel('Introduction (Markdown)')).toHaveAttribute('aria-invalid', 'true');
    await a.getByLabel('Introduction (Markdown)').fill('Learn to read a **model card** in ten minutes.');
    await a.getByRole('button', { name: 'Submit for review' }).click();
    await expect(toast(a, 'Submitted for review')).toBeVisible();
    await expect(a.getByText('This path is waiting for a moderator.', { exact: false })).toBeVisible();

    // A moderator reads it, right answers marked, and publishes it.
    const moderator = await citizenInNewBrowser(page, 'mod');
    const grant = await moderator.page.request.post('/api/test/staff', {
      data: { email: moderator.email, role: 'moderator' },
      headers: origin(moderator.page),
    });
    expect(grant.status()).toBe(200);
    const m = moderator.page;
    await m.goto('/academy/review');
    await m.getByRole('button', { name: `Review: ${title}` }).click();
    await expect(m.getByRole('heading', { name: title })).toBeVisible();
    await expect(m.getByText('Right answer:').first()).toBeAttached();
    await m.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(m, 'Path published')).toBeVisible();
    await expect(m.getByText('No path is waiting for review.')).toBeVisible();

    // Another member finds it on /academy, enrols, and passes its one lesson.
    const learner = await citizenInNewBrowser(page, 'learner');
    const l = learner.page;
    await l.goto('/academy');
    await l.getByRole('link', { name: title }).click();
    await expect(l.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(l.getByText(`A community path by @${author.handle}`, { exact: false })).toBeVisible();
    await expectNoRawKeys(l);
    await l.getByRole('button', { name: 'Enrol in this path' }).click();
    await expect(l.getByText('0 of 1 lessons passed')).toBeVisible();
    await l.getByRole('link', { name: 'Start the first lesson' }).click();
    await expect(l.getByRole('heading', { level: 1 })).toHaveText('The sections');
    const quiz = l.getByRole('region', { name: 'Check your understanding' });
    for (const n of [1, 2, 3])
      await quiz
        .getByRole('group', { name: `Which section says what the model is for (${n})?` })
        .getByRole('radio', { name: 'Intended use' })
        .check();
    await quiz.getByRole('button', { name: 'Check my answers' }).click();
    await expect(quiz.getByText('Passed with 100 %. This lesson is complete.')).toBeVisible();
    await expect(quiz.getByRole('link', { name: 'View your credential' })).toBeVisible();

    // The author was told.
    await a.goto('/academy/write');
    await expect(a.getByText('Published', { exact: true })).toBeVisible();
    for (const other of [author, moderator, learner]) await other.close();
  });
});
