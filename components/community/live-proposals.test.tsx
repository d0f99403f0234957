import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProposalPage, ProposalSummary } from '@/lib/api/contract';
import commonMessages from '@/messages/en/common.json';
import communityMessages from '@/messages/en/community.json';
import { createFetchMock } from '@/test/fetch-mock';
import { withIntl } from '@/test/intl';
import { LiveProposals, type LiveProposalsStrings } from './live-proposals';
import { relativeTime, votingTime } from './proposal-parts';

const mockFetch = createFetchMock();
const { fn: fetchMock, respond } = mockFetch;

// What the community page passes (components/pages/community.tsx), from the English messages.
const p = communityMessages.proposals;
const strings: LiveProposalsStrings = {
  status: p.status,
  votingEnds: p.votingEnds,
  votingEnded: p.votingEnded,
  for: communityMessages.governance.for,
  against: communityMessages.governance.against,
  details: communityMessages.governance.details,
  empty: p.empty,
  loading: commonMessages.loading,
  error: p.error,
  retry: commonMessages.error.retry,
};

const DAY = 24 * 60 * 60_000;

function proposal(
  overrides: Partial<ProposalSummary> & Pick<ProposalSummary, 'id' | 'title'>,
): ProposalSummary {
  const opened = Date.now() - 60_000;
  return {
    summary: 'A summary.',
    category: 'community',
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

const page = (items: ProposalSummary[]): ProposalPage => ({ items, nextCursor: null });

const active = proposal({
  id: 7,
  title: 'Translate the academy into Hmong',
  votesFor: 12,
  votesAgainst: 8,
  percentFor: 60,
  percentAgainst: 40,
});
const passed = proposal({
  id: 3,
  title: 'Adopt the Civitas Constitution',
  status: 'passed',
  votesFor: 1500,
  votesAgainst: 3,
  percentFor: 100,
  percentAgainst: 0,
  closesAt: new Date(Date.now() - DAY).toISOString(),
});

function renderIsland() {
  render(withIntl(<LiveProposals strings={strings} locale="en" />, {}));
  return userEvent.setup();
}

beforeEach(() => mockFetch.install());

describe('LiveProposals', () => {
  it('asks for the two newest active and passed proposals, and says it is loading meanwhile', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderIsland();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([path]) => path as string).sort()).toEqual([
      '/api/proposals?status=active&limit=2',
      '/api/proposals?status=passed&limit=2',
    ]);
  });

  it('shows each proposal: status, title link, voting time, For / Against with counts and shares, details', async () => {
    respond(200, page([active]));
    respond(200, page([passed]));
    renderIsland();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [open, decided] = cards as [HTMLElement, HTMLElement];

    expect(open).toHaveAccessibleName('Translate the academy into Hmong');
    expect(within(open).getByText('Voting Active')).toBeInTheDocument();
    expect(within(open).getByText('Voting ends in 3 days')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Translate the academy into Hmong' })).toHaveAttribute(
      'href',
      '/society/proposals/7',
    );
    const details = within(open).getByRole('link', { name: 'View details' });
    expect(details).toHaveAttribute('href', '/society/proposals/7');
    expect(details).toHaveAccessibleDescription('Translate the academy into Hmong');
    const terms = within(open).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['For', 'Against']);
    expect(within(open).getByText('60%')).toHaveTextContent('60% (12)');
    expect(within(open).getByText('40%')).toHaveTextContent('40% (8)');
    const bars = open.querySelectorAll<HTMLElement>('dd[aria-hidden="true"] > div');
    expect([...bars].map((bar) => bar.style.width)).toEqual(['60%', '40%']);

    expect(within(decided).getByText('Passed')).toBeInTheDocument();
    expect(within(decided).getByText('Voting has ended')).toBeInTheDocument();
    expect(within(decided).getByText('100%')).toHaveTextContent('100% (1,500)');
    expect(within(decided).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/society/proposals/3',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves out a proposal a moderator hid', async () => {
    respond(200, page([proposal({ id: 9, title: '', summary: '', hidden: { reason: 'Spam' } }), active]));
    respond(200, page([]));
    renderIsland();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(screen.queryByText(/Spam/)).not.toBeInTheDocument();
  });

  it('says so when there is no proposal yet', async () => {
    respond(200, page([]));
    respond(200, page([]));
    renderIsland();
    expect(await screen.findByText(p.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('announces a failure, and "Try again" asks again', async () => {
    respond(200, page([active]));
    respond(500, { error: 'server_error' });
    const u = renderIsland();
    expect(await screen.findByRole('alert')).toHaveTextContent('The proposals could not be loaded.');

    respond(200, page([active]));
    respond(200, page([]));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveAccessibleName('Translate the academy into Hmong');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a network failure is a failure too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderIsland();
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  });
});

describe('votingTime', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const s = { votingEnds: 'Voting ends {time}', votingEnded: 'Voting has ended' };

  it.each([
    [3 * DAY, 'Voting ends in 3 days'],
    [3 * DAY - 5 * 60_000, 'Voting ends in 3 days'],
    [DAY + 60_000, 'Voting ends tomorrow'],
    [5 * 60 * 60_000, 'Voting ends in 5 hours'],
    [20 * 60_000, 'Voting ends in 20 minutes'],
    [10_000, 'Voting ends in 1 minute'],
    [0, 'Voting has ended'],
    [-DAY, 'Voting has ended'],
  ])('an active proposal closing in %i ms: "%s"', (ms, expected) => {
    expect(votingTime({ status: 'active', closesAt: at(ms) }, s, 'en', now)).toBe(expected);
  });

  it('a decided proposal has ended whatever the clock says', () => {
    expect(votingTime({ status: 'rejected', closesAt: at(DAY) }, s, 'en', now)).toBe('Voting has ended');
  });

  it("is in the page's language", () => {
    expect(relativeTime(3 * DAY, 'fr')).toBe('dans 3 jours');
    expect(relativeTime(3 * DAY, 'vi')).toBe(
      new Intl.RelativeTimeFormat('vi', { numeric: 'auto' }).format(3, 'day'),
    );
  });
});
