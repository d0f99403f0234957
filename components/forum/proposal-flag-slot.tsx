import type { ProposalSummary } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/config';
import { ProposalFlagLazy } from './proposal-flag-lazy';
import { flagStrings } from './strings';

/** Where a proposal's Flag button goes: shown, after the page loads, to citizens who did not write it. */
export async function ProposalFlagSlot({ proposal, locale }: { proposal: ProposalSummary; locale: Locale }) {
  return (
    <ProposalFlagLazy
      proposalId={proposal.id}
      author={proposal.author}
      strings={await flagStrings()}
      locale={locale}
    />
  );
}
