import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import accountMessages from '@/messages/en/account.json';
import emailMessages from '@/messages/en/email.json';
import { appMessages, withIntl } from '@/test/intl';
import { ResetPasswordForm } from './reset-password-form';
import { createFetchMock } from '@/test/fetch-mock';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ openJoinDialog: jest.fn() }));

const messages = appMessages({ account: accountMessages, email: emailMessages });
// The page passes these from the `email.reset` namespace.
const reset = (messages.email as typeof emailMessages).reset;
const strings = { lead: reset.lead, requestLead: reset.requestLead };

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(withIntl(<ResetPasswordForm strings={strings} />, messages));
  return userEvent.setup();
}

const passwordField = () => screen.getByLabelText('New password');

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('ResetPasswordForm with a token', () => {
  it('asks for the new password, with its rule as a hint', () => {
    renderAt('/reset-password?token=tok_123');
    expect(screen.getByText(strings.lead)).toBeInTheDocument();
    expect(strings.lead).toContain('Civitas');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText(strings.requestLead)).not.toBeInTheDocument();
  });

  it('checks the password in the browser and sends nothing while it is too short', async () => {
    const u = renderAt('/reset-password?token=tok_123');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(passwordField()).toHaveAccessibleDescription('This field is required.');

    await u.type(passwordField(), 'short');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(passwordField()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('sets the password: POSTs token and password, then says so, toasts and drops the token from the URL', async () => {
    const u = renderAt('/reset-password?token=tok_123');
    await u.type(passwordField(), 'correct horse battery');
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(screen.getByRole('button', { name: 'Set new password' }));

    const busy = screen.getByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    expect(sent()).toEqual({
      path: '/api/auth/password-reset',
      method: 'POST',
      body: { token: 'tok_123', password: 'correct horse battery' },
    });
    // Still on the link while the request runs.
    expect(window.location.search).toBe('?token=tok_123');

    await act(async () => finish({ ok: true, status: 200, json: async () => ({ ok: true }) }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Log in with your new password. Every device that was signed in has been signed out.',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Password updated',
      description: 'Log in with your new password. Every device that was signed in has been signed out.',
    });
    expect(window.location.pathname).toBe('/reset-password');
    expect(window.location.search).toBe('');
    expect(window.location.href).not.toContain('tok_123');

    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
  });

  it.each([
    ['token_used', 'This link has already been used. Ask for a new one.'],
    ['token_expired', 'This link has expired. Ask for a new one.'],
    ['invalid_token', 'This link is invalid or incomplete. Ask for a new one.'],
  ])('after a link that no longer works (%s), says why and offers a new one', async (code, text) => {
    const u = renderAt('/reset-password?token=tok_123');
    await u.type(passwordField(), 'correct horse battery');
    respond(400, { error: code });
    await u.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByText(strings.requestLead)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });

  it('the request form shown after a spent link sends a new one', async () => {
    const u = renderAt('/reset-password?token=tok_123');
    await u.type(passwordField(), 'correct horse battery');
    respond(400, { error: 'token_used' });
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    await u.type(await screen.findByLabelText('Email'), 'nova@example.com');
    respond(202, { ok: true });
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('If an account exists for nova@example.com'),
    );
    expect(sent(1)).toEqual({
      path: '/api/auth/password-reset/request',
      method: 'POST',
      body: { email: 'nova@example.com' },
    });
  });

  it('shows a password the server refuses next to the field, keeping it', async () => {
    const u = renderAt('/reset-password?token=tok_123');
    await u.type(passwordField(), 'password123');
    respond(400, { error: 'invalid_input', fields: { password: 'common_password' } });
    await u.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(
        'This password is one of the most common ones and easy to guess. Choose another.',
      ),
    );
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveFocus();
    expect(passwordField()).toHaveValue('password123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?token=tok_123');
  });

  it('keeps the password form for other failures, with their text', async () => {
    const u = renderAt('/reset-password?token=tok_123');
    await u.type(passwordField(), 'correct horse battery');
    respond(429, { error: 'rate_limited', retryAfter: 120 });
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');
    expect(passwordField()).toHaveValue('correct horse battery');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not reach the server. Check your connection and try again.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('shows and hides the password with a named toggle', async () => {
    const u = renderAt('/reset-password?token=tok_123');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await u.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ResetPasswordForm without a token', () => {
  it('shows the request for a new link directly', async () => {
    const u = renderAt('/reset-password');
    expect(screen.getByText(strings.requestLead)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByText(strings.lead)).not.toBeInTheDocument();
    // No failure to explain.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Not opened from the dialog: the field does not grab focus.
    expect(screen.getByLabelText('Email')).not.toHaveFocus();

    await u.type(screen.getByLabelText('Email'), 'nova@example.com');
    respond(202, { ok: true });
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('If an account exists for nova@example.com'),
    );
    expect(sent().path).toBe('/api/auth/password-reset/request');
  });

  it.each([
    ['empty', ''],
    ['longer than any token', 'x'.repeat(257)],
  ])('a link whose token is %s says it is not valid and offers a new one', async (_, token) => {
    renderAt(`/reset-password?token=${token}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This link is invalid or incomplete. Ask for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
