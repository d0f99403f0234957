import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FinancePanelLazy } from './finance-lazy';
import { financeLang, financeStrings } from './strings';

/**
 * Where a page puts the FinanceVerse wallet (./finance-panel.tsx, loaded after the page) with its texts
 * in the request's language: the web3 page and the dashboard.
 */
export async function FinanceSlot({
  place,
  fallback,
}: {
  place: 'page' | 'dashboard';
  /** Server-rendered, shown until the wallet is on screen. */
  fallback?: ReactNode;
}) {
  const [locale, strings, lang] = await Promise.all([getLocale(), financeStrings(), financeLang()]);
  return (
    <div lang={lang}>
      <FinancePanelLazy strings={strings} locale={locale} place={place} fallback={fallback} />
    </div>
  );
}
