// What the finance island's parts share: their texts' shape, the networks, and how they word a time and
// a server's refusal. Pure and light: the island's first chunk imports it.
import type { AppMessages } from '@/lib/i18n/app-config';
import { relativeTimeFormat } from '@/lib/i18n/intl';

type Chain = AppMessages['chain'];

/** The island's texts, raw (placeholders filled in the browser): see financeStrings in ./strings.ts. */
export type FinanceStrings = {
  finance: AppMessages['web3']['finance'];
  wallet: Chain['wallet'];
  chains: Chain['chains'];
  tx: Chain['tx'];
  errors: Chain['errors'];
};

/** Ethereum mainnet, then the Sepolia test network (lib/wallet/chains.ts, without viem's chain objects). */
export const networks = [1, 11155111] as const;
export type NetworkId = (typeof networks)[number];

export const isNetwork = (id: unknown): id is NetworkId => networks.includes(id as NetworkId);

export const chainName = (strings: FinanceStrings, chainId: number) =>
  isNetwork(chainId) ? strings.chains[chainId] : String(chainId);

/** A server's error code in words (`chain.errors`), the generic line for any other. */
export function errorText(strings: FinanceStrings, code: string): string {
  return Object.hasOwn(strings.errors, code)
    ? strings.errors[code as keyof FinanceStrings['errors']]
    : strings.errors.generic;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday", "now", in the reader's language. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  return format.format(0, 'second');
}

export const cardClass =
  'rounded-3xl border border-border bg-surface/80 p-5 shadow-lg shadow-black/20 sm:p-6';
