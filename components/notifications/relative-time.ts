// "2 hours ago", "yesterday", "just now"… in the page's language, with Intl.RelativeTimeFormat.

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

export function formatRelativeTime(date: Date | string, now: Date, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (abs >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute (and clocks slightly ahead of the server): "now".
  return formatter.format(0, 'second');
}
