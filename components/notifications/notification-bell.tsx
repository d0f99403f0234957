'use client';

import { Bell } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/components/account/session-store';
import { loadNotifications, useNotifications } from './notifications-store';

// The drawer (and its translations) loads on the first click, not with the page.
const NotificationDrawer = dynamic(() => import('./notification-drawer').then((m) => m.NotificationDrawer), {
  ssr: false,
});
const preload = () => void import('./notification-drawer');

export type NotificationBellStrings = {
  /** The button's name, e.g. "Notifications". */
  label: string;
  /**
   * Optional raw template for the hidden count, e.g. "{count} unread" (server: `t.raw('bellUnread')`
   * in the notifications namespace). Without it the count alone is read out.
   */
  unread?: string;
};

/** Bell with the unread badge; opens the notifications drawer. Render it only for a signed-in user. */
export function NotificationBell({ strings }: { strings: NotificationBellStrings }) {
  const session = useSession();
  const sessionId = session.status === 'ready' ? (session.user?.sessionId ?? null) : null;
  const notifications = useNotifications();
  const count = sessionId && notifications.sessionId === sessionId ? notifications.unread : 0;
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (sessionId) void loadNotifications(sessionId);
  }, [sessionId]);

  const unreadText = strings.unread ? strings.unread.replace('{count}', String(count)) : String(count);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setDrawer('open')}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={drawer === 'open'}
        data-unread={count}
        className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-surface-2"
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">{strings.label}</span>
        {count > 0 && (
          <>
            <span className="sr-only"> ({unreadText})</span>
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-accent-foreground ring-2 ring-background"
            >
              {count > 99 ? '99+' : count}
            </span>
          </>
        )}
      </button>
      {drawer !== 'never' && sessionId && (
        <NotificationDrawer
          sessionId={sessionId}
          open={drawer === 'open'}
          onOpenChange={(open) => setDrawer(open ? 'open' : 'closed')}
          returnFocusTo={buttonRef}
        />
      )}
    </>
  );
}
