import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { resolveLocale, type LocaleParams } from '@/lib/page';
import { PageBody } from './page-body';

/** The pages that are a static shell around one island, each with `title`, `intro` and `meta.*` messages. */
export type IslandNamespace = `academy.${'review' | 'write'}` | `marketplace.${'library' | 'sell'}`;

/**
 * `export const generateMetadata = islandMetadata('academy.write', { follow: true })` for such a page:
 * its title and description from `<namespace>.meta`, and never listed by search engines.
 */
export function islandMetadata(namespace: IslandNamespace, { follow }: { follow: boolean }) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace });
    return {
      title: t('meta.title'),
      description: t('meta.description'),
      robots: { index: false, follow },
    };
  };
}

/**
 * A page that is a static shell around an island (a form, a queue, a list the signed-in member asks
 * for): its h1 and intro from `<namespace>.title` and `.intro`, then the island, in a column `width` wide.
 */
export async function IslandPage({
  locale,
  namespace,
  width,
  children,
}: {
  locale: Locale;
  namespace: IslandNamespace;
  width: 'max-w-4xl' | 'max-w-5xl' | 'max-w-7xl';
  children: ReactNode;
}) {
  const t = await getTranslations(namespace);
  return (
    <PageBody locale={locale} namespace={namespace.slice(0, namespace.indexOf('.'))}>
      <div className={`mx-auto flex ${width} flex-col gap-6 px-4 py-12 sm:px-6`}>
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('title')}</h1>
        <p className="max-w-3xl text-muted">{t('intro')}</p>
        {children}
      </div>
    </PageBody>
  );
}
