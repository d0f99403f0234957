import { notFound } from 'next/navigation';
import { loadById, memberPageMetadata, type MemberPageProps } from '@/components/pages/member-page';
import { PageBody } from '@/components/pages/page-body';
import { ProposalPage } from '@/components/pages/proposal';
import { now } from '@/lib/clock';
import { getProposal, listVoters, proposalTopic } from '@/lib/governance/service';
import { pageShows } from '@/lib/page-cache';
import { resolveLocale } from '@/lib/page';

// A proposal is read from the database on each request (and so gets the per-request CSP nonce,
// server/server.mjs): its votes change by the minute.
export const dynamic = 'force-dynamic';

/** The id segment as a proposal id: digits only, no leading zero ("12", never "012", "1e3" or "-1"). */
function proposalId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/** Null for an unknown or invalid id. */
const loadProposal = loadById(proposalId, getProposal);

export const generateMetadata = memberPageMetadata('proposal', loadProposal);

export default async function Page({ params, searchParams }: MemberPageProps) {
  const locale = await resolveLocale(params);
  const proposal = await loadProposal((await params).id);
  if (!proposal) notFound();
  // Kept by the page cache until a vote or a moderator's act on it, or its time (voting-ends.tsx).
  pageShows(proposalTopic(proposal.id));
  // ?voters=<cursor> from "Show more voters"; anything odd reads as the first page.
  const query = (await searchParams).voters;
  const votersCursor = typeof query === 'string' && query.length <= 200 ? query : undefined;
  const voters = await listVoters(proposal.id, { cursor: votersCursor, limit: 50 });
  return (
    <PageBody locale={locale} namespace="proposals">
      <ProposalPage
        proposal={proposal}
        voters={voters}
        votersCursor={votersCursor}
        now={now()}
        locale={locale}
      />
    </PageBody>
  );
}
