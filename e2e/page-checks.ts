import type { Page } from '@playwright/test';
import { expect, expectNoRawKeys } from './fixtures';

// What every page must hold, checked where a suite already has the page open: the accessibility gate
// (e2e/a11y.spec.ts) loads every page of the route table in the locales below and checks each here
// before its scan, so the route and layout sweeps (e2e/routes.spec.ts, e2e/layout.spec.ts) do not
// load those pages a second time in a browser only to read the same things.

/** The locales the accessibility gate scans page by page: two Latin scripts, CJK and Devanagari. */
export const scannedLocales = ['en', 'vi', 'zh', 'hi'] as const;
export type ScannedLocale = (typeof scannedLocales)[number];

/** Its language, one visible h1, an absolute canonical link (pages kept in search), no raw message key. */
export async function expectPageFrame(page: Page, locale: string, { canonical = true } = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  if (canonical)
    await expect(page.locator('head link[rel=canonical]')).toHaveAttribute('href', /^https?:\/\//);
  await expectNoRawKeys(page);
}

/** Elements with text whose box ends past the viewport's right edge (1 px of rounding allowed). */
export async function overflow(page: Page) {
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
