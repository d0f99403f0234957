import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from './config';
import { getMessages } from './messages';

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
  };
});
