import { expect, test } from './fixtures';

test.describe('navbar', () => {
  test('is transparent at the top and opaque after scrolling more than 20 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    // A real wheel scroll first; it lands asynchronously, so wait for it before scrolling to the threshold
    // (a late wheel delta on top of scrollTo(0, 20) would pass the threshold).
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 15);
    await expect.poll(scrollY).toBe(15);
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(scrollY).toBe(20);
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('has the spec items, and the dropdowns open, navigate and close on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.locator(':scope > ul > li')).toHaveText(
      ['Home', 'About', 'Ecosystem', 'Academy', 'Creator', 'Builders', 'Community', 'More'],
      { useInnerText: true },
    );
    const ecosystem = nav.getByRole('button', { name: 'Ecosystem' });
    await ecosystem.click();
    await expect(ecosystem).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Web3 Finance' })).toBeVisible();
    await expect(
      nav.locator('#' + (await ecosystem.getAttribute('aria-controls'))).getByRole('link'),
    ).toHaveText(['AI Universe', 'Health Tech', 'DAO Society', 'Quantum Tech', 'Web3 Finance']);
    await page.keyboard.press('Escape');
    await expect(ecosystem).toHaveAttribute('aria-expanded', 'false');
    await expect(ecosystem).toBeFocused();

    const more = nav.getByRole('button', { name: 'More' });
    await more.click();
    await nav.getByRole('link', { name: 'Docs' }).click();
    await page.waitForURL('**/docs');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone is a menu that closes on route change', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Quantum Tech' }).click();
    await page.waitForURL('**/ecosystem/quantum');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    // No horizontal scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

test.describe('footer', () => {
  test('has the link columns, social links in new tabs, copyright and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText([
      'About',
      'Careers',
      'Contact',
    ]);
    await expect(footer.getByRole('link', { name: 'Whitepaper' })).toHaveAttribute('href', '/docs');
    const social = footer.getByRole('list', { name: 'Social networks' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Civitas`);
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-of-service');
  });
});

test.describe('links', () => {
  // The site's links are plain anchors; one listener sends them through the client router (LinkRouter).
  test('navigate in the client, in the page language, and scroll the new page to the top', async ({
    page,
  }) => {
    await page.goto('/vi/about');
    // A full page load would lose this mark.
    await page.evaluate(() => Object.assign(window, { civitasSameDocument: true }));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const careers = page.locator('footer').getByRole('link', { name: 'Tuyển dụng' });
    await expect(careers).toHaveAttribute('href', '/vi/careers');
    await careers.click();
    await page.waitForURL('**/vi/careers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect(await page.evaluate(() => 'civitasSameDocument' in window)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/vi/about');
    expect(await page.evaluate(() => 'civitasSameDocument' in window)).toBe(true);
  });

  test('prefetch the page when the pointer comes over the link', async ({ page }) => {
    await page.goto('/about');
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
    });
    await page.waitForTimeout(1000); // nothing is fetched for links the user does not reach for
    expect(prefetches).toEqual([]);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Careers' }).hover();
    await expect.poll(() => prefetches).toContain('/careers');
  });
});

test.describe('assistant chat', () => {
  test('loads on first use, greets, answers after a second and can be minimised and closed', async ({
    page,
  }) => {
    await page.goto('/');
    const scriptsBefore = await page.evaluate(() => performance.getEntriesByType('resource').length);
    const launcher = page.getByRole('button', { name: 'Open the assistant chat' });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Civitas Assistant' });
    await expect(chat).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(
      scriptsBefore,
    );
    const log = chat.getByRole('log');
    await expect(log).toContainText('Hello!');
    await expect(chat.getByLabel('Your message')).toBeFocused();

    await chat.getByLabel('Your message').fill('   ');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(log.locator('[data-from]')).toHaveCount(1);

    await chat.getByLabel('Your message').fill('How do I connect a wallet?');
    const sent = Date.now();
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByTestId('typing')).toBeVisible();
    await expect(log.locator('[data-from=ai]').last()).toContainText('MetaMask', { timeout: 3000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(950);
    await expect(log.locator('[data-from=ai]').last()).toContainText('WalletConnect');
    await expect(log.locator('[data-from=ai]').last()).toContainText('Coinbase Wallet');

    await chat.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(log).toBeHidden();
    await expect(chat.getByRole('heading', { name: 'Civitas Assistant' })).toBeVisible();
    await chat.getByRole('button', { name: 'Restore chat' }).click();
    await expect(log).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
    // Reopening keeps the conversation.
    await launcher.click();
    await expect(log.locator('[data-from=user]')).toHaveCount(1);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(launcher).toBeVisible();
  });

  test('replies in the page language and understands its keywords', async ({ page }) => {
    await page.goto('/vi');
    await page.locator('button:has(svg.lucide-message-circle)').click();
    const chat = page.getByRole('dialog');
    const input = chat.getByRole('textbox');
    await input.fill('Làm sao để kết nối ví?');
    await input.press('Enter');
    const reply = chat.locator('[data-from=ai]').last();
    await expect(reply).toContainText('MetaMask', { timeout: 3000 });
    await expect(reply).toHaveAttribute('data-from', 'ai');
    expect(await reply.innerText()).not.toContain('To connect a wallet');
  });
});

test.describe('offline worker', () => {
  test('registers /sw.js and answers navigations with the offline page when the network is gone', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/about');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await context.setOffline(true);
    await page.goto('/academy');
    await expect(page.locator('h1')).toHaveText('You are offline');
    await context.setOffline(false);
    // Offline, the browser reports each failed fetch (prefetches, the page itself) as a console error:
    // expected here, and only these.
    const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('is versioned per build and never caches the API', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.headers()['cache-control']).toContain('no-cache');
    const source = await response.text();
    expect(source).toMatch(/const VERSION = "[\w-]+";/);
    expect(source).toContain("url.pathname.startsWith('/api/')");
    expect(source).toContain('"/vi/offline"');
  });
});

test.describe('start-up scripts', () => {
  test('are compiled as they load; scripts loaded later are not', async ({ page, request }) => {
    const startup = new Set<string>();
    for (const path of ['/', '/vi/academy']) {
      const html = await (await request.get(path)).text();
      for (const [tag, src] of html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)) {
        if (!/nomodule/i.test(tag)) startup.add(src!);
      }
    }
    expect(startup.size).toBeGreaterThan(3);
    for (const src of startup) {
      expect(await (await request.get(src)).text(), src).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    }

    // The chat island is fetched on first use, and not marked.
    const later: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') && !startup.has(path)) later.push(path);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the assistant chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Civitas Assistant' })).toBeVisible();
    expect(later.length).toBeGreaterThan(0);
    for (const src of later) {
      expect(await (await request.get(src)).text(), src).not.toContain('allFunctionsCalledOnLoad');
    }
  });
});

test.describe('loader', () => {
  test('the spinner turns once every 1.5 s', async ({ page }) => {
    await page.goto('/');
    const duration = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'animate-spin-loader';
      document.body.append(probe);
      const value = getComputedStyle(probe).animationDuration;
      probe.remove();
      return value;
    });
    expect(duration).toBe('1.5s');
  });
});
