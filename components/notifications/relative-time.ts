// "2 hours ago", "yesterday", "just now"… in the page's language, with Intl.RelativeTimeFormat.
import { pageChangesIn } from '@/lib/page-cache';
import { relativeTimeFormat } from '@/lib/i18n/intl';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long until `formatRelativeTime(date, …)` may read differently ("5 minutes ago" becoming 6). */
export function relativeTimeChangesIn(date: Date | string, now: Date): number {
  const ms = now.getTime() - new Date(date).getTime();
  // Ahead of this clock (rare): looked at again within a minute.
  if (ms < 0) return Math.min(-ms, 60_000);
  // The words follow whole seconds, rounded as formatRelativeTime rounds them.
  const seconds = -Math.round(-ms / 1000);
  const index = units.findIndex(([, size]) => seconds >= size);
  let next = 60;
  if (index !== -1) {
    const size = units[index]![1];
    // Past 30 days, months come before the fifth week; past 365 days, years before the thirteenth month.
    next = Math.min((Math.floor(seconds / size) + 1) * size, index > 0 ? units[index - 1]![1] : Infinity);
  }
  // The first millisecond at which the rounded seconds reach `next`.
  return next * 1000 - 499 - ms;
}

export function formatRelativeTime(date: Date | string, now: Date, locale: string): string {
  // A page kept by the page cache is rendered again when these words change.
  pageChangesIn(relativeTimeChangesIn(date, now));
  const formatter = relativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of units) {
    if (abs >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  // Under a minute (and clocks slightly ahead of the server): "now".
  return formatter.format(0, 'second');
}
