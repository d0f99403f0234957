import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/components/frame/toast';
import accountMessages from '@/messages/en/account.json';
import { appMessages, withIntl } from '@/test/intl';
import { ForgotPasswordForm } from './forgot-password-form';
import { JoinDialog } from './join-dialog';
import { createFetchMock } from '@/test/fetch-mock';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ setSessionUser: jest.fn() }));

const messages = appMessages({ account: accountMessages });

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

const sentText = (email: string) =>
  `If an account exists for ${email}, a link to reset its password is on its way. It works once, for 1 hour. Check your spam folder too.`;

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
});

/** The join dialog on its Login tab, once the wallet strings (a lazy chunk) have arrived. */
async function openOnLogin() {
  render(withIntl(<JoinDialog open onOpenChange={jest.fn()} initialTab="login" />, messages));
  await screen.findByRole('button', { name: 'Connect Wallet' });
  return userEvent.setup();
}

/** From the Login tab to "Reset your password". */
async function openForgot() {
  const u = await openOnLogin();
  await u.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
  return { u, dialog, email: within(dialog).getByLabelText('Email') };
}

describe('JoinDialog: Forgot password?', () => {
  it('offers "Forgot password?" on the Login tab only', async () => {
    const u = await openOnLogin();
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Forgot password?' }),
    ).toBeVisible();
    await u.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(
      within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Forgot password?' }),
    ).not.toBeInTheDocument();
  });

  it('shows "Reset your password" in place of the tabs, with the Email field focused', async () => {
    const { dialog, email } = await openForgot();
    expect(dialog).toHaveAccessibleDescription(
      'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveValue('');
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeVisible();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks the address in the browser and sends nothing while it is wrong', async () => {
    const { u, dialog, email } = await openForgot();
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required.');

    await u.type(email, 'not-an-email');
    // Typing clears the old message.
    expect(email).not.toHaveAttribute('aria-invalid');
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('not-an-email');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('POSTs the address and says a link is on its way if an account exists', async () => {
    const { u, dialog, email } = await openForgot();
    await u.type(email, ' Nova@Example.com ');
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    const busy = within(dialog).getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await u.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual({
      path: '/api/auth/password-reset/request',
      method: 'POST',
      body: { email: 'nova@example.com' },
    });

    await act(async () => finish({ ok: true, status: 202, json: async () => ({ ok: true }) }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(sentText('Nova@Example.com'));
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('Nova@Example.com');
    expect(notify).not.toHaveBeenCalled();

    // Editing the address takes the notice away: it concerned the old one.
    await u.type(email, 'x');
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when to try again after too many requests', async () => {
    const { u, dialog, email } = await openForgot();
    await u.type(email, 'nova@example.com');
    respond(429, { error: 'rate_limited', retryAfter: 30 });
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();

    respond(429, { error: 'rate_limited', retryAfter: 3600 });
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Too many attempts. Try again in 60 minutes.',
      ),
    );
  });

  it('explains a network failure and keeps the address', async () => {
    const { u, dialog, email } = await openForgot();
    await u.type(email, 'nova@example.com');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(email).toHaveValue('nova@example.com');
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();

    // A later success clears the failure.
    respond(202, { ok: true });
    await u.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(sentText('nova@example.com')),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Back to login" returns to the Login tab, its Email field focused', async () => {
    const { u, dialog } = await openForgot();
    await u.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('dialog', { name: 'Join Civitas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Login' });
    expect(within(panel).getByRole('button', { name: 'Login' })).toBeVisible();
    await waitFor(() => expect(within(panel).getByLabelText('Email')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordForm on its own', () => {
  it('does not take focus unless asked to', () => {
    render(withIntl(<ForgotPasswordForm />, messages));
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
  });

  it('takes focus when asked to', async () => {
    render(withIntl(<ForgotPasswordForm autoFocus />, messages));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('shows the text of a server error it has no field for', async () => {
    render(withIntl(<ForgotPasswordForm />, messages));
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Email'), 'nova@example.com');
    respond(500, { error: 'server_error' });
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
