// The Intl formatters of the pages and islands, made once per locale and options. Building one
// (`new Intl.NumberFormat(locale)`) costs far more than using it: a card list that built a plural rule
// and a number format for each line spent most of its hydration on them. A locale the runtime cannot
// take (a malformed tag) falls back to English, as next-intl does.

type Options = object | undefined;

const formats = new Map<string, unknown>();

function memo<F>(kind: string, locale: string, options: Options, make: (locale: string) => F): F {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key) as F | undefined;
  if (format === undefined) {
    try {
      format = make(locale);
    } catch {
      format = make('en');
    }
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  memo('number', locale, options, (l) => new Intl.NumberFormat(l, options));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  memo('date', locale, options, (l) => new Intl.DateTimeFormat(l, options));

export const relativeTimeFormat = (
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat =>
  memo('relative', locale, options, (l) => new Intl.RelativeTimeFormat(l, options));

export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules =>
  memo('plural', locale, options, (l) => new Intl.PluralRules(l, options));
