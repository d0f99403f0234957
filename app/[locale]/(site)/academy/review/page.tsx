import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PathReviewLazy } from '@/components/academy/community-lazy';
import { PageBody } from '@/components/pages/page-body';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// The moderators' review of community learning paths: a static shell, the queue an island. Not for search.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'academy' });
  return {
    title: t('review.meta.title'),
    description: t('review.meta.description'),
    robots: { index: false, follow: true },
  };
}

export default async function Page({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('academy');
  const { academy } = getMessages(locale);
  return (
    <PageBody locale={locale} namespace="academy">
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('review.title')}</h1>
        <p className="max-w-3xl text-muted">{t('review.intro')}</p>
        <PathReviewLazy
          locale={locale}
          strings={{
            review: academy.review,
            write: academy.write,
            errors: academy.pathErrors,
            levels: academy.levels,
            topics: academy.topics,
          }}
        />
      </div>
    </PageBody>
  );
}
