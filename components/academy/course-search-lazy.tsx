'use client';

// The course search loads after the academy page (a static page). Until it is on screen, `fallback`
// (every course as a card, rendered by the server) holds its place.
import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';
import type { CourseSearchProps } from './course-search';

const Island = dynamic(() => import('./course-search').then((m) => m.CourseSearch), {
  ssr: false,
  loading: () => null,
});

export function CourseSearchLazy({
  fallback,
  ...props
}: Omit<CourseSearchProps, 'onReady'> & { fallback: ReactNode }) {
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <>
      {!ready && fallback}
      <Island {...props} onReady={onReady} />
    </>
  );
}
