import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, refreshSession, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { ProposalLive, ProposalSummary } from '@/lib/api/contract';
import governanceMessages from '@/messages/en/governance.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { VotePanel, type VotePanelStrings } from './vote-panel';
import { VotePanelLazy } from './vote-panel-lazy';
import { connectVoteWallet, signWalletVote, walletVoteState } from './wallet-vote';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(() => ({ status: 'ready', user: null })),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
// The wallet signing module (the wallet stack): the signer's steps, as a wallet would answer them.
jest.mock('./wallet-vote', () => ({
  walletVoteState: jest.fn(),
  connectVoteWallet: jest.fn(),
  signWalletVote: jest.fn(),
}));

const messages = appMessages({ governance: governanceMessages });
const strings = messages.governance as unknown as typeof governanceMessages satisfies VotePanelStrings;

const VOTER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const proposal: ProposalSummary = {
  id: 7,
  title: 'Open the academy to every language',
  summary: 'Translate every course.',
  category: 'community',
  author: { handle: 'nova' },
  status: 'active',
  votesFor: 3,
  votesAgainst: 1,
  percentFor: 75,
  percentAgainst: 25,
  quorum: 3,
  opensAt: new Date(Date.now() - 3_600_000).toISOString(),
  closesAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  hidden: null,
};

function liveOf(overrides: Partial<ProposalLive> = {}, summary: Partial<ProposalSummary> = {}): ProposalLive {
  return {
    proposal: { ...proposal, ...summary },
    myVote: null,
    canVote: true,
    refusal: null,
    walletVoter: null,
    canModerate: false,
    ...overrides,
  };
}

/** The proposal's event stream, driven by the test. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }
}

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;

function renderPanel(live: ProposalLive, initial: ProposalSummary = live.proposal) {
  respond(200, live);
  const view = render(withIntl(<VotePanel proposalId={7} initial={initial} strings={strings} />, messages));
  return { ...view, u: userEvent.setup() };
}

/** The POST requests sent (GETs carry no body). */
const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST');

beforeEach(() => {
  mockFetch.install();
  FakeEventSource.instances = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  jest.mocked(notify).mockClear();
  jest.mocked(openJoinDialog).mockClear();
  jest.mocked(refreshSession).mockClear();
  jest.mocked(walletVoteState).mockReset();
  jest.mocked(signWalletVote).mockReset();
  jest.mocked(connectVoteWallet).mockReset();
  refresh.mockClear();
});

describe('VotePanel: who may vote', () => {
  it('a visitor is told to sign in, and Sign in opens the join dialog; no vote buttons', async () => {
    const { u } = renderPanel(liveOf({ canVote: false, refusal: 'unauthenticated' }));
    expect(await screen.findByText('Sign in to vote')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote For' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote Against' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/proposals/7', expect.objectContaining({ method: 'GET' }));

    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    await u.click(screen.getByRole('button', { name: 'Join' }));
    expect(openJoinDialog).toHaveBeenLastCalledWith('signup');
  });

  it('a signed-in member who is not a citizen: "Only citizens can vote" and the way to citizenship', async () => {
    renderPanel(liveOf({ canVote: false, refusal: 'not_citizen' }));
    expect(await screen.findByText('Only citizens can vote')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a citizen' })).toHaveAttribute(
      'href',
      '/ecosystem/ai-universe#citizenship',
    );
    expect(screen.queryByRole('button', { name: 'Vote For' })).not.toBeInTheDocument();
  });

  it('voting ended: "Voting has ended" with the result and the reader\'s vote; no stream is opened', async () => {
    const ended = { status: 'passed' as const, closesAt: new Date(Date.now() - 1000).toISOString() };
    renderPanel(liveOf({ canVote: false, refusal: 'voting_closed', myVote: 'for' }, ended));
    expect(await screen.findByText('Voting has ended')).toBeInTheDocument();
    expect(screen.getByText('Result: passed')).toBeInTheDocument();
    expect(screen.getByText('You voted For')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote For' })).not.toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('shows the tallies it was given at once, before the standing arrives', async () => {
    renderPanel(liveOf());
    const tallies = screen.getByRole('list', { name: 'Votes so far' });
    expect(within(tallies).getByText('3 votes · 75%')).toBeInTheDocument();
    expect(within(tallies).getByText('1 vote · 25%')).toBeInTheDocument();
    expect(screen.getByText('Loading your voting status…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Vote For' })).toBeInTheDocument();
  });

  it('a failed load says so, and Try again reads the standing again', async () => {
    fetchMock.mockReset();
    respond(500, { error: 'server_error' });
    render(withIntl(<VotePanel proposalId={7} initial={proposal} strings={strings} />, messages));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your voting status could not be loaded.');
    respond(200, liveOf());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Vote For' })).toBeInTheDocument();
  });
});

describe('VotePanel: voting', () => {
  it('a citizen votes For: one request however often pressed, then "You voted For" and no more votes', async () => {
    const { u } = renderPanel(liveOf());
    const voteFor = await screen.findByRole('button', { name: 'Vote For' });

    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await u.dblClick(voteFor);
    await u.click(screen.getByRole('button', { name: 'Vote Against' }));
    expect(posts()).toHaveLength(1);
    expect(sent(1)).toEqual({ path: '/api/proposals/7/votes', method: 'POST', body: { choice: 'for' } });
    expect(voteFor).toHaveAttribute('aria-disabled', 'true');

    await act(async () =>
      answer({
        ok: true,
        status: 201,
        json: async () => ({ ok: true, votesFor: 4, votesAgainst: 1, choice: 'for' }),
      }),
    );
    expect(await screen.findByText('You voted For')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Vote For' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vote Against' })).toBeDisabled();
    expect(screen.getByText('4 votes · 80%')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Vote recorded', description: 'Your vote For is counted.' });

    await u.click(screen.getByRole('button', { name: 'Vote Against' }));
    expect(posts()).toHaveLength(1);
  });

  it('409 already_voted: reads the standing again and shows the vote already cast', async () => {
    const { u } = renderPanel(liveOf());
    const voteFor = await screen.findByRole('button', { name: 'Vote For' });
    respond(409, { error: 'already_voted' });
    respond(200, liveOf({ myVote: 'against', canVote: false }));
    await u.click(voteFor);
    expect(await screen.findByText('You voted Against')).toBeInTheDocument();
    expect(screen.getByText('You had already voted on this proposal.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refusal is said inline, never silently', async () => {
    const { u } = renderPanel(liveOf());
    respond(409, { error: 'voting_closed' });
    respond(200, liveOf({ canVote: false, refusal: 'voting_closed' }, { status: 'rejected' }));
    await u.click(await screen.findByRole('button', { name: 'Vote Against' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Voting on this proposal has ended.');
    expect(await screen.findByText('Voting has ended')).toBeInTheDocument();
  });

  it('offline: says the vote was not sent, and the buttons work again', async () => {
    const { u } = renderPanel(liveOf());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(await screen.findByRole('button', { name: 'Vote For' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You seem to be offline. Your vote was not sent.',
    );
    expect(screen.getByRole('button', { name: 'Vote For' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('VotePanel: live tallies', () => {
  it('updates the tallies from the stream and announces them; reads again after a reconnect; closes', async () => {
    const { unmount } = renderPanel(liveOf());
    await screen.findByRole('button', { name: 'Vote For' });
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/proposals/7/events');

    source.emit('open');
    expect(fetchMock).toHaveBeenCalledTimes(1); // the first connection: the standing was just read

    source.emit('tally', { votesFor: 5, votesAgainst: 3, percentFor: 63, percentAgainst: 37 });
    expect(screen.getByText('5 votes · 63%')).toBeInTheDocument();
    expect(screen.getByText('3 votes · 37%')).toBeInTheDocument();
    expect(screen.getByText('Votes updated: For 5, Against 3.')).toBeInTheDocument();

    // An older count arriving late does not take the tallies back.
    source.emit('tally', { votesFor: 4, votesAgainst: 3, percentFor: 57, percentAgainst: 43 });
    expect(screen.getByText('5 votes · 63%')).toBeInTheDocument();

    respond(200, liveOf({}, { votesFor: 6, votesAgainst: 3, percentFor: 67, percentAgainst: 33 }));
    source.emit('error');
    source.emit('open');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('6 votes · 67%')).toBeInTheDocument();

    unmount();
    expect(source.closed).toBe(true);
  });
});

describe('VotePanel: a wallet citizen signs the vote', () => {
  it('signs with the connected wallet and sends the signature, its time and chain', async () => {
    jest.mocked(walletVoteState).mockResolvedValue({ status: 'connected', address: VOTER });
    jest
      .mocked(signWalletVote)
      .mockResolvedValue({ signature: '0xabcdef', timestamp: 1_750_000_000, chainId: 11155111 });
    const { u } = renderPanel(liveOf({ walletVoter: VOTER }));
    expect(
      await screen.findByText(/You sign your vote with your wallet \(0xf39F…2266\)/),
    ).toBeInTheDocument();

    respond(201, { ok: true, votesFor: 3, votesAgainst: 2, choice: 'against' });
    await u.click(screen.getByRole('button', { name: 'Vote Against' }));
    expect(await screen.findByText('You voted Against')).toBeInTheDocument();
    expect(signWalletVote).toHaveBeenCalledWith({ proposal: 7, choice: 'against', voter: VOTER });
    expect(sent(1)).toEqual({
      path: '/api/proposals/7/votes',
      method: 'POST',
      body: { choice: 'against', signature: '0xabcdef', timestamp: 1_750_000_000, chainId: 11155111 },
    });
  });

  it('no wallet connected: offers the wallets, connects the one chosen, then signs', async () => {
    jest
      .mocked(walletVoteState)
      .mockResolvedValue({ status: 'disconnected', options: [{ uid: 'mm', name: 'MetaMask' }] });
    jest.mocked(connectVoteWallet).mockResolvedValue(VOTER);
    jest
      .mocked(signWalletVote)
      .mockResolvedValue({ signature: '0x01', timestamp: 1_750_000_000, chainId: 1 });
    const { u } = renderPanel(liveOf({ walletVoter: VOTER }));
    await u.click(await screen.findByRole('button', { name: 'Vote For' }));
    expect(
      await screen.findByText('Connect the wallet of your account (0xf39F…2266) to sign your vote.'),
    ).toBeInTheDocument();
    respond(201, { ok: true, votesFor: 4, votesAgainst: 1, choice: 'for' });
    await u.click(
      within(screen.getByRole('list', { name: 'Wallets' })).getByRole('button', { name: 'Connect MetaMask' }),
    );
    expect(await screen.findByText('You voted For')).toBeInTheDocument();
    expect(connectVoteWallet).toHaveBeenCalledWith('mm');
    expect(sent(1).body).toEqual({ choice: 'for', signature: '0x01', timestamp: 1_750_000_000, chainId: 1 });
  });

  it('Cancel while choosing a wallet: nothing is sent, and the buttons work again', async () => {
    jest
      .mocked(walletVoteState)
      .mockResolvedValue({ status: 'disconnected', options: [{ uid: 'mm', name: 'MetaMask' }] });
    const { u } = renderPanel(liveOf({ walletVoter: VOTER }));
    await u.click(await screen.findByRole('button', { name: 'Vote Against' }));
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('list', { name: 'Wallets' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote Against' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Vote Against' })).not.toHaveAttribute('aria-disabled');
    expect(posts()).toHaveLength(0);
  });

  it('a wallet connected with another account: says so, and sends nothing', async () => {
    jest
      .mocked(walletVoteState)
      .mockResolvedValue({ status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    const { u } = renderPanel(liveOf({ walletVoter: VOTER }));
    await u.click(await screen.findByRole('button', { name: 'Vote For' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your wallet is connected with 0x7099…79C8, but your account's wallet is 0xf39F…2266.",
    );
    expect(signWalletVote).not.toHaveBeenCalled();
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Vote For' })).toHaveFocus();
  });

  it('a declined signature: says the vote was not sent', async () => {
    jest.mocked(walletVoteState).mockResolvedValue({ status: 'connected', address: VOTER });
    jest
      .mocked(signWalletVote)
      .mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { u } = renderPanel(liveOf({ walletVoter: VOTER }));
    await u.click(await screen.findByRole('button', { name: 'Vote For' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You declined the signature in your wallet. Your vote was not sent.',
    );
    expect(posts()).toHaveLength(0);
  });
});

describe('VotePanel: moderation', () => {
  it('a moderator hides the proposal with a reason; the page reloads', async () => {
    const { u } = renderPanel(liveOf({ canModerate: true }));
    await u.click(await screen.findByRole('button', { name: 'Hide proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this proposal' });

    await u.click(within(dialog).getByRole('button', { name: 'Hide proposal' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(posts()).toHaveLength(0);

    respond(200, { ok: true });
    respond(200, liveOf({ canModerate: true }, { hidden: { reason: 'Spam' } }));
    await u.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await u.click(within(dialog).getByRole('button', { name: 'Hide proposal' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(1)).toEqual({
      path: '/api/proposals/7/moderation',
      method: 'POST',
      body: { hide: true, reason: 'Spam' },
    });
    expect(notify).toHaveBeenCalledWith({ title: 'Proposal hidden' });
    expect(await screen.findByRole('button', { name: 'Restore proposal' })).toBeInTheDocument();
  });

  it('restores a hidden proposal', async () => {
    const { u } = renderPanel(
      liveOf(
        { canModerate: true, canVote: false, refusal: 'proposal_hidden' },
        { hidden: { reason: 'Spam' } },
      ),
    );
    respond(200, { ok: true });
    respond(200, liveOf({ canModerate: true }));
    await u.click(await screen.findByRole('button', { name: 'Restore proposal' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent(1).body).toEqual({ hide: false });
    expect(await screen.findByRole('button', { name: 'Hide proposal' })).toBeInTheDocument();
  });

  it('readers who are not moderators see no moderation', async () => {
    renderPanel(liveOf());
    await screen.findByRole('button', { name: 'Vote For' });
    expect(screen.queryByRole('button', { name: 'Hide proposal' })).not.toBeInTheDocument();
  });
});

it('reads the standing again when the reader signs in elsewhere on the page', async () => {
  const session = jest.mocked(useSession);
  const view = renderPanel(liveOf({ canVote: false, refusal: 'unauthenticated' }));
  expect(await screen.findByText('Sign in to vote')).toBeInTheDocument();
  respond(200, liveOf());
  session.mockReturnValue({ status: 'ready', user: { id: 'u1' } as never });
  view.rerender(withIntl(<VotePanel proposalId={7} initial={proposal} strings={strings} />, messages));
  expect(await screen.findByRole('button', { name: 'Vote For' })).toBeInTheDocument();
  session.mockReturnValue({ status: 'ready', user: null });
});

it('VotePanelLazy shows its stand-in until the panel is on screen', async () => {
  respond(200, liveOf());
  render(
    withIntl(
      <VotePanelLazy proposalId={7} initial={proposal} strings={strings} fallback={<p>Static tallies</p>} />,
      messages,
    ),
  );
  expect(screen.getByText('Static tallies')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Vote For' })).toBeInTheDocument();
  expect(screen.queryByText('Static tallies')).not.toBeInTheDocument();
});
