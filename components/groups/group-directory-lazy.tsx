'use client';

// The group directory's island loads after the community page (a static page: the counts, the reader's
// groups and the buttons are read in the browser). Until it is on screen, `fallback` (the founding
// groups as plain links, rendered by the server) holds its place.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { UntilReady } from '@/components/frame/until-ready';
import type { GroupDirectoryProps } from './group-directory';

export type { DirectoryStrings } from './group-directory';

const Island = dynamic(() => import('./group-directory').then((m) => m.GroupDirectory), {
  ssr: false,
  loading: () => null,
});

export function GroupDirectoryLazy({
  fallback,
  ...props
}: Omit<GroupDirectoryProps, 'onReady'> & { fallback: ReactNode }) {
  return <UntilReady Island={Island} props={props} placeholder={fallback} />;
}
