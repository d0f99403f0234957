import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listingCardStrings } from '@/components/marketplace/card-strings';
import { ListingFormLazy } from '@/components/marketplace/market-lazy';
import { PageBody } from '@/components/pages/page-body';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// The sell form: a static shell, the form an island that works as the signed-in citizen. Not for search.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  return {
    title: t('sell.meta.title'),
    description: t('sell.meta.description'),
    robots: { index: false, follow: true },
  };
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('marketplace');
  const { marketplace } = getMessages(locale);
  return (
    <PageBody locale={locale} namespace="marketplace">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('sell.title')}</h1>
        <p className="max-w-3xl text-muted">{t('sell.intro')}</p>
        <ListingFormLazy
          locale={locale}
          strings={{
            sell: marketplace.sell,
            errors: marketplace.errors,
            fieldErrors: marketplace.fieldErrors,
            categories: listingCardStrings(locale).categories,
            statuses: marketplace.library.statuses,
          }}
        />
      </div>
    </PageBody>
  );
}
