'use client';

import dynamic from 'next/dynamic';
import type { ModerationQueueProps } from './moderation-queue';

// The queue loads after the page, like the dashboard's panels: it waits for the session and a request
// anyway, and brings the dialogs and zod (the silence form's check), which no other page needs. The
// placeholder keeps its place.
const Queue = dynamic(() => import('./moderation-queue').then((m) => m.ModerationQueue), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="mx-auto h-72 max-w-4xl px-4 sm:px-6" />,
});

export function ModerationQueueLazy(props: ModerationQueueProps) {
  return <Queue {...props} />;
}
