import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './i18n/config';
import { pagePath, type PageId } from './routes';
import { pageMetadata } from './seo';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Reads the locale segment and enables static rendering for it (next-intl's setRequestLocale). */
export async function resolveLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** `export const generateMetadata = metadataFor('about')` in a page file. */
export function metadataFor(id: PageId) {
  return async ({ params }: LocaleParams) => pageMetadata(await resolveLocale(params), id, pagePath(id));
}
