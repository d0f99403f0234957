// Language detection for unprefixed URLs (the rules: negotiate.mjs, shared with the production server)
// and the locale parts of paths.
import { defaultLocale, isLocale, locales, type Locale } from './config';
import * as negotiate from './negotiate.mjs';
import type { DetectionSource } from './negotiate.mjs';

/** Maps a language tag such as "vi-VN", "zh-Hant-TW" or "FR" to a supported locale, if any. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  return negotiate.matchLocale(tag, locales);
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values. */
export function negotiateAcceptLanguage(header: string | null | undefined): Locale | undefined {
  return negotiate.negotiateAcceptLanguage(header, locales);
}

export type { DetectionSource } from './negotiate.mjs';

export function detectLocale(input: {
  lng?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { locale: Locale; source: DetectionSource } {
  return negotiate.detectLocale(input, locales, defaultLocale);
}

/** Splits "/vi/about" into { locale: 'vi', path: '/about' }; an unprefixed path has no locale. */
export function splitLocale(pathname: string): { locale: Locale | undefined; path: string } {
  const segment = pathname.split('/')[1];
  if (isLocale(segment)) {
    const rest = pathname.slice(segment.length + 1);
    return { locale: segment, path: rest === '' ? '/' : rest };
  }
  return { locale: undefined, path: pathname || '/' };
}

/** The public URL path of `path` in `locale`: English is unprefixed ("as-needed"). */
export function localizePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export { locales };
