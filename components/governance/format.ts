// What the governance components share: the translator they take, and the numbers and dates they show.
// Plain functions over a locale, so the components render the same on the server and in an island.
import type { AppMessages } from '@/lib/i18n/app-config';
import type { MessageKey, Values } from '@/lib/i18n/format-message';
import { dateTimeFormat, numberFormat } from '@/lib/i18n/intl';

/** A key of the `proposals` namespace (messages/en/proposals.json). */
export type ProposalsKey = MessageKey<AppMessages['proposals']>;

/**
 * The translator the governance components take, over the `proposals` namespace: on the server
 * `await getTranslations('proposals')`, in a client island `useTranslator('proposals')` (with the
 * namespace passed to the client). `Key` narrows it to the keys a component reads.
 */
export type ProposalsTranslate<Key extends ProposalsKey = ProposalsKey> = (
  key: Key,
  values?: Values,
) => string;

/** The keys the cards, badges, tallies and "voting ends" line read: `card.*`. */
export type CardTranslate = ProposalsTranslate<Extract<ProposalsKey, `card.${string}`>>;

/** 1234 → "1,234" in English. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** A whole percentage (0–100) → "60%" in English, "60 %" in French. */
export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent' }).format(percent / 100);
}

/**
 * A moment as a date and time in UTC, the time zone of every page (lib/i18n/request.ts), named so that
 * nobody mistakes it for their own: "May 3, 2026, 02:00 PM UTC" in English.
 */
export function formatDateTime(date: Date | string, locale: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(date));
}
