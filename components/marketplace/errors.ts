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
