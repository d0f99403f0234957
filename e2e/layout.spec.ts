import type { Page } from '@playwright/test';
import { locales } from '../lib/i18n/config';
import { localizePath } from '../lib/i18n/detect';
import { pages } from '../lib/routes';
import { expect, test } from './fixtures';

// The layout holds in every language (issue #20): at a phone's width and a laptop's, no page of the
// route table in any locale scrolls sideways, and no text box runs past the viewport's edge. Longer
// words (German-length French, Hmong) and other scripts (Devanagari, CJK) are what break layouts.

const widths = [360, 1280] as const;

/** Elements with text whose box ends past the viewport's right edge (1 px of rounding allowed). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sideways = document.documentElement.scrollWidth > width + 1;
    const offenders: string[] = [];
    for (const element of Array.from(document.querySelectorAll('main *, header *, footer *'))) {
      const el = element as HTMLElement;
      if (
        !el.childNodes.length ||
        !Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim())
      )
        continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"]'))
        continue;
      // Screen-reader-only text is clipped on purpose.
      if (style.position === 'absolute' && el.getBoundingClientRect().width <= 1) continue;
      // Inside a horizontal scroller (a table, a code block) running past is its design.
      let scroller: HTMLElement | null = el.parentElement;
      let scrolls = false;
      while (scroller) {
        const overflowX = getComputedStyle(scroller).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          scrolls = true;
          break;
        }
        scroller = scroller.parentElement;
      }
      if (scrolls) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1)
        offenders.push(`${el.tagName.toLowerCase()}: "${el.textContent!.trim().slice(0, 40)}"`);
    }
    return { sideways, offenders: offenders.slice(0, 5) };
  });
}

for (const locale of locales)
  for (const width of widths)
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
