// Locale facts shared by the proxy, the app, scripts and tests. No framework imports here, so any
// runtime (proxy, Node scripts, Jest, the inline boot script) can use it.

export const locales = ['en', 'vi', 'fr', 'es', 'zh', 'ja', 'hi', 'hmn'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** Each language by its own name, as the language menus show it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  vi: 'Tiếng Việt',
  fr: 'Français',
  es: 'Español',
  zh: '中文',
  ja: '日本語',
  hi: 'हिन्दी',
  hmn: 'Hmoob',
};

/** BCP 47 tags for hreflang and OpenGraph. */
export const localeTags: Record<Locale, string> = {
  en: 'en',
  vi: 'vi',
  fr: 'fr',
  es: 'es',
  zh: 'zh-Hans',
  ja: 'ja',
  hi: 'hi',
  hmn: 'hmn',
};

export const ogLocales: Record<Locale, string> = {
  en: 'en_US',
  vi: 'vi_VN',
  fr: 'fr_FR',
  es: 'es_ES',
  zh: 'zh_CN',
  ja: 'ja_JP',
  hi: 'hi_IN',
  hmn: 'hmn',
};

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_STORAGE_KEY = 'civitas.locale';
/** A chosen language is remembered for one year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
