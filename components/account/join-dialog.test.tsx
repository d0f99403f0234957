import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { setSessionUser } from '@/components/account/session-store';
import type { SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import accountMessages from '@/messages/en/account.json';
import { JoinDialog, type JoinTab } from './join-dialog';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ setSessionUser: jest.fn() }));

// The app substitutes {brand} when it loads the messages; do the same here.
const messages = {
  account: JSON.parse(
    JSON.stringify(accountMessages).replaceAll('{brand}', 'Civitas'),
  ) as typeof accountMessages,
};

const user: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'nova_1',
  username: 'nova_1',
  email: 'nova@example.com',
  role: null,
  onboardingCompleted: false,
  createdAt: '2025-01-02T03:04:05.000Z',
};

const fetchMock = jest.fn();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  });
}

function sentBody(call = 0) {
  const [, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return JSON.parse(init.body as string) as Record<string, string>;
}

/** A field of the visible tab (the other tab's form stays mounted, hidden, keeping what was typed). */
function field(label: string) {
  return within(screen.getByRole('tabpanel')).getByLabelText(label);
}

function renderDialog(initialTab?: JoinTab) {
  const onOpenChange = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <JoinDialog open onOpenChange={onOpenChange} initialTab={initialTab} />
    </NextIntlClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup() };
}

async function fillSignUp(
  u: ReturnType<typeof userEvent.setup>,
  values = ['nova_1', 'Nova@Example.com', 'correct horse'],
) {
  const [username = '', email = '', password = ''] = values;
  if (username) await u.type(field('Username'), username);
  if (email) await u.type(field('Email'), email);
  if (password) await u.type(field('Password'), password);
}

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(notify).mockClear();
  jest.mocked(setSessionUser).mockClear();
});

describe('JoinDialog', () => {
  it('opens on the Sign Up tab, titled, with Login beside it and the first field focused', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Join Civitas' })).toBeInTheDocument();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /wallet/i })).not.toBeInTheDocument();

    expect(field('Username')).toHaveAttribute('autocomplete', 'username');
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(field('Username')).toHaveFocus());
  });

  it('switches tabs by click and by arrow keys', async () => {
    const { user: u } = renderDialog();
    await u.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(screen.getByRole('tabpanel')).queryByLabelText('Username')).not.toBeInTheDocument();

    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
  });

  it('opens on the Login tab when asked to', () => {
    renderDialog('login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the fields in the browser and sends nothing while they are wrong', async () => {
    const { user: u } = renderDialog();
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(fetchMock).not.toHaveBeenCalled();
    for (const label of ['Username', 'Email', 'Password']) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription('This field is required.');
    }
    expect(field('Username')).toHaveFocus();

    await fillSignUp(u, ['ab', 'not-an-email', 'short']);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Username')).toHaveAccessibleDescription('Use at least 3 characters.');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(field('Password')).toHaveAccessibleDescription('Use at least 8 characters.');

    // Editing a field clears its message; what was typed stays.
    await u.type(field('Username'), 'c');
    expect(field('Username')).not.toHaveAttribute('aria-invalid');
    expect(field('Username')).toHaveValue('abc');
    expect(field('Email')).toHaveValue('not-an-email');
  });

  it('explains a password the server refuses as common or breached, in the password field', async () => {
    const { user: u } = renderDialog();
    await fillSignUp(u);
    respond(400, { error: 'invalid_input', fields: { password: 'common_password' } });
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        'This password is one of the most common ones and easy to guess. Choose another.',
      ),
    );
    expect(field('Password')).toHaveFocus();
    expect(field('Password')).toHaveValue('correct horse');

    respond(400, { error: 'invalid_input', fields: { password: 'breached_password' } });
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        'This password has appeared in a data breach. Choose another.',
      ),
    );
  });

  it('shows server field errors next to their field and keeps what was typed', async () => {
    const { user: u, onOpenChange } = renderDialog();
    await fillSignUp(u);
    respond(409, { error: 'conflict', fields: { email: 'email_taken' } });
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/sign-up');
    expect(sentBody()).toEqual({
      username: 'nova_1',
      email: 'nova@example.com',
      password: 'correct horse',
      locale: 'en',
    });

    const email = field('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email is already registered. Try logging in instead.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('Nova@Example.com');
    expect(field('Username')).toHaveValue('nova_1');
    expect(field('Password')).toHaveValue('correct horse');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();

    respond(409, { error: 'conflict', fields: { username: 'username_taken' } });
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(
        'This username is already taken. Try another one.',
      ),
    );
  });

  it('says "wrong email or password" for a failed login, as one message', async () => {
    const { user: u } = renderDialog('login');
    await u.type(field('Email'), 'nova@example.com');
    await u.type(field('Password'), 'wrong password');
    respond(401, { error: 'invalid_credentials' });
    await u.click(screen.getByRole('button', { name: 'Login' }));

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(field('Password')).toHaveValue('wrong password');
  });

  it('says when to try again after too many attempts', async () => {
    const { user: u } = renderDialog('login');
    await u.type(field('Email'), 'nova@example.com');
    await u.type(field('Password'), 'whatever1');

    respond(429, { error: 'rate_limited', retryAfter: 90 });
    await u.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 2 minutes.');

    respond(429, { error: 'rate_limited', retryAfter: 1 });
    await u.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 1 second.'),
    );
  });

  it('explains a network failure without losing the form', async () => {
    const { user: u } = renderDialog();
    await fillSignUp(u);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(field('Username')).toHaveValue('nova_1');
  });

  it('signs up: busy while sending, then stores the session, toasts and closes', async () => {
    const { user: u, onOpenChange } = renderDialog();
    await fillSignUp(u);
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    const busy = screen.getByRole('button', { name: 'Creating account…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    // A second press while sending sends nothing more.
    await u.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => finish({ ok: true, status: 201, json: async () => ({ user }) }));
    expect(setSessionUser).toHaveBeenCalledWith(user);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(notify).toHaveBeenCalledWith({
      title: 'Sign Up Successful',
      description: 'Welcome to the Universe! Your session is now active.',
    });
  });

  it('logs in: stores the session, toasts and closes', async () => {
    const { user: u, onOpenChange } = renderDialog('login');
    await u.type(field('Email'), ' NOVA@example.com ');
    await u.type(field('Password'), 'correct horse');
    respond(200, { user });
    await u.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody()).toEqual({ email: 'nova@example.com', password: 'correct horse' });
    expect(setSessionUser).toHaveBeenCalledWith(user);
    expect(notify).toHaveBeenCalledWith({
      title: 'Login Successful',
      description: 'Welcome to the Universe! Your session is now active.',
    });
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user: u } = renderDialog();
    const password = field('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await u.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
