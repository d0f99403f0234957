import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshSession, type SessionState } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { FeedItem, SessionUser } from '@/lib/api/contract';
import peopleMessages from '@/messages/en/people.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { FollowingFeed } from './following-feed';
import { timeAgo } from './format';

let mockSession: SessionState = { status: 'loading' };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

const strings = peopleMessages.feed;

const user: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'ada',
  username: 'ada',
  email: 'ada@example.com',
  role: 'citizen',
  onboardingCompleted: true,
  createdAt: '2025-03-04T12:00:00.000Z',
};

const HOUR = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const proposal: FeedItem = {
  kind: 'proposal',
  id: 3,
  title: 'Translate the academy into Hmong',
  author: { handle: 'nova' },
  createdAt: ago(2 * HOUR),
  href: '/society/proposals/3',
};
const thread: FeedItem = {
  kind: 'thread',
  id: 9,
  title: 'Reading group for the constitution',
  author: { handle: 'kai' },
  createdAt: ago(3 * 24 * HOUR),
  href: '/community/threads/9',
};
const older: FeedItem = { ...thread, id: 4, title: 'Welcome, newcomers', createdAt: ago(40 * 24 * HOUR) };

const mockFetch = createFetchMock();
const { fn: fetchMock, respond } = mockFetch;
const paths = () => fetchMock.mock.calls.map(([path]) => path as string);

beforeEach(() => {
  mockFetch.install();
  mockSession = { status: 'ready', user };
  jest.mocked(notify).mockClear();
  jest.mocked(refreshSession).mockClear();
});

function renderCard() {
  const view = render(
    withIntl(<FollowingFeed strings={strings} locale="en" />, appMessages({ people: peopleMessages })),
  );
  return { ...view, u: userEvent.setup() };
}

describe('FollowingFeed', () => {
  it('shows nothing to a visitor and asks nothing', () => {
    mockSession = { status: 'ready', user: null };
    const { container } = renderCard();
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it is loading while it asks', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderCard();
    expect(screen.getByRole('region', { name: 'Following' })).toHaveAttribute('aria-labelledby');
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts from the members you follow…');
    expect(paths()).toEqual(['/api/community/feed']);
  });

  it('lists new proposals and threads, newest first: title link, kind, author link, age', async () => {
    respond(200, { items: [proposal, thread], nextCursor: null });
    renderCard();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: proposal.title })).toHaveAttribute(
      'href',
      '/society/proposals/3',
    );
    expect(within(first).getByText('Proposal')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(first).toHaveTextContent('by nova');
    expect(within(first).getByText('2 hours ago')).toHaveAttribute('datetime', proposal.createdAt);
    expect(within(second).getByRole('link', { name: thread.title })).toHaveAttribute(
      'href',
      '/community/threads/9',
    );
    expect(within(second).getByText('Thread')).toBeInTheDocument();
    expect(within(second).getByText('3 days ago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('"Load more" asks for the next page, adds it, and moves focus to the first new item', async () => {
    respond(200, { items: [proposal, thread], nextCursor: 'c/1+' });
    respond(200, { items: [thread, older], nextCursor: null });
    const { u } = renderCard();
    await u.click(await screen.findByRole('button', { name: 'Load more' }));

    const link = await screen.findByRole('link', { name: older.title });
    expect(paths()[1]).toBe('/api/community/feed?cursor=c%2F1%2B');
    // The thread already shown is not shown twice.
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('1 more post loaded');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('"Load more" that fails says so and stays', async () => {
    respond(200, { items: [proposal], nextCursor: 'c1' });
    respond(500, { error: 'server_error' });
    const { u } = renderCard();
    await u.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: strings.loadMoreFailed, variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('empty: invites to follow members, linking to the featured members', async () => {
    respond(200, { items: [], nextCursor: null });
    renderCard();
    expect(
      await screen.findByText('Follow members to see their new proposals and threads here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See featured members' })).toHaveAttribute(
      'href',
      '/community#members',
    );
  });

  it('a member who is not a citizen is invited to become one', async () => {
    respond(403, { error: 'not_citizen' });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
  });

  it('announces a failure, and "Try again" asks again', async () => {
    respond(500, { error: 'server_error' });
    respond(200, { items: [proposal], nextCursor: null });
    const { u } = renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.error);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: proposal.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.offline);
  });

  it('an ended session: says so and reads the session again', async () => {
    respond(401, { error: 'unauthenticated' });
    renderCard();
    await waitFor(() => expect(refreshSession).toHaveBeenCalledWith(true));
    expect(notify).toHaveBeenCalledWith({ title: strings.sessionEnded, variant: 'destructive' });
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const at = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [10_000, 'now'],
    [5 * 60_000, '5 minutes ago'],
    [HOUR, '1 hour ago'],
    [30 * HOUR, 'yesterday'],
    [10 * 24 * HOUR, 'last week'],
    [400 * 24 * HOUR, 'last year'],
    [-60_000, 'now'],
  ])('%i ms ago: "%s"', (ms, expected) => {
    expect(timeAgo(at(ms), now, 'en')).toBe(expected);
  });
});
