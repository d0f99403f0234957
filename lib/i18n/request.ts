import { getRequestConfig } from 'next-intl/server';
import { _createCache } from 'use-intl/core';
import { defaultLocale, isLocale } from './config';
import { getMessages } from './messages';

/**
 * One store of compiled messages for the whole process. next-intl keeps its message formats in a store
 * made per request, so every page rendered on request parsed each of its ICU messages again and built
 * their plural rules and number formats anew (about 6 % of its server time). A compiled message depends
 * only on its text, the locale and the formats, which are all in the store's key (use-intl's
 * `formatMessage`), and the message files do not change while the server runs, so the store is shared.
 * The translator takes it as `_cache` (use-intl's `createTranslator`), which next-intl passes on from
 * this config; `request.test.ts` checks that it does.
 */
export const messageFormatStore = _createCache();

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: getMessages(locale),
    timeZone: 'UTC',
    // A key missing in English too is a bug: show it in development, never throw in production.
    onError(error) {
      if (process.env.NODE_ENV !== 'production') console.error(error.message);
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.');
    },
    // Not in next-intl's RequestConfig type: passed through to createTranslator (see above).
    ...({ _cache: messageFormatStore } as object),
  };
});
