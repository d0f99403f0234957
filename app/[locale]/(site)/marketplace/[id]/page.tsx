import { notFound } from 'next/navigation';
import { MarketplaceItem } from '@/components/pages/marketplace-item';
import { loadById, memberPageMetadata, type MemberPageProps } from '@/components/pages/member-page';
import { PageBody } from '@/components/pages/page-body';
import { listingIdOf } from '@/lib/marketplace/http';
import { getListing, listReviews } from '@/lib/marketplace/service';
import { resolveLocale } from '@/lib/page';

// A listing is read from the database on each request (its gets and reviews change by the minute).
export const dynamic = 'force-dynamic';

/** Null for an unknown id, a draft or unpublished. */
const loadListing = loadById(listingIdOf, getListing);

export const generateMetadata = memberPageMetadata('listing', loadListing);

export default async function Page({ params, searchParams }: MemberPageProps) {
  const locale = await resolveLocale(params);
  const listing = await loadListing((await params).id);
  if (!listing) notFound();
  // ?after=<cursor> from "Older reviews"; anything odd reads as the first page.
  const query = (await searchParams).after;
  const after = typeof query === 'string' && query.length > 0 && query.length <= 200 ? query : undefined;
  const reviews = listing.hidden
    ? { items: [], nextCursor: null }
    : await listReviews(listing.id, { cursor: after });
  return (
    <PageBody locale={locale} namespace="marketplace">
      <MarketplaceItem listing={listing} reviews={reviews} locale={locale} />
    </PageBody>
  );
}
