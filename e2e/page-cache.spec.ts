import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { citizenInNewBrowser } from './helpers';

// The server keeps members' pages (server/page-cache.mjs) until a write changes what they show. A reader
// who reloads a kept page within 5 s of a vote or a reply gets it in the document itself, not only from
// the live island: these checks read the HTML the server sent, reloading from the moment the write was
// answered for at most 5 s.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Reloads `page` and returns the document the server sent, and whether it came from the page cache. */
async function reload(page: Page) {
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  return { html: await response!.text(), cache: response!.headers()['x-page-cache'] };
}

/**
 * Reloads `page` until the server answers from its page cache (other tests' writes may drop the page
 * meanwhile), and returns that document.
 */
async function reloadKept(page: Page) {
  let kept = { html: '', cache: '' as string | undefined };
  await expect(async () => {
    kept = await reload(page);
    expect(kept.cache).toBe('hit');
  }).toPass({ timeout: 15_000 });
  return kept;
}

/** The For count in a proposal page's HTML (its tally: "2 votes · 67%"). */
const forVotes = (html: string) =>
  Number(/data-tally="for"[^]*?([\d,]+) votes?/.exec(html)?.[1]?.replaceAll(',', ''));

test('a proposal page the server keeps shows a vote on the next reload, within 5 s', async ({ page }) => {
  const voter = await citizenInNewBrowser(page, 'pcache');
  await voter.page.goto('/society/proposals/1');
  // The founding proposal, open for three days from the server's first start, as the server keeps it.
  await page.goto('/society/proposals/1');
  const before = forVotes((await reloadKept(page)).html);
  expect(before).toBeGreaterThanOrEqual(0);

  await voter.page.getByRole('button', { name: 'Vote For' }).click();
  await expect(voter.page.getByText('You voted For')).toBeVisible();

  await expect(async () => expect(forVotes((await reload(page)).html)).toBeGreaterThan(before)).toPass({
    timeout: 5_000,
  });
  await voter.close();
});

test('a thread page the server keeps shows a reply on the next reload, within 5 s', async ({ page }) => {
  const author = await citizenInNewBrowser(page, 'pcauth');
  const origin = new URL(author.page.url()).origin;
  const opened = await author.page.request.post('/api/community/groups/ethics/threads', {
    data: { title: `Kept pages and fresh replies ${unique()}`, body: 'Does a reload show a new reply?' },
    headers: { Origin: origin },
  });
  expect(opened.status()).toBe(201);
  const { id, path } = (await opened.json()) as { id: number; path: string };

  const replier = await citizenInNewBrowser(page, 'pcrep');
  await replier.page.request.post('/api/community/groups/ethics/membership', { headers: { Origin: origin } });
  await page.goto(path);
  await reloadKept(page);

  const text = `Yes, within five seconds ${unique()}`;
  const replied = await replier.page.request.post(`/api/community/threads/${id}/posts`, {
    data: { body: text },
    headers: { Origin: origin },
  });
  expect(replied.status()).toBe(201);

  await expect(async () =>
    expect((await reload(page)).html.includes(text), 'the reply is in the document').toBe(true),
  ).toPass({ timeout: 5_000 });
  await replier.close();
  await author.close();
});
