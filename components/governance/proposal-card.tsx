import { EyeOff } from 'lucide-react';
import type { ProposalSummary } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { proposalPath } from '@/lib/routes';
import { cn } from '@/lib/utils';
import { AuthorLink } from './author-link';
import type { CardTranslate } from './format';
import { CategoryBadge, StatusBadge } from './status-badge';
import { TallyBars } from './tally-bars';
import { VotingEnds } from './voting-ends';

export type ProposalCardProps = {
  /** The proposal as the service lists it (listProposals, myGovernance, GET /api/proposals). */
  proposal: ProposalSummary;
  /** The server's clock when the page is rendered (`now()` from lib/clock.ts), for "Voting ends in…". */
  now: Date;
  /** The page's locale, for numbers, dates and the relative time. */
  locale: string;
  /** The `proposals` translator: `await getTranslations('proposals')`, or useTranslator('proposals'). */
  t: CardTranslate;
  /** The title's level in the page's outline: h3 under a section's h2 (default), h2 in a list on its own. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/** A moderator's reason in the proposal's place: nothing of the proposal itself is shown. */
export function hiddenText(reason: string, t: CardTranslate): string {
  return reason.trim() ? t('card.hidden', { reason }) : t('card.hiddenNoReason');
}

const cardLook =
  'flex h-full flex-col rounded-2xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20';

/**
 * One proposal in a list: category and status badges, the title linking to the proposal's page, its
 * summary, who proposed it, the For and Against bars with the quorum, and when voting ends. A hidden
 * proposal shows only "Hidden by a moderator: {reason}". A server component without hooks or state:
 * the proposals page, the community page, a citizen's profile and the dashboard render it from props.
 */
export function ProposalCard({
  proposal,
  now,
  locale,
  t,
  headingLevel = 'h3',
  className,
}: ProposalCardProps) {
  if (proposal.hidden) {
    return (
      <article
        className={cn(cardLook, 'justify-center text-sm text-muted', className)}
        data-proposal={proposal.id}
      >
        <p className="flex items-center gap-2">
          <EyeOff aria-hidden="true" className="size-4 shrink-0" />
          {hiddenText(proposal.hidden.reason, t)}
        </p>
      </article>
    );
  }
  const Heading = headingLevel;
  const titleId = `proposal-${proposal.id}-title`;
  return (
    <article aria-labelledby={titleId} className={cn(cardLook, className)} data-proposal={proposal.id}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <StatusBadge status={proposal.status} t={t} />
        <CategoryBadge category={proposal.category} t={t} />
      </div>
      <Heading id={titleId} className="text-lg font-semibold text-balance">
        <Link href={proposalPath(proposal.id)} className="hover:underline">
          {proposal.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm text-muted">{proposal.summary}</p>
      <p className="mt-4 text-sm">
        <span className="text-muted">{t('card.proposedBy')}</span>{' '}
        <AuthorLink author={proposal.author} t={t} />
      </p>
      <TallyBars tally={proposal} locale={locale} t={t} className="mt-4 mb-4" />
      <VotingEnds
        closesAt={proposal.closesAt}
        now={now}
        locale={locale}
        t={t}
        className="mt-auto border-t border-border pt-4"
      />
    </article>
  );
}
