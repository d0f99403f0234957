import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/page';

/** The namespaces of the pages outside the route table, each with a `metaTitle`. */
type UnlistedNamespace =
  | 'offline'
  | 'newsletter.unsubscribe'
  | 'email.reset'
  | `email.outcomes.${'verified' | 'changed' | 'subscribed' | 'expired' | 'used' | 'invalid' | 'busy'}`;

/**
 * `export const generateMetadata = unlistedMetadata('offline')` for a page outside the route table,
 * which search engines should not list: its title is `<namespace>.metaTitle`.
 */
export function unlistedMetadata(namespace: UnlistedNamespace) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await resolveLocale(params);
    const t = await getTranslations({ locale, namespace });
    return { title: t('metaTitle'), robots: { index: false, follow: false } };
  };
}
