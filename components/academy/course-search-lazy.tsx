'use client';

// The course search loads after the academy page (a static page). Until it is on screen, `fallback`
// (every course as a card, rendered by the server) holds its place.
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { UntilReady } from '@/components/frame/until-ready';
import type { CourseSearchProps } from './course-search';

const Island = dynamic(() => import('./course-search').then((m) => m.CourseSearch), {
  ssr: false,
  loading: () => null,
});

export function CourseSearchLazy({
  fallback,
  ...props
}: Omit<CourseSearchProps, 'onReady'> & { fallback: ReactNode }) {
  return <UntilReady Island={Island} props={props} placeholder={fallback} />;
}
