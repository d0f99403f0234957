import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listingCardStrings } from '@/components/marketplace/card-strings';
import { LibraryViewLazy } from '@/components/marketplace/market-lazy';
import { PageBody } from '@/components/pages/page-body';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// The member's library: a static shell, the lists an island that asks as the signed-in member.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'marketplace' });
  return {
    title: t('library.meta.title'),
    description: t('library.meta.description'),
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('marketplace');
  const { marketplace } = getMessages(locale);
  return (
    <PageBody locale={locale} namespace="marketplace">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('library.title')}</h1>
        <p className="max-w-3xl text-muted">{t('library.intro')}</p>
        <LibraryViewLazy
          locale={locale}
          strings={{
            ...listingCardStrings(locale),
            library: marketplace.library,
            errors: marketplace.errors,
          }}
        />
      </div>
    </PageBody>
  );
}
