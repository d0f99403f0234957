import { aliases, pages } from '../lib/routes';
import { expect, expectNoRawKeys, test } from './fixtures';

for (const locale of ['en', 'vi'] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test.describe(`every route in ${locale}`, () => {
    for (const page of pages) {
      test(`${page.path} answers 200 with its h1`, async ({ page: browser }) => {
        const url = page.path === '/' ? prefix || '/' : `${prefix}${page.path}`;
        const response = await browser.goto(url);
        expect(response?.status()).toBe(200);
        await expect(browser.locator('html')).toHaveAttribute('lang', locale);
        await expect(browser.locator('h1')).toHaveCount(1);
        await expect(browser.locator('h1')).toBeVisible();
        await expect(browser.locator('head link[rel=canonical]')).toHaveAttribute('href', /^https?:\/\//);
        await expectNoRawKeys(browser);
      });
    }

    for (const [alias, target] of Object.entries(aliases)) {
      test(`alias ${alias} shows ${target} with a canonical link to it`, async ({ page: browser }) => {
        const response = await browser.goto(`${prefix}${alias}`);
        expect(response?.status()).toBe(200);
        expect(new URL(browser.url()).pathname).toBe(`${prefix}${alias}`);
        const canonical = await browser.locator('head link[rel=canonical]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(`${prefix}${target}`);
        const aliasH1 = await browser.locator('h1').innerText();
        await browser.goto(`${prefix}${target}`);
        await expect(browser.locator('h1')).toHaveText(aliasH1);
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
