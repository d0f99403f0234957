'use client';

import dynamic from 'next/dynamic';
import type { DashboardPanelStrings } from './dashboard-panel';

// The panel (role form, notifications count, Intl formatting) loads after the page: it shows a
// skeleton until the session is known anyway, and so stays out of the first-load JavaScript.
const Panel = dynamic(() => import('./dashboard-panel').then((m) => m.DashboardPanel), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="mx-auto h-56 max-w-7xl px-4 sm:px-6" />,
});

export function DashboardPanelLazy({ strings }: { strings: DashboardPanelStrings }) {
  return <Panel strings={strings} />;
}
