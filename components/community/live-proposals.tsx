'use client';

// The community page's live proposals: the two newest open for votes and the two newest that passed
// (GET /api/proposals), each with its status, voting time, For / Against bars and a link to its page.
// The page stays static; this island asks when it mounts. Plain fetch, no tailwind-merge: the page's
// first-load JavaScript has a budget (scripts/budget.mjs).
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { useMountRequest } from '@/components/ui/use-mount-request';
import type { ProposalPage, ProposalSummary } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { proposalPath } from '@/lib/routes';
import { StatusBadge, TallyBars, votingTime, type ProposalPartStrings } from './proposal-parts';

export type LiveProposalsStrings = ProposalPartStrings & {
  details: string;
  empty: string;
  loading: string;
  error: string;
  retry: string;
};

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: ProposalSummary[]; now: number };

const PER_STATUS = 2;

async function fetchProposals(status: 'active' | 'passed'): Promise<ProposalSummary[]> {
  const response = await fetch(`/api/proposals?status=${status}&limit=${PER_STATUS}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`proposals ${response.status}`);
  const page = (await response.json()) as ProposalPage;
  // A proposal a moderator hid has no title to show: it stays on its own page, with the reason.
  return page.items.filter((item) => !item.hidden).slice(0, PER_STATUS);
}

/** Both lists at once: the newest open first, then the newest passed. */
async function request(): Promise<State> {
  try {
    const [active, passed] = await Promise.all([fetchProposals('active'), fetchProposals('passed')]);
    return { status: 'ready', items: [...active, ...passed], now: Date.now() };
  } catch {
    return { status: 'error' };
  }
}

const boxClass = 'flex flex-col rounded-2xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20';
const cardClass = `${boxClass} h-full`;

export function LiveProposals({ strings, locale }: { strings: LiveProposalsStrings; locale: string }) {
  const [state, retry] = useMountRequest<State>(request, { status: 'loading' });
  const id = useId();

  if (state.status === 'loading') {
    return (
      <SkeletonList
        label={strings.loading}
        count={2}
        className="grid gap-5 md:grid-cols-2"
        itemClassName={`${boxClass} h-72 motion-safe:animate-pulse`}
      >
        <span className="h-5 w-28 rounded-full bg-surface-2" />
        <span className="mt-4 h-6 w-3/4 rounded bg-surface-2" />
        <span className="mt-6 h-2 w-full rounded-full bg-surface-2" />
        <span className="mt-6 h-2 w-full rounded-full bg-surface-2" />
      </SkeletonList>
    );
  }

  if (state.status === 'error') {
    return (
      <RetryAlert
        message={strings.error}
        retryLabel={strings.retry}
        onRetry={retry}
        size="default"
        className={`${cardClass} items-start gap-4`}
      />
    );
  }

  if (state.items.length === 0) {
    return <p className={`${cardClass} text-muted`}>{strings.empty}</p>;
  }

  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {state.items.map((proposal) => {
        const titleId = `${id}-${proposal.id}`;
        return (
          <li key={proposal.id}>
            <article aria-labelledby={titleId} className={cardClass}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <StatusBadge status={proposal.status} strings={strings} />
                <p className="text-sm text-muted">{votingTime(proposal, strings, locale, state.now)}</p>
              </div>
              <h3 id={titleId} className="mt-3 text-lg font-semibold [overflow-wrap:anywhere]">
                <Link href={proposalPath(proposal.id)} className="hover:underline">
                  {proposal.title}
                </Link>
              </h3>
              {proposal.summary && <p className="mt-2 line-clamp-3 text-sm text-muted">{proposal.summary}</p>}
              <TallyBars proposal={proposal} strings={strings} locale={locale} className="mt-5" />
              <Link
                href={proposalPath(proposal.id)}
                aria-describedby={titleId}
                className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary hover:underline"
              >
                {strings.details}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
