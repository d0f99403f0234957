// Language detection for unprefixed URLs, in the spec's order: ?lng -> cookie -> (localStorage, in the
// browser) -> Accept-Language -> English. Plain JavaScript with the locales as a parameter, so that the
// proxy (through detect.ts) and the production server's static fast path (server/server.mjs) decide alike.

/**
 * Maps a language tag such as "vi-VN", "zh-Hant-TW" or "FR" to a supported locale, if any.
 * @param {string | null | undefined} tag
 * @param {readonly string[]} locales
 */
export function matchLocale(tag, locales) {
  if (!tag) return undefined;
  const normalized = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!normalized) return undefined;
  if (locales.includes(normalized)) return normalized;
  const base = normalized.split('-')[0];
  return locales.includes(base) ? base : undefined;
}

/**
 * Picks the best supported locale from an Accept-Language header, honouring q-values.
 * @param {string | null | undefined} header
 * @param {readonly string[]} locales
 */
export function negotiateAcceptLanguage(header, locales) {
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
    const locale = matchLocale(entry.tag, locales);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * @param {{ lng?: string | null, cookie?: string | null, acceptLanguage?: string | null }} input
 * @param {readonly string[]} locales
 * @param {string} defaultLocale
 * @returns {{ locale: string, source: 'query' | 'cookie' | 'accept-language' | 'default' }}
 */
export function detectLocale(input, locales, defaultLocale) {
  const fromQuery = matchLocale(input.lng, locales);
  if (fromQuery) return { locale: fromQuery, source: 'query' };
  if (input.cookie && locales.includes(input.cookie)) return { locale: input.cookie, source: 'cookie' };
  const fromHeader = negotiateAcceptLanguage(input.acceptLanguage, locales);
  if (fromHeader) return { locale: fromHeader, source: 'accept-language' };
  return { locale: defaultLocale, source: 'default' };
}
