// How the marketplace writes prices, sizes and ratings, in the page's language. Plain BigInt arithmetic
// for ether (no wallet library on these pages).
import { dateTimeFormat, numberFormat } from '@/lib/i18n/intl';

const WEI = BigInt('1000000000000000000');

/** "0.05 ETH" from a wei amount as a decimal string; null for free. */
export function formatEther(wei: string, locale: string): string | null {
  let value: bigint;
  try {
    value = BigInt(wei);
  } catch {
    return null;
  }
  if (value <= BigInt(0)) return null;
  const whole = value / WEI;
  const fraction = (value % WEI).toString().padStart(18, '0').replace(/0+$/, '');
  const number = numberFormat(locale);
  const wholeText = number.format(whole);
  const separator = number.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${wholeText}${fraction ? separator + fraction : ''} ETH`;
}

export function formatSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  // 999,950 bytes reads "1 MB", not "1,000 kB": the unit is chosen after rounding to one decimal.
  while (Math.round(value * 10) / 10 >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

export function formatDate(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
