'use client';

// The signed-in corner of the navbar: notification bell, user menu (Dashboard, Logout) and the
// onboarding gate. Loaded by AccountArea only when there is a session.
import { ChevronDown, CircleUserRound, LayoutDashboard, LoaderCircle, LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useDisclosure } from '@/components/frame/use-disclosure';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { resetNotifications } from '@/components/notifications/notifications-store';
import { OnboardingGate } from '@/components/onboarding/onboarding-gate';
import { endWalletIfLoaded } from '@/components/wallet/wallet-loader';
import { api } from '@/components/account/api';
import type { SessionUser } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { usePathname } from '@/lib/i18n/use-pathname';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import type { AccountAreaStrings } from './account-area';

export function SignedInArea({
  user,
  strings,
  onLoggedOut,
}: {
  user: SessionUser;
  strings: AccountAreaStrings;
  onLoggedOut: () => void;
}) {
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <NotificationBell strings={{ label: strings.bellLabel, unread: strings.bellUnread }} />
      <UserMenu
        user={user}
        strings={strings}
        onLoggedOut={() => {
          resetNotifications();
          onLoggedOut();
        }}
      />
      <OnboardingGate />
    </div>
  );
}

function UserMenu({
  user,
  strings,
  onLoggedOut,
}: {
  user: SessionUser;
  strings: AccountAreaStrings;
  onLoggedOut: () => void;
}) {
  const pathname = usePathname();
  const { open, toggle, close, containerRef, buttonRef, onBlur } = useDisclosure(pathname);
  const [leaving, setLeaving] = useState(false);
  const id = useId();

  async function logout() {
    if (leaving) return;
    setLeaving(true);
    const result = await api<null>('/api/auth/logout', { body: {} });
    // 401: the session had already ended on the server, which is what the visitor asked for.
    if (!result.ok && result.error.error !== 'unauthenticated') {
      setLeaving(false);
      void notify({
        title: strings.logoutFailedTitle,
        description: strings.logoutFailedBody,
        variant: 'destructive',
      });
      return;
    }
    // Logout also disconnects the wallet and revokes the site's permissions.
    await endWalletIfLoaded();
    onLoggedOut();
  }

  const itemClass =
    'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-muted hover:bg-surface-2 hover:text-foreground';

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        data-account-menu-button=""
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${strings.menuLabel}: ${user.name}`}
        onClick={toggle}
        className="inline-flex size-10 items-center justify-center gap-2 rounded-full border border-border text-sm font-medium text-foreground hover:bg-surface-2 sm:w-auto sm:px-3 lg:w-10 lg:px-0 xl:w-auto xl:px-3"
      >
        <CircleUserRound aria-hidden="true" className="size-5 shrink-0 text-accent" />
        <span className="hidden max-w-36 truncate sm:block lg:hidden xl:block">{user.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cx(
            'hidden size-4 shrink-0 transition-transform sm:block lg:hidden xl:block',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-64 rounded-xl border border-border bg-surface p-2 shadow-xl shadow-black/40"
      >
        <div className="border-b border-border px-3 pt-1 pb-2.5">
          <p className="truncate text-sm font-semibold text-foreground">{user.name}</p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </div>
        <ul className="pt-2">
          <li>
            <Link href={routes.dashboard} onClick={close} className={itemClass}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {strings.dashboard}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              aria-disabled={leaving || undefined}
              aria-busy={leaving || undefined}
              className={cx(itemClass, leaving && 'cursor-progress')}
            >
              {leaving ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <LogOut aria-hidden="true" className="size-4" />
              )}
              {leaving ? strings.loggingOut : strings.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
