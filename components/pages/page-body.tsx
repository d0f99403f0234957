import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { isNamespaceTranslated } from '@/lib/i18n/messages';

/**
 * Wraps a page's content. When the page has no translation in this locale its English text is marked
 * lang="en" (screen readers switch voice) and a short notice says so.
 */
export async function PageBody({
  locale,
  namespace,
  children,
}: {
  locale: Locale;
  namespace: string;
  children: ReactNode;
}) {
  if (isNamespaceTranslated(locale, namespace)) return <>{children}</>;
  const t = await getTranslations('common');
  return (
    <>
      <p role="note" className="mx-auto mt-6 max-w-7xl px-4 text-sm text-muted sm:px-6">
        {t('translationNotice')}
      </p>
      <div lang={defaultLocale}>{children}</div>
    </>
  );
}
