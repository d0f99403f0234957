'use client';

// A citizen's followers and following on their profile, and the Follow button. The page renders the
// counts as they were (profileByHandle); the button's answers keep them current as the reader follows
// or unfollows.
import { useCallback, useState } from 'react';
import type { FollowState } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { FollowButton, type FollowStrings } from './follow-button';
import { formatCount } from './format';

export type ProfileFollowStrings = {
  follow: FollowStrings;
  counts: Pick<AppMessages['people']['counts'], 'followers' | 'following'>;
};

export function ProfileFollow({
  handle,
  followers: initialFollowers,
  following: initialFollowing,
  strings,
  locale,
}: {
  handle: string;
  followers: number;
  following: number;
  strings: ProfileFollowStrings;
  locale: string;
}) {
  const [counts, setCounts] = useState({ followers: initialFollowers, following: initialFollowing });
  const onState = useCallback(
    (state: FollowState) => setCounts({ followers: state.followers, following: state.followingCount }),
    [],
  );
  const facts = [
    { key: 'followers', label: strings.counts.followers, value: counts.followers },
    { key: 'following', label: strings.counts.following, value: counts.following },
  ];
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
      <dl className="flex gap-8">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{formatCount(fact.value, locale)}</dd>
          </div>
        ))}
      </dl>
      <FollowButton handle={handle} strings={strings.follow} locale={locale} onState={onState} />
    </div>
  );
}
