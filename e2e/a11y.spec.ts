import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';
import { localizePath } from '../lib/i18n/detect';
import { readLocaleFiles } from '../lib/i18n/load';
import type { Messages } from '../lib/i18n/merge';
import { pages } from '../lib/routes';
import { expect, test } from './fixtures';
import { expectPageFrame, overflow, scannedLocales as locales, type ScannedLocale } from './page-checks';

// The accessibility gate: axe-core on every page of the route table (plus one newsroom article and the
// 404 page) in four locales — two scripts besides Latin — and with each overlay open. WCAG 2.0, 2.1 and
// 2.2, levels A and AA; no rule is disabled or excluded. Gradients are flattened to their worst case
// before each scan (see flattenGradients), so colour contrast is measured for every text. Before its
// scan, each page is also checked for its status, language, h1, canonical link, raw keys and text
// running past the edge (e2e/page-checks.ts): the route and layout sweeps leave these locales to it.

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// Transitions and animations (toasts sliding in, pulsing placeholders) would let the contrast check
// measure a half-faded frame; with reduced motion the site shows every state at once (app/globals.css).
// Each test here is a new visitor on one page, whose offline worker would install and precache its ~40
// files every time: a fifth of this file's CPU on this machine. The worker has its own test
// (e2e/frame.spec.ts), and the journeys run with it.
test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

// The page scans share one browser page per worker. A new context for each of them cost about two thirds
// of its page load (a new renderer, and every script fetched and compiled again): 2.0 s against 0.66 s
// a page on a quiet machine. Each scan is still a new visitor: no cookie, nothing stored by the page
// before (the boot script would follow a stored language), and an address of its own.
// (axe's resultTypes option would save a quarter of a scan, but its landmark rules then report false
// violations: a duplicate banner on the home page.)
const scan = test.extend<object, { scanPage: Page }>({
  scanPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        baseURL,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ scanPage, extraHTTPHeaders }, use) => {
    const context = scanPage.context();
    await context.clearCookies();
    if (/^https?:/.test(scanPage.url()))
      await scanPage.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await context.setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    await use(scanPage);
  },
});

const article = fs
  .readdirSync(path.join(process.cwd(), 'content', 'newsroom', 'en'))
  .filter((file) => file.endsWith('.md'))
  .sort()[0]!
  .replace(/\.md$/, '');

/** The first lesson's slug of a course in content/academy. */
function academyLesson(pathSlug: string, course: string): string {
  const dir = path.join(process.cwd(), 'content', 'academy', 'en', pathSlug, course);
  const [first] = fs
    .readdirSync(dir)
    .filter((file) => /^\d\d-/.test(file))
    .sort();
  return first!.replace(/^\d\d-|\.md$/g, '');
}

const targets = [
  ...pages.map((page) => ({ name: page.path, path: page.path as string })),
  { name: 'a newsroom article', path: `/newsroom/${article}` },
  { name: 'an academy course', path: '/academy/web3-essentials/transactions-and-gas' },
  {
    name: 'an academy lesson',
    path:
      '/academy/web3-essentials/transactions-and-gas/' +
      academyLesson('web3-essentials', 'transactions-and-gas'),
  },
  { name: 'a credential page (unknown id)', path: '/credentials/00000000-0000-4000-8000-000000000000' },
  // The curated listings are the first rows of a fresh site (lib/marketplace/curated.ts).
  { name: 'a marketplace listing', path: '/marketplace/1' },
  { name: 'the marketplace sell form', path: '/marketplace/sell', indexed: false },
  { name: 'the marketplace library', path: '/marketplace/library', indexed: false },
  { name: 'the learning path editor', path: '/academy/write', indexed: false },
  { name: 'the learning path review', path: '/academy/review', indexed: false },
  { name: 'the 404 page', path: '/this/does/not/exist', status: 404, indexed: false },
];

/** The UI strings of a locale (English where it has none), with {brand} filled in. */
const messages = Object.fromEntries(locales.map((locale) => [locale, readLocaleFiles(locale)]));
function message(locale: ScannedLocale, key: string): string {
  const lookup = (source: Messages) =>
    key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], source);
  const value = lookup(messages[locale]!) ?? lookup(messages.en!);
  if (typeof value !== 'string') throw new Error(`no message ${key}`);
  return value.replaceAll('{brand}', 'Civitas');
}

function target(node: NodeResult) {
  return node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | ');
}

/** Violations as a reader wants them in a failed assertion: rule, impact, where, and what is wrong. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 8).map((node) => {
        const summary = (node.failureSummary ?? '')
          .split('\n')
          .map((line) => `        ${line.trim()}`)
          .join('\n');
        return `    • ${target(node)}\n${summary}`;
      });
      const more = violation.nodes.length > 8 ? [`    … and ${violation.nodes.length - 8} more`] : [];
      return [
        `  ${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} (${violation.nodes.length}×)`,
        `    ${violation.helpUrl}`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');
}

/**
 * axe cannot measure contrast over a gradient: it reports such text as "incomplete", neither pass nor
 * failure — and the page's backdrop (body) is a gradient, so without this nearly every text would go
 * unchecked. For the scan, each gradient background becomes one flat colour: per layer, the colour stop
 * that contrasts least with the element's own text colour, the layers stacked as the browser paints
 * them. A worst case, so a pass here holds for the real page. Runs in the page; changes only inline
 * styles (CSSOM, which the Content-Security-Policy allows).
 */
async function flattenGradients(page: Page) {
  await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Paints `colors` bottom to top on a clear pixel and returns the result as [r, g, b, a(0-1)]. */
    const paint = (colors: string[]) => {
      context.clearRect(0, 0, 1, 1);
      for (const color of colors) {
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255] as const;
    };
    const luminance = ([r, g, b]: readonly number[]) => {
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const contrast = (x: readonly number[], y: readonly number[]) => {
      const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (a! + 0.05) / (b! + 0.05);
    };
    const backdrop = getComputedStyle(document.documentElement).backgroundColor;
    const layerPattern =
      /(?:repeating-)?(?:linear|radial|conic)-gradient\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g;
    const colorPattern = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|transparent/g;
    for (const element of document.querySelectorAll<HTMLElement>('body, body *')) {
      const style = getComputedStyle(element);
      if (!style.backgroundImage.includes('gradient') || style.backgroundClip === 'text') continue;
      const text = paint([style.color]);
      const layers = style.backgroundImage.match(layerPattern) ?? [];
      // CSS lists the top layer first; each layer contributes its worst stop.
      const worst = layers.reverse().map((layer) => {
        const stops = layer.match(colorPattern) ?? [];
        return stops.reduce((best, stop) =>
          contrast(paint([backdrop, stop]), text) < contrast(paint([backdrop, best]), text) ? stop : best,
        );
      });
      const [r, g, b, a] = paint([style.backgroundColor, ...worst]);
      element.style.setProperty('background-image', 'none', 'important');
      element.style.setProperty('background-color', `rgb(${r} ${g} ${b} / ${a})`, 'important');
    }
  });
}

async function expectAccessible(page: Page, what: string) {
  await flattenGradients(page);
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  // Soft: a test scanning several states reports all of them, not only the first that fails.
  expect
    .soft(
      violations.length,
      `${what} (${page.url()}): ${violations.length} accessibility violation(s)\n${describeViolations(violations)}\n`,
    )
    .toBe(0);
}

/** The page is hydrated and the session known once the navbar shows Join (every visitor here is new). */
async function ready(page: Page, locale: ScannedLocale) {
  await expect(joinButton(page, locale)).toBeVisible();
}

const joinButton = (page: Page, locale: ScannedLocale) =>
  page.getByRole('banner').getByRole('button', { name: message(locale, 'account.join.button'), exact: true });

async function visibleDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of locales) {
  test.describe(`axe: ${locale}`, () => {
    // A member's own pages and the 404 are kept out of search, with no canonical link.
    for (const { name, path: pathname, status = 200, indexed = true } of targets) {
      scan(`${name}`, async ({ page }) => {
        const response = await page.goto(localizePath(locale, pathname));
        expect(response?.status()).toBe(status);
        await ready(page, locale);
        // The page's frame and its layout at a laptop's width, while it is open (e2e/page-checks.ts).
        await expectPageFrame(page, locale, { canonical: indexed });
        expect(await overflow(page)).toEqual({ sideways: false, offenders: [] });
        await expectAccessible(page, `${name} in ${locale}`);
      });
    }

    test('with the join dialog open (both tabs, and with field errors)', async ({ page }) => {
      await page.goto(localizePath(locale, '/'));
      await ready(page, locale);
      await joinButton(page, locale).click();
      const dialog = await visibleDialog(page);
      await expectAccessible(page, `join dialog in ${locale}`);
      await dialog.getByRole('button', { name: message(locale, 'account.buttons.signup') }).click();
      await expect(dialog.locator('[aria-invalid=true]').first()).toBeVisible();
      await expectAccessible(page, `join dialog with errors in ${locale}`);
      await dialog.getByRole('tab', { name: message(locale, 'account.tabs.login') }).click();
      await expect(dialog.getByRole('tabpanel')).toHaveCount(1);
      await expectAccessible(page, `join dialog, login tab, in ${locale}`);
    });

    test('with the assistant chat open', async ({ page }) => {
      await page.goto(localizePath(locale, '/'));
      await ready(page, locale);
      await page.getByRole('button', { name: message(locale, 'chat.open') }).click();
      const chat = await visibleDialog(page);
      const input = chat.getByRole('textbox');
      await expect(input).toBeFocused();
      await expectAccessible(page, `chat in ${locale}`);
      await input.fill('wallet');
      await input.press('Enter');
      await expect(chat.locator('[data-from=ai]')).toHaveCount(2, { timeout: 5000 });
      await expectAccessible(page, `chat with a conversation in ${locale}`);
      await chat.getByRole('button', { name: message(locale, 'chat.minimize') }).click();
      await expectAccessible(page, `minimised chat in ${locale}`);
    });

    test('signed in: onboarding, then the notification drawer', async ({ page }) => {
      test.slow(); // Sign-up hashes a password on a busy two-core machine.
      await page.goto(localizePath(locale, '/'));
      await ready(page, locale);
      await joinButton(page, locale).click();
      const join = await visibleDialog(page);
      const panel = join.getByRole('tabpanel');
      const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
      await panel.getByLabel(message(locale, 'account.fields.username')).fill(`a11y_${id}`);
      await panel.getByLabel(message(locale, 'account.fields.email')).fill(`a11y.${id}@example.com`);
      await panel
        .getByLabel(message(locale, 'account.fields.password'), { exact: true })
        .fill('a long enough password');
      await join.getByRole('button', { name: message(locale, 'account.buttons.signup') }).click();
      await expect(
        page
          .locator('[data-sonner-toast]')
          .filter({ hasText: message(locale, 'account.toasts.signUpTitle') }),
      ).toBeVisible();

      // The onboarding dialog opens by itself for a new citizen: its first two steps, with the sign-up toast.
      const onboarding = await visibleDialog(page);
      await expect(
        onboarding.getByRole('button', { name: message(locale, 'onboarding.skip') }),
      ).toBeVisible();
      await expectAccessible(page, `onboarding, first step, in ${locale}`);
      await onboarding.getByRole('button', { name: message(locale, 'onboarding.next') }).click();
      await expect(onboarding.getByRole('radiogroup')).toBeVisible();
      await expectAccessible(page, `onboarding, role step, in ${locale}`);
      await onboarding.getByRole('button', { name: message(locale, 'onboarding.skip') }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const bell = page
        .getByRole('banner')
        .getByRole('button', { name: message(locale, 'notifications.bellLabel') });
      await expect(bell.getByTestId('notification-badge')).toBeVisible();
      await expectAccessible(page, `signed-in page in ${locale}`);
      await bell.click();
      const drawer = await visibleDialog(page);
      await expect(drawer.getByRole('listitem')).toHaveCount(4);
      await expectAccessible(page, `notification drawer in ${locale}`);
      // A read item looks different: scan that state too.
      await drawer.getByRole('listitem').first().getByRole('button').click();
      await expect(drawer.locator('li[data-unread=false]')).toHaveCount(1);
      await expectAccessible(page, `notification drawer with a read item in ${locale}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The account menu, and the dashboard as a signed-in citizen sees it.
      const menu = page.getByRole('banner').getByRole('button', { name: new RegExp(`a11y_${id}`) });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page, `account menu in ${locale}`);
      await page.goto(localizePath(locale, '/dashboard'));
      await expect(page.getByRole('main').getByText(`a11y.${id}@example.com`)).toBeVisible();
      // The whole signed-in panel is there (its last card, the e-mail and password forms, and the
      // FinanceVerse wallet's network) before the scan.
      await expect(page.getByRole('main').locator('select')).toHaveCount(3);
      await expect(page.locator('#email-preferences')).toBeVisible();
      await expectAccessible(page, `signed-in dashboard in ${locale}`);
    });
  });

  test.describe(`axe on a phone: ${locale}`, () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('with the menu open', async ({ page }) => {
      await page.goto(localizePath(locale, '/'));
      await ready(page, locale);
      await expectAccessible(page, `home on a phone in ${locale}`);
      const toggle = page.getByRole('button', { name: message(locale, 'nav.openMenu') });
      const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await toggle.click();
      await expect(menu).toBeVisible();
      await expectAccessible(page, `phone menu in ${locale}`);
    });
  });
}
