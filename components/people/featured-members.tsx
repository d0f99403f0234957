'use client';

// The community page's featured members (GET /api/community/featured): the four citizens with the most
// points in the last 30 days, each with their number, tier, points and what earned them, their
// followers and a Follow button. The page stays static; this island asks when it mounts (lazy:
// ./featured-members-lazy.tsx). Texts arrive as props (./strings.ts).
import { useCallback, useId, useMemo, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SkeletonList } from '@/components/ui/skeleton-list';
import { useMountRequest } from '@/components/ui/use-mount-request';
import type { FeaturedMember, FollowState, TierId } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath } from '@/lib/routes';
import { FollowButton, type FollowStrings } from './follow-button';
import { breakdownParts, fmtFor, type Fmt } from './format';

type People = AppMessages['people'];

export type FeaturedStrings = {
  featured: People['featured'];
  follow: FollowStrings;
  followersCount: string;
  tiers: Record<TierId, string>;
};

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: FeaturedMember[] };

async function request(): Promise<State> {
  try {
    const response = await fetch('/api/community/featured', { credentials: 'same-origin' });
    if (!response.ok) return { status: 'error' };
    const { items } = (await response.json()) as { items: FeaturedMember[] };
    return { status: 'ready', items };
  } catch {
    return { status: 'error' };
  }
}

const boxClass = 'flex flex-col rounded-2xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20';
const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';
const gradients = [
  'from-primary to-accent',
  'from-accent to-primary',
  'from-primary to-ring',
  'from-accent to-ring',
];

export function FeaturedMembers({ strings, locale }: { strings: FeaturedStrings; locale: string }) {
  const [state, retry] = useMountRequest<State>(request, { status: 'loading' });
  const fmt = useMemo(() => fmtFor(locale), [locale]);
  const s = strings.featured;

  if (state.status === 'loading') {
    return (
      <SkeletonList
        label={s.loading}
        count={4}
        className={gridClass}
        itemClassName={`${boxClass} h-72 gap-4 motion-safe:animate-pulse`}
      >
        <span className="flex items-center gap-3">
          <span className="size-12 rounded-full bg-surface-2" />
          <span className="h-5 w-24 rounded bg-surface-2" />
        </span>
        <span className="h-4 w-3/4 rounded bg-surface-2" />
        <span className="h-4 w-full rounded bg-surface-2" />
        <span className="mt-auto h-10 w-28 rounded-full bg-surface-2" />
      </SkeletonList>
    );
  }

  if (state.status === 'error') {
    return (
      <RetryAlert
        message={s.error}
        retryLabel={s.retry}
        onRetry={retry}
        size="default"
        className={`${boxClass} items-start gap-4`}
      />
    );
  }

  if (state.items.length === 0) return <p className={`${boxClass} text-muted`}>{s.empty}</p>;

  return (
    <ul className={gridClass}>
      {state.items.map((member, index) => (
        <li key={member.handle}>
          <MemberCard
            member={member}
            gradient={gradients[index % gradients.length]!}
            strings={strings}
            locale={locale}
            fmt={fmt}
          />
        </li>
      ))}
    </ul>
  );
}

function MemberCard({
  member,
  gradient,
  strings,
  locale,
  fmt,
}: {
  member: FeaturedMember;
  gradient: string;
  strings: FeaturedStrings;
  locale: string;
  fmt: Fmt;
}) {
  const s = strings.featured;
  const id = useId();
  const [followers, setFollowers] = useState(member.followers);
  const onState = useCallback((state: FollowState) => setFollowers(state.followers), []);
  const earned = breakdownParts(member.breakdown, s, fmt);

  return (
    <article aria-labelledby={id} className={`${boxClass} h-full gap-4`}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br ${gradient} font-bold text-primary-foreground uppercase`}
        >
          {member.handle.charAt(0)}
        </span>
        <div className="min-w-0">
          <h3 id={id} className="text-base font-semibold break-all">
            <Link href={citizenPath(member.handle)} className="hover:text-primary hover:underline">
              {member.handle}
            </Link>
          </h3>
          <p className="text-xs font-semibold tracking-wider text-accent uppercase">
            {fmt(s.number, { number: String(member.number) })} · {strings.tiers[member.tier]}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold text-foreground">{fmt(s.points, { count: member.points })}</p>
        {earned.length > 0 && <p className="text-muted">{fmt(s.breakdown, { list: earned.join(' · ') })}</p>}
      </div>
      <p className="text-sm text-muted tabular-nums">{fmt(strings.followersCount, { count: followers })}</p>
      <FollowButton
        handle={member.handle}
        strings={strings.follow}
        locale={locale}
        onState={onState}
        className="mt-auto"
      />
    </article>
  );
}
