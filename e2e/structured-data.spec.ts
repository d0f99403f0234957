import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { citizenInNewBrowser } from './helpers';

// JSON-LD (lib/structured-data.ts) on the pages that carry it, checked against the page's own text
// and language: what a search engine reads must be what a reader sees.

type Node = Record<string, unknown> & { '@type': string };

/** A PNG's width and height, from its IHDR chunk. */
async function sizeOf(png: Buffer): Promise<[number, number]> {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Node | Node[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const ofType = (nodes: Node[], type: string) => {
  const node = nodes.find((n) => n['@type'] === type);
  expect(node, `a ${type} node`).toBeDefined();
  expect(node!['@context']).toBe('https://schema.org');
  return node!;
};

test.describe('structured data', () => {
  test('the home page describes the organization and the site, in the page language', async ({ page }) => {
    await page.goto('/vi');
    const nodes = await jsonLd(page);
    const org = ofType(nodes, 'Organization');
    expect(org.name).toBe('Civitas');
    const description = await page.locator('meta[name=description]').getAttribute('content');
    expect(org.description).toBe(description);
    const site = ofType(nodes, 'WebSite');
    expect(site.inLanguage).toBe('vi');
    expect(new URL(site.url as string).pathname).toBe('/vi');
  });

  test('an article is a NewsArticle with the headline, date and author the page shows', async ({ page }) => {
    await page.goto('/vi/newsroom/citizenship-opens');
    const article = ofType(await jsonLd(page), 'NewsArticle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.headline as string);
    expect(article.inLanguage).toBe('vi');
    expect(article.datePublished).toBe(
      await page.locator('article header time').first().getAttribute('datetime'),
    );
    await expect(
      page
        .locator('article')
        .getByText((article.author as { name: string }).name)
        .first(),
    ).toBeVisible();
  });

  test('a course is a Course with the name and summary the page shows', async ({ page }) => {
    await page.goto('/academy/ai-basics/how-ai-models-work');
    const course = ofType(await jsonLd(page), 'Course');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name as string);
    await expect(page.getByText(course.description as string)).toBeVisible();
    expect((course.provider as { name: string }).name).toBe('Civitas');
  });

  test('a thread is a DiscussionForumPosting with its title, author and text', async ({ page }) => {
    const author = await citizenInNewBrowser(page, 'ld');
    const title = `Structured data thread ${Date.now().toString(36)}`;
    const created = await author.page.request.post('/api/community/groups/newcomers/threads', {
      headers: { Origin: new URL(author.page.url()).origin },
      data: { title, body: 'Hello **neighbours**, this is the opening post.' },
    });
    expect(created.status()).toBe(201);
    const { path } = (await created.json()) as { path: string };
    await page.goto(path);
    const posting = ofType(await jsonLd(page), 'DiscussionForumPosting');
    expect(posting.headline).toBe(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(posting.text).toContain('Hello neighbours, this is the opening post.');
    expect((posting.author as { name: string }).name).toBe(`@${author.handle}`);
    // The author's profile is a ProfilePage whose description is the page's own.
    await page.goto(`/citizens/${author.handle}`);
    const profile = ofType(await jsonLd(page), 'ProfilePage');
    expect((profile.mainEntity as { name: string }).name).toBe(`@${author.handle}`);
    expect((profile.mainEntity as { description: string }).description).toBe(
      await page.locator('meta[name=description]').getAttribute('content'),
    );
    // Its share image is drawn on request from its title: a 1200 × 630 PNG, cached for minutes.
    await page.goto(path);
    const threadImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(threadImage!).pathname).toMatch(/^\/api\/og\/en\/members\/thread\/\d+$/);
    // The URL is absolute on the site's origin (NEXT_PUBLIC_SITE_URL): ask this server for its path.
    const drawn = await page.request.get(new URL(threadImage!).pathname);
    expect(drawn.headers()['content-type']).toBe('image/png');
    expect(drawn.headers()['cache-control']).toContain('max-age=300');
    expect(await sizeOf(await drawn.body())).toEqual([1200, 630]);
    await author.close();
  });

  test('every page shares an image of its own title, drawn at build time in its language', async ({
    page,
  }) => {
    for (const url of ['/vi/about', '/hi/academy', '/zh/newsroom/citizenship-opens']) {
      await page.goto(url);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const locale = url.split('/')[1];
      expect(new URL(image!).pathname).toMatch(new RegExp(`^/api/og/${locale}/`));
      const response = await page.request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(await sizeOf(await response.body())).toEqual([1200, 630]);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    }
  });

  test('a listing is a Product with its name, summary and price in ether', async ({ page, request }) => {
    const { items } = (await (await request.get('/api/marketplace/listings?category=datasets')).json()) as {
      items: { id: number; title: string }[];
    };
    await page.goto(`/marketplace/${items[0]!.id}`);
    const item = ofType(await jsonLd(page), 'Product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name as string);
    await expect(page.getByText(item.description as string).first()).toBeVisible();
    expect(item.offers).toMatchObject({ '@type': 'Offer', price: '0', priceCurrency: 'ETH' });
  });
});
