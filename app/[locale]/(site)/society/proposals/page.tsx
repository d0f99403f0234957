import { PageBody } from '@/components/pages/page-body';
import { ProposalsPage } from '@/components/pages/proposals';
import { PROPOSALS_TOPIC } from '@/lib/governance/service';
import { listQuerySchema } from '@/lib/governance/validation';
import { pageShows } from '@/lib/page-cache';
import { metadataFor, resolveLocale } from '@/lib/page';

// The list reads the database on each request (and so gets the per-request CSP nonce, server/server.mjs).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('proposals');

export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  // ?status=active|passed|rejected|all (anything else: all) and ?cursor= from the "Older proposals" link.
  const { status, cursor } = listQuerySchema.parse(await searchParams);
  // Kept by the page cache until a vote, a new proposal or a moderator's act, or a card's time.
  pageShows(PROPOSALS_TOPIC);
  return (
    <PageBody locale={locale} namespace="proposals">
      <ProposalsPage locale={locale} status={status} cursor={cursor} />
    </PageBody>
  );
}
