import { localizePath } from '../lib/i18n/detect';
import { aliases } from '../lib/routes';
import { expect, test } from './fixtures';

// Every page of the route table answering 200 with its language, one h1, a canonical link and no raw
// key is checked by the accessibility gate, which loads each page anyway (e2e/page-checks.ts). An alias
// is the same page under another path: read from the server's HTML, no browser needed.

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
const h1Of = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

for (const locale of ['en', 'vi'] as const) {
  test.describe(`every alias in ${locale}`, () => {
    for (const [alias, target] of Object.entries(aliases)) {
      test(`alias ${alias} shows ${target} with a canonical link to it`, async ({ request }) => {
        // Shown at its own address, not redirected.
        const response = await request.get(localizePath(locale, alias), { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        expect(new URL(canonicalOf(html)!).pathname).toBe(localizePath(locale, target));
        const heading = h1Of(html);
        expect(heading).toBeTruthy();
        expect(h1Of(await (await request.get(localizePath(locale, target))).text())).toBe(heading);
      });
    }
  });
}

test.describe('newsroom', () => {
  test('lists at least six articles, newest first, and opens one', async ({ page }) => {
    await page.goto('/newsroom');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const dates = await page
      .locator('main article time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    const title = await cards.first().locator('h3').innerText();
    await cards.first().locator('a').click();
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('main img').first()).toHaveAttribute('alt', /.+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('has Vietnamese articles and an /insights alias for each', async ({ page }) => {
    await page.goto('/vi/newsroom');
    const href = await page.locator('main article a').first().getAttribute('href');
    expect(href).toMatch(/^\/vi\/newsroom\/[a-z0-9-]+$/);
    await page.goto(href!);
    await expect(page.locator('main article [lang="vi"]').first()).toBeVisible();
    const response = await page.goto(href!.replace('/newsroom/', '/insights/'));
    expect(response?.status()).toBe(200);
  });

  test('an unknown article is a 404', async ({ page }) => {
    const response = await page.goto('/newsroom/no-such-article');
    expect(response?.status()).toBe(404);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the localized page in the frame', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('This page drifted out of orbit');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('in Vietnamese too', async ({ page }) => {
    const response = await page.goto('/vi/khong-ton-tai');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.locator('h1')).not.toHaveText('This page drifted out of orbit');
  });
});
