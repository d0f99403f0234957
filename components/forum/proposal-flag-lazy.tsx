'use client';

// The proposal page's Flag button loads after the page: it depends on who reads it.
import dynamic from 'next/dynamic';
import type { ProposalFlagProps } from './proposal-flag';

const Island = dynamic(() => import('./proposal-flag').then((m) => m.ProposalFlag), { ssr: false });

export function ProposalFlagLazy(props: ProposalFlagProps) {
  return <Island {...props} />;
}
