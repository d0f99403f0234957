import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import accountMessages from '@/messages/en/account.json';
import dashboardMessages from '@/messages/en/dashboard.json';
import { appMessages, withIntl } from '@/test/intl';
import { CredentialsForms } from './credentials-forms';
import type { DashboardPanelStrings } from './dashboard-panel';
import { createFetchMock } from '@/test/fetch-mock';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ refreshSession: jest.fn(async () => {}) }));

const messages = appMessages({ account: accountMessages });
const strings = appMessages({ panel: dashboardMessages.panel }).panel as unknown as DashboardPanelStrings;

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderForms() {
  render(withIntl(<CredentialsForms strings={strings} />, messages));
  const card = screen.getByRole('region', { name: 'Password and e-mail address' });
  const passwordForm = within(within(card).getByRole('group', { name: 'Change password' }).closest('form')!);
  const emailForm = within(
    within(card).getByRole('group', { name: 'Change e-mail address' }).closest('form')!,
  );
  return { card, passwordForm, emailForm, u: userEvent.setup() };
}

beforeEach(() => {
  mockFetch.install();
  jest.mocked(notify).mockClear();
  jest.mocked(refreshSession).mockClear();
});

describe('CredentialsForms: change password', () => {
  it('has the current and the new password, each with its autocomplete, the rule as a hint', () => {
    const { passwordForm } = renderForms();
    expect(passwordForm.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(passwordForm.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(passwordForm.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordForm.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(passwordForm.getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks the fields in the browser and sends nothing while they are wrong', async () => {
    const { passwordForm, u } = renderForms();
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));
    expect(passwordForm.getByLabelText('Current password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(passwordForm.getByLabelText('New password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(passwordForm.getByLabelText('Current password')).toHaveFocus();

    await u.type(passwordForm.getByLabelText('Current password'), 'old password');
    await u.type(passwordForm.getByLabelText('New password'), 'short');
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));
    expect(passwordForm.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
    expect(passwordForm.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
    expect(passwordForm.getByLabelText('New password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes it: POSTs both, toasts, says so and clears the fields', async () => {
    const { passwordForm, emailForm, u } = renderForms();
    await u.type(passwordForm.getByLabelText('Current password'), 'old password');
    await u.type(passwordForm.getByLabelText('New password'), 'correct horse battery');
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));

    const busy = passwordForm.getByRole('button', { name: 'Changing…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await u.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual({
      path: '/api/account/password',
      method: 'POST',
      body: { currentPassword: 'old password', newPassword: 'correct horse battery' },
    });

    await act(async () => finish({ ok: true, status: 200, json: async () => ({ ok: true }) }));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Password changed. Your other devices have been signed out.',
    });
    expect(passwordForm.getByRole('status')).toHaveTextContent(
      'Password changed. Your other devices have been signed out.',
    );
    expect(passwordForm.getByLabelText('Current password')).toHaveValue('');
    expect(passwordForm.getByLabelText('New password')).toHaveValue('');
    // The other form is untouched.
    expect(emailForm.getByRole('status')).toBeEmptyDOMElement();
    expect(refreshSession).not.toHaveBeenCalled();

    // A new attempt: the line about the previous one goes as soon as a field is edited.
    await u.type(passwordForm.getByLabelText('Current password'), 'x');
    expect(passwordForm.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a wrong current password is said under Current password, keeping what was typed', async () => {
    const { passwordForm, u } = renderForms();
    await u.type(passwordForm.getByLabelText('Current password'), 'not my password');
    await u.type(passwordForm.getByLabelText('New password'), 'correct horse battery');
    respond(400, { error: 'invalid_input', fields: { currentPassword: 'wrong_password' } });
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));

    const current = passwordForm.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('This is not your current password.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(current).toHaveValue('not my password');
    expect(passwordForm.getByLabelText('New password')).toHaveValue('correct horse battery');
    expect(passwordForm.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
    expect(passwordForm.queryByRole('alert')).not.toBeInTheDocument();
    expect(passwordForm.getByRole('status')).toBeEmptyDOMElement();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a new password the server refuses is said under New password', async () => {
    const { passwordForm, u } = renderForms();
    await u.type(passwordForm.getByLabelText('Current password'), 'old password');
    await u.type(passwordForm.getByLabelText('New password'), 'password123');
    respond(400, { error: 'invalid_input', fields: { newPassword: 'breached_password' } });
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(passwordForm.getByLabelText('New password')).toHaveAccessibleDescription(
        'This password has appeared in a data breach. Choose another.',
      ),
    );
    expect(passwordForm.getByLabelText('New password')).toHaveFocus();
  });

  it('an ended session toasts, reloads the session and says so in the form', async () => {
    const { passwordForm, u } = renderForms();
    await u.type(passwordForm.getByLabelText('Current password'), 'old password');
    await u.type(passwordForm.getByLabelText('New password'), 'correct horse battery');
    respond(401, { error: 'unauthenticated' });
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));
    expect(await passwordForm.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    expect(notify).toHaveBeenCalledWith({ title: strings.email.sessionEnded, variant: 'destructive' });
    expect(refreshSession).toHaveBeenCalledWith(true);
  });

  it('other failures are said in the form, without a toast', async () => {
    const { passwordForm, u } = renderForms();
    await u.type(passwordForm.getByLabelText('Current password'), 'old password');
    await u.type(passwordForm.getByLabelText('New password'), 'correct horse battery');
    respond(429, { error: 'rate_limited', retryAfter: 300 });
    await u.click(passwordForm.getByRole('button', { name: 'Change password' }));
    expect(await passwordForm.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(notify).not.toHaveBeenCalled();
    expect(refreshSession).not.toHaveBeenCalled();
    expect(passwordForm.getByLabelText('Current password')).toHaveValue('old password');
  });
});

describe('CredentialsForms: change e-mail address', () => {
  it('checks the fields in the browser and sends nothing while they are wrong', async () => {
    const { emailForm, u } = renderForms();
    expect(emailForm.getByLabelText('New e-mail address')).toHaveAttribute('type', 'email');
    expect(emailForm.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    await u.type(emailForm.getByLabelText('New e-mail address'), 'not-an-email');
    await u.click(emailForm.getByRole('button', { name: 'Send confirmation link' }));
    expect(emailForm.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(emailForm.getByLabelText('Current password')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(emailForm.getByLabelText('New e-mail address')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the link: POSTs {email, password}, says where it went and clears the fields', async () => {
    const { emailForm, passwordForm, u } = renderForms();
    await u.type(emailForm.getByLabelText('New e-mail address'), 'New.Nova@Example.com');
    await u.type(emailForm.getByLabelText('Current password'), 'my password');
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(emailForm.getByRole('button', { name: 'Send confirmation link' }));

    expect(emailForm.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    expect(sent()).toEqual({
      path: '/api/account/change-email',
      method: 'POST',
      body: { email: 'new.nova@example.com', password: 'my password' },
    });

    await act(async () => finish({ ok: true, status: 202, json: async () => ({ ok: true }) }));
    expect(emailForm.getByRole('status')).toHaveTextContent(
      'We sent a link to New.Nova@Example.com. Your address changes when you open it (within 24 hours).',
    );
    expect(emailForm.getByLabelText('New e-mail address')).toHaveValue('');
    expect(emailForm.getByLabelText('Current password')).toHaveValue('');
    expect(emailForm.getByRole('button', { name: 'Send confirmation link' })).toBeInTheDocument();
    expect(passwordForm.getByRole('status')).toBeEmptyDOMElement();
    expect(notify).not.toHaveBeenCalled();
  });

  it('the address already in use by this account: "This is already your e-mail address."', async () => {
    const { emailForm, u } = renderForms();
    await u.type(emailForm.getByLabelText('New e-mail address'), 'nova@example.com');
    await u.type(emailForm.getByLabelText('Current password'), 'my password');
    respond(400, { error: 'invalid_input', fields: { email: 'same_email' } });
    await u.click(emailForm.getByRole('button', { name: 'Send confirmation link' }));

    const address = emailForm.getByLabelText('New e-mail address');
    await waitFor(() => expect(address).toHaveAccessibleDescription('This is already your e-mail address.'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(address).toHaveValue('nova@example.com');
    expect(emailForm.getByRole('status')).toBeEmptyDOMElement();
  });

  it('an address another account has: said for a member already signed in', async () => {
    const { emailForm, u } = renderForms();
    await u.type(emailForm.getByLabelText('New e-mail address'), 'taken@example.com');
    await u.type(emailForm.getByLabelText('Current password'), 'my password');
    respond(409, { error: 'conflict', fields: { email: 'email_taken' } });
    await u.click(emailForm.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(emailForm.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
        'Another account already uses this address.',
      ),
    );
    expect(emailForm.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a wrong current password is said under this form's Current password", async () => {
    const { emailForm, passwordForm, u } = renderForms();
    await u.type(emailForm.getByLabelText('New e-mail address'), 'new@example.com');
    await u.type(emailForm.getByLabelText('Current password'), 'not my password');
    respond(400, { error: 'invalid_input', fields: { password: 'wrong_password' } });
    await u.click(emailForm.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(emailForm.getByLabelText('Current password')).toHaveAccessibleDescription(
        'This is not your current password.',
      ),
    );
    expect(emailForm.getByLabelText('Current password')).toHaveFocus();
    expect(passwordForm.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('an ended session toasts and reloads the session', async () => {
    const { emailForm, u } = renderForms();
    await u.type(emailForm.getByLabelText('New e-mail address'), 'new@example.com');
    await u.type(emailForm.getByLabelText('Current password'), 'my password');
    respond(401, { error: 'unauthenticated' });
    await u.click(emailForm.getByRole('button', { name: 'Send confirmation link' }));
    expect(await emailForm.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
    expect(notify).toHaveBeenCalledWith({ title: strings.email.sessionEnded, variant: 'destructive' });
    expect(refreshSession).toHaveBeenCalledWith(true);
  });
});
