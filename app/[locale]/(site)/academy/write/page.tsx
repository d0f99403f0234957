import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PathEditorLazy } from '@/components/academy/community-lazy';
import { PageBody } from '@/components/pages/page-body';
import { getMessages } from '@/lib/i18n/messages';
import { resolveLocale, type LocaleParams } from '@/lib/page';

// "Start a new path": a static shell, the editor an island that works as the signed-in citizen. Not for
// search.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'academy' });
  return {
    title: t('write.meta.title'),
    description: t('write.meta.description'),
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
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('write.title')}</h1>
        <p className="max-w-3xl text-muted">{t('write.intro')}</p>
        <PathEditorLazy
          locale={locale}
          strings={{
            write: academy.write,
            errors: academy.pathErrors,
            fieldErrors: academy.pathFieldErrors,
            levels: academy.levels,
            topics: academy.topics,
          }}
        />
      </div>
    </PageBody>
  );
}
