'use client';

import dynamic from 'next/dynamic';
import type { FeedStrings } from './following-feed';

// The Following card loads after the page, like the dashboard's other cards: it waits for the session
// and a request anyway. Signed out it renders nothing, so its stand-in takes no space.
const Card = dynamic(() => import('./following-feed').then((m) => m.FollowingFeed), {
  ssr: false,
  loading: () => null,
});

export function FollowingFeedLazy(props: { strings: FeedStrings; locale: string }) {
  return <Card {...props} />;
}
