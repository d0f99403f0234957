// The small parts of a proposal card that the community page's and the dashboard's islands share: the
// status badge, the voting time ("Voting ends in 3 days" / "Voting has ended") and the For / Against bars.
// No hooks and no tailwind-merge, so they cost almost nothing in a client island.
import type { ProposalStatus, ProposalSummary } from '@/lib/api/contract';
import { numberFormat, relativeTimeFormat } from '@/lib/i18n/intl';
import { DAY, HOUR, MINUTE } from '@/lib/time';
import { cx } from '@/lib/utils';

export type ProposalPartStrings = {
  /** "Voting Active", "Passed", "Rejected". */
  status: Record<ProposalStatus, string>;
  /** "Voting ends {time}": {time} is a relative time in the page's language ("in 3 days"). */
  votingEnds: string;
  votingEnded: string;
  for: string;
  against: string;
};

/** "in 3 days", "tomorrow", "in 5 hours", "in 1 minute": the nearest whole unit, never "now". */
export function relativeTime(ms: number, locale: string): string {
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    ms >= DAY
      ? [Math.round(ms / DAY), 'day']
      : ms >= HOUR
        ? [Math.round(ms / HOUR), 'hour']
        : [Math.max(1, Math.round(ms / MINUTE)), 'minute'];
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}

/** "Voting ends in 3 days" while open (by the server's status and this clock), else "Voting has ended". */
export function votingTime(
  proposal: Pick<ProposalSummary, 'status' | 'closesAt'>,
  strings: Pick<ProposalPartStrings, 'votingEnds' | 'votingEnded'>,
  locale: string,
  now: number = Date.now(),
): string {
  const left = Date.parse(proposal.closesAt) - now;
  if (proposal.status !== 'active' || !(left > 0)) return strings.votingEnded;
  return strings.votingEnds.replace('{time}', relativeTime(left, locale));
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

const statusClass: Record<ProposalStatus, string> = {
  active: 'bg-accent/15 text-accent',
  passed: 'bg-primary/15 text-primary',
  rejected: 'bg-surface-2 text-muted',
};

export function StatusBadge({ status, strings }: { status: ProposalStatus; strings: ProposalPartStrings }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusClass[status],
      )}
    >
      {strings.status[status]}
    </span>
  );
}

/**
 * For and Against: each a label, its share and count in words, and a bar that only shows them (hidden
 * from screen readers, which read the words).
 */
export function TallyBars({
  proposal,
  strings,
  locale,
  className,
}: {
  proposal: Pick<ProposalSummary, 'votesFor' | 'votesAgainst' | 'percentFor' | 'percentAgainst'>;
  strings: Pick<ProposalPartStrings, 'for' | 'against'>;
  locale: string;
  className?: string;
}) {
  const rows = [
    {
      key: 'for',
      label: strings.for,
      votes: proposal.votesFor,
      percent: proposal.percentFor,
      bar: 'bg-accent',
    },
    {
      key: 'against',
      label: strings.against,
      votes: proposal.votesAgainst,
      percent: proposal.percentAgainst,
      bar: 'bg-primary',
    },
  ];
  return (
    <dl className={cx('space-y-3 text-sm', className)}>
      {rows.map((row) => {
        const width = Math.min(100, Math.max(0, row.percent));
        return (
          // A <dl> group holds only <dt> and <dd>: the bar is a decorative second <dd>.
          <div key={row.key} className="flex flex-wrap justify-between gap-x-3 gap-y-1.5">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-semibold tabular-nums">
              {formatNumber(width / 100, locale, { style: 'percent' })}{' '}
              <span className="font-normal text-muted">({formatNumber(row.votes, locale)})</span>
            </dd>
            <dd aria-hidden="true" className="h-2 w-full rounded-full bg-surface-2">
              <div className={cx('h-2 rounded-full', row.bar)} style={{ width: `${width}%` }} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
