import { KeyRound } from 'lucide-react';
import type { VoterEntry } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { formatDateTime, type ProposalsKey, type ProposalsTranslate } from './format';

/** The keys the voter list reads: `proposal.voters.*`. */
export type VotersTranslate = ProposalsTranslate<Extract<ProposalsKey, `proposal.voters.${string}`>>;

function Signed({
  signed,
  locale,
  t,
}: {
  signed: NonNullable<VoterEntry['signed']>;
  locale: string;
  t: VotersTranslate;
}) {
  const rows = [
    { key: 'signer', label: t('proposal.voters.signature.signer'), value: signed.signer },
    { key: 'chainId', label: t('proposal.voters.signature.chainId'), value: String(signed.chainId) },
    {
      key: 'timestamp',
      label: t('proposal.voters.signature.timestamp'),
      value: `${signed.timestamp} (${formatDateTime(new Date(signed.timestamp * 1000), locale)})`,
    },
    { key: 'signature', label: t('proposal.voters.signature.signature'), value: signed.signature },
  ];
  return (
    <details className="mt-2 w-full text-xs">
      <summary className="cursor-pointer text-muted hover:text-foreground">
        {t('proposal.voters.signature.summary')}
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 rounded-xl border border-border bg-surface-2/60 p-3 sm:grid-cols-[auto_1fr]">
        {rows.map(({ key, label, value }) => (
          <div key={key} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono break-all text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * The voters of a proposal, newest first (listVoters): each handle linking to the citizen's profile, the
 * choice, when they voted, and for a vote signed with a wallet a "Signed" mark (named for screen readers)
 * and the signer, chain, timestamp and signature, so that anyone can verify it.
 *
 * Props: `voters` (VoterEntry[]); `locale`; `t` the `proposals` translator (format.ts); `className`.
 */
export function VoterList({
  voters,
  locale,
  t,
  className,
}: {
  voters: VoterEntry[];
  locale: string;
  t: VotersTranslate;
  className?: string;
}) {
  return (
    <ul className={cn('divide-y divide-border rounded-2xl border border-border bg-surface/80', className)}>
      {voters.map((voter) => (
        <li key={voter.handle} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <Link href={citizenPath(voter.handle)} className="font-medium text-primary hover:underline">
            {voter.handle}
          </Link>
          <span className={cn('font-semibold', voter.choice === 'for' ? 'text-accent' : 'text-foreground')}>
            {voter.choice === 'for' ? t('proposal.voters.votedFor') : t('proposal.voters.votedAgainst')}
          </span>
          {voter.signed && (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent"
              title={t('proposal.voters.signedLabel')}
            >
              <KeyRound aria-hidden="true" className="size-3.5" />
              <span aria-hidden="true">{t('proposal.voters.signed')}</span>
              <span className="sr-only">{t('proposal.voters.signedLabel')}</span>
            </span>
          )}
          <time dateTime={voter.createdAt} className="ml-auto text-xs text-muted">
            {formatDateTime(voter.createdAt, locale)}
          </time>
          {voter.signed && <Signed signed={voter.signed} locale={locale} t={t} />}
        </li>
      ))}
    </ul>
  );
}
