'use client';

import dynamic from 'next/dynamic';
import type { FeaturedStrings } from './featured-members';

// The featured members load after the page (they are read from the database, which the static
// community page never touches), so its first-load JavaScript stays what it was. Their space is kept.
const Island = dynamic(() => import('./featured-members').then((m) => m.FeaturedMembers), {
  ssr: false,
  loading: () => <div aria-hidden="true" className="min-h-72" />,
});

export function FeaturedMembersLazy(props: { strings: FeaturedStrings; locale: string }) {
  return <Island {...props} />;
}
