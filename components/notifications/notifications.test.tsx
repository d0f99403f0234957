import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appMessages, withIntl } from '@/test/intl';
import { useSession } from '@/components/account/session-store';
import type { NotificationItem, SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import notificationMessages from '@/messages/en/notifications.json';
import { NotificationBell } from './notification-bell';
import { resetNotifications } from './notifications-store';
import { formatRelativeTime, relativeTimeChangesIn } from './relative-time';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({ useSession: jest.fn(), refreshSession: jest.fn() }));

const messages = appMessages({ notifications: notificationMessages });
const wrap = (children: ReactNode) => withIntl(children, messages);

const user: SessionUser = {
  id: 'u1',
  sessionId: 'session-1',
  name: 'ada',
  username: 'ada',
  email: 'ada@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const seeded: NotificationItem[] = [
  { id: 'n1', type: 'vote', key: 'welcomeVote', createdAt: ago(60_000 * 5), read: false },
  { id: 'n2', type: 'event', key: 'townHall', createdAt: ago(3_600_000 * 2), read: false },
  { id: 'n3', type: 'message', key: 'mentorMessage', createdAt: ago(86_400_000), read: false },
  { id: 'n4', type: 'achievement', key: 'firstBadge', createdAt: ago(86_400_000 * 3), read: false },
];

const fetchMock = jest.fn();
function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body });
}
const list = (items = seeded) => respond(200, { items, unread: items.filter((i) => !i.read).length });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(notify).mockReset();
  jest.mocked(useSession).mockReturnValue({ status: 'ready', user });
  act(() => resetNotifications());
});

// While the modal drawer is open, Radix hides the rest of the page (the bell too) from assistive tech.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });

async function openDrawer() {
  list(); // the drawer refreshes on opening
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell and drawer', () => {
  it('loads the unread count on mount and puts it in the accessible name', async () => {
    list();
    render(wrap(<NotificationBell strings={{ label: 'Notifications', unread: '{count} unread' }} />));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (4 unread)'));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('4');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/notifications');
  });

  it('hides the badge at zero', async () => {
    list(seeded.map((n) => ({ ...n, read: true })));
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('lists the items newest first with localized copy and relative time, unread ones marked', async () => {
    list();
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    const dialog = await openDrawer();
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Unread: Vote now: Adopt the Civitas Constitution');
    expect(items[0]).toHaveTextContent('is put to every citizen');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(items[2]).toHaveTextContent('yesterday');
    expect(items[3]).toHaveTextContent('Badge earned: Founding Citizen');
    expect(within(dialog).getByText('You have 4 unread notifications.')).toBeInTheDocument();
  });

  it('fills in the values of an event and links to where it happened', async () => {
    const event: NotificationItem[] = [
      {
        id: 'n9',
        type: 'vote',
        key: 'proposalVotes',
        params: { title: 'Open the archive', count: 3, for: 2, against: 1 },
        href: '/society/proposals/7',
        createdAt: ago(60_000),
        read: false,
      },
    ];
    list(event);
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    list(event); // the drawer refreshes on opening
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const [item] = await within(dialog).findAllByRole('listitem');
    expect(item).toHaveTextContent('3 new votes on “Open the archive”');
    expect(item).toHaveTextContent('Your proposal now has 2 For and 1 Against.');
    expect(
      within(item!).getByRole('link', { name: 'Open: 3 new votes on “Open the archive”' }),
    ).toHaveAttribute('href', '/society/proposals/7');
  });

  it('marks one read on click (badge follows) and rolls back when the server refuses', async () => {
    list();
    render(wrap(<NotificationBell strings={{ label: 'Notifications', unread: '{count} unread' }} />));
    const dialog = await openDrawer();
    await within(dialog).findAllByRole('listitem');

    respond(200, { unread: 3 });
    fireEvent.click(within(dialog).getByRole('button', { name: /Vote now/ }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (3 unread)'));
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
    expect(url).toBe('/api/notifications/read');
    expect(JSON.parse(String(init.body))).toEqual({ id: 'n1' });
    expect(within(dialog).getAllByRole('listitem')[0]).not.toHaveTextContent('Unread');

    let fail!: (value: unknown) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (fail = resolve)));
    fireEvent.click(within(dialog).getByRole('button', { name: /town hall/ }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (2 unread)')); // optimistic
    await act(async () => fail({ ok: false, status: 500, json: async () => ({ error: 'server_error' }) }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (3 unread)'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      "We couldn't mark this notification as read.",
    );
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('Unread');
  });

  it('marks all read, toasts the exact texts and disables the button', async () => {
    list();
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    const dialog = await openDrawer();
    await within(dialog).findAllByRole('listitem');
    respond(200, { unread: 0 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'All notifications marked as read',
        description: 'Your notification center has been updated.',
      }),
    );
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/notifications/read-all');
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(within(dialog).getByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    list();
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    const dialog = await openDrawer();
    await within(dialog).findAllByRole('listitem');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an empty state', async () => {
    list([]);
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    list([]);
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows a load error with a retry', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    render(wrap(<NotificationBell strings={{ label: 'Notifications' }} />));
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't reach the server.");
    fetchMock.mockReset();
    list();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(4);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it.each([
    ['2025-06-01T11:59:40Z', 'en', 'now'],
    ['2025-06-01T10:00:00Z', 'en', '2 hours ago'],
    ['2025-05-31T12:00:00Z', 'en', 'yesterday'],
    ['2025-05-18T12:00:00Z', 'en', '2 weeks ago'],
    ['2025-06-01T10:00:00Z', 'fr', 'il y a 2 heures'],
  ])('%s in %s → %s', (date, locale, expected) => {
    expect(formatRelativeTime(date, now, locale)).toBe(expected);
  });
});

describe('relativeTimeChangesIn (when a kept page is rendered again)', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const S = 1000;
  const DAY = 86_400 * S;
  it.each([
    0,
    59 * S,
    60 * S,
    61 * S,
    3_599 * S,
    3_600 * S,
    5 * 3_600 * S + 7,
    DAY,
    6 * DAY,
    29 * DAY,
    35 * DAY,
    364 * DAY,
    400 * DAY,
  ])('the words stay the same until then and change then (%d ms ago)', (ago) => {
    const date = new Date(now.getTime() - ago);
    const changesIn = relativeTimeChangesIn(date, now);
    expect(changesIn).toBeGreaterThan(0);
    const words = formatRelativeTime(date, now, 'en');
    for (const ms of [0, changesIn / 2, changesIn - 1])
      expect(formatRelativeTime(date, new Date(now.getTime() + Math.floor(ms)), 'en')).toBe(words);
    expect(formatRelativeTime(date, new Date(now.getTime() + changesIn), 'en')).not.toBe(words);
  });
});
