// What the people islands share: counts, "3 hours ago", and the line that says what earned a featured
// member their points. Plain functions over a locale (no hooks, no next-intl runtime), so they cost
// almost nothing in a lazy island and test without a provider.
import { POINTS } from '@/lib/citizens/rules';
import { formatMessage } from '@/lib/i18n/format-message';
import type { AppMessages } from '@/lib/i18n/app-config';
import { numberFormat, relativeTimeFormat } from '@/lib/i18n/intl';
import { DAY, HOUR, MINUTE, MONTH, SECOND, WEEK, YEAR } from '@/lib/time';

export type Fmt = (message: string, values?: Record<string, string | number>) => string;

export function fmtFor(locale: string): Fmt {
  return (message, values) => formatMessage(message, values, locale);
}

export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

const units: [number, Intl.RelativeTimeFormatUnit][] = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [WEEK, 'week'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
];

/** "3 hours ago", "yesterday", "now": the largest whole unit of how long before `now` `iso` was. */
export function timeAgo(iso: string, now: number, locale: string): string {
  // A moment a little ahead of this device's clock is "now", not "in 2 minutes".
  const elapsed = Math.max(0, now - Date.parse(iso));
  const [size, unit] = units.find(([size]) => elapsed >= size) ?? [SECOND, 'second'];
  const value = unit === 'second' ? 0 : -Math.floor(elapsed / size);
  return relativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
}

type FeaturedMessages = AppMessages['people']['featured'];
export type BreakdownStrings = Pick<
  FeaturedMessages,
  'actions' | 'actionNames' | 'actionPoints' | 'otherPoints'
>;

/** The order the actions are named in: what took the most effort first. */
const actionOrder = [
  'proposal',
  'path_completed',
  'thread',
  'lesson',
  'creation',
  'reply',
  'vote',
  'like_received',
  'citizenship',
];
/** Actions that take back what another earned: a withdrawn like is netted against the likes received. */
const takesBack: Readonly<Record<string, string>> = { like_withdrawn: 'like_received' };
const pointsPer: Readonly<Record<string, number>> = POINTS;

/** `record[key]` when it is the record's own (an action named "constructor" is not a message). */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * What earned a featured member their points, from the points per action the server sends: counts where
 * the points divide by the action's value in lib/citizens/rules.ts ("2 proposals", "14 votes"), else the
 * points per action ("votes: 15 points"); actions these texts do not name are summed as "other
 * contributions". Empty when nothing earned points.
 */
export function breakdownParts(
  breakdown: Record<string, number>,
  strings: BreakdownStrings,
  fmt: Fmt,
): string[] {
  const rank = (action: string) => {
    const index = actionOrder.indexOf(action);
    return index === -1 ? actionOrder.length : index;
  };
  const net = new Map<string, number>();
  for (const [action, points] of Object.entries(breakdown)) {
    if (!Number.isFinite(points)) continue;
    const into = own(takesBack, action) ?? action;
    net.set(into, (net.get(into) ?? 0) + points);
  }
  const entries = [...net]
    .filter(([, points]) => points > 0)
    .sort(([a, pa], [b, pb]) => rank(a) - rank(b) || pb - pa);
  const parts: string[] = [];
  let other = 0;
  for (const [action, points] of entries) {
    const per = own(pointsPer, action);
    const counted = own(strings.actions, action);
    const name = own(strings.actionNames, action);
    if (counted && per && points % per === 0) parts.push(fmt(counted, { count: points / per }));
    else if (name) parts.push(fmt(strings.actionPoints, { action: name, points }));
    else other += points;
  }
  if (other > 0) parts.push(fmt(strings.otherPoints, { points: other }));
  return parts;
}
