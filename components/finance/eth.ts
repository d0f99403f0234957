// Ether amounts as people type and read them, exact to the wei: bigint arithmetic, no floats and no
// viem, so that the finance island's first chunk (score, history) carries no wallet code.
import { numberFormat } from '@/lib/i18n/intl';

export const WEI_PER_ETH = BigInt(10) ** BigInt(18);
const DECIMALS = 18;

/** Why a typed amount was refused; each has a message under `web3.finance.send.errors.amount`. */
export type AmountProblem = 'required' | 'format' | 'zero' | 'decimals' | 'balance';

export type AmountCheck = { ok: true; wei: bigint } | { ok: false; problem: AmountProblem };

/** The locale's decimal mark ("." in English, "," in Vietnamese). */
export function decimalMark(locale: string): string {
  return (
    numberFormat(locale)
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

/**
 * A typed amount of ether: digits with at most one decimal mark (a point, or the locale's own mark),
 * more than 0, at most 18 decimals (one wei), and no more than `balance` when it is known. No grouping
 * separators: "1,000" in English is refused rather than read as one thousand or as one.
 */
export function checkAmount(input: string, locale: string, balance?: bigint | null): AmountCheck {
  const value = input.trim();
  if (!value) return { ok: false, problem: 'required' };
  const mark = decimalMark(locale);
  const normalized = mark === '.' ? value : value.replace(mark, '.');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(normalized);
  if (!match || (!match[1] && !match[2])) return { ok: false, problem: 'format' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > DECIMALS) return { ok: false, problem: 'decimals' };
  const wei = BigInt(whole || '0') * WEI_PER_ETH + BigInt(fraction.padEnd(DECIMALS, '0') || '0');
  if (wei === BigInt(0)) return { ok: false, problem: 'zero' };
  if (balance != null && wei > balance) return { ok: false, problem: 'balance' };
  return { ok: true, wei };
}

/**
 * Wei as ether in the reader's locale, cut (never rounded up: a balance is not overstated) to
 * `maxDecimals`. A positive amount too small to show reads "< 0.000001".
 */
export function formatEth(wei: bigint | string, locale: string, maxDecimals = 6): string {
  let value = typeof wei === 'string' ? BigInt(wei) : wei;
  const negative = value < BigInt(0);
  if (negative) value = -value;
  const whole = value / WEI_PER_ETH;
  const fraction = (value % WEI_PER_ETH).toString().padStart(DECIMALS, '0').slice(0, maxDecimals);
  const digits = fraction.replace(/0+$/, '');
  const number = numberFormat(locale);
  if (whole === BigInt(0) && !digits && value > BigInt(0)) {
    const smallest = `0${decimalMark(locale)}${'1'.padStart(maxDecimals, '0')}`;
    return `< ${smallest}`;
  }
  const text = digits ? `${number.format(whole)}${decimalMark(locale)}${digits}` : number.format(whole);
  return negative ? `-${text}` : text;
}

export { short as shortAddress } from '@/components/wallet/short-address';
