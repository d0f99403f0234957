import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, localeTags, locales, ogLocales, type Locale } from './i18n/config';
import { localizePath } from './i18n/detect';
import { isNamespaceTranslated } from './i18n/messages';
import { pageShareImage } from './og/titles';
import { pages, type PageId } from './routes';
import { site } from './site';

/**
 * Title, description, canonical, hreflang alternates (with x-default) and OpenGraph for one page in one
 * locale. A page shown in English because its locale lacks a translation is `noindex,follow`, points
 * its canonical at the English page and is left out of the alternates.
 */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  translatedLocales,
  type = 'website',
  image = DEFAULT_IMAGE,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  translatedLocales: readonly Locale[];
  type?: 'website' | 'article';
  /** The page's share image (lib/og): its title in the page's language; the generic one otherwise. */
  image?: string;
}): Metadata {
  const translated = translatedLocales.includes(locale);
  const canonical = localizePath(translated ? locale : defaultLocale, path);
  const languages: Record<string, string> = Object.fromEntries(
    translatedLocales.map((l) => [localeTags[l], localizePath(l, path)]),
  );
  languages['x-default'] = localizePath(defaultLocale, path);
  return {
    title,
    description,
    alternates: { canonical, languages },
    robots: translated ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type,
      siteName: site.name,
      title,
      description,
      url: canonical,
      locale: ogLocales[translated ? locale : defaultLocale],
      alternateLocale: translatedLocales.filter((l) => l !== locale).map((l) => ogLocales[l]),
      images: [{ url: image, width: 1200, height: 630, alt: title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

const DEFAULT_IMAGE = '/og.png';

export function translatedLocalesOf(namespace: string): Locale[] {
  return locales.filter((l) => isNamespaceTranslated(l, namespace));
}

/** Metadata of a page whose texts live in messages/<locale>/<namespace>.json under `meta`. */
export async function pageMetadata(locale: Locale, namespace: string, path: string): Promise<Metadata> {
  // The namespace is dynamic here; the message files' types are checked where pages use them.
  const t = await getTranslations({ locale, namespace: namespace as 'home' });
  return buildMetadata({
    locale,
    path,
    title: t('meta.title'),
    description: t('meta.description'),
    translatedLocales: translatedLocalesOf(namespace),
    // Pages of the route table have a share image drawn at build time (lib/og).
    image: pages.some((p) => p.id === namespace) ? pageShareImage(locale, namespace as PageId) : undefined,
  });
}

/**
 * Metadata of a page rendered on request whose title and description are what a member wrote (a
 * proposal): canonical and hreflang alternates as `namespace`'s translations allow, like every page, and
 * `noindex` when `index` is false (a proposal a moderator hid).
 */
export function dynamicPageMetadata({
  locale,
  namespace,
  path,
  title,
  description,
  index = true,
  image,
}: {
  locale: Locale;
  namespace: string;
  path: string;
  title: string;
  description: string;
  index?: boolean;
  image?: string;
}): Metadata {
  const metadata = buildMetadata({
    locale,
    path,
    title,
    description,
    translatedLocales: translatedLocalesOf(namespace),
    image,
  });
  return index ? metadata : { ...metadata, robots: { index: false, follow: true } };
}
