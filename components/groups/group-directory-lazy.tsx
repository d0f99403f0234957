'use client';

// The group directory's island loads after the community page (a static page: the counts, the reader's
// groups and the buttons are read in the browser). Until it is on screen, `fallback` (the founding
// groups as plain links, rendered by the server) holds its place.
import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
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
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <>
      {!ready && fallback}
      <Island {...props} onReady={onReady} />
    </>
  );
}
