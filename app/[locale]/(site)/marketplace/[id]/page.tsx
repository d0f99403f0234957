import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { MarketplaceItem } from '@/components/pages/marketplace-item';
import { PageBody } from '@/components/pages/page-body';
import { listingIdOf } from '@/lib/marketplace/http';
import { getListing, listReviews } from '@/lib/marketplace/service';
import { resolveLocale } from '@/lib/page';
import { listingPath } from '@/lib/routes';
import { memberShareImage } from '@/lib/og/titles';
import { dynamicPageMetadata } from '@/lib/seo';

// A listing is read from the database on each request (its gets and reviews change by the minute).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** One read per request for the metadata and the page. Null for an unknown id, a draft or unpublished. */
const loadListing = cache(async (segment: string) => {
  const id = listingIdOf(segment);
  return id === null ? null : getListing(id);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const listing = await loadListing((await params).id);
  if (!listing) return {};
  const path = listingPath(listing.id);
  if (listing.hidden) {
    const t = await getTranslations({ locale, namespace: 'marketplace' });
    const title = t('item.hiddenTitle');
    return dynamicPageMetadata({
      locale,
      namespace: 'marketplace',
      path,
      title,
      description: title,
      index: false,
    });
  }
  return dynamicPageMetadata({
    locale,
    namespace: 'marketplace',
    path,
    title: listing.title,
    description: listing.summary,
    image: memberShareImage(locale, 'listing', listing.id),
  });
}

export default async function Page({ params, searchParams }: Props) {
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
