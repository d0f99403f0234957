'use client';

// "My proposals" (title, status, For / Against, voting time) and "My votes" (the choice, the proposal,
// its status, and whether the vote was signed with the citizen's wallet), newest first.
import { ArrowRight, PenLine } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { StatusBadge, TallyBars, votingTime } from '@/components/community/proposal-parts';
import type { MyGovernance, ProposalSummary } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { pageHref, proposalPath, routes, type Route } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { cardClass } from './shared';
import { fill, type GovernanceStrings } from './strings';

type ListProps<Item> = { strings: GovernanceStrings; locale: string } & Item;

/** A proposal's title as a link to its page, or, when a moderator hid it, the reason in its place. */
function ProposalTitle({ proposal, strings }: { proposal: ProposalSummary; strings: GovernanceStrings }) {
  if (proposal.hidden)
    return (
      <p className="text-sm text-muted italic">
        {fill(strings.proposals.hidden, { reason: proposal.hidden.reason })}
      </p>
    );
  return (
    <Link
      href={proposalPath(proposal.id)}
      className="font-semibold [overflow-wrap:anywhere] text-foreground hover:underline"
    >
      {proposal.title}
    </Link>
  );
}

function ListCard({
  title,
  empty,
  children,
}: {
  title: string;
  /** Shown instead of the list when it has nothing, with a link to where to begin. */
  empty: { text: string; link: string; href: Route } | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx(cardClass, 'flex flex-col gap-4')}>
      <h3 id={id} className="text-sm font-semibold tracking-wider text-accent uppercase">
        {title}
      </h3>
      {empty ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">{empty.text}</p>
          <Link
            href={empty.href}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
          >
            {empty.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : (
        children
      )}
    </section>
  );
}

export function MyProposals({ proposals, strings, locale }: ListProps<Pick<MyGovernance, 'proposals'>>) {
  // One reading of the clock for the whole list, taken when it first renders.
  const [now] = useState(() => Date.now());
  const parts = strings.parts;
  return (
    <ListCard
      title={strings.proposals.title}
      empty={
        proposals.length === 0
          ? {
              text: strings.proposals.empty,
              link: strings.proposals.propose,
              href: pageHref('dao', 'propose'),
            }
          : null
      }
    >
      <ul className="divide-y divide-border">
        {proposals.map((proposal) => (
          <li key={proposal.id} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StatusBadge status={proposal.status} strings={parts} />
              <p className="text-sm text-muted">{votingTime(proposal, parts, locale, now)}</p>
            </div>
            <ProposalTitle proposal={proposal} strings={strings} />
            <TallyBars proposal={proposal} strings={parts} locale={locale} className="mt-1" />
          </li>
        ))}
      </ul>
    </ListCard>
  );
}

export function MyVotes({ votes, strings, locale }: ListProps<Pick<MyGovernance, 'votes'>>) {
  const [now] = useState(() => Date.now());
  const parts = strings.parts;
  return (
    <ListCard
      title={strings.votes.title}
      empty={
        votes.length === 0
          ? { text: strings.votes.empty, link: strings.votes.browse, href: routes.proposals }
          : null
      }
    >
      <ul className="divide-y divide-border">
        {votes.map(({ choice, signed, proposal }) => (
          <li key={proposal.id} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span
                className={cx('text-sm font-semibold', choice === 'for' ? 'text-accent' : 'text-primary')}
              >
                {choice === 'for' ? strings.votes.for : strings.votes.against}
              </span>
              {signed && (
                <span className="inline-flex items-center gap-1 text-xs text-muted">
                  <PenLine aria-hidden="true" className="size-3.5" />
                  {strings.votes.signed}
                </span>
              )}
            </div>
            <ProposalTitle proposal={proposal} strings={strings} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StatusBadge status={proposal.status} strings={parts} />
              <p className="text-sm text-muted">{votingTime(proposal, parts, locale, now)}</p>
            </div>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
