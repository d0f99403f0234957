import { render, screen } from '@testing-library/react';
import type { CitizenStanding } from '@/lib/api/contract';
import { tierFor } from '@/lib/citizens/rules';
import citizensMessages from '@/messages/en/citizens.json';
import { withIntl } from '@/test/intl';
import { CitizenCard, type CitizenCardStrings } from './citizen-card';
import { TierProgress } from './tier-progress';

const strings: CitizenCardStrings = {
  card: citizensMessages.card,
  tiers: citizensMessages.tiers,
  progress: citizensMessages.progress,
};

describe('TierProgress', () => {
  it('names the tier and reads as a progress bar towards the next one', () => {
    render(<TierProgress standing={tierFor(120)} strings={strings} locale="en" />);
    expect(screen.getByText('Citizen')).toBeInTheDocument();
    expect(screen.getByText('130 points to Steward')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the Steward tier' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '35');
    expect(bar).toHaveAttribute('aria-valuetext', '35% · 130 points to Steward');
  });

  it('says "1 point" in the singular', () => {
    render(<TierProgress standing={tierFor(49)} strings={strings} locale="en" />);
    expect(screen.getByText('1 point to Citizen')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '98');
  });

  it('at the top tier: no bar to fill, "Highest tier reached"', () => {
    render(<TierProgress standing={tierFor(1000)} strings={strings} locale="en" />);
    expect(screen.getByText('Councillor')).toBeInTheDocument();
    expect(screen.getByText('Highest tier reached')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('formats in the page locale', () => {
    const french = {
      ...strings,
      progress: {
        ...strings.progress,
        missing: '{missing, plural, one {# point} other {# points}} avant {tier}',
      },
    };
    render(<TierProgress standing={tierFor(250)} strings={french} locale="fr" />);
    expect(screen.getByText('750 points avant Councillor')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^0\s%/));
  });

  it('keeps a progress the server sent out of range inside 0-100', () => {
    render(
      <TierProgress
        standing={{ tier: 'resident', next: { tier: 'citizen', min: 50, missing: 1 }, progress: 140 }}
        strings={strings}
        locale="en"
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('CitizenCard', () => {
  const citizen: CitizenStanding = {
    number: 1234,
    handle: 'nova_1',
    points: 1520,
    proposals: 12,
    votes: 301,
    since: '2025-03-04T23:30:00.000Z',
    role: 'moderator',
    standing: tierFor(1520),
  };

  it('shows the number, handle, role, facts and tier', () => {
    render(withIntl(<CitizenCard citizen={citizen} strings={strings} locale="en" heading="h1" />, {}));
    expect(screen.getByText('Citizen #1234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'nova_1' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Tier: 'Councillor',
      Points: '1,520',
      Proposals: '12',
      Votes: '301',
      Role: 'Moderator',
      'Citizen since': 'March 4, 2025',
    });
    expect(screen.getByText('March 4, 2025').closest('time')).toHaveAttribute('dateTime', citizen.since);
    // Only where asked (not on the profile itself).
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links to the public profile when asked', () => {
    render(withIntl(<CitizenCard citizen={citizen} strings={strings} locale="en" profileLink />, {}));
    expect(screen.getByRole('link', { name: 'View your public profile' })).toHaveAttribute(
      'href',
      '/citizens/nova_1',
    );
  });
});
