import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newCitizen, toast } from './helpers';

// Keyboard-only journeys: no mouse, no .click(), no .fill() — Tab, Shift+Tab, Enter, Escape, arrows
// and typed text, as a keyboard user moves through the site.

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses `key` until `target` has focus; fails after `max` presses. Returns how many it took. */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 60 } = {}) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${target} not reached with ${max} presses of ${key}`);
}

/** Identifies the focused element (the same element keeps its number) and whether it is inside `root`. */
function focusIn(root: Locator) {
  return root.evaluate((container) => {
    const store = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
    store.__focusIds ??= new WeakMap();
    const element = document.activeElement;
    if (!element || element === document.body) return { inside: false, id: -1 };
    if (!store.__focusIds.has(element)) {
      store.__focusIds.set(element, (store.__focusNext = (store.__focusNext ?? 0) + 1));
    }
    return { inside: container.contains(element), id: store.__focusIds.get(element)! };
  });
}

/**
 * Presses `key` repeatedly: focus must never leave `dialog`, and must come back round to the first stop
 * it reached (the trap loops). Returns the number of stops in one round.
 */
async function expectFocusLoops(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab') {
  expect((await focusIn(dialog)).inside, 'focus starts inside the dialog').toBe(true);
  // The first press leaves wherever focus was put (a title, say) for the first stop of the loop.
  await page.keyboard.press(key);
  const start = await focusIn(dialog);
  expect(start.inside, `${key} keeps focus inside the dialog`).toBe(true);
  const seen = new Set<number>();
  for (let presses = 1; presses <= 30; presses++) {
    await page.keyboard.press(key);
    const now = await focusIn(dialog);
    expect(now.inside, `${key} #${presses} keeps focus inside the dialog`).toBe(true);
    if (now.id === start.id) return presses;
    seen.add(now.id);
  }
  throw new Error(`${key} never came back to the first stop (visited ${seen.size} elements)`);
}

const joinButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Join', exact: true });

test.describe('keyboard only', () => {
  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await expect(joinButton(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab continues inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  test('no focused control is hidden under the sticky header or the chat button, either direction', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(joinButton(page)).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open the assistant chat' });
    // The element at the middle of the focused control must be the control (or inside it): not the
    // header or the launcher painted over it (WCAG 2.4.11).
    const hidden = async () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || element.contains(top) || top.contains(element)) return null;
        const name = (e: Element) =>
          `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
        return `${name(element)} is under ${name(top.closest('header') ?? top.closest('button, a') ?? top)}`;
      });
    const problems = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      for (let presses = 0; presses < 200; presses++) {
        await page.keyboard.press(key);
        const problem = await hidden();
        if (problem) problems.add(`${key}: ${problem}`);
        if (key === 'Tab' && (await isFocused(launcher))) break;
        if (key === 'Shift+Tab' && (await page.evaluate(() => document.activeElement === document.body)))
          break;
      }
    }
    expect([...problems]).toEqual([]);
  });

  test('the join dialog opens with Enter, traps focus both ways and returns it on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const join = joinButton(page);
    await expect(join).toBeVisible();
    await tabTo(page, join);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByLabel('Username')).toBeFocused();

    const forward = await expectFocusLoops(page, dialog, 'Tab');
    const backward = await expectFocusLoops(page, dialog, 'Shift+Tab');
    // Username, email, password, show password, Create Account, the Login switch, close, the tab.
    expect(forward).toBeGreaterThanOrEqual(6);
    expect(backward).toBe(forward);

    // The tabs follow the tabs pattern: one stop, arrows move between them.
    await tabTo(page, dialog.getByRole('tab', { name: 'Sign Up' }), { key: 'Shift+Tab', max: 10 });
    await page.keyboard.press('ArrowLeft');
    const login = dialog.getByRole('tab', { name: 'Login' });
    await expect(login).toBeFocused();
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('tabpanel').getByLabel('Email')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(join).toBeFocused();

    // Opens again with Space as well, and the close button gives focus back too.
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Close' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(join).toBeFocused();
  });

  test('sign up with the keyboard, then walk through onboarding', async ({ page }) => {
    test.slow(); // Sign-up hashes a password on a busy two-core machine.
    const citizen = newCitizen('kbd');
    await page.goto('/');
    await tabTo(page, joinButton(page));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
    const panel = dialog.getByRole('tabpanel');
    await expect(panel.getByLabel('Username')).toBeFocused();

    // Enter on an empty form: errors, and focus on the first field in error.
    await page.keyboard.press('Enter');
    await expect(panel.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabel('Username')).toBeFocused();

    await page.keyboard.type(citizen.username);
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(citizen.email);
    await page.keyboard.press('Tab');
    await expect(panel.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(citizen.password);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Onboarding opens and takes focus (its title); the keyboard carries it to the end.
    const onboarding = page.getByRole('dialog');
    await expect(onboarding).toHaveAccessibleName(/Welcome to Civitas/);
    await expect(onboarding.getByRole('heading', { name: /Welcome to Civitas/ })).toBeFocused();
    await expectFocusLoops(page, onboarding, 'Tab');
    await tabTo(page, onboarding.getByRole('button', { name: 'Next' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(onboarding).toHaveAccessibleName(/Choose your role/);
    await expect(onboarding.getByRole('heading', { name: /Choose your role/ })).toBeFocused();
    // Tab enters the radio group; arrows choose (and check) a role.
    await page.keyboard.press('Tab');
    await expect(onboarding.getByRole('radio', { name: /Explorer/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const builder = onboarding.getByRole('radio', { name: /Builder/ });
    await expect(builder).toBeFocused();
    await expect(builder).toBeChecked();
    await tabTo(page, onboarding.getByRole('button', { name: 'Next' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(onboarding).toHaveAccessibleName(/You're all set/);
    await tabTo(page, onboarding.getByRole('button', { name: 'Get Started' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Your onboarding is complete')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Focus is not lost on the page's body: it lands on the account menu the dialog belonged to.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: `Account menu: ${citizen.username}` })).toBeFocused();

    // The bell opens the drawer from the keyboard; Escape closes it and focus returns to the bell.
    const bell = banner.getByRole('button', { name: /Notifications/ });
    await tabTo(page, bell, { key: 'Shift+Tab', max: 10 });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByRole('listitem')).toHaveCount(4);
    expect((await focusIn(drawer)).inside).toBe(true);
    await expectFocusLoops(page, drawer, 'Tab');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bell).toBeFocused();
  });

  test('skipping onboarding with Escape leaves focus in the header', async ({ page }) => {
    test.slow();
    const citizen = newCitizen('kbd');
    await page.goto('/');
    await tabTo(page, joinButton(page));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('tabpanel').getByLabel('Username')).toBeFocused();
    await page.keyboard.type(citizen.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(citizen.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(citizen.password);
    await page.keyboard.press('Enter');
    const onboarding = page.getByRole('dialog');
    await expect(onboarding).toHaveAccessibleName(/Welcome to Civitas/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus is not lost on the page's body: it lands on the account menu the dialog belonged to, which
    // opens with Enter and closes with Escape.
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: `Account menu: ${citizen.username}` });
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('the language menu: Enter opens it, Enter on a language goes to the page in it', async ({ page }) => {
    await page.goto('/about');
    await expect(joinButton(page)).toBeVisible();
    const language = page.getByRole('button', { name: 'Language: English' });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await language.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    // Escape closes it and keeps focus on the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(language).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole('link', { name: 'Tiếng Việt' }), { max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/vi/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt' })).toBeVisible();
  });

  test('the chat: open with Enter, send with Enter, close with Escape back to the button', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(joinButton(page)).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open the assistant chat' });
    // The launcher is the last stop of the page: reachable by tabbing through everything.
    await tabTo(page, launcher, { max: 200 });
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Civitas Assistant' });
    await expect(chat).toBeVisible();
    const input = chat.getByLabel('Your message');
    await expect(input).toBeFocused();
    await page.keyboard.type('How do I vote on a proposal?');
    await page.keyboard.press('Enter');
    const log = chat.getByRole('log');
    await expect(log.locator('[data-from=user]')).toHaveText(/How do I vote on a proposal\?/);
    await expect(log.locator('[data-from=ai]').last()).toContainText('DAO', { timeout: 3000 });
    await expect(input).toBeFocused();

    // Every control of the window is reachable: Shift+Tab goes back through the log to the header.
    await tabTo(page, chat.getByRole('button', { name: 'Minimize chat' }), { key: 'Shift+Tab', max: 5 });
    await page.keyboard.press('Enter');
    await expect(log).toBeHidden();
    await expect(chat.getByRole('button', { name: 'Restore chat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(log).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('Escape closes only what is on top: a menu or the join dialog first, the chat after', async ({
    page,
  }) => {
    await page.goto('/');
    const join = joinButton(page);
    await expect(join).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open the assistant chat' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const chat = page.getByRole('dialog', { name: 'Civitas Assistant' });
    await expect(chat.getByLabel('Your message')).toBeFocused();

    // The language menu, opened beside the chat: Escape closes the menu, not the chat.
    const language = page.getByRole('button', { name: 'Language: English' });
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toBeFocused();
    await expect(chat).toBeVisible();

    // The join dialog over the chat: Escape closes the dialog, focus returns to Join, the chat stays.
    await tabTo(page, join, { max: 5 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
    await expect(dialog.getByRole('tabpanel').getByLabel('Username')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(join).toBeFocused();
    await expect(chat).toBeVisible();

    // Then Escape is the chat's.
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('the Ecosystem and More disclosures: Enter opens, Escape closes, Tab walks the links', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(joinButton(page)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const ecosystem = nav.getByRole('button', { name: 'Ecosystem' });
    await tabTo(page, ecosystem);
    await page.keyboard.press('Enter');
    await expect(ecosystem).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'AI Universe' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ecosystem).toHaveAttribute('aria-expanded', 'false');
    await expect(ecosystem).toBeFocused();

    // Tabbing past the last link closes the list.
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Web3 Finance' }), { max: 6 });
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Academy' })).toBeFocused();
    await expect(ecosystem).toHaveAttribute('aria-expanded', 'false');

    // Closed, its links are not tab stops.
    const more = nav.getByRole('button', { name: 'More' });
    const presses = await tabTo(page, more, { max: 6 });
    expect(presses).toBe(4); // Academy → Creator → Builders → Community → More
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, nav.getByRole('link', { name: 'Docs' }), { max: 4 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs');
    await expect(page.locator('h1')).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
