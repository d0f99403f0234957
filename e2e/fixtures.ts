import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { allNamespaces } from '../lib/i18n/coverage';

/** Pages whose CSP violations are already reported as console errors. */
const watched = new WeakSet<Page>();

/**
 * Every test fails if the page logs a console error or throws. Tests that expect an error (none yet)
 * can clear `consoleErrors` themselves.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Every test speaks from an address of its own (the server trusts X-Forwarded-For in e2e, as behind a
  // load balancer), so per-IP rate limits count per test.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        // Chromium logs every 4xx answer as a failed resource load: a 404 page, or the API refusing a wrong
        // password (401) or a taken email (409), which the tests then check in the page itself.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
          errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      // Any Content-Security-Policy violation fails the test, whatever the browser logs about it. Once per
      // page: a page may serve several tests (e2e/a11y.spec.ts shares one per worker).
      if (!watched.has(page)) {
        watched.add(page);
        await page.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
          ),
        );
      }
      await use(errors);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A visible "namespace.key" string would be a raw, untranslated key. */
const rawKey = new RegExp(`\\b(?:${allNamespaces.join('|')})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*\\b`);

export async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text.match(rawKey)?.[0] ?? null, 'raw message key on the page').toBeNull();
}
