import { expect, test } from './fixtures';

test.describe('security headers', () => {
  test('a pre-rendered page gets its own hash-based policy, no unsafe-inline for scripts', async ({
    request,
  }) => {
    const en = await request.get('/about');
    const vi = await request.get('/vi/about');
    const policy = en.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(vi.headers()['content-security-policy']).not.toBe(policy);
    expect(en.headers()['x-nextjs-cache'] ?? 'HIT').toMatch(/HIT|STALE/);
  });

  test('a page rendered on request (404) gets a fresh nonce', async ({ request }) => {
    const first = (await request.get('/no/such/page')).headers()['content-security-policy'];
    const second = (await request.get('/no/such/page')).headers()['content-security-policy'];
    expect(first).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(first).not.toBe(second);
  });

  test('the other headers', async ({ request }) => {
    const headers = (await request.get('/')).headers();
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('pages run under their policy without violations', async ({ page }) => {
    for (const path of ['/', '/vi/about', '/zh/ecosystem/dao', '/newsroom', '/society', '/nope']) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
    }
    // The lazy islands too: chat and the join dialog.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open the assistant chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Civitas Assistant' })).toBeVisible();
  });
});
