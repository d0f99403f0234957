import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { citizenInNewBrowser, newCitizen, signUp, toast } from './helpers';
import { linkFromMail, onServer } from './mail';

// The governance journey: become a citizen, confirm the notification address from the mail the SMTP
// server received, propose a law, see other citizens' votes arrive live, then move the server's clock past
// the three days and find the result. It moves the clock, so playwright.config.ts runs it after every
// other spec (the "clock" project), never beside them.

const DAY = 24 * 60 * 60_000;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function setClock(page: Page, offsetMs: number) {
  const response = await page.request.post('/api/test/clock', {
    data: { offsetMs },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.afterAll(async ({ browser }) => {
  // Leave the server's clock as it was, whatever happened.
  const page = await browser.newPage();
  await page.goto('/robots.txt');
  await setClock(page, 0);
  await page.close();
});

test('a citizen proposes a law, citizens vote For live, and after three days it has passed', async ({
  page,
}) => {
  // 1. Become a citizen on the AI Universe page.
  await page.goto('/ecosystem/ai-universe#citizenship');
  const author = await signUp(page, newCitizen('gov'));
  await expect(toast(page, 'Sign Up Successful')).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();

  const form = page.locator('#become-a-citizen');
  const handle = `gov-${unique()}`;
  await form.getByLabel('Handle').fill(handle);
  await expect(form.getByLabel('E-mail for notifications')).toHaveValue(author.email);
  await form.getByLabel('I accept the Civitas Constitution').check();
  await form.getByRole('button', { name: 'Become a citizen' }).click();
  await expect(toast(page, 'You are Citizen #')).toBeVisible();
  await expect(form.getByText(`We sent a link to ${author.email}`)).toBeVisible();

  // 2. The account's address is not verified yet: the link comes by mail, through the SMTP server.
  const link = await linkFromMail(
    author.email,
    'Confirm the address for your Civitas citizen notifications',
    '/api/citizens/verify-email',
  );
  await page.goto(onServer(link));
  await expect(page).toHaveURL(/\/email\/verified$/);

  // 3. Propose a law: the DAO page's action opens the form.
  await page.goto('/ecosystem/dao#propose');
  const dialog = page.getByRole('dialog', { name: 'Propose a new law' });
  await expect(dialog).toBeVisible();
  const title = `Open every public record to citizens ${unique()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Summary').fill('Every record the community keeps is readable by every citizen.');
  await dialog
    .getByRole('textbox', { name: 'Full text' })
    // Markup in members' text stays text: no script runs, nothing loads, the CSP reports nothing (the
    // fixture fails the test on any console error).
    .fill(
      '## The law\n\nEvery record is **public**, except personal data.\n\n' +
        '<script>alert(1)</script> <img src=x onerror=alert(1)> [a link](javascript:alert(1))',
    );
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByRole('heading', { name: 'The law' })).toBeVisible();
  await dialog.getByLabel('Category').selectOption('law');
  await dialog.getByRole('button', { name: 'Submit proposal' }).click();
  await expect(toast(page, 'Proposal submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/society\/proposals\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  await expect(page.locator('main script, main img, main a[href^="javascript"]')).toHaveCount(0);
  await expect(page.getByText('Voting Active').first()).toBeVisible();
  await expect(page.getByText('Voting ends in 3 days').first()).toBeVisible();
  const proposalPath = new URL(page.url()).pathname;
  // Indexable: the sitemap lists it (in English and Vietnamese), and the author's public profile.
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${proposalPath}</loc>`);
  expect(sitemap).toContain(`/vi${proposalPath}</loc>`);
  expect(sitemap).toContain(`/citizens/${handle}</loc>`);

  // 4. The author votes For.
  await page.getByRole('button', { name: 'Vote For' }).click();
  await expect(toast(page, 'Vote recorded')).toBeVisible();
  await expect(page.getByText('You voted For')).toBeVisible();
  const forRow = page.locator('li[data-choice="for"]');
  await expect(forRow).toContainText('1 vote');

  // 5. A second citizen, in another browser, votes For: the first page shows it without a reload.
  const second = await citizenInNewBrowser(page, 'govb');
  await second.page.goto(proposalPath);
  await second.page.getByRole('button', { name: 'Vote For' }).click();
  await expect(second.page.getByText('You voted For')).toBeVisible();
  await expect(forRow).toContainText('2 votes', { timeout: 5_000 });

  // A third, so that turnout reaches the quorum (at least 3 votes).
  const third = await citizenInNewBrowser(page, 'govc');
  await third.page.goto(proposalPath);
  await third.page.getByRole('button', { name: 'Vote For' }).click();
  await expect(third.page.getByText('You voted For')).toBeVisible();
  await expect(forRow).toContainText('3 votes', { timeout: 5_000 });
  // Votes are final.
  await expect(third.page.getByRole('button', { name: 'Vote Against' })).toBeDisabled();
  await second.close();
  await third.close();

  // 6. Three days and a minute later (the server's clock), voting has ended and the law has passed.
  await setClock(page, 3 * DAY + 60_000);
  await page.reload();
  await expect(page.getByText('Passed').first()).toBeVisible();
  await expect(page.getByText('Voting has ended').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote For' })).toBeHidden();

  // It is listed under Passed, and on the constitution as an adopted law.
  await page.goto('/society/proposals?status=passed');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto('/ecosystem/dao#constitution');
  await expect(
    page.getByRole('region', { name: 'Adopted laws' }).getByRole('link', { name: title }),
  ).toBeVisible();

  // 7. The author is told: the batched votes and the result.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText(`Your proposal passed: “${title}”`)).toBeVisible();
  await expect(drawer.getByText(new RegExp(`new votes? on “${title}”`)).first()).toBeVisible();
});

test('after the end, the page says voting has ended and the server refuses a vote', async ({ page }) => {
  // The clock is still three days ahead: the founding proposal, opened at the server's start, has ended.
  await page.goto('/');
  const citizen = await citizenInNewBrowser(page, 'late');
  await citizen.page.goto('/society/proposals?status=active');
  await expect(citizen.page.getByRole('link', { name: 'Adopt the Civitas Constitution' })).toBeHidden();
  await citizen.page.goto('/society/proposals?status=all');
  await citizen.page.getByRole('link', { name: 'Adopt the Civitas Constitution' }).first().click();
  await expect(citizen.page).toHaveURL(/\/society\/proposals\/\d+$/);
  await expect(citizen.page.getByText('Voting has ended').first()).toBeVisible();
  await expect(citizen.page.getByRole('button', { name: 'Vote For' })).toBeHidden();
  const refused = await citizen.page.request.post(
    `${new URL(citizen.page.url()).pathname.replace('/society', '/api')}/votes`,
    {
      data: { choice: 'for' },
      headers: { Origin: new URL(citizen.page.url()).origin },
    },
  );
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: 'voting_closed' });
  await citizen.close();
});
