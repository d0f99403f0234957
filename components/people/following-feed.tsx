'use client';

// The dashboard's "Following" card (GET /api/community/feed): new proposals and threads by the members
// the citizen follows, newest first, each with its kind, author, age and link, and "Load more" while the
// server has more. Signed out it shows nothing (the account panel above asks to log in). Loaded after
// the page (./following-feed-lazy.tsx); texts arrive as props (./strings.ts).
import { ArrowRight, LoaderCircle, Rss } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { refreshSession, useSession } from '@/components/account/session-store';
import { PendingButton } from '@/components/forms/submit-button';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { panelCardClass } from '@/components/ui/notice-card';
import type { FeedItem } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath, pageHref, type Route } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { fmtFor, timeAgo } from './format';

export type FeedStrings = AppMessages['people']['feed'];

export type FeedPage = { items: FeedItem[]; nextCursor: string | null };

type Load =
  | { status: 'loading'; userId: string }
  | { status: 'error'; userId: string; offline: boolean }
  | { status: 'notCitizen'; userId: string }
  | { status: 'ready'; userId: string; items: FeedItem[]; nextCursor: string | null };

const feedPath = (cursor?: string | null) =>
  cursor ? `/api/community/feed?cursor=${encodeURIComponent(cursor)}` : '/api/community/feed';

const itemKey = (item: FeedItem) => `${item.kind}-${item.id}`;

export function FollowingFeed({ strings: s, locale }: { strings: FeedStrings; locale: string }) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [load, setLoad] = useState<Load | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const list = useRef<HTMLUListElement>(null);
  const focusKey = useRef<string | null>(null);
  const headingId = useId();
  const fmt = useMemo(() => fmtFor(locale), [locale]);

  /** A 401: the session ended. Say so, and let the session store sign out (this card then goes). */
  function ended(result: ApiResult<unknown>): boolean {
    if (result.ok || result.status !== 401) return false;
    void notify({ title: s.sessionEnded, variant: 'destructive' });
    void refreshSession(true);
    return true;
  }
  const endedRef = useRef(ended);
  useEffect(() => {
    endedRef.current = ended;
  });

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<FeedPage>(feedPath()).then((result) => {
      if (!live || endedRef.current(result)) return;
      setNow(Date.now());
      if (result.ok) setLoad({ status: 'ready', userId, ...result.data });
      else if (result.error.error === 'not_citizen') setLoad({ status: 'notCitizen', userId });
      else setLoad({ status: 'error', userId, offline: result.status === 0 });
    });
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  // After "Load more", focus goes to the first new item, where reading continues.
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    list.current?.querySelector<HTMLElement>(`[data-feed-item="${key}"]`)?.focus();
  }, [load]);

  if (userId === null) return null;
  const current = load && load.userId === userId ? load : null;

  async function loadMore(page: Extract<Load, { status: 'ready' }>) {
    if (more || !page.nextCursor) return;
    setMore(true);
    setAnnouncement('');
    const result = await api<FeedPage>(feedPath(page.nextCursor));
    setMore(false);
    if (ended(result)) return;
    if (!result.ok) {
      void notify({
        title: result.status === 0 ? s.offline : s.loadMoreFailed,
        variant: 'destructive',
      });
      return;
    }
    // An item already shown (posted while reading) is not shown twice.
    const seen = new Set(page.items.map(itemKey));
    const fresh = result.data.items.filter((item) => !seen.has(itemKey(item)));
    focusKey.current = fresh[0] ? itemKey(fresh[0]) : null;
    setAnnouncement(fmt(s.loaded, { count: fresh.length }));
    setLoad({ ...page, items: [...page.items, ...fresh], nextCursor: result.data.nextCursor });
  }

  let body: ReactNode;
  if (!current || current.status === 'loading') {
    body = (
      <div aria-busy="true">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {s.loading}
        </p>
        <div aria-hidden="true" className="mt-6 flex flex-col gap-5 motion-safe:animate-pulse">
          {[0, 1, 2].map((n) => (
            <span key={n} className="flex flex-col gap-2">
              <span className="h-4 w-40 rounded bg-surface-2" />
              <span className="h-5 w-3/4 max-w-xl rounded bg-surface-2" />
            </span>
          ))}
        </div>
      </div>
    );
  } else if (current.status === 'error') {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="text-destructive">
          {current.offline ? s.offline : s.error}
        </p>
        <button
          type="button"
          onClick={() => {
            setLoad({ status: 'loading', userId: current.userId });
            setAttempt((n) => n + 1);
          }}
          className={buttonVariants({ variant: 'outline', size: 'field' })}
        >
          {s.retry}
        </button>
      </div>
    );
  } else if (current.status === 'notCitizen') {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="max-w-2xl text-muted">{s.notCitizen}</p>
        <Link href={pageHref('aiUniverse', 'citizenship')} className={buttonVariants({ size: 'field' })}>
          {s.becomeCitizen}
        </Link>
      </div>
    );
  } else if (current.items.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="max-w-2xl text-muted">{s.empty}</p>
        <Link
          href={pageHref('community', 'members')}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          {s.findMembers}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    );
  } else {
    const [byBefore = '', byAfter = ''] = s.by.split('{handle}');
    body = (
      <>
        <ul ref={list} className="divide-y divide-border">
          {current.items.map((item) => (
            <li key={itemKey(item)} className="flex flex-col gap-1.5 py-4 first:pt-0 last:pb-0">
              <Link
                href={item.href as Route}
                data-feed-item={itemKey(item)}
                className="font-semibold [overflow-wrap:anywhere] text-foreground hover:text-primary hover:underline"
              >
                {item.title}
              </Link>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                <span
                  className={cx(
                    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    item.kind === 'proposal' ? 'bg-primary/15 text-primary' : 'bg-accent/15 text-accent',
                  )}
                >
                  {s.kinds[item.kind]}
                </span>
                <span>
                  {byBefore}
                  <Link
                    href={citizenPath(item.author.handle)}
                    className="font-medium text-foreground hover:text-primary hover:underline"
                  >
                    {item.author.handle}
                  </Link>
                  {byAfter}
                </span>
                <span aria-hidden="true">·</span>
                <time dateTime={item.createdAt}>{timeAgo(item.createdAt, now, locale)}</time>
              </p>
            </li>
          ))}
        </ul>
        {current.nextCursor && (
          <PendingButton
            pending={more}
            onClick={() => void loadMore(current)}
            className={buttonVariants({ variant: 'outline', size: 'compact', className: 'mt-6' })}
          >
            {s.loadMore}
          </PendingButton>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto mt-8 max-w-7xl px-4 sm:px-6">
      <div className={panelCardClass}>
        <div className="mb-6 flex items-start gap-3">
          <Rss aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
          <div>
            <h2 id={headingId} className="text-xl font-bold tracking-tight">
              {s.title}
            </h2>
            <p className="mt-1 text-sm text-muted">{s.intro}</p>
          </div>
        </div>
        {body}
      </div>
    </section>
  );
}
