import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '@/components/account/session-store';
import type { FeaturedMember, FollowState, MyGovernance, SessionUser } from '@/lib/api/contract';
import { tierFor } from '@/lib/citizens/rules';
import citizensMessages from '@/messages/en/citizens.json';
import peopleMessages from '@/messages/en/people.json';
import { appMessages, withIntl } from '@/test/intl';
import { FeaturedMembers, type FeaturedStrings } from './featured-members';
import { breakdownParts, fmtFor } from './format';
import { resetViewers } from './use-viewer';

let mockSession: SessionState = { status: 'ready', user: null };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// What the community page passes (featuredStrings in ./strings.ts), from the English messages.
const strings: FeaturedStrings = {
  featured: peopleMessages.featured,
  follow: peopleMessages.follow,
  followersCount: peopleMessages.counts.followersCount,
  tiers: citizensMessages.tiers,
};

function member(overrides: Partial<FeaturedMember> & Pick<FeaturedMember, 'handle'>): FeaturedMember {
  return {
    number: 1,
    tier: 'citizen',
    points: 0,
    breakdown: {},
    followers: 0,
    computedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

const nova = member({
  handle: 'nova',
  number: 12,
  tier: 'steward',
  points: 58,
  // 2 proposals (20 each), 14 votes (2 each), 3 replies (1 each), one like received and one withdrawn.
  breakdown: { vote: 28, reply: 3, proposal: 40, like_received: 2, like_withdrawn: -1 },
  followers: 5,
});
const others = ['kai', 'lin', 'tou'].map((handle, i) =>
  member({ handle, number: 20 + i, points: 10 - i, breakdown: { vote: 10 - i }, followers: 1 }),
);

type Reply = { status: number; body: unknown } | 'offline' | 'never';
const replies = new Map<string, Reply[]>();
const fetchMock = jest.fn();
function on(method: string, path: string, ...answers: Reply[]) {
  replies.set(`${method} ${path}`, answers);
}
const ok = (body: unknown): Reply => ({ status: 200, body });

beforeEach(() => {
  replies.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${path}`;
    const queue = replies.get(key);
    const reply = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!reply) throw new Error(`unexpected request ${key}`);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (reply === 'never') return new Promise(() => {});
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  resetViewers();
  mockSession = { status: 'ready', user: null };
});

function renderIsland() {
  render(withIntl(<FeaturedMembers strings={strings} locale="en" />, appMessages({})));
  return userEvent.setup();
}

describe('FeaturedMembers', () => {
  it('says it is loading while it asks', () => {
    on('GET', '/api/community/featured', 'never');
    renderIsland();
    expect(screen.getByRole('status')).toHaveTextContent('Loading featured members…');
  });

  it('shows four cards: handle link, number and tier, points and what earned them, followers, Follow', async () => {
    on('GET', '/api/community/featured', ok({ items: [nova, ...others] }));
    renderIsland();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(4);
    const card = cards[0]!;
    expect(card).toHaveAccessibleName('nova');
    expect(within(card).getByRole('link', { name: 'nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(within(card).getByText('Citizen #12 · Steward')).toBeInTheDocument();
    expect(within(card).getByText('58 points in the last 30 days')).toBeInTheDocument();
    expect(
      within(card).getByText('From 2 proposals · 3 replies · 14 votes · 1 like received'),
    ).toBeInTheDocument();
    expect(within(card).getByText('5 followers')).toBeInTheDocument();
    // Visitors are asked to sign in, on every card.
    expect(within(card).getByRole('button', { name: 'Sign in to follow' })).toBeInTheDocument();
    expect(within(cards[3]!).getByText('From 4 votes')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('1 follower')).toBeInTheDocument();
  });

  it("a citizen follows from a card, and the card's follower count follows", async () => {
    const user: SessionUser = {
      id: 'u1',
      sessionId: 's1',
      name: 'ada',
      username: 'ada',
      email: null,
      role: 'citizen',
      onboardingCompleted: true,
      createdAt: '2025-03-04T12:00:00.000Z',
    };
    mockSession = { status: 'ready', user };
    const me: MyGovernance = {
      citizen: {
        number: 7,
        handle: 'ada',
        points: 60,
        proposals: 0,
        votes: 3,
        since: '2025-03-05T12:00:00.000Z',
        role: 'citizen',
        standing: tierFor(60),
        notifyEmail: null,
        notifyEmailVerified: false,
        notifyProposals: false,
      },
      role: 'citizen',
      proposals: [],
      votes: [],
    };
    const state = (following: boolean, followers: number): FollowState => ({
      following,
      followers,
      followingCount: 0,
      self: false,
    });
    on('GET', '/api/community/featured', ok({ items: [nova] }));
    on('GET', '/api/citizens/me', ok(me));
    on('GET', '/api/community/follows/nova', ok(state(false, 5)));
    on('POST', '/api/community/follows/nova', ok(state(true, 6)));
    const u = renderIsland();

    const follow = await screen.findByRole('button', { name: 'Follow nova', pressed: false });
    await u.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('6 followers')).toBeInTheDocument();
    // One question about the reader, however many cards.
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/citizens/me')).toHaveLength(1);
  });

  it('says so when nobody has earned points yet, with no example profiles', async () => {
    on('GET', '/api/community/featured', ok({ items: [] }));
    renderIsland();
    expect(await screen.findByText(peopleMessages.featured.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('announces a failure, and "Try again" asks again', async () => {
    on(
      'GET',
      '/api/community/featured',
      { status: 500, body: { error: 'server_error' } },
      ok({ items: [nova] }),
    );
    const u = renderIsland();
    expect(await screen.findByRole('alert')).toHaveTextContent('The featured members could not be loaded.');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveAccessibleName('nova');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure is a failure too', async () => {
    on('GET', '/api/community/featured', 'offline');
    renderIsland();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('breakdownParts', () => {
  const fmt = fmtFor('en');
  const parts = (breakdown: Record<string, number>) => breakdownParts(breakdown, strings.featured, fmt);

  it('counts each action from its points (lib/citizens/rules.ts POINTS), biggest effort first', () => {
    expect(parts({ citizenship: 10, vote: 2, thread: 6 })).toEqual([
      '2 threads',
      '1 vote',
      'becoming a citizen',
    ]);
  });

  it('nets withdrawn likes against the likes received', () => {
    expect(parts({ like_received: 3, like_withdrawn: -3, reply: 1 })).toEqual(['1 reply']);
  });

  it('gives points per action when they do not divide, and sums actions it has no words for', () => {
    expect(parts({ vote: 5, bounty: 7, quest: 1 })).toEqual([
      'votes: 5 points',
      'other contributions: 8 points',
    ]);
  });

  it('ignores an action named like a property of every object', () => {
    expect(parts({ constructor: 4 })).toEqual(['other contributions: 4 points']);
  });

  it('is empty when nothing earned points', () => {
    expect(parts({})).toEqual([]);
  });
});
