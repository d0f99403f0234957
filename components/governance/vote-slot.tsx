import { getLocale, getTranslations } from 'next-intl/server';
import type { ProposalSummary } from '@/lib/api/contract';
import { votePanelStrings } from './strings';
import { TallyBars } from './tally-bars';
import { VotePanelLazy } from './vote-panel-lazy';

export type VoteSlotProps = {
  /** The proposal the vote is on. */
  proposalId: number;
  /** The proposal as the page rendered it (status, counts, closing time, hidden), before any live update. */
  initial: ProposalSummary;
};

/**
 * Where a proposal page's vote goes: the vote panel (./vote-panel.tsx), loaded after the page, with the
 * live tallies, the reader's standing and the vote buttons, in the request's language. Until it is on
 * screen (and without JavaScript) the page's HTML shows the tallies as they were when it was rendered.
 */
export async function VoteSlot({ proposalId, initial }: VoteSlotProps) {
  const [t, locale, strings] = await Promise.all([
    getTranslations('proposals'),
    getLocale(),
    votePanelStrings(),
  ]);
  return (
    <VotePanelLazy
      proposalId={proposalId}
      initial={initial}
      strings={strings}
      fallback={
        <TallyBars
          tally={initial}
          locale={locale}
          t={t}
          className="rounded-2xl border border-border bg-surface/80 p-5"
        />
      }
    />
  );
}
