import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ProposalSummary, VoterEntry } from '@/lib/api/contract';
import { createTranslator } from '@/lib/i18n/format-message';
import proposalMessages from '@/messages/en/proposals.json';
import { appMessages, withIntl } from '@/test/intl';
import { ProposalCard } from './proposal-card';
import { StatusBadge } from './status-badge';
import { TallyBars } from './tally-bars';
import { VoterList } from './voter-list';
import { VotingEnds, timeUntil, timeUntilChangesIn } from './voting-ends';

const messages = appMessages({ proposals: proposalMessages });
// The islands' translator; on the server the same messages go through getTranslations('proposals').
const t = createTranslator({ proposals: messages.proposals as typeof proposalMessages }, 'proposals', 'en');
const renderIntl = (children: ReactNode) => render(withIntl(children, messages));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const now = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('timeUntil (voting ends …)', () => {
  it.each([
    ['3 days', 'in 3 days', 3 * DAY],
    ['3 days less 1 s', 'in 3 days', 3 * DAY - SECOND],
    ['3 days less 5 s', 'in 3 days', 3 * DAY - 5 * SECOND],
    ['2 days 1 h', 'in 3 days', 2 * DAY + HOUR],
    ['2 days', 'in 2 days', 2 * DAY],
    ['1 day', 'in 1 day', DAY],
    ['23 h 30 min', 'in 1 day', 23 * HOUR + 30 * MINUTE],
    ['23 h', 'in 23 hours', 23 * HOUR],
    ['1 h', 'in 1 hour', HOUR],
    ['1 h less 20 s', 'in 1 hour', HOUR - 20 * SECOND],
    ['59 min', 'in 59 minutes', 59 * MINUTE],
    ['90 s', 'in 2 minutes', 90 * SECOND],
    ['1 s', 'in 1 minute', SECOND],
  ])('%s before the close reads "%s"', (_label, expected, left) => {
    expect(timeUntil(at(left), now, 'en')).toBe(expected);
  });

  it.each([0, -1, -DAY])('is null once voting has closed (%d ms)', (left) => {
    expect(timeUntil(at(left).toISOString(), now, 'en')).toBeNull();
  });

  it('speaks the page language', () => {
    expect(timeUntil(at(3 * DAY - SECOND), now, 'fr')).toBe('dans 3 jours');
    expect(timeUntil(at(HOUR), now, 'vi')).toBe('sau 1 giờ nữa');
  });
});

describe('timeUntilChangesIn (when a kept page is rendered again)', () => {
  const later = (ms: number) => new Date(now.getTime() + ms);
  it.each([
    3 * DAY,
    3 * DAY - SECOND,
    2 * DAY + HOUR,
    DAY + 1,
    DAY,
    23 * HOUR + 1,
    HOUR + 1,
    HOUR,
    90 * SECOND,
    SECOND,
  ])('the words stay the same until then and change then (%d ms left)', (left) => {
    const closesAt = at(left);
    const changesIn = timeUntilChangesIn(closesAt, now)!;
    expect(changesIn).toBeGreaterThan(0);
    const words = timeUntil(closesAt, now, 'en');
    for (const ms of [0, changesIn / 2, changesIn - 1])
      expect(timeUntil(closesAt, later(Math.floor(ms)), 'en')).toBe(words);
    expect(timeUntil(closesAt, later(changesIn), 'en')).not.toBe(words);
  });

  it('is the close itself in the last minute, and null after it', () => {
    expect(timeUntilChangesIn(at(40 * SECOND), now)).toBe(40 * SECOND);
    expect(timeUntilChangesIn(at(0), now)).toBeNull();
  });
});

describe('VotingEnds', () => {
  it('reads "Voting ends in 3 days" right after submission, with the closing time', () => {
    const closesAt = at(3 * DAY - 2 * SECOND).toISOString();
    renderIntl(<VotingEnds closesAt={closesAt} now={now} locale="en" t={t} />);
    const time = screen.getByText('Voting ends in 3 days');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', closesAt);
    expect(time).toHaveAttribute('title', expect.stringMatching(/^March 4, 2026\b.*11:59\b.*\bUTC$/));
  });

  it('reads "Voting has ended" after the close', () => {
    renderIntl(<VotingEnds closesAt={at(-SECOND).toISOString()} now={now} locale="en" t={t} />);
    expect(screen.getByText('Voting has ended')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it.each([
    ['active', 'Voting Active'],
    ['passed', 'Passed'],
    ['rejected', 'Rejected'],
  ] as const)('shows %s as "%s", named "Status: …" for screen readers', (status, text) => {
    const { container } = renderIntl(<StatusBadge status={status} t={t} />);
    const badge = container.querySelector('[data-status]')!;
    expect(badge).toHaveTextContent(`Status: ${text}`);
    expect(within(badge as HTMLElement).getByText(text)).toBeVisible();
  });
});

const base: ProposalSummary = {
  id: 7,
  title: 'Open a public library of AI models',
  summary: 'Host vetted open models for every citizen.',
  category: 'community',
  author: { handle: 'ada' },
  status: 'active',
  votesFor: 3,
  votesAgainst: 2,
  percentFor: 60,
  percentAgainst: 40,
  quorum: 10,
  opensAt: now.toISOString(),
  closesAt: at(3 * DAY - 3 * SECOND).toISOString(),
  createdAt: now.toISOString(),
  hidden: null,
};

describe('TallyBars', () => {
  it('gives counts and percentages as text, and the quorum still needed', () => {
    renderIntl(<TallyBars tally={base} locale="en" t={t} />);
    const group = screen.getByRole('group', { name: 'Votes' });
    expect(within(group).getByText('For').nextElementSibling).toHaveTextContent('3 votes · 60%');
    expect(within(group).getByText('Against').nextElementSibling).toHaveTextContent('2 votes · 40%');
    expect(within(group).getByText('5 of 10 votes needed for quorum')).toBeInTheDocument();
  });

  it('says when the quorum is reached, and counts one vote in the singular', () => {
    renderIntl(
      <TallyBars
        tally={{ votesFor: 1, votesAgainst: 2, percentFor: 33, percentAgainst: 67, quorum: 3 }}
        locale="en"
        t={t}
      />,
    );
    expect(screen.getByText('1 vote · 33%')).toBeInTheDocument();
    expect(screen.getByText('Quorum reached: 3 votes, 3 needed')).toBeInTheDocument();
  });
});

describe('ProposalCard', () => {
  it('shows the title linking to the proposal, badges, author, tally and time left', () => {
    renderIntl(<ProposalCard proposal={base} now={now} locale="en" t={t} />);
    const card = screen.getByRole('article', { name: base.title });
    expect(within(card).getByRole('heading', { level: 3, name: base.title })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: base.title })).toHaveAttribute(
      'href',
      '/society/proposals/7',
    );
    expect(card).toHaveTextContent('Status: Voting Active');
    expect(card).toHaveTextContent('Category: Community');
    expect(within(card).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/citizens/ada');
    expect(card).toHaveTextContent('Proposed by ada');
    expect(card).toHaveTextContent('3 votes · 60%');
    expect(card).toHaveTextContent('5 of 10 votes needed for quorum');
    expect(card).toHaveTextContent('Voting ends in 3 days');
  });

  it('names the site as the author of the founding proposal', () => {
    renderIntl(
      <ProposalCard
        proposal={{ ...base, author: null, status: 'passed', closesAt: at(-DAY).toISOString() }}
        now={now}
        locale="en"
        t={t}
        headingLevel="h2"
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Proposed by Civitas');
    expect(within(card).getAllByRole('link')).toHaveLength(1); // the title only
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(card).toHaveTextContent('Status: Passed');
    expect(card).toHaveTextContent('Voting has ended');
  });

  it('shows only the moderator’s reason for a hidden proposal', () => {
    renderIntl(
      <ProposalCard
        proposal={{ ...base, title: '', summary: '', hidden: { reason: 'Spam' } }}
        now={now}
        locale="en"
        t={t}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/^Hidden by a moderator: Spam$/);
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('heading')).toBeNull();
  });

  it('translates through the same keys in another locale', () => {
    renderIntl(<ProposalCard proposal={base} now={now} locale="fr" t={t} />);
    // The texts are English here (only English messages are loaded), the numbers French.
    expect(screen.getByRole('article')).toHaveTextContent('3 votes · 60 %');
  });
});

describe('VoterList', () => {
  const voters: VoterEntry[] = [
    {
      handle: 'grace',
      choice: 'against',
      createdAt: at(2 * HOUR).toISOString(),
      signed: {
        signer: '0x1234567890abcdef1234567890abcdef12345678',
        chainId: 11155111,
        timestamp: Math.floor(at(2 * HOUR).getTime() / 1000),
        signature: `0x${'ab'.repeat(65)}`,
      },
    },
    { handle: 'ada', choice: 'for', createdAt: at(HOUR).toISOString(), signed: null },
  ];

  it('lists each voter with the choice, the time and, for a signed vote, what verifies it', () => {
    renderIntl(<VoterList voters={voters} locale="en" t={t} />);
    const [signed, plain] = screen.getAllByRole('listitem');
    expect(within(signed!).getByRole('link', { name: 'grace' })).toHaveAttribute('href', '/citizens/grace');
    expect(signed).toHaveTextContent('Against');
    expect(within(signed!).getByText('Signed with a wallet')).toHaveClass('sr-only');
    const details = signed!.querySelector('details')!;
    expect(details).toHaveTextContent('0x1234567890abcdef1234567890abcdef12345678');
    expect(details).toHaveTextContent('11155111');
    expect(details).toHaveTextContent(String(voters[0]!.signed!.timestamp));
    expect(details).toHaveTextContent(voters[0]!.signed!.signature);
    expect(within(plain!).getByRole('link', { name: 'ada' })).toBeInTheDocument();
    expect(plain).toHaveTextContent('For');
    expect(plain!.querySelector('details')).toBeNull();
    expect(within(plain!).queryByText('Signed with a wallet')).toBeNull();
    expect(plain!.querySelector('time')).toHaveAttribute('datetime', voters[1]!.createdAt);
  });
});
