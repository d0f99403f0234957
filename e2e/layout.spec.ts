import { locales } from '../lib/i18n/config';
import { localizePath } from '../lib/i18n/detect';
import { pages } from '../lib/routes';
import { expect, test } from './fixtures';
import { overflow, scannedLocales } from './page-checks';

// The layout holds in every language (issue #20): at a phone's width and a laptop's, no page of the
// route table in any locale scrolls sideways, and no text box runs past the viewport's edge. Longer
// words (German-length French, Hmong) and other scripts (Devanagari, CJK) are what break layouts.
// At a laptop's width the accessibility gate checks the locales it scans, page by page, with the page
// already open (e2e/a11y.spec.ts); this sweep covers the rest.

const sweeps = locales.flatMap((locale) =>
  ([360, 1280] as const)
    .filter((width) => width === 360 || !(scannedLocales as readonly string[]).includes(locale))
    .map((width) => ({ locale, width })),
);

for (const { locale, width } of sweeps)
  test(`${locale} at ${width} px: no page scrolls sideways or runs past the edge`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const { path } of pages) {
      const url = localizePath(locale, path);
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      const found = await overflow(page);
      if (found.sideways || found.offenders.length)
        problems.push(`${url}${found.sideways ? ' scrolls sideways' : ''} ${found.offenders.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });
