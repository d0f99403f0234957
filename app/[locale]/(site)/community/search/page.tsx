import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchPageView } from '@/components/groups/search-page';
import { foundingTexts } from '@/components/groups/strings';
import { PageBody } from '@/components/pages/page-body';
import { searchCommunity } from '@/lib/community/search';
import { searchQuerySchema } from '@/lib/community/validation';
import { resolveLocale } from '@/lib/page';
import { communitySearchPath } from '@/lib/routes';
import { dynamicPageMetadata } from '@/lib/seo';

// The search reads the database on each request (and so gets the per-request CSP nonce,
// server/server.mjs). Its result pages are not for search engines: noindex.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'groups' });
  return dynamicPageMetadata({
    locale,
    namespace: 'groups',
    path: communitySearchPath,
    title: t('search.meta.title'),
    description: t('search.meta.description'),
    index: false,
  });
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params);
  // ?q= (at most 200 characters; anything odd reads as no query) and ?cursor= from "More results".
  const { q, cursor } = searchQuerySchema.parse(await searchParams);
  const [results, founding] = await Promise.all([
    q ? searchCommunity(q, locale, { cursor }) : Promise.resolve(null),
    foundingTexts(),
  ]);
  return (
    <PageBody locale={locale} namespace="groups">
      <SearchPageView q={q} cursor={cursor} results={results} founding={founding} locale={locale} />
    </PageBody>
  );
}
