import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { PageBody } from '@/components/pages/page-body';
import { ProposalPage } from '@/components/pages/proposal';
import { now } from '@/lib/clock';
import { getProposal, listVoters, proposalTopic } from '@/lib/governance/service';
import { pageShows } from '@/lib/page-cache';
import { resolveLocale } from '@/lib/page';
import { proposalPath } from '@/lib/routes';
import { memberShareImage } from '@/lib/og/titles';
import { dynamicPageMetadata } from '@/lib/seo';

// A proposal is read from the database on each request (and so gets the per-request CSP nonce,
// server/server.mjs): its votes change by the minute.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The id segment as a proposal id: digits only, no leading zero ("12", never "012", "1e3" or "-1"). */
function proposalId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/** One read per request for the metadata and the page. Null for an unknown or invalid id. */
const loadProposal = cache(async (segment: string) => {
  const id = proposalId(segment);
  return id === null ? null : getProposal(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const proposal = await loadProposal((await params).id);
  if (!proposal) return {};
  const path = proposalPath(proposal.id);
  if (proposal.hidden) {
    const t = await getTranslations({ locale, namespace: 'proposals' });
    const title = t('proposal.hidden.title');
    return dynamicPageMetadata({
      locale,
      namespace: 'proposals',
      path,
      title,
      description: title,
      index: false,
    });
  }
  return dynamicPageMetadata({
    locale,
    namespace: 'proposals',
    path,
    title: proposal.title,
    description: proposal.summary,
    image: memberShareImage(locale, 'proposal', proposal.id),
  });
}

export default async function Page({ params, searchParams }: Props) {
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
