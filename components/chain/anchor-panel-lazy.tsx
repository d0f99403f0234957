'use client';

// The holder's anchor control loads after the credential page, in its own chunk: it needs a request to
// know whether the reader holds the credential, and shows nothing to anyone else, so nothing holds its
// place.
import dynamic from 'next/dynamic';
import type { AnchorPanelProps } from './anchor-panel';

export type { AnchorPanelProps, AnchorPanelStrings } from './anchor-panel';

export const AnchorPanelLazy = dynamic<AnchorPanelProps>(
  () => import('./anchor-panel').then((m) => m.AnchorPanel),
  { ssr: false, loading: () => null },
);
