import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { setSessionUser } from '@/components/account/session-store';
import type { SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import accountMessages from '@/messages/en/account.json';
import { AccountArea, type AccountAreaStrings } from './account-area';
import { DashboardPanel, type DashboardPanelStrings } from './dashboard-panel';
import dashboardMessages from '@/messages/en/dashboard.json';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
// The other islands of the signed-in frame have their own tests.
jest.mock('@/components/notifications/notification-bell', () => ({
  NotificationBell: ({ strings }: { strings: { label: string } }) => (
    <button type="button">{strings.label}</button>
  ),
}));
jest.mock('@/components/onboarding/onboarding-gate', () => ({ OnboardingGate: () => null }));
jest.mock('@/lib/i18n/use-pathname', () => ({ usePathname: () => '/dashboard' }));

const messages = {
  account: JSON.parse(
    JSON.stringify(accountMessages).replaceAll('{brand}', 'Civitas'),
  ) as typeof accountMessages,
};

const strings: AccountAreaStrings = {
  loading: 'Loading your account…',
  join: 'Join',
  menuLabel: 'Account menu',
  dashboard: 'Dashboard',
  logout: 'Logout',
  loggingOut: 'Logging out…',
  loggedOutTitle: 'You are logged out',
  loggedOutBody: 'See you soon.',
  logoutFailedTitle: 'Logout failed',
  logoutFailedBody: 'Try again.',
  bellLabel: 'Notifications',
};

const panelStrings: DashboardPanelStrings = {
  loading: 'Loading your dashboard…',
  signedOut: { title: 'Your dashboard is waiting', body: 'Join us.', join: 'Join Civitas', login: 'Log in' },
  title: 'Your citizen profile',
  fields: { name: 'Name', email: 'Email', role: 'Role', memberSince: 'Member since', unread: 'Unread' },
  noRole: 'Not chosen yet',
  unreadLoading: 'Loading…',
  unreadError: 'Not available',
  roleForm: { label: 'Change your role', placeholder: 'Choose a role', save: 'Save role', saving: 'Saving…' },
  saved: { title: 'Role updated', body: 'Saved.' },
  errors: {
    unauthenticated: 'Session ended.',
    rateLimited: 'Too many changes.',
    offline: 'Offline.',
    invalidRole: 'Choose one.',
    failed: 'Could not save.',
  },
  roles: { explorer: 'Explorer', builder: 'Builder', researcher: 'Researcher', citizen: 'Citizen' },
  areas: {
    title: 'Continue in',
    academy: 'Academy',
    dao: 'DAO Society',
    creatorHub: 'Creator Hub',
    community: 'Community',
  },
  email: dashboardMessages.panel.email,
  security: dashboardMessages.panel.security,
};

const citizen: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'nova_1',
  username: 'nova_1',
  email: 'nova@example.com',
  role: 'explorer',
  onboardingCompleted: true,
  createdAt: '2025-03-04T12:00:00.000Z',
};

type Reply = { status: number; body?: unknown };
/** Answers by path; a path without a reply throws (the test forgot one). */
let replies: Record<string, Reply[]> = {};
const fetchMock = jest.fn(async (path: string) => {
  const reply = replies[path]?.shift();
  if (!reply) throw new Error(`unexpected fetch ${path}`);
  return { ok: reply.status < 300, status: reply.status, json: async () => reply.body ?? null };
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

beforeEach(() => {
  replies = {};
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(notify).mockClear();
});

describe('AccountArea', () => {
  // First test of the file: the session store still holds its initial 'loading' state.
  it('holds a fixed-size placeholder while loading, then offers Join that opens the dialog on Sign Up', async () => {
    replies['/api/session'] = [{ status: 200, body: { user: null } }];
    render(<AccountArea strings={strings} />, { wrapper: Providers });
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();

    const join = await screen.findByRole('button', { name: 'Join' });
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
    await userEvent.setup().click(join);
    const dialog = await screen.findByRole('dialog', { name: 'Join Civitas' });
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    // Escape closes and focus returns to Join.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(join).toHaveFocus());
  });

  it('after sign-up, closes the dialog and moves focus to the user menu that replaced Join', async () => {
    act(() => setSessionUser(null));
    render(<AccountArea strings={strings} />, { wrapper: Providers });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Join' }));
    const panel = within(await screen.findByRole('tabpanel'));
    await u.type(panel.getByLabelText('Username'), 'nova_1');
    await u.type(panel.getByLabelText('Email'), 'nova@example.com');
    await u.type(panel.getByLabelText('Password'), 'correct horse');
    replies['/api/auth/sign-up'] = [{ status: 201, body: { user: citizen } }];
    await u.click(panel.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu: nova_1' })).toHaveFocus());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sign Up Successful' }));
  });

  it('shows the bell and a user menu with Dashboard and Logout; logout returns to Join', async () => {
    act(() => setSessionUser(citizen));
    render(<AccountArea strings={strings} />, { wrapper: Providers });
    const u = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Account menu: nova_1' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await u.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    replies['/api/auth/logout'] = [{ status: 204 }];
    await u.click(screen.getByRole('button', { name: 'Logout' }));
    const join = await screen.findByRole('button', { name: 'Join' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(join).toHaveFocus());
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'You are logged out' }));
  });

  it('stays signed in and says so when logout fails', async () => {
    act(() => setSessionUser(citizen));
    render(<AccountArea strings={strings} />, { wrapper: Providers });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Account menu: nova_1' }));
    replies['/api/auth/logout'] = [{ status: 500, body: { error: 'server_error' } }];
    await u.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Logout failed', variant: 'destructive' }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Account menu: nova_1' })).toBeInTheDocument();
  });
});

describe('DashboardPanel', () => {
  it('invites a signed-out visitor to join, opening the dialog on the chosen tab', async () => {
    act(() => setSessionUser(null));
    render(
      <>
        <AccountArea strings={strings} />
        <DashboardPanel strings={panelStrings} />
      </>,
      { wrapper: Providers },
    );
    const u = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Your dashboard is waiting' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the citizen, the unread count and links, and saves a new role', async () => {
    replies['/api/notifications'] = [{ status: 200, body: { items: [], unread: 3 } }];
    act(() => setSessionUser(citizen));
    render(<DashboardPanel strings={panelStrings} />, { wrapper: Providers });
    const u = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Your citizen profile' })).toBeInTheDocument();
    expect(screen.getByText('nova@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2025')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('3')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'DAO Society' })).toHaveAttribute('href', '/ecosystem/dao');

    const select = screen.getByLabelText('Change your role');
    expect(select).toHaveValue('explorer');
    replies['/api/profile'] = [{ status: 200, body: { user: { ...citizen, role: 'builder' } } }];
    await u.selectOptions(select, 'builder');
    await u.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Role updated' })),
    );
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/profile') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(init.body as string)).toEqual({ role: 'builder' });
    expect(screen.getAllByText('Builder').length).toBeGreaterThan(0);
  });

  it('shows a failed role change next to the form', async () => {
    replies['/api/notifications'] = [{ status: 200, body: { items: [], unread: 0 } }];
    act(() => setSessionUser({ ...citizen, sessionId: 's2' }));
    render(<DashboardPanel strings={panelStrings} />, { wrapper: Providers });
    const u = userEvent.setup();
    replies['/api/profile'] = [{ status: 429, body: { error: 'rate_limited', retryAfter: 30 } }];
    await u.selectOptions(screen.getByLabelText('Change your role'), 'citizen');
    await u.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many changes.');
    expect(screen.getByLabelText('Change your role')).toHaveValue('citizen');
  });
});
