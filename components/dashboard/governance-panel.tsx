'use client';

// The dashboard's citizenship and governance (GET /api/citizens/me): "My citizenship" (or, for a member,
// an invitation to become a citizen), "My proposals" and "My votes". Follows the session: signed out it
// asks to log in; an ended session goes back to that. Loaded after the page (./governance-lazy.tsx).
import { Landmark, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { ModerationLink } from '@/components/moderation/moderation-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { NoticeCard } from '@/components/ui/notice-card';
import type { MyGovernance } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { CitizenshipCard } from './citizenship-card';
import { MyProposals, MyVotes } from './governance-lists';
import { cardClass, sessionEnded } from './shared';
import type { GovernanceStrings } from './strings';

type Load =
  | { status: 'loading'; userId: string }
  | { status: 'error'; userId: string; offline: boolean }
  | { status: 'ready'; userId: string; data: MyGovernance };

function toLoad(userId: string, result: ApiResult<MyGovernance>): Load {
  return result.ok
    ? { status: 'ready', userId, data: result.data }
    : { status: 'error', userId, offline: result.status === 0 };
}

export function GovernancePanel({ strings, locale }: { strings: GovernanceStrings; locale: string }) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : null;
  const [load, setLoad] = useState<Load | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<MyGovernance>('/api/citizens/me').then((result) => {
      if (!live || sessionEnded(result, strings)) return;
      setLoad(toLoad(userId, result));
    });
    return () => {
      live = false;
    };
  }, [userId, strings]);

  async function reload() {
    if (!userId) return;
    setLoad({ status: 'loading', userId });
    const result = await api<MyGovernance>('/api/citizens/me');
    if (!sessionEnded(result, strings)) setLoad(toLoad(userId, result));
  }

  /** After a change the server decides on (an address verified meanwhile): read everything again. */
  function refresh() {
    if (!userId) return;
    void api<MyGovernance>('/api/citizens/me').then((result) => {
      if (result.ok) setLoad({ status: 'ready', userId, data: result.data });
    });
  }

  // Another account's figures never show, even for the moment before the new ones arrive.
  const current = load && load.userId === userId ? load : null;

  const busy =
    session.status === 'loading' || (userId !== null && (!current || current.status === 'loading'));

  let body: ReactNode = null;
  if (busy) {
    body = <Skeleton label={strings.loading} />;
  } else if (!userId) {
    body = (
      <NoticeCard
        icon={<Landmark aria-hidden="true" className="size-8 text-accent" />}
        headingId={headingId}
        title={strings.title}
        body={strings.signedOut}
      >
        <button
          type="button"
          onClick={() => openJoinDialog('login')}
          className={buttonVariants({ variant: 'outline', size: 'field' })}
        >
          {strings.login}
        </button>
      </NoticeCard>
    );
  } else if (current?.status === 'error') {
    body = (
      <NoticeCard
        headingId={headingId}
        title={strings.title}
        alert={current.offline ? strings.offline : strings.error}
      >
        <button
          type="button"
          onClick={() => void reload()}
          className={buttonVariants({ variant: 'outline', size: 'field' })}
        >
          {strings.retry}
        </button>
      </NoticeCard>
    );
  } else if (current?.status === 'ready') {
    const { citizen, role, proposals, votes } = current.data;
    body = (
      <>
        <h2 id={headingId} className="sr-only">
          {strings.title}
        </h2>
        <p className="mb-4 flex justify-end empty:hidden">
          <ModerationLink role={role} label={strings.moderationLink} />
        </p>
        {citizen ? (
          <div className="flex flex-col gap-6">
            <CitizenshipCard citizen={citizen} strings={strings} locale={locale} onChanged={refresh} />
            <div className="grid gap-6 lg:grid-cols-2">
              <MyProposals proposals={proposals} strings={strings} locale={locale} />
              <MyVotes votes={votes} strings={strings} locale={locale} />
            </div>
          </div>
        ) : (
          <section
            aria-labelledby={`${headingId}-invite`}
            className={cx(cardClass, 'flex flex-col items-start gap-4')}
          >
            <Landmark aria-hidden="true" className="size-8 text-accent" />
            <h3 id={`${headingId}-invite`} className="text-xl font-bold tracking-tight">
              {strings.citizenship.title}
            </h3>
            <p className="max-w-2xl text-muted">{strings.invite.body}</p>
            <Link href={pageHref('aiUniverse', 'citizenship')} className={buttonVariants({ size: 'field' })}>
              {strings.invite.action}
            </Link>
          </section>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={busy ? undefined : headingId}
      aria-busy={busy || undefined}
      className="mx-auto mt-8 max-w-7xl px-4 sm:px-6"
    >
      {body}
    </section>
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div className={cx(cardClass, 'min-h-72')}>
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
        {label}
      </p>
      <div aria-hidden="true" className="mt-6 flex flex-col gap-4 motion-safe:animate-pulse">
        <span className="h-7 w-1/2 max-w-xs rounded-lg bg-surface-2" />
        <span className="h-4 w-full max-w-2xl rounded bg-surface-2" />
        <span className="h-2 w-full max-w-md rounded-full bg-surface-2" />
        <span className="h-4 w-1/3 max-w-sm rounded bg-surface-2" />
      </div>
    </div>
  );
}
