'use client';

import dynamic from 'next/dynamic';
import type { LiveFigureName } from './live-figure';

// The figures' code (the shared stats request, its refresh, number formatting) loads after the page,
// so the pages that show them keep the first-load JavaScript they had before the figures were real.
// Until then a figure is the same dash in the same line box as while its value loads (no layout shift).
const Figure = dynamic(() => import('./live-figure').then((m) => m.LiveFigure), {
  ssr: false,
  loading: () => <span aria-hidden="true">—</span>,
});

export function LiveFigureLazy(props: {
  name: LiveFigureName;
  locale: string;
  loading: string;
  unavailable: string;
}) {
  return <Figure {...props} />;
}
