import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, refreshSession, type SessionState } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { FollowState, MyGovernance, SessionUser } from '@/lib/api/contract';
import { tierFor } from '@/lib/citizens/rules';
import peopleMessages from '@/messages/en/people.json';
import { appMessages, withIntl } from '@/test/intl';
import { FollowButton } from './follow-button';
import { resetViewers } from './use-viewer';

let mockSession: SessionState = { status: 'loading' };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

const strings = peopleMessages.follow;

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

const me = (citizen: boolean): MyGovernance => ({
  citizen: citizen
    ? {
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
      }
    : null,
  role: citizen ? 'citizen' : 'member',
  proposals: [],
  votes: [],
});

const state = (overrides: Partial<FollowState> = {}): FollowState => ({
  following: false,
  followers: 4,
  followingCount: 2,
  self: false,
  ...overrides,
});

// Answers by method and path, in order (the last one repeats); 'offline' rejects like a dropped network.
type Reply = { status: number; body: unknown } | 'offline' | 'never';
const replies = new Map<string, Reply[]>();
const fetchMock = jest.fn();
function on(method: string, path: string, ...answers: Reply[]) {
  replies.set(`${method} ${path}`, answers);
}
const ok = (body: unknown): Reply => ({ status: 200, body });
const fail = (status: number, body: unknown): Reply => ({ status, body });
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);

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
  mockSession = { status: 'ready', user };
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  jest.mocked(refreshSession).mockClear();
});

const messages = appMessages({ people: peopleMessages });
function renderButton(onState = jest.fn()) {
  const view = render(
    withIntl(<FollowButton handle="nova" strings={strings} locale="en" onState={onState} />, messages),
  );
  return { ...view, onState, u: userEvent.setup() };
}

describe('FollowButton', () => {
  it('asks a visitor to sign in, with the join dialog, and asks the server nothing', async () => {
    mockSession = { status: 'ready', user: null };
    const { u } = renderButton();
    await u.click(screen.getByRole('button', { name: 'Sign in to follow' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no control while the session is loading', () => {
    mockSession = { status: 'loading' };
    renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends a member who is not a citizen to citizenship', async () => {
    on('GET', '/api/citizens/me', ok(me(false)));
    renderButton();
    expect(await screen.findByRole('link', { name: 'Become a citizen to follow' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('follows and unfollows: aria-pressed, the counts told, the change announced', async () => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on('GET', '/api/community/follows/nova', ok(state()));
    on('POST', '/api/community/follows/nova', ok(state({ following: true, followers: 5 })));
    on('DELETE', '/api/community/follows/nova', ok(state({ following: false, followers: 4 })));
    const { u, onState } = renderButton();

    const button = await screen.findByRole('button', { name: 'Follow nova' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onState).toHaveBeenLastCalledWith(state());

    await u.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(calls('POST')).toHaveLength(1);
    expect(onState).toHaveBeenLastCalledWith(state({ following: true, followers: 5 }));
    expect(screen.getByRole('status')).toHaveTextContent('You now follow nova.');
    expect(button).toHaveFocus();

    await u.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(calls('DELETE')).toHaveLength(1);
    expect(onState).toHaveBeenLastCalledWith(state({ following: false, followers: 4 }));
    expect(screen.getByRole('status')).toHaveTextContent('You no longer follow nova.');
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends one request however fast it is pressed', async () => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on('GET', '/api/community/follows/nova', ok(state()));
    on('POST', '/api/community/follows/nova', 'never');
    const { u } = renderButton();
    const button = await screen.findByRole('button', { name: 'Follow nova' });
    await u.dblClick(button);
    await u.click(button);
    expect(calls('POST')).toHaveLength(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows nothing on your own profile', async () => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on('GET', '/api/community/follows/nova', ok(state({ self: true })));
    const { onState } = renderButton();
    await waitFor(() => expect(onState).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [
      fail(429, { error: 'rate_limited', retryAfter: 90 }),
      'Too many changes in a row. Try again in 2 minutes.',
    ],
    ['offline' as const, 'You seem to be offline. Nothing was changed.'],
    [fail(500, { error: 'server_error' }), 'Something went wrong. Try again.'],
    [fail(404, { error: 'not_found' }), "This citizen's profile no longer exists."],
  ])('says why a change failed (%j), and keeps the button as it was', async (reply, text) => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on('GET', '/api/community/follows/nova', ok(state()));
    on('POST', '/api/community/follows/nova', reply);
    const { u } = renderButton();
    const button = await screen.findByRole('button', { name: 'Follow nova' });
    await u.click(button);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Following did not change',
        description: text,
        variant: 'destructive',
      }),
    );
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('refused as not a citizen: says so, and offers citizenship instead', async () => {
    // Whether the reader is a citizen could not be read: the button shows, the server decides.
    on('GET', '/api/citizens/me', fail(500, { error: 'server_error' }), ok(me(false)));
    on('GET', '/api/community/follows/nova', ok(state()));
    on('POST', '/api/community/follows/nova', fail(403, { error: 'not_citizen' }));
    const { u } = renderButton();
    await u.click(await screen.findByRole('button', { name: 'Follow nova' }));
    expect(await screen.findByRole('link', { name: 'Become a citizen to follow' })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Only citizens can follow members. Become a citizen first.' }),
    );
  });

  it('refused as oneself: says so and the button goes', async () => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on('GET', '/api/community/follows/nova', ok(state()));
    on('POST', '/api/community/follows/nova', fail(400, { error: 'self_follow' }));
    const { u } = renderButton();
    await u.click(await screen.findByRole('button', { name: 'Follow nova' }));
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'You cannot follow yourself.' }),
    );
  });

  it('an ended session: says so and reads the session again', async () => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on('GET', '/api/community/follows/nova', ok(state()));
    on('POST', '/api/community/follows/nova', fail(401, { error: 'unauthenticated' }));
    const { u } = renderButton();
    await u.click(await screen.findByRole('button', { name: 'Follow nova' }));
    await waitFor(() => expect(refreshSession).toHaveBeenCalledWith(true));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Your session has ended. Sign in again to follow members.' }),
    );
  });

  it('when the relation cannot be read, says so and "Try again" asks again', async () => {
    on('GET', '/api/citizens/me', ok(me(true)));
    on(
      'GET',
      '/api/community/follows/nova',
      fail(500, { error: 'server_error' }),
      ok(state({ following: true })),
    );
    const { u } = renderButton();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription('Could not check whether you follow nova.');
    await u.click(retry);
    expect(await screen.findByRole('button', { name: 'Follow nova', pressed: true })).toBeInTheDocument();
  });
});
