// Language detection for unprefixed URLs, in the spec's order:
// ?lng -> cookie -> (localStorage, in the browser) -> Accept-Language -> English.
import { defaultLocale, isLocale, locales, type Locale } from './config';

/** Maps a language tag such as "vi-VN", "zh-Hant-TW" or "FR" to a supported locale, if any. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const normalized = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!normalized) return undefined;
  if (isLocale(normalized)) return normalized;
  const base = normalized.split('-')[0];
  return isLocale(base) ? base : undefined;
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values. */
export function negotiateAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = matchLocale(entry.tag);
    if (locale) return locale;
  }
  return undefined;
}

export type DetectionSource = 'query' | 'cookie' | 'accept-language' | 'default';

export function detectLocale(input: {
  lng?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): { locale: Locale; source: DetectionSource } {
  const fromQuery = matchLocale(input.lng);
  if (fromQuery) return { locale: fromQuery, source: 'query' };
  if (isLocale(input.cookie)) return { locale: input.cookie, source: 'cookie' };
  const fromHeader = negotiateAcceptLanguage(input.acceptLanguage);
  if (fromHeader) return { locale: fromHeader, source: 'accept-language' };
  return { locale: defaultLocale, source: 'default' };
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
