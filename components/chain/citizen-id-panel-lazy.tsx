'use client';

// The citizen NFT ID panel loads after the dashboard's citizenship card, in its own chunk: it waits for a
// request anyway, and shows nothing at all where no network has the contract, so nothing holds its place.
import dynamic from 'next/dynamic';
import type { CitizenIdPanelProps } from './citizen-id-panel';

export type { CitizenIdPanelProps, CitizenIdPanelStrings } from './citizen-id-panel';

export const CitizenIdPanelLazy = dynamic<CitizenIdPanelProps>(
  () => import('./citizen-id-panel').then((m) => m.CitizenIdPanel),
  { ssr: false, loading: () => null },
);
