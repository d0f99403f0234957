'use client';

// The FinanceVerse wallet loads after the page (the network, the member's score and transactions are
// personal, and the page stays static). Until it is on screen (and without JavaScript), `fallback`
// (server-rendered: what the wallet does) or a box of its size holds its place. Its
// texts come from the server as props (./strings.ts). The wallet stack is not part of it: the panel
// loads that only when the member presses "Open wallet".
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { PanelPlaceholder, UntilReady } from '@/components/frame/until-ready';
import type { FinancePanelProps } from './finance-panel';

export type { FinancePanelProps, FinanceStrings } from './finance-panel';

const Panel = dynamic(() => import('./finance-panel').then((m) => m.FinancePanel), {
  ssr: false,
  loading: () => null,
});

export function FinancePanelLazy({
  fallback,
  ...props
}: Omit<FinancePanelProps, 'onReady'> & { fallback?: ReactNode }) {
  return (
    <UntilReady
      Island={Panel}
      props={props}
      placeholder={fallback ?? <PanelPlaceholder className="h-[32rem]" />}
    />
  );
}
