'use client';

// The signed-in part of /dashboard (EAGER: strings arrive as props). Signed out: an invitation that
// opens the join dialog. Signed in: the citizen's profile (./dashboard-profile).
import { CircleUserRound } from 'lucide-react';
import { useId } from 'react';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { buttonVariants } from '@/components/ui/button-variants';
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

const cardClass = 'rounded-3xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20 sm:p-8';

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
          className={cx(cardClass, 'flex flex-col gap-8')}
        />
      ) : (
        <div className={cx(cardClass, 'flex min-h-56 flex-col items-start gap-4')}>
          <CircleUserRound aria-hidden="true" className="size-10 text-accent" />
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {strings.signedOut.title}
          </h2>
          <p className="max-w-2xl text-muted">{strings.signedOut.body}</p>
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
        </div>
      )}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className={cx(cardClass, 'min-h-56')}>
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
