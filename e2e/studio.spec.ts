import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoRawKeys, test } from './fixtures';
import { citizenInNewBrowser, toast } from './helpers';

// The creator studio with the built-in sketch engine: random prompt → generate → progress → download
// (type and size checked) → save → publish and share → the share page shows it with its OpenGraph image;
// a template; a video; a visitor's try.

// One after another: each server runs one generation at a time (lib/studio/worker.ts), so a visitor's
// image queued behind this file's video could wait past its timeout on a busy machine. The waits are
// long: a video takes 8 s of a quiet machine's two cores, but 52 s here with another worker's browser,
// the server and anvil beside it, and more on a slower CI machine. This checks that a job finishes, not
// how fast (`npm run bench` measures speed).
test.describe.configure({ timeout: 300_000, mode: 'default' });

const studio = (page: Page) => page.locator('#studio-app');

/**
 * What the page's polls of its job answered (time since the first, status, progress): printed when a
 * job is not done in time, to tell a slow job from one that never ran.
 */
function jobHistory(page: Page) {
  const seen: string[] = [];
  let first = 0;
  page.on('response', async (response) => {
    if (!/\/api\/studio\/creations\/\d+\?/.test(response.url())) return;
    const body = (await response.json().catch(() => null)) as {
      status?: string;
      progress?: number;
      error?: string | null;
    } | null;
    first ||= Date.now();
    seen.push(
      `${((Date.now() - first) / 1000).toFixed(1)} s ${response.status()} ${body?.status} ${body?.progress ?? ''}${body?.error ? ` ${body.error}` : ''}`,
    );
  });
  return () => `the job's polls: ${seen.length ? seen.slice(-40).join(' · ') : 'none'}`;
}

/** Waits for the result's actions; when they do not come, the failure tells what the polls saw. */
async function expectResult(page: Page, history: () => string, timeout: number) {
  try {
    await expect(studio(page).getByRole('link', { name: 'Download' })).toBeVisible({ timeout });
  } catch (error) {
    if (error instanceof Error) error.message += `\n${history()}`;
    throw error;
  }
}

/** Presses Generate and waits for the result (the progress shows while the job runs). */
async function generate(page: Page) {
  const history = jobHistory(page);
  await studio(page).getByRole('button', { name: 'Generate' }).click();
  await expectResult(page, history, 120_000);
}

test('a citizen generates an image, downloads it, saves it and shares it', async ({ page }) => {
  const citizen = await citizenInNewBrowser(page, 'artist');
  const p = citizen.page;
  await p.goto('/creator-hub');
  const box = studio(p).getByLabel('Prompt');
  await expect(box).toHaveAttribute('placeholder', 'Describe your vision');
  await studio(p).getByRole('button', { name: 'Random prompt' }).click();
  await expect(box).not.toHaveValue('');
  const prompt = await box.inputValue();
  await studio(p).getByText('Anime', { exact: true }).click();
  await generate(p);
  const image = studio(p).getByRole('img', { name: `Image: ${prompt}` });
  await expect(image).toBeVisible();
  await expect(studio(p).getByText('Made with the built-in sketch engine', { exact: false })).toBeVisible();

  const [download] = await Promise.all([
    p.waitForEvent('download'),
    studio(p).getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^civitas-[a-z0-9-]+-\d+\.webp$/);
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bytes.length).toBeGreaterThan(2_000);

  await studio(p).getByRole('button', { name: 'Save to gallery' }).click();
  await expect(toast(p, 'Saved to your gallery')).toBeVisible();
  // The gallery below reads its lists again: the creation is in "Your creations", private.
  const mine = p.getByRole('region', { name: 'Your creations' });
  await expect(mine.getByRole('link', { name: /^Open / }).first()).toBeVisible();
  await expect(mine.getByText('Private').first()).toBeVisible();

  await p.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // No Web Share in headless Chromium: the link is copied.
  await p.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await studio(p).getByRole('button', { name: 'Share' }).click();
  await expect(toast(p, 'Link copied')).toBeVisible();
  const link = await p.evaluate(() => navigator.clipboard.readText());
  // English pages live at unprefixed paths.
  expect(new URL(link).pathname).toMatch(/^\/creations\/\d+$/);

  await p.goto(link);
  await expect(p.getByRole('heading', { level: 1 })).toHaveText(prompt);
  await expect(p.getByRole('img', { name: `Image: ${prompt}` })).toBeVisible();
  const og = await p.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(/\/api\/studio\/creations\/\d+\/file$/);
  // Absolute on the configured site origin; fetched here from the server under test.
  const ogResponse = await p.request.get(new URL(og!).pathname);
  expect(ogResponse.headers()['content-type']).toBe('image/webp');
  await expectNoRawKeys(p);
  const { violations } = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await citizen.close();
});

test('a template fills the studio, and a video is generated', async ({ page }) => {
  const citizen = await citizenInNewBrowser(page, 'filmer');
  const p = citizen.page;
  await p.goto('/creator-hub');
  await studio(p).getByLabel('Template').selectOption({ label: 'Firefly forest · Video' });
  await studio(p).getByRole('button', { name: 'Load template' }).click();
  await expect(toast(p, 'Template loaded: Firefly forest')).toBeVisible();
  await expect(studio(p).getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
  await expect(studio(p).getByLabel('Prompt')).not.toHaveValue('');
  await expect(studio(p).getByRole('radio', { name: 'Watercolour' })).toBeChecked();
  const history = jobHistory(p);
  await studio(p).getByRole('button', { name: 'Generate' }).click();
  await expect(studio(p).getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expectResult(p, history, 240_000);
  const src = await studio(p).locator('video').getAttribute('src');
  const response = await p.request.get(src!);
  expect(response.headers()['content-type']).toBe('video/webm');
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  // The job survives a reload: the result is shown again.
  await p.reload();
  await expect(studio(p).locator('video')).toHaveAttribute('src', src!);
  await citizen.close();
});

test('a visitor tries the image engine, and is asked to sign in for video and for keeping', async ({
  page,
}) => {
  await page.goto('/creator-hub');
  await studio(page).getByLabel('Prompt').fill('A lighthouse on a cliff at night, stars above');
  await generate(page);
  await expect(
    studio(page).getByText('Sign in to save and share your creations.', { exact: false }),
  ).toBeVisible();
  await expect(studio(page).getByRole('button', { name: 'Save to gallery' })).toHaveCount(0);
  await studio(page).getByRole('tab', { name: 'Video' }).click();
  await expect(studio(page).getByText('Sign in to make videos.')).toBeVisible();
  await expect(studio(page).getByRole('button', { name: 'Generate' })).toHaveCount(0);
  // An empty prompt is refused before any request.
  await studio(page).getByRole('tab', { name: 'Image' }).click();
  await studio(page).getByLabel('Prompt').fill('');
  await studio(page).getByRole('button', { name: 'Generate' }).click();
  await expect(studio(page).getByText('Describe what you want to see.')).toBeVisible();
});
