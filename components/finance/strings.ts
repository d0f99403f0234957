import 'server-only';
// The finance island's texts, read on the server in the request's locale (English underneath, key by
// key) and passed as props: `web3.finance`, and the `chain` texts it shares with the other on-chain
// islands (the wallet's refusals, network names, transaction failures, error codes). Raw: placeholders
// are filled in the browser (lib/i18n/format-message.ts).
import { getLocale } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { getMessages, isNamespaceTranslated } from '@/lib/i18n/messages';
import type { FinanceStrings } from './shared';

export async function financeStrings(): Promise<FinanceStrings> {
  const locale = await getLocale();
  const { web3, chain } = getMessages(isLocale(locale) ? locale : defaultLocale);
  return {
    finance: web3.finance,
    wallet: chain.wallet,
    chains: chain.chains,
    tx: chain.tx,
    errors: chain.errors,
  };
}

/** `lang` for the island: English when the locale has no translation of the web3 texts yet. */
export async function financeLang(): Promise<string | undefined> {
  const locale = await getLocale();
  return isLocale(locale) && isNamespaceTranslated(locale, 'web3') ? undefined : defaultLocale;
}
