'use client';

import dynamic from 'next/dynamic';
import type { LiveProposalsStrings } from './live-proposals';

// The live proposals load after the page (they fetch when they mount anyway), so the community page's
// first-load JavaScript stays what it was before they were real. The space they take is kept.
const Island = dynamic(() => import('./live-proposals').then((m) => m.LiveProposals), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="min-h-72" />,
});

export function LiveProposalsLazy(props: { strings: LiveProposalsStrings; locale: string }) {
  return <Island {...props} />;
}
