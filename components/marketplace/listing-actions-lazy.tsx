'use client';

// The reader's part of a listing page loads after the page (server-rendered for everyone alike).
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { ListingActionsProps } from './listing-actions';

const Island = dynamic(() => import('./listing-actions').then((m) => m.ListingActions), {
  ssr: false,
  loading: () => null,
});

export function ListingActionsLazy(props: Omit<ListingActionsProps, 'onReady'>) {
  return (
    <UntilReady
      Island={Island}
      props={props}
      placeholder={<span aria-hidden="true" className="block h-10 w-48 rounded-full bg-surface-2" />}
    />
  );
}
