import type { MetadataRoute } from 'next';
import { localeTags, type Locale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/detect';
import { articleLocales, articleSlugs } from '@/lib/newsroom';
import { articlePath, pages } from '@/lib/routes';
import { translatedLocalesOf } from '@/lib/seo';
import { site } from '@/lib/site';

// Every page in every locale that translates it, each entry listing its alternates. Pages that fall
// back to English in a locale are left out of that locale (they are noindex there).
function entries(path: string, translated: readonly Locale[]): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    translated.map((l) => [localeTags[l], site.url + localizePath(l, path)]),
  );
  return translated.map((locale) => ({
    url: site.url + localizePath(locale, path),
    alternates: { languages },
  }));
}

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...pages.flatMap((page) => entries(page.path, translatedLocalesOf(page.id))),
    ...articleSlugs().flatMap((slug) => entries(articlePath(slug), articleLocales(slug))),
  ];
}
