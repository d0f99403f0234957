import { expect, test } from './fixtures';
import { citizenInNewBrowser, toast } from './helpers';

// The studio with a configured OpenAI-compatible images API (test/fake-openai-images.mjs, on the second
// server of playwright.config.ts): the result names the model, is kept as WebP, saves and shares; a
// refusal under the provider's content policy is said, and the member keeps the prompt.

test.describe.configure({ timeout: 120_000 });

test('a citizen generates with the configured model, and a refused prompt is explained', async ({ page }) => {
  const citizen = await citizenInNewBrowser(page, 'modeler');
  const p = citizen.page;
  await p.goto('/creator-hub');
  const studio = p.locator('#studio-app');
  await studio.getByLabel('Prompt').fill('A paper boat on a calm pond, morning light');
  await studio.getByRole('button', { name: 'Generate' }).click();
  await expect(studio.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 60_000 });
  await expect(studio.getByText('Made with local-test-model.', { exact: false })).toBeVisible();
  const src = await studio.getByRole('img', { name: /^Image: A paper boat/ }).getAttribute('src');
  const response = await p.request.get(src!);
  expect(response.headers()['content-type']).toBe('image/webp');
  const bytes = await response.body();
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  // The size asked for (square: 1024 × 1024), as the provider made it.
  const natural = await studio
    .getByRole('img', { name: /^Image: A paper boat/ })
    .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(natural).toEqual([1024, 1024]);

  await studio.getByRole('button', { name: 'Save to gallery' }).click();
  await expect(toast(p, 'Saved to your gallery')).toBeVisible();
  // Shared: its page names the model and carries the image as its OpenGraph image.
  await p.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await p.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await studio.getByRole('button', { name: 'Share' }).click();
  await expect(toast(p, 'Link copied')).toBeVisible();
  const link = await p.evaluate(() => navigator.clipboard.readText());
  await p.goto(link);
  await expect(p.getByText('Made with local-test-model.')).toBeVisible();
  const og = await p.locator('meta[property="og:image"]').getAttribute('content');
  expect((await p.request.get(new URL(og!).pathname)).headers()['content-type']).toBe('image/webp');
  await p.goto('/creator-hub');

  await studio.getByLabel('Prompt').fill('policy-test: something the provider refuses');
  await studio.getByRole('button', { name: 'Generate' }).click();
  await expect(
    studio.getByText('The image service refused this prompt under its content policy.', { exact: false }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(studio.getByLabel('Prompt')).toHaveValue('policy-test: something the provider refuses');
  await citizen.close();
});
