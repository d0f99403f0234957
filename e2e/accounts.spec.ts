import { expect, test } from './fixtures';
import { logIn, newCitizen, openJoin, signUp, toast } from './helpers';

test.describe('accounts', () => {
  test('sign up → onboarding → four notifications → read → logout → login, all kept after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openJoin(page);
    // Sign Up is the default tab.
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('This field is required.').first()).toBeVisible();
    await page.keyboard.press('Escape');

    const citizen = await signUp(page);
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await expect(toast(page, 'Welcome to the Universe! Your session is now active.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Join Civitas' })).toBeHidden();

    // Onboarding opens by itself: Next without a role is refused.
    // The only dialog now; its title changes with each step.
    const onboarding = page.getByRole('dialog');
    await expect(onboarding).toHaveAccessibleName(/Welcome to Civitas/);
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await onboarding.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, 'Please select a role')).toBeVisible();
    await expect(toast(page, "Choose how you'd like to participate in Civitas.")).toBeVisible();
    // The radio itself is visually hidden inside its card: pick the card, as a user would.
    await onboarding.locator('label').filter({ hasText: 'Builder' }).click();
    await expect(onboarding.getByRole('radio', { name: /Builder/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(
      toast(page, "Welcome to Civitas! Your onboarding is complete. Let's build the future together!"),
    ).toBeVisible();

    // The bell shows four unread notifications.
    const bell = page.getByRole('button', { name: /Notifications/ });
    await expect(bell).toContainText('4');
    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    const items = drawer.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(drawer).toContainText('You have 4 unread notifications.');
    await items.first().getByRole('button').click();
    await expect(drawer).toContainText('You have 3 unread notifications.');
    await drawer.getByRole('button', { name: 'Mark all read' }).click();
    await expect(toast(page, 'All notifications marked as read')).toBeVisible();
    await expect(toast(page, 'Your notification center has been updated.')).toBeVisible();
    await expect(drawer).toContainText("You're all caught up.");
    await page.keyboard.press('Escape');
    await expect(bell).not.toContainText(/\d/);

    // Everything is still there after a reload: signed in, role kept, notifications read, no onboarding.
    await page.reload();
    await expect(page.getByRole('button', { name: citizen.username })).toBeVisible();
    await expect(page.getByRole('button', { name: /Notifications/ })).not.toContainText(/\d/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('main')).toContainText(citizen.email);

    // Logout, then log back in.
    await page.getByRole('button', { name: citizen.username }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();

    await logIn(page, citizen.email, citizen.password);
    await expect(toast(page, 'Login Successful')).toBeVisible();
    await expect(page.getByRole('button', { name: citizen.username })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a wrong password shows one clear message and keeps what was typed', async ({ page }) => {
    await page.goto('/');
    const citizen = await signUp(page);
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: citizen.username }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    const dialog = await logIn(page, citizen.email, 'not the password');
    await expect(dialog.getByText('Wrong email or password.')).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByLabel('Email')).toHaveValue(citizen.email);
  });

  test('a taken email is reported next to the email field', async ({ page }) => {
    await page.goto('/');
    const first = await signUp(page);
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: first.username }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await signUp(page, { ...newCitizen(), email: first.email });
    const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
    await expect(dialog.getByText('This email is already registered. Try logging in instead.')).toBeVisible();
    await expect(dialog.getByRole('tabpanel').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a common password is refused next to the password field, in the language of the page', async ({
    page,
  }) => {
    await page.goto('/');
    await signUp(page, { ...newCitizen(), password: 'password1' });
    const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
    const password = dialog.getByRole('tabpanel').getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(
      'This password is one of the most common ones and easy to guess. Choose another.',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('password1');

    await page.goto('/vi');
    await page.getByRole('button', { name: 'Tham gia', exact: true }).click();
    const vi = page.getByRole('dialog');
    const panel = vi.getByRole('tabpanel');
    await panel.getByLabel('Tên người dùng').fill(newCitizen().username);
    await panel.getByLabel('Email').fill(newCitizen().email);
    await panel.getByLabel('Mật khẩu', { exact: true }).fill('12345678');
    await vi.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(
      vi.getByText('Mật khẩu này thuộc nhóm phổ biến nhất và rất dễ đoán. Hãy chọn mật khẩu khác.'),
    ).toBeVisible();
  });

  test('skipped onboarding stays away while browsing and returns at the next sign-in', async ({ page }) => {
    await page.goto('/');
    const citizen = await signUp(page);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.goto('/about');
    await expect(page.getByRole('button', { name: citizen.username })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: citizen.username }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, citizen.email, citizen.password);
    await expect(page.getByRole('dialog')).toHaveAccessibleName(/Welcome to Civitas/);
  });

  test('newsletter: refuses an invalid address, subscribes, toasts and clears; twice is fine', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.locator('footer form');
    const email = form.getByRole('textbox');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText(/valid email/i)).toBeVisible();
    await expect(email).toHaveValue('not-an-email');

    const address = `reader.${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++) {
      await email.fill(address);
      // Wait for this round's answer: the first round's toast may still be on screen during the second.
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answer).status()).toBe(200);
      await expect(toast(page, 'Subscribed!')).toBeVisible();
      await expect(
        toast(page, 'Thank you for joining our mailing list. Welcome to the future!'),
      ).toBeVisible();
      await expect(email).toHaveValue('');
    }
  });

  test('the dashboard invites a visitor to join', async ({ page }) => {
    await page.goto('/dashboard');
    await page
      .getByRole('main')
      .getByRole('button', { name: /join|sign up|create/i })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Join Civitas' })).toBeVisible();
  });

  test('toasts: one at a time', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('footer form');
    await form.getByRole('textbox').fill(`one.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, 'Subscribed!')).toBeVisible();
    const citizen = await signUp(page);
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]:not([data-removed="true"])')).toHaveCount(1);
    expect(citizen.username).toBeTruthy();
  });
});
