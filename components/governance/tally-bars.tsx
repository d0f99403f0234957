import type { ProposalSummary } from '@/lib/api/contract';
import { cn } from '@/lib/utils';
import { formatCount, formatPercent, type CardTranslate } from './format';

/** The counts a tally shows: a ProposalSummary, or its fields updated by a live TallyEvent. */
export type Tally = Pick<
  ProposalSummary,
  'votesFor' | 'votesAgainst' | 'percentFor' | 'percentAgainst' | 'quorum'
>;

function Bar({ percent, className }: { percent: number; className: string }) {
  return (
    <dd aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-surface-2">
      <div
        className={cn('h-2 rounded-full', className)}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </dd>
  );
}

/**
 * Votes For and Against as text ("12 votes · 60%") over bars, then the quorum ("12 of 30 votes needed for
 * quorum", or "Quorum reached…"). Everything the bars show is in the text: they are hidden from screen
 * readers, and colour tells nothing the words do not.
 *
 * Props: `tally` the counts (ProposalSummary or TallyEvent fields, with `quorum`); `locale` for the
 * numbers; `t` the `proposals` translator (format.ts); `className`.
 */
export function TallyBars({
  tally,
  locale,
  t,
  className,
}: {
  tally: Tally;
  locale: string;
  t: CardTranslate;
  className?: string;
}) {
  const total = tally.votesFor + tally.votesAgainst;
  const reached = total >= tally.quorum;
  const rows = [
    { key: 'for', label: t('card.for'), votes: tally.votesFor, percent: tally.percentFor, bar: 'bg-accent' },
    {
      key: 'against',
      label: t('card.against'),
      votes: tally.votesAgainst,
      percent: tally.percentAgainst,
      bar: 'bg-primary',
    },
  ] as const;
  const quorumValues = { count: formatCount(total, locale), quorum: formatCount(tally.quorum, locale) };
  return (
    <div role="group" aria-label={t('card.tallyLabel')} className={cn('text-sm', className)}>
      <dl className="space-y-3">
        {rows.map(({ key, label, votes, percent, bar }) => (
          // A <dl> group holds only <dt> and <dd>: the bar is a decorative second <dd>.
          <div key={key} className="flex flex-wrap justify-between gap-x-3 gap-y-1.5" data-tally={key}>
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">
              {t('card.share', {
                votes: t('card.votes', { count: votes }),
                percent: formatPercent(percent, locale),
              })}
            </dd>
            <Bar percent={percent} className={bar} />
          </div>
        ))}
      </dl>
      <div className="mt-4" data-tally="quorum">
        <p className="text-xs text-muted">
          {reached ? t('card.quorumReached', quorumValues) : t('card.quorumNeeded', quorumValues)}
        </p>
        <div aria-hidden="true" className="mt-1.5 h-1 w-full overflow-hidden rounded-full bg-surface-2">
          <div
            className={cn('h-1 rounded-full', reached ? 'bg-accent' : 'bg-muted')}
            style={{ width: `${tally.quorum > 0 ? Math.min(100, (total / tally.quorum) * 100) : 100}%` }}
          />
        </div>
      </div>
    </div>
  );
}
