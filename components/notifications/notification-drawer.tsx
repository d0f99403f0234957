'use client';

import {
  Award,
  BellOff,
  CalendarDays,
  CheckCheck,
  CircleAlert,
  LoaderCircle,
  MessageSquare,
  RefreshCw,
  ShieldAlert,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { useLocale } from 'next-intl';
import { useTranslator } from '@/lib/i18n/use-translator';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { IconAlert } from '@/components/ui/icon-alert';
import { Spinner } from '@/components/ui/spinner';
import type { ApiError, NotificationItem, NotificationType } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import { Link } from '@/lib/i18n/navigation';
import type { Route } from '@/lib/routes';
import {
  loadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  useNotifications,
} from './notifications-store';
import { formatRelativeTime } from './relative-time';

const icons: Record<NotificationType, LucideIcon> = {
  vote: Vote,
  event: CalendarDays,
  message: MessageSquare,
  achievement: Award,
  security: ShieldAlert,
};

const iconColors: Record<NotificationType, string> = {
  vote: 'bg-primary/15 text-primary',
  event: 'bg-accent/15 text-accent',
  message: 'bg-sky-400/15 text-sky-300',
  achievement: 'bg-amber-400/15 text-amber-300',
  security: 'bg-rose-400/15 text-rose-300',
};

type Props = {
  sessionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the bell). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The notifications side sheet (full width on phones). Loaded lazily by the bell. */
export function NotificationDrawer({ sessionId, open, onOpenChange, returnFocusTo }: Props) {
  const t = useTranslator('notifications');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        closeLabel={t('close')}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DrawerPanel sessionId={sessionId} onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the drawer is open, so "now" and messages start fresh at every opening. */
function DrawerPanel({ sessionId, onNavigate }: { sessionId: string; onNavigate?: () => void }) {
  const t = useTranslator('notifications');
  const locale = useLocale();
  const notifications = useNotifications();
  const current = notifications.sessionId === sessionId;
  const items = current ? notifications.items : [];
  const unread = current ? notifications.unread : 0;
  const status = current ? notifications.status : 'loading';
  const [actionError, setActionError] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const [now, setNow] = useState(() => new Date());
  const panelRef = useRef<HTMLDivElement>(null);

  // Opening refreshes the list; relative times stay right while the drawer stays open.
  useEffect(() => {
    void loadNotifications(sessionId, { force: true });
  }, [sessionId]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  /** Why a call failed, localized. `offline`: no answer at all (status 0). */
  function reason(error: ApiError, offline: boolean) {
    if (error.error === 'unauthenticated') return t('errors.unauthenticated');
    if (error.error === 'rate_limited')
      return t('errors.rateLimited', { seconds: Math.max(1, Math.ceil(error.retryAfter ?? 60)) });
    if (offline) return t('errors.network');
    return t('errors.generic');
  }

  async function markRead(item: NotificationItem) {
    if (item.read) return;
    setActionError(null);
    const result = await markNotificationRead(item.id);
    if (!result.ok) setActionError(`${t('markError')} ${reason(result.error, result.status === 0)}`);
  }

  async function markAll() {
    if (markingAll || unread === 0) return;
    setActionError(null);
    setMarkingAll(true);
    const result = await markAllNotificationsRead();
    setMarkingAll(false);
    if (result.ok) {
      // The button is now disabled: keep keyboard focus inside the drawer.
      panelRef.current?.focus();
      void notify({ title: t('markAllToastTitle'), description: t('markAllToastDescription') });
    } else {
      setActionError(`${t('markAllError')} ${reason(result.error, result.status === 0)}`);
    }
  }

  const text = (item: NotificationItem, part: 'title' | 'message') => {
    const key = `items.${item.key}.${part}`;
    if (t.has(key)) return t(key, item.params ?? {});
    // `security` has no type name (its one notification, loginPaused, has its own title).
    const typeKey = `types.${item.type}`;
    return part === 'title' && t.has(typeKey) ? t(typeKey) : '';
  };

  // The store keeps the error code only; a server_error on load reads best as "couldn't reach".
  const loadError =
    status === 'error' && notifications.error
      ? reason(notifications.error, notifications.error.error === 'server_error')
      : null;

  return (
    <div ref={panelRef} tabIndex={-1} className="flex min-h-0 flex-1 flex-col outline-none">
      <div className="border-b border-border px-5 pt-5 pb-4">
        <DialogTitle className="pr-10">{t('title')}</DialogTitle>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <DialogDescription className="mt-0">
            {status === 'ready'
              ? t('summary', { count: unread })
              : status === 'error'
                ? t('loadError')
                : t('loading')}
          </DialogDescription>
          <button
            type="button"
            onClick={markAll}
            disabled={status !== 'ready' || (unread === 0 && !markingAll)}
            aria-disabled={markingAll || undefined}
            aria-busy={markingAll || undefined}
            className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border px-3 text-xs font-semibold text-foreground hover:bg-surface-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:opacity-70"
          >
            {markingAll ? (
              <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
            ) : (
              <CheckCheck aria-hidden="true" className="size-3.5" />
            )}
            {markingAll ? t('markingAllRead') : t('markAllRead')}
          </button>
        </div>
      </div>

      {actionError && <IconAlert className="mx-5 mt-4 text-foreground">{actionError}</IconAlert>}

      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={status === 'loading' || undefined}>
        {status === 'error' && items.length === 0 ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
            <p className="font-semibold">{t('loadError')}</p>
            {loadError && <p className="text-sm text-muted">{loadError}</p>}
            <button
              type="button"
              onClick={() => void loadNotifications(sessionId, { force: true })}
              className="mt-2 inline-flex h-10 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('retry')}
            </button>
          </div>
        ) : status !== 'ready' && items.length === 0 ? (
          <Spinner label={t('loading')} className="py-16" />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
            <BellOff aria-hidden="true" className="size-10 text-muted" />
            <p className="font-semibold">{t('empty.title')}</p>
            <p className="max-w-xs text-sm text-muted">{t('empty.text')}</p>
          </div>
        ) : (
          <ul aria-label={t('listLabel')} className="divide-y divide-border">
            {items.map((item) => {
              const Icon = icons[item.type] ?? MessageSquare;
              const created = new Date(item.createdAt);
              const message = text(item, 'message');
              return (
                <li key={item.id} data-unread={!item.read}>
                  <button
                    type="button"
                    onClick={() => void markRead(item)}
                    // Read items stay buttons (focus is kept when one turns read) but do nothing.
                    aria-disabled={item.read || undefined}
                    className={cx(
                      'flex w-full gap-3 px-5 py-4 text-left transition-colors',
                      item.read ? 'cursor-default' : 'bg-primary/5 hover:bg-surface-2',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'grid size-9 shrink-0 place-items-center rounded-full',
                        iconColors[item.type],
                      )}
                    >
                      <Icon className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span
                        className={cx(
                          'block text-sm',
                          item.read ? 'font-normal text-muted' : 'font-semibold text-foreground',
                        )}
                      >
                        {!item.read && <span className="sr-only">{t('unread')}: </span>}
                        {text(item, 'title')}
                      </span>
                      {message && <span className="mt-1 block text-sm text-muted">{message}</span>}
                      <time
                        dateTime={item.createdAt}
                        title={created.toLocaleString(locale)}
                        className="mt-1.5 block text-xs text-muted"
                      >
                        {formatRelativeTime(created, now, locale)}
                      </time>
                    </span>
                    {!item.read && (
                      <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent" />
                    )}
                  </button>
                  {item.href && (
                    <Link
                      href={item.href as Route}
                      onClick={() => {
                        if (!item.read) void markRead(item);
                        onNavigate?.();
                      }}
                      aria-label={`${t('open')}: ${text(item, 'title')}`}
                      className="mb-3 ml-17 inline-flex text-sm font-semibold text-primary hover:underline"
                    >
                      {t('open')}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
