import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, refreshSession, type SessionState } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { MyCitizenship, MyGovernance, ProposalSummary, SessionUser } from '@/lib/api/contract';
import { tierFor } from '@/lib/citizens/rules';
import commonMessages from '@/messages/en/common.json';
import dashboardMessages from '@/messages/en/dashboard.json';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { GovernancePanel } from './governance-panel';
import type { GovernanceStrings } from './strings';

let mockSession: SessionState = { status: 'loading' };
jest.mock('@/components/account/session-store', () => ({
  useSession: () => mockSession,
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));

// What the dashboard page passes (components/pages/dashboard.tsx), from the English messages.
const g = dashboardMessages.governance;
const strings: GovernanceStrings = {
  title: g.title,
  loading: g.loading,
  signedOut: g.signedOut,
  login: dashboardMessages.panel.signedOut.login,
  error: g.error,
  sessionEnded: g.sessionEnded,
  offline: dashboardMessages.panel.errors.offline,
  rateLimited: dashboardMessages.panel.errors.rateLimited,
  retry: commonMessages.error.retry,
  parts: {
    status: g.status,
    votingEnds: g.votingEnds,
    votingEnded: g.votingEnded,
    for: g.for,
    against: g.against,
  },
  citizenship: g.citizenship,
  invite: g.invite,
  proposals: g.proposals,
  votes: g.votes,
};

const member: SessionUser = {
  id: 'u1',
  sessionId: 's1',
  name: 'nova_1',
  username: 'nova_1',
  email: 'nova@example.com',
  role: 'citizen',
  onboardingCompleted: true,
  createdAt: '2025-03-04T12:00:00.000Z',
};

const DAY = 24 * 60 * 60_000;

const citizen: MyCitizenship = {
  number: 1042,
  handle: 'nova',
  points: 120,
  proposals: 1,
  votes: 2,
  since: '2025-03-05T12:00:00.000Z',
  role: 'citizen',
  standing: tierFor(120),
  notifyEmail: 'nova@example.org',
  notifyEmailVerified: false,
  notifyProposals: false,
};

function proposal(
  overrides: Partial<ProposalSummary> & Pick<ProposalSummary, 'id' | 'title'>,
): ProposalSummary {
  const opened = Date.now() - 60_000;
  return {
    summary: '',
    category: 'law',
    author: { handle: 'nova' },
    status: 'active',
    votesFor: 0,
    votesAgainst: 0,
    percentFor: 0,
    percentAgainst: 0,
    quorum: 3,
    opensAt: new Date(opened).toISOString(),
    closesAt: new Date(opened + 3 * DAY).toISOString(),
    createdAt: new Date(opened).toISOString(),
    hidden: null,
    ...overrides,
  };
}

const mine = proposal({
  id: 11,
  title: 'Open the treasury books',
  votesFor: 3,
  votesAgainst: 1,
  percentFor: 75,
  percentAgainst: 25,
});

const governance: MyGovernance = {
  citizen,
  role: 'citizen',
  proposals: [mine, proposal({ id: 12, title: '', hidden: { reason: 'Off topic' } })],
  votes: [
    {
      choice: 'for',
      votedAt: new Date().toISOString(),
      signed: true,
      proposal: proposal({ id: 5, title: 'Fund Hmong translations' }),
    },
    {
      choice: 'against',
      votedAt: new Date(Date.now() - DAY).toISOString(),
      signed: false,
      proposal: proposal({
        id: 2,
        title: 'Rename the academy',
        status: 'rejected',
        closesAt: new Date(Date.now() - DAY).toISOString(),
      }),
    },
  ],
};

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderPanel() {
  const view = render(withIntl(<GovernancePanel strings={strings} locale="en" />, {}));
  return { ...view, u: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  mockFetch.install();
  mockSession = { status: 'ready', user: member };
  jest.mocked(notify).mockClear();
  jest.mocked(refreshSession).mockClear();
  jest.mocked(openJoinDialog).mockClear();
});

describe('GovernancePanel: a citizen', () => {
  it('loads GET /api/citizens/me, saying so meanwhile', async () => {
    let finish: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your citizenship…');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/citizens/me');
    await act(async () => finish({ ok: true, status: 200, json: async () => governance }));
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Citizenship and governance' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('shows "My citizenship": number, handle link, tier, points and the way to the next tier', async () => {
    respond(200, governance);
    renderPanel();
    const card = await screen.findByRole('region', { name: 'My citizenship' });
    expect(within(card).getByText('Citizen #1042')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'nova' })).toHaveAttribute('href', '/citizens/nova');
    expect(within(card).getByText('Tier').nextElementSibling).toHaveTextContent('Citizen');
    expect(within(card).getByText('Points').nextElementSibling).toHaveTextContent('120');
    expect(within(card).getByText('Next tier: Steward, from 250 points')).toBeInTheDocument();
    const progress = within(card).getByRole('progressbar', { name: 'Progress to Steward' });
    expect(progress).toHaveAttribute('aria-valuenow', String(tierFor(120).progress));
    expect(progress).toHaveAccessibleDescription('Next tier: Steward, from 250 points');
  });

  it('at the highest tier there is no progress bar', async () => {
    respond(200, { ...governance, citizen: { ...citizen, points: 1200, standing: tierFor(1200) } });
    renderPanel();
    const card = await screen.findByRole('region', { name: 'My citizenship' });
    expect(within(card).getByText('Councillor')).toBeInTheDocument();
    expect(within(card).getByText('You have reached the highest tier.')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('an unverified notification address: "Send the link again" mails it', async () => {
    respond(200, governance);
    const { u } = renderPanel();
    const card = await screen.findByRole('region', { name: 'My citizenship' });
    expect(within(card).getByText('nova@example.org')).toBeInTheDocument();
    expect(within(card).getByText('Not verified yet')).toBeInTheDocument();

    respond(202, { ok: true });
    await u.click(within(card).getByRole('button', { name: 'Send the link again' }));
    expect(sent(1)).toEqual({ path: '/api/citizens/verify-email', method: 'POST', body: {} });
    expect(await within(card).findByText(/We sent a new link to nova@example.org\./)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('an address verified meanwhile: reads the citizenship again instead of complaining', async () => {
    respond(200, governance);
    const { u } = renderPanel();
    const card = await screen.findByRole('region', { name: 'My citizenship' });
    respond(409, { error: 'already_verified' });
    respond(200, { ...governance, citizen: { ...citizen, notifyEmailVerified: true } });
    await u.click(within(card).getByRole('button', { name: 'Send the link again' }));
    expect(await within(card).findByText('Verified')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Notify me of new proposals" saves at once, and goes back when the save fails', async () => {
    respond(200, governance);
    const { u } = renderPanel();
    const card = await screen.findByRole('region', { name: 'My citizenship' });
    const toggle = within(card).getByRole('switch', { name: 'Notify me of new proposals' });
    expect(toggle).not.toBeChecked();

    respond(200, { ok: true });
    await u.click(toggle);
    expect(toggle).toBeChecked();
    expect(sent(1)).toEqual({
      path: '/api/citizens/preferences',
      method: 'POST',
      body: { notifyProposals: true },
    });
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));

    respond(429, { error: 'rate_limited', retryAfter: 30 });
    await u.click(toggle);
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Too many changes. Please wait a moment and try again.',
    );
    expect(toggle).toBeChecked();
    expect(sent(2).body).toEqual({ notifyProposals: false });
  });

  it('an ended session toasts and reloads the session', async () => {
    respond(200, governance);
    const { u } = renderPanel();
    const card = await screen.findByRole('region', { name: 'My citizenship' });
    respond(401, { error: 'unauthenticated' });
    await u.click(within(card).getByRole('switch', { name: 'Notify me of new proposals' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: g.sessionEnded, variant: 'destructive' }),
    );
    expect(refreshSession).toHaveBeenCalledWith(true);
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "My proposals": title link, status, voting time and the For / Against counts', async () => {
    respond(200, governance);
    renderPanel();
    const list = await screen.findByRole('region', { name: 'My proposals' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Open the treasury books' })).toHaveAttribute(
      'href',
      '/society/proposals/11',
    );
    expect(within(first).getByText('Voting Active')).toBeInTheDocument();
    expect(within(first).getByText('Voting ends in 3 days')).toBeInTheDocument();
    expect(within(first).getByText('75%')).toHaveTextContent('75% (3)');
    expect(within(first).getByText('25%')).toHaveTextContent('25% (1)');
    // A proposal a moderator hid shows the reason instead of a title.
    expect(within(second).getByText('Hidden by a moderator: Off topic')).toBeInTheDocument();
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows "My votes": the choice, the proposal, its status and the wallet-signed mark', async () => {
    respond(200, governance);
    renderPanel();
    const list = await screen.findByRole('region', { name: 'My votes' });
    const [signed, plain] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(signed).getByText('You voted For')).toBeInTheDocument();
    expect(within(signed).getByText('Signed with your wallet')).toBeInTheDocument();
    expect(within(signed).getByRole('link', { name: 'Fund Hmong translations' })).toHaveAttribute(
      'href',
      '/society/proposals/5',
    );
    expect(within(signed).getByText('Voting Active')).toBeInTheDocument();
    expect(within(plain).getByText('You voted Against')).toBeInTheDocument();
    expect(within(plain).queryByText('Signed with your wallet')).not.toBeInTheDocument();
    expect(within(plain).getByText('Rejected')).toBeInTheDocument();
    expect(within(plain).getByText('Voting has ended')).toBeInTheDocument();
  });

  it('empty lists point to where to begin', async () => {
    respond(200, { ...governance, proposals: [], votes: [] });
    renderPanel();
    const proposals = await screen.findByRole('region', { name: 'My proposals' });
    expect(within(proposals).getByText('You have not proposed a law yet.')).toBeInTheDocument();
    expect(within(proposals).getByRole('link', { name: 'How to propose a law' })).toHaveAttribute(
      'href',
      '/ecosystem/dao#propose',
    );
    const votes = region('My votes');
    expect(within(votes).getByText('You have not voted yet.')).toBeInTheDocument();
    expect(within(votes).getByRole('link', { name: 'See the proposals' })).toHaveAttribute(
      'href',
      '/society/proposals',
    );
  });
});

describe('GovernancePanel: a member who is not a citizen', () => {
  it('invites them to become a citizen, and shows no proposals or votes', async () => {
    respond(200, { citizen: null, role: 'member', proposals: [], votes: [] } satisfies MyGovernance);
    renderPanel();
    const invite = await screen.findByRole('region', { name: 'My citizenship' });
    expect(invite).toHaveTextContent('You are a member, not yet a citizen.');
    expect(within(invite).getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
    expect(screen.queryByRole('region', { name: 'My proposals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My votes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('GovernancePanel: signed out', () => {
  it('asks to log in, and asks the server nothing', async () => {
    mockSession = { status: 'ready', user: null };
    const { u } = renderPanel();
    const panel = region('Citizenship and governance');
    expect(panel).toHaveTextContent('Log in to see your citizenship, your proposals and your votes.');
    await u.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('while the session is loading: the loading state, and no request', () => {
    mockSession = { status: 'loading' };
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your citizenship…');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a session that ended before the first load: toast and reload the session', async () => {
    respond(401, { error: 'unauthenticated' });
    renderPanel();
    await waitFor(() => expect(refreshSession).toHaveBeenCalledWith(true));
    expect(notify).toHaveBeenCalledWith({ title: g.sessionEnded, variant: 'destructive' });
  });
});

describe('GovernancePanel: errors', () => {
  it('a failed load is announced, and "Try again" loads again', async () => {
    respond(500, { error: 'server_error' });
    const { u } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your citizenship, proposals and votes could not be loaded.',
    );
    respond(200, governance);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Citizen #1042')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('no network: says to check the connection', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
