'use client';

// The catalogue loads after the marketplace page (a static page); a box of its size holds its place.
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { MarketSearchProps } from './market-search';

const Island = dynamic(() => import('./market-search').then((m) => m.MarketSearch), {
  ssr: false,
  loading: () => null,
});

export function MarketSearchLazy(props: Omit<MarketSearchProps, 'onReady'>) {
  return (
    <UntilReady
      Island={Island}
      props={props}
      placeholder={
        <div aria-hidden="true" className="h-96 rounded-2xl bg-surface-2/60 motion-safe:animate-pulse" />
      }
    />
  );
}
