'use client';

import dynamic from 'next/dynamic';
import type { AdoptedLawsStrings } from './adopted-laws';

// The adopted laws load after the page (they fetch when they mount anyway): the DAO page's first-load
// JavaScript stays what it was.
const Island = dynamic(() => import('./adopted-laws').then((m) => m.AdoptedLaws), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="mt-10 min-h-24" />,
});

export function AdoptedLawsLazy(props: { strings: AdoptedLawsStrings; locale: string }) {
  return <Island {...props} />;
}
