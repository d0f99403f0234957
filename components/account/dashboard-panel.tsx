'use client';

// The signed-in part of /dashboard (EAGER: strings arrive as props). Signed out: an invitation that
// opens the join dialog. Signed in: the citizen's profile (./dashboard-profile).
import { CircleUserRound } from 'lucide-react';
import { useId } from 'react';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { NoticeCard, panelCardClass } from '@/components/ui/notice-card';
import type { Role } from '@/lib/api/contract';
import { cx } from '@/lib/utils';
import { DashboardProfile } from './dashboard-profile';
import type { SecurityStrings } from './credentials-forms';
import type { EmailSettingsStrings } from './email-settings';

export type DashboardPanelStrings = {
  loading: string;
  signedOut: { title: string; body: string; join: string; login: string };
  title: string;
  fields: { name: string; email: string; role: string; memberSince: string; unread: string };
  noRole: string;
  unreadLoading: string;
  unreadError: string;
  roleForm: { label: string; placeholder: string; save: string; saving: string };
  saved: { title: string; body: string };
  errors: {
    unauthenticated: string;
    rateLimited: string;
    offline: string;
    invalidRole: string;
    failed: string;
  };
  roles: Record<Role, string>;
  areas: { title: string; academy: string; dao: string; creatorHub: string; community: string };
  email: EmailSettingsStrings;
  security: SecurityStrings;
};

export function DashboardPanel({ strings }: { strings: DashboardPanelStrings }) {
  const session = useSession();
  const headingId = useId();

  return (
    <section
      aria-labelledby={session.status === 'ready' ? headingId : undefined}
      aria-busy={session.status === 'loading' || undefined}
      className="mx-auto max-w-7xl px-4 sm:px-6"
    >
      {session.status === 'loading' ? (
        <Skeleton label={strings.loading} />
      ) : session.user ? (
        <DashboardProfile
          user={session.user}
          strings={strings}
          headingId={headingId}
          className={cx(panelCardClass, 'flex flex-col gap-8')}
        />
      ) : (
        <NoticeCard
          icon={<CircleUserRound aria-hidden="true" className="size-10 text-accent" />}
          headingId={headingId}
          title={strings.signedOut.title}
          titleSize="text-2xl"
          body={strings.signedOut.body}
          className="min-h-56"
        >
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => openJoinDialog('signup')}
              className={buttonVariants({ size: 'field' })}
            >
              {strings.signedOut.join}
            </button>
            <button
              type="button"
              onClick={() => openJoinDialog('login')}
              className={buttonVariants({ variant: 'outline', size: 'field' })}
            >
              {strings.signedOut.login}
            </button>
          </div>
        </NoticeCard>
      )}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className={cx(panelCardClass, 'min-h-56')}>
      <p className="sr-only">{label}</p>
      <div aria-hidden="true" className="flex flex-col gap-4 motion-safe:animate-pulse">
        <span className="size-10 rounded-full bg-surface-2" />
        <span className="h-7 w-2/3 max-w-sm rounded-lg bg-surface-2" />
        <span className="h-4 w-full max-w-2xl rounded bg-surface-2" />
        <span className="h-4 w-1/2 max-w-md rounded bg-surface-2" />
        <span className="h-11 w-40 rounded-full bg-surface-2" />
      </div>
    </div>
  );
}
