'use client';

// The creator hub's islands: the studio and the gallery load after the static page.
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { GalleryProps } from './gallery';
import type { StudioProps } from './studio';

const StudioIsland = dynamic(() => import('./studio').then((m) => m.Studio), {
  ssr: false,
  loading: () => null,
});
const GalleryIsland = dynamic(() => import('./gallery').then((m) => m.Gallery), {
  ssr: false,
  loading: () => null,
});

export function StudioLazy(props: Omit<StudioProps, 'onReady'>) {
  return (
    <UntilReady
      Island={StudioIsland}
      props={props}
      placeholder={
        <div aria-hidden="true" className="h-[36rem] rounded-2xl border border-border bg-surface/60" />
      }
    />
  );
}

export function GalleryLazy(props: Omit<GalleryProps, 'onReady'>) {
  return (
    <UntilReady
      Island={GalleryIsland}
      props={props}
      placeholder={<div aria-hidden="true" className="h-64 rounded-2xl border border-border bg-surface/60" />}
    />
  );
}
