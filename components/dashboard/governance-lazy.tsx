'use client';

import dynamic from 'next/dynamic';
import type { GovernanceStrings } from './strings';

// The citizenship and governance cards load after the page, like the account panel above them: they
// wait for the session and a request anyway, and so stay out of the first-load JavaScript. The
// placeholder keeps their place (the panel's skeleton has the same height).
const Panel = dynamic(() => import('./governance-panel').then((m) => m.GovernancePanel), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="mx-auto mt-8 h-72 max-w-7xl px-4 sm:px-6" />,
});

export function GovernancePanelLazy({ strings, locale }: { strings: GovernanceStrings; locale: string }) {
  return <Panel strings={strings} locale={locale} />;
}
