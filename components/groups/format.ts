// What the groups' pages and islands share: how long ago something happened, when to try again, and a
// group's name and description (a founding group's are messages). Plain functions over a locale, so
// the server pages and the browser islands say the same thing.
import type { GroupSummary } from '@/lib/api/contract';
import { dateTimeFormat, relativeTimeFormat } from '@/lib/i18n/intl';
import { foundingGroups, type FoundingGroup } from '@/lib/community/rules';
import { DAY, HOUR, MINUTE, MONTH, SECOND, YEAR } from '@/lib/time';

/** "always": "1 day ago", never "yesterday", which would be wrong late in the evening. */
const relativeFormat = (locale: string, numeric: 'always' | 'auto') =>
  relativeTimeFormat(locale, { numeric });

const units: [number, Intl.RelativeTimeFormatUnit][] = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
  [SECOND, 'second'],
];

/** `ms` from now (negative: in the past) in the locale's words, in the largest unit it fills. */
function relative(ms: number, locale: string, round: (n: number) => number): string {
  const size = Math.abs(ms);
  const [length, unit] = units.find(([length]) => size >= length) ?? [SECOND, 'second'];
  const value = round(size / length);
  // Under a second: "now" ("auto" only here, where it cannot say "yesterday").
  if (value === 0) return relativeFormat(locale, 'auto').format(0, 'second');
  return relativeFormat(locale, 'always').format(ms < 0 ? -value : value, unit);
}

/** How long ago `at` was, as of `now`: "5 minutes ago", "3 days ago", "now" (under a second). */
export function timeAgo(at: Date | string, now: Date, locale: string): string {
  const ms = Math.min(0, new Date(at).getTime() - now.getTime());
  return relative(ms, locale, Math.floor);
}

/**
 * When to try again, from a `retryAfter` in seconds: "in 15 seconds", "in 2 hours". A partial unit
 * counts as a whole one (never "in 0 minutes"); an unknown wait reads as a minute.
 */
export function retryIn(retryAfter: number | undefined, locale: string): string {
  const seconds = retryAfter !== undefined && retryAfter > 0 ? retryAfter : 60;
  return relative(Math.max(1, seconds) * SECOND, locale, Math.ceil);
}

/** A date in the locale's medium style, in UTC (the pages' time zone): "May 3, 2026". */
export function formatDay(at: Date | string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(at));
}

/** A moment as a date and time in UTC, the pages' time zone, named so: "May 3, 2026, 02:00 PM UTC". */
export function formatMoment(at: Date | string, locale: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(at));
}

export function isFoundingGroup(key: string | null | undefined): key is FoundingGroup {
  return (foundingGroups as readonly string[]).includes(key ?? '');
}

/** The founding groups' names and descriptions, by key (messages community.groups.<key>.title/body). */
export type FoundingTexts = Record<FoundingGroup, { title: string; body: string }>;

/** A group's name and description as shown: a founding group's from the messages, else as written. */
export function groupText(
  group: Pick<GroupSummary, 'seedKey' | 'name' | 'description'>,
  founding: FoundingTexts,
): { name: string; description: string } {
  if (isFoundingGroup(group.seedKey)) {
    const text = founding[group.seedKey];
    return { name: text.title, description: text.body };
  }
  return { name: group.name, description: group.description };
}
