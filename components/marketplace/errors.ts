// The marketplace's error codes as sentences, for every island (the actions, the review, the sell form).
import type { AppMessages } from '@/lib/i18n/app-config';

export type MarketErrors = AppMessages['marketplace']['errors'];
export type MarketFailure = keyof MarketErrors;

/** The sentence for a code; a code the marketplace has no words for reads as the generic failure. */
export function failureText(errors: MarketErrors, code: string): string {
  return code in errors ? errors[code as MarketFailure] : errors.generic;
}

/** An API answer that is not ok as a failure code ('offline' when no answer came). */
export function failureOf(result: { status: number; error: { error: string } }): string {
  return result.status === 0 ? 'offline' : result.error.error;
}

export type ChainErrors = AppMessages['chain']['errors'];

/**
 * A code from the on-chain routes (orders, payments) as a sentence: the chain's words first, then the
 * marketplace's (not_found, own_listing, offline), then the generic failure; never the code itself.
 */
export function chainFailureText(chain: ChainErrors, market: MarketErrors, code: string): string {
  if (code in chain) return chain[code as keyof ChainErrors];
  if (code in market) return market[code as MarketFailure];
  return chain.generic;
}
