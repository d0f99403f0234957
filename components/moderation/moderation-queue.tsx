'use client';

// The moderation queue (GET /api/moderation/queue): flagged or hidden posts and proposals, the oldest
// flag first, and the moderator's acts on them (POST /api/moderation/actions). After an act the item
// leaves the list (a lock only changes it), a toast says what happened, and the focus goes to the next
// item, or to "Nothing to review". Signed out it asks to sign in; a member who is not a moderator is
// told the queue is not theirs. Loaded after the page (./moderation-queue-lazy.tsx).
import { ArrowLeft, LoaderCircle, RefreshCw, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { openJoinDialog, refreshSession, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { NoticeCard, panelCardClass } from '@/components/ui/notice-card';
import type { ModerationItem, ModerationQueue as Queue } from '@/lib/api/contract';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { QueueItem, type ItemAct } from './queue-item';
import { ACTIONS_ENDPOINT, errorText, itemKey, type QueueStrings } from './shared';

export type ModerationQueueProps = { strings: QueueStrings; locale: string };

type View =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'forbidden' }
  | { status: 'error'; offline: boolean }
  | { status: 'ready'; items: ModerationItem[] };

/** What an act sends (lib/community/validation.ts, moderationSchema). */
function requestFor(item: ModerationItem, act: ItemAct) {
  if (act === 'lock' || act === 'unlock')
    return { action: act, targetType: 'thread', targetId: item.threadId };
  return { action: act, targetType: item.targetType, targetId: item.targetId };
}

/** Where the focus goes once an item left: the one now in its place, the one before, or the empty state. */
const EMPTY = 'empty';

export function ModerationQueue({ strings, locale }: ModerationQueueProps) {
  const s = strings;
  const session = useSession();
  // undefined while the session loads; null signed out.
  const who = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [state, setState] = useState<{ userId: string; view: View } | null>(null);
  const headingId = useId();
  const articles = useRef(new Map<string, HTMLElement>());
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null>(null);

  const fmt = useCallback(
    (message: string, values: Record<string, string | number>) => formatMessage(message, values, locale),
    [locale],
  );

  /** The session ended while the page was open: say so, and let the session store sign out. */
  const sessionEnded = useCallback(() => {
    void notify({ title: s.errors.unauthenticated, variant: 'destructive' });
    void refreshSession(true);
  }, [s.errors.unauthenticated]);

  const viewOf = useCallback(
    (result: ApiResult<Queue>): View => {
      if (result.ok) return { status: 'ready', items: result.data.items };
      if (result.status === 401) {
        sessionEnded();
        return { status: 'signedOut' };
      }
      if (result.status === 403) return { status: 'forbidden' };
      return { status: 'error', offline: result.status === 0 };
    },
    [sessionEnded],
  );

  useEffect(() => {
    if (!who) return;
    let live = true;
    void api<Queue>('/api/moderation/queue').then((result) => {
      if (live) setState({ userId: who, view: viewOf(result) });
    });
    return () => {
      live = false;
    };
  }, [who, viewOf]);

  async function reload() {
    if (!who) return;
    setState({ userId: who, view: { status: 'loading' } });
    const result = await api<Queue>('/api/moderation/queue');
    setState({ userId: who, view: viewOf(result) });
  }

  /** Changes the list shown (only a ready one). */
  function update(change: (items: ModerationItem[]) => ModerationItem[]) {
    setState((current) =>
      current && current.view.status === 'ready'
        ? { ...current, view: { status: 'ready', items: change(current.view.items) } }
        : current,
    );
  }

  function remove(item: ModerationItem) {
    const key = itemKey(item);
    update((items) => {
      const index = items.findIndex((other) => itemKey(other) === key);
      if (index < 0) return items;
      const rest = items.filter((_, i) => i !== index);
      const next = rest[index] ?? rest[index - 1];
      focusNext.current = next ? itemKey(next) : EMPTY;
      return rest;
    });
  }

  const view: View =
    who === undefined
      ? { status: 'loading' }
      : who === null
        ? { status: 'signedOut' }
        : state && state.userId === who
          ? state.view
          : { status: 'loading' };

  // Once an item left, the focus (which was on its button, now gone) goes on in the list: right after
  // the list changed on screen, before anything else can take it.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (target === null || view.status !== 'ready') return;
    focusNext.current = null;
    (target === EMPTY ? emptyRef.current : articles.current.get(target))?.focus();
  });

  async function act(item: ModerationItem, action: ItemAct): Promise<string | null> {
    const result = await api<{ ok: true }>(ACTIONS_ENDPOINT, { body: requestFor(item, action) });
    if (result.ok) {
      const type = item.targetType;
      if (action === 'lock' || action === 'unlock') {
        // Every post of that thread in the queue shows the new state; the item stays, as does the focus.
        const locked = action === 'lock';
        update((items) =>
          items.map((other) => (other.threadId === item.threadId ? { ...other, locked } : other)),
        );
        void notify({ title: locked ? s.toasts.locked : s.toasts.unlocked });
      } else {
        remove(item);
        const title =
          action === 'restore'
            ? s.toasts.restored[type]
            : action === 'delete'
              ? s.toasts.deleted[type]
              : s.toasts.dismissed;
        void notify({ title });
      }
      return null;
    }
    if (result.status === 0) return errorText(s, locale, 'offline');
    const { error, retryAfter } = result.error;
    if (error === 'unauthenticated') {
      sessionEnded();
      if (who) setState({ userId: who, view: { status: 'signedOut' } });
      return null;
    }
    if (error === 'not_found') {
      // Someone else dealt with it meanwhile (or it is gone): it has nothing left to review.
      remove(item);
      void notify({ title: s.toasts.gone });
      return null;
    }
    return errorText(s, locale, error, retryAfter);
  }

  function silenced(item: ModerationItem, days: number) {
    // The item stays: what the author wrote still waits for a decision.
    void notify({ title: fmt(s.toasts.silenced, { handle: item.author?.handle ?? '', days }) });
  }

  function onSessionEnded() {
    sessionEnded();
    if (who) setState({ userId: who, view: { status: 'signedOut' } });
  }

  const retryButton = (label: string) => (
    <button
      type="button"
      onClick={() => void reload()}
      className={buttonVariants({ variant: 'outline', size: 'compact' })}
    >
      {label}
    </button>
  );

  let body: ReactNode;
  if (view.status === 'loading') {
    body = (
      <div className={cx(panelCardClass, 'min-h-60')}>
        <h2 id={headingId} className="sr-only">
          {s.title}
        </h2>
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          {s.loading}
        </p>
        <div aria-hidden="true" className="mt-6 flex flex-col gap-4 motion-safe:animate-pulse">
          <span className="h-6 w-1/2 max-w-xs rounded-lg bg-surface-2" />
          <span className="h-20 w-full rounded-2xl bg-surface-2" />
          <span className="h-4 w-1/3 max-w-sm rounded bg-surface-2" />
        </div>
      </div>
    );
  } else if (view.status === 'signedOut') {
    body = (
      <NoticeCard
        icon={<ShieldCheck aria-hidden="true" className="size-8 text-accent" />}
        headingId={headingId}
        title={s.signedOut.title}
        body={s.signedOut.body}
      >
        <button
          type="button"
          onClick={() => openJoinDialog('login')}
          className={buttonVariants({ size: 'field' })}
        >
          {s.signedOut.login}
        </button>
      </NoticeCard>
    );
  } else if (view.status === 'forbidden') {
    body = (
      <NoticeCard
        icon={<ShieldCheck aria-hidden="true" className="size-8 text-muted" />}
        headingId={headingId}
        title={s.forbidden.title}
        body={s.forbidden.body}
      >
        <Link href={routes.dashboard} className={buttonVariants({ variant: 'outline', size: 'field' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {s.forbidden.back}
        </Link>
      </NoticeCard>
    );
  } else if (view.status === 'error') {
    body = (
      <NoticeCard headingId={headingId} title={s.title} alert={view.offline ? s.offline : s.error}>
        {retryButton(s.retry)}
      </NoticeCard>
    );
  } else if (view.items.length === 0) {
    body = (
      <NoticeCard
        icon={<ShieldCheck aria-hidden="true" className="size-8 text-accent" />}
        headingId={headingId}
        headingRef={emptyRef}
        title={s.empty.title}
        body={s.empty.body}
      >
        {retryButton(s.refresh)}
      </NoticeCard>
    );
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {fmt(s.count, { count: view.items.length })}
          </h2>
          <button
            type="button"
            onClick={() => void reload()}
            className={buttonVariants({ variant: 'ghost', size: 'compact' })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {s.refresh}
          </button>
        </div>
        <ul className="mt-6 flex flex-col gap-6">
          {view.items.map((item) => {
            const key = itemKey(item);
            return (
              <li key={key}>
                <QueueItem
                  item={item}
                  strings={s}
                  locale={locale}
                  articleRef={(node) => {
                    if (node) articles.current.set(key, node);
                    else articles.current.delete(key);
                  }}
                  onAct={act}
                  onSilenced={silenced}
                  onSessionEnded={onSessionEnded}
                />
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={view.status === 'loading' || undefined}
      className="mx-auto max-w-4xl px-4 pb-16 sm:px-6"
    >
      {body}
    </section>
  );
}
