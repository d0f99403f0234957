'use client';

// The academy's islands about paths citizens write: the published list on /academy, the editor on
// /academy/write, the moderators' review on /academy/review. Each loads after its static page.
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { CommunityPathsProps } from './community-paths';
import type { PathEditorProps } from './path-editor';
import type { PathReviewProps } from './path-review';

const List = dynamic(() => import('./community-paths').then((m) => m.CommunityPaths), {
  ssr: false,
  loading: () => null,
});
const Editor = dynamic(() => import('./path-editor').then((m) => m.PathEditor), {
  ssr: false,
  loading: () => null,
});
const Review = dynamic(() => import('./path-review').then((m) => m.PathReview), {
  ssr: false,
  loading: () => null,
});

const box = (height: string) => (
  <div aria-hidden="true" className={`${height} rounded-2xl border border-border bg-surface/60`} />
);

export function CommunityPathsLazy(props: Omit<CommunityPathsProps, 'onReady'>) {
  return <UntilReady Island={List} props={props} placeholder={box('h-40')} />;
}

export function PathEditorLazy(props: Omit<PathEditorProps, 'onReady'>) {
  return <UntilReady Island={Editor} props={props} placeholder={box('h-96')} />;
}

export function PathReviewLazy(props: Omit<PathReviewProps, 'onReady'>) {
  return <UntilReady Island={Review} props={props} placeholder={box('h-64')} />;
}
