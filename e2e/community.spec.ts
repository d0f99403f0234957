import type { Page } from '@playwright/test';
import { expect, expectNoRawKeys, test } from './fixtures';
import { becomeCitizen, citizenInNewBrowser, newCitizen, signUp, toast } from './helpers';

// The community journey: two citizens join a group, one opens a thread, the other replies with a
// mention that the first sees live and is notified of; a follow shows on both profiles; three members
// flag a post and it is hidden; a moderator restores it from the queue.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
/** A profile's figure: the <dd> after the <dt> that names it. */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

// The journey takes about 60 browser steps in three contexts. On a loaded 2-core CI machine (load average
// 17 on 2026-11-28) each took 2-7 s and the journey ran out of a 180 s budget at its last step; the
// budget is the journey's, not a rule of the product (the live checks keep their own 5 s).
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('citizens join a group, talk in a thread live, follow each other, and moderation keeps it safe', async ({
  page,
}) => {
  // 1. The first citizen joins the AI Ethics Circle from the community page.
  await page.goto('/community');
  const first = await signUp(page, newCitizen('com'));
  await expect(toast(page, 'Sign Up Successful')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const firstHandle = await becomeCitizen(page, first.email, 'coma');
  await page.reload();
  await page.getByRole('button', { name: 'Join AI Ethics Circle' }).click();
  await expect(toast(page, 'You joined AI Ethics Circle')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave AI Ethics Circle' })).toBeVisible();

  // 2. The second citizen, in another browser, joins it from the group's page.
  const second = await citizenInNewBrowser(page, 'comb');
  await second.page.goto('/community/groups/ethics');
  await expect(second.page.getByRole('heading', { level: 1 })).toHaveText('AI Ethics Circle');
  await second.page.getByRole('button', { name: /^Join/ }).click();
  await expect(toast(second.page, 'You joined AI Ethics Circle')).toBeVisible();

  // 3. The first opens a thread.
  await page.goto('/community/groups/ethics');
  await page.getByRole('button', { name: 'New thread' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a thread' });
  const title = `Should agents disclose they are AI ${unique()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .getByRole('textbox', { name: 'Your post' })
    .fill('I think **every** agent should say so.\n\n<script>alert(1)</script> [x](javascript:alert(1))');
  await dialog.getByRole('button', { name: 'Start thread' }).click();
  await expect(page).toHaveURL(/\/community\/threads\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // No script from the post: the one script element in main is the page's JSON-LD data block (never
  // run), and the post's "<script>" is in it only as escaped text.
  await expect(
    page.locator('main script:not([type="application/ld+json"]), main a[href^="javascript"]'),
  ).toHaveCount(0);
  const ld = await page.locator('main script[type="application/ld+json"]').textContent();
  expect(ld).not.toContain('<');
  expect(ld).toContain('\\u003cscript');
  const threadPath = new URL(page.url()).pathname;

  // 4. The second replies with a mention: the first sees it without a reload and is notified.
  await second.page.goto(threadPath);
  const reply = `Agreed, @${firstHandle}: disclosure builds trust ${unique()}`;
  await second.page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await second.page.getByRole('button', { name: 'Post reply' }).click();
  await expect(toast(second.page, 'Reply posted')).toBeVisible();
  const replyOnFirst = page.locator('article[id^="post-"]', { hasText: 'disclosure builds trust' });
  await expect(replyOnFirst).toBeVisible({ timeout: 5_000 });
  await expect(replyOnFirst.getByRole('link', { name: `@${firstHandle}` })).toHaveAttribute(
    'href',
    `/citizens/${firstHandle}`,
  );
  const notifications = await (await page.request.get('/api/notifications')).json();
  expect(notifications.items.map((n: { key: string }) => n.key)).toContain('mention');

  // 5. The second follows the first: it shows on both profiles.
  await second.page.goto(`/citizens/${firstHandle}`);
  await second.page.getByRole('button', { name: `Follow ${firstHandle}` }).click();
  await expect(second.page.getByRole('button', { name: `Follow ${firstHandle}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(`/citizens/${firstHandle}`);
  await expect(fact(page, 'Followers')).toHaveText('1');
  await page.goto(`/citizens/${second.handle}`);
  await expect(fact(page, 'Following')).toHaveText('1');

  // 6. Three members flag the reply: the first through the dialog, two more through the API.
  await page.goto(threadPath);
  const replyPost = page.locator('article[id^="post-"]', { hasText: 'disclosure builds trust' });
  await replyPost.getByRole('button', { name: 'Flag' }).click();
  const flagDialog = page.getByRole('dialog', { name: 'Flag this post' });
  await flagDialog.getByLabel('Spam').check();
  await flagDialog.getByRole('button', { name: 'Send flag' }).click();
  await expect(toast(page, 'Thank you for flagging')).toBeVisible();
  const postId = Number((await replyPost.getAttribute('id'))!.replace('post-', ''));
  const flaggers = [await citizenInNewBrowser(page, 'comc'), await citizenInNewBrowser(page, 'comd')];
  for (const flagger of flaggers) {
    const response = await flagger.page.request.post('/api/community/flags', {
      data: { targetType: 'post', targetId: postId, reason: 'off_topic' },
      headers: origin(flagger.page),
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  await expect(page.locator(`#post-${postId}`)).toContainText('Hidden pending review');
  await expect(page.locator(`#post-${postId}`)).not.toContainText('disclosure builds trust');

  // 7. A moderator restores it from the queue.
  const moderator = await citizenInNewBrowser(page, 'come');
  const grant = await moderator.page.request.post('/api/test/staff', {
    data: { email: moderator.email, role: 'moderator' },
    headers: origin(moderator.page),
  });
  expect(grant.status()).toBe(200);
  await moderator.page.goto('/dashboard/moderation');
  const item = moderator.page.locator('li', { hasText: title }).filter({ hasText: 'Spam' }).first();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(moderator.page, 'Post restored: it shows again')).toBeVisible();
  await page.reload();
  await expect(page.locator(`#post-${postId}`)).toContainText('disclosure builds trust');

  // The thread reads in Vietnamese too, with no raw keys.
  await page.goto(`/vi${threadPath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expectNoRawKeys(page);

  for (const other of [second, ...flaggers, moderator]) await other.close();
});
