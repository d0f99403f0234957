import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// The token of a newsletter's unsubscribe link, signed with the server's secret (lib/newsletter.ts).
function unsubscribeToken(email: string) {
  const secret = fs.readFileSync(path.join(process.env.CIVITAS_E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim();
  const signature = crypto.createHmac('sha256', secret).update(`newsletter:${email}`).digest('base64url');
  return `${Buffer.from(email).toString('base64url')}.${signature}`;
}

test.describe('newsletter unsubscribe page', () => {
  test('a link without a token says so and offers nothing to press', async ({ page }) => {
    await page.goto('/newsletter/unsubscribe');
    await expect(page.locator('h1')).toHaveText('Unsubscribe from the Civitas newsletter');
    await expect(page.getByRole('status')).toContainText('invalid or incomplete');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('a forged token is refused', async ({ page }) => {
    await page.goto(`/newsletter/unsubscribe?token=${Buffer.from('a@b.co').toString('base64url')}.forged`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toContainText('invalid or incomplete');
  });

  test('the signed link unsubscribes, in the reader’s language', async ({ page }) => {
    const email = `leaving.${Date.now()}@example.com`;
    await page.goto('/vi');
    const form = page.locator('footer form');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button').click();
    await expect(form.getByRole('textbox')).toHaveValue('');

    // The server creates its secret on first use (any session check does).
    expect((await page.request.get('/api/session')).ok()).toBe(true);
    await page.goto(`/vi/newsletter/unsubscribe?token=${unsubscribeToken(email)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.getByRole('main').getByRole('button').click();
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });
});
