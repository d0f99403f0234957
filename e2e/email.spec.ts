import { expect, expectNoRawKeys, test } from './fixtures';
import { logIn, newCitizen, openJoin, signUp, toast } from './helpers';
import { linkFromMail, onServer } from './mail';

test.describe('e-mail', () => {
  test('Forgot password? mails a link that sets a new password and ends the old session', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    const citizen = await signUp(page, newCitizen('reset'));
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();

    // Another browser asks for the reset.
    const other = await browser.newPage();
    await other.goto('/');
    const dialog = await openJoin(other);
    await dialog.getByRole('tab', { name: 'Login' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    // The same dialog, now named after its new view.
    const request = other.getByRole('dialog', { name: 'Reset your password' });
    await expect(request.getByLabel('Email')).toBeFocused();
    await request.getByLabel('Email').fill(citizen.email);
    await request.getByRole('button', { name: 'Send reset link' }).click();
    await expect(request.getByRole('status')).toContainText(`If an account exists for ${citizen.email}`);

    const link = await linkFromMail(citizen.email, 'Reset your Civitas password', '/reset-password');
    await other.goto(onServer(link));
    await expect(other.locator('h1')).toHaveText('Reset your password');
    await other.getByLabel('New password').fill('password123');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(other.getByText(/one of the most common ones/)).toBeVisible();
    await other.getByLabel('New password').fill('a completely new passphrase');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(toast(other, 'Password updated')).toBeVisible();
    expect(new URL(other.url()).search).toBe('');

    // The first browser's session has ended; the old password no longer works, the new one does.
    expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });
    await other.getByRole('button', { name: 'Log in' }).click();
    const login = other.getByRole('dialog', { name: 'Join Civitas' });
    await login.getByRole('tabpanel').getByLabel('Email').fill(citizen.email);
    await login.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(citizen.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login.getByRole('alert')).toContainText('Wrong email or password');
    await login
      .getByRole('tabpanel')
      .getByLabel('Password', { exact: true })
      .fill('a completely new passphrase');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(other, 'Login Successful')).toBeVisible();
    await other.getByRole('button', { name: 'Skip for now' }).click();

    // The notice of the change went to the address, and the link works only once.
    await linkFromMail(citizen.email, 'Your Civitas password was changed', '/reset-password');
    await other.goto(onServer(link));
    await other.getByLabel('New password').fill('yet another fine passphrase');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(other.getByRole('main').getByRole('alert')).toHaveText(
      'This link has already been used. Ask for a new one.',
    );
    await expect(other.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await other.close();
  });

  test('Verify your e-mail on the dashboard', async ({ page }) => {
    await page.goto('/dashboard');
    const citizen = await signUp(page, newCitizen('verify'));
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const card = page.locator('#email-preferences');
    await expect(card).toContainText('Not verified yet');
    await card.getByRole('button', { name: 'Verify your e-mail' }).click();
    await expect(card.getByRole('status')).toContainText(`We sent a verification link to ${citizen.email}`);

    const link = await linkFromMail(citizen.email, 'Verify your e-mail address', '/api/account/verify-email');
    await page.goto(onServer(link));
    await expect(page).toHaveURL(/\/email\/verified$/);
    await expect(page.locator('h1')).toHaveText('Your e-mail address is verified');
    await page.getByRole('link', { name: 'Open your dashboard' }).click();
    await expect(page.locator('#email-preferences')).toContainText('Verified');

    await page.goto(onServer(link));
    await expect(page.locator('h1')).toHaveText('This link has already been used');
  });

  test('e-mail preferences: the language of mail and the digest are saved', async ({ page }) => {
    await page.goto('/dashboard');
    await signUp(page, newCitizen('prefs'));
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const card = page.locator('#email-preferences');
    await card.getByLabel('Language of e-mails').selectOption('vi');
    await card.getByLabel('Send me an hourly digest of unread notifications').check();
    await card.getByRole('button', { name: 'Save preferences' }).click();
    await expect(toast(page, 'E-mail preferences saved')).toBeVisible();
    const { user } = await (await page.request.get('/api/session')).json();
    expect(user).toMatchObject({ mailLocale: 'vi', emailDigest: true });
    await page.reload();
    await expect(page.locator('#email-preferences').getByLabel('Language of e-mails')).toHaveValue('vi');
  });

  test('the newsletter keeps its toast, then a confirmation mail confirms the subscription', async ({
    page,
  }) => {
    const email = `confirm.${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.locator('footer form');
    await form.getByRole('textbox').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Subscribed!')).toBeVisible();
    await expect(form.getByRole('textbox')).toHaveValue('');

    const link = await linkFromMail(
      email,
      'Confirm your Civitas newsletter subscription',
      '/api/newsletter/confirm',
    );
    await page.goto(onServer(link));
    await expect(page.locator('h1')).toHaveText('You are subscribed');
  });

  test('a broken or altered link gets a clear page in the reader’s language', async ({ page }) => {
    await page.goto('/api/account/verify-email?token=not-a-real-token');
    await expect(page).toHaveURL(/\/email\/invalid$/);
    await expect(page.locator('h1')).toHaveText('This link is not valid');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');

    for (const pathname of ['/vi/email/expired', '/vi/reset-password', '/hmn/email/used']) {
      await page.goto(pathname);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expectNoRawKeys(page);
    }
  });
});

test('Login tab: "Back to login" returns from the reset request', async ({ page }) => {
  await page.goto('/');
  const dialog = await logIn(page, 'nobody@example.com', 'whatever');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await page
    .getByRole('dialog', { name: 'Reset your password' })
    .getByRole('button', { name: 'Back to login' })
    .click();
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel').getByLabel('Email')).toBeFocused();
});
