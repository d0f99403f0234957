'use client';

// The vote panel loads after the page (the reader's standing, the live tallies and the vote buttons are
// personal). Until it is on screen, `fallback` (server-rendered: the static tallies) or a box of the
// panel's size holds its place. Its texts come from the server page as props (./strings.ts).
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { PanelPlaceholder, UntilReady } from '@/components/frame/until-ready';
import type { VotePanelProps } from './vote-panel';

export type { VotePanelProps, VotePanelStrings } from './vote-panel';

const Panel = dynamic(() => import('./vote-panel').then((m) => m.VotePanel), {
  ssr: false,
  loading: () => null,
});

export function VotePanelLazy({
  fallback,
  ...props
}: Omit<VotePanelProps, 'onReady'> & { fallback?: ReactNode }) {
  return (
    <UntilReady
      Island={Panel}
      props={props}
      placeholder={fallback ?? <PanelPlaceholder className="h-80" />}
    />
  );
}
