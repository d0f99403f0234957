'use client';

// The navbar's account corner (EAGER: strings arrive as props). Loading: a fixed-size placeholder.
// Signed out: Join, which loads the join dialog on first use. Signed in: bell, onboarding, user menu.
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onOpenJoinDialog, setSessionUser, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import type { JoinTab } from './join-dialog';

// Most visitors are signed out: the signed-in corner (bell, user menu, onboarding) loads only for a
// session, keeping it out of every page's first-load JavaScript.
const SignedInArea = dynamic(() => import('./signed-in-area').then((m) => m.SignedInArea), {
  ssr: false,
  loading: () => <Placeholder />,
});

function Placeholder({ label }: { label?: string }) {
  // Same size as the Join button, so nothing moves when the session arrives.
  return (
    <span className="block h-10 w-20 rounded-full bg-surface-2/70 motion-safe:animate-pulse">
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

// The wallet providers (wagmi, RainbowKit) mount only once asked for (see components/wallet/wallet-loader.ts).
const WalletHost = dynamic(() => import('@/components/wallet/wallet-host').then((m) => m.WalletHost), {
  ssr: false,
});

// The join dialog (forms, zod, Radix) loads on the first press of Join, or on hover/focus before it.
const JoinDialog = dynamic(() => import('./join-dialog').then((m) => m.JoinDialog), { ssr: false });
const preloadJoinDialog = () => void import('./join-dialog');

export type AccountAreaStrings = {
  /** Screen-reader text of the placeholder shown while the session loads. */
  loading: string;
  join: string;
  menuLabel: string;
  dashboard: string;
  logout: string;
  loggingOut: string;
  loggedOutTitle: string;
  loggedOutBody: string;
  logoutFailedTitle: string;
  logoutFailedBody: string;
  bellLabel: string;
  /** Raw "{count} unread" template for the bell's hidden count (optional). */
  bellUnread?: string;
};

type JoinRequest = { id: number; open: boolean; tab: JoinTab };

export function AccountArea({ strings }: { strings: AccountAreaStrings }) {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const [join, setJoin] = useState<JoinRequest | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const joinButtonRef = useRef<HTMLButtonElement>(null);
  const focusJoinButton = useRef(false);
  const signedInRef = useRef(false);
  const [walletWanted, setWalletWanted] = useState(false);

  // The wallet code stays away until Connect Wallet is opened (an event from the lazy islands), except
  // for a returning wallet user: then it loads at idle, to reconnect. Inline so the page ships no more.
  useEffect(() => {
    const want = () => setWalletWanted(true);
    window.addEventListener('civitas:wallet', want);
    let returning = false;
    try {
      returning = !!(
        localStorage.getItem('civitas.walletSession') ?? localStorage.getItem('wagmi.recentConnectorId')
      );
    } catch {}
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
    if (returning) idle(want);
    return () => window.removeEventListener('civitas:wallet', want);
  }, []);

  useEffect(() => {
    signedInRef.current = user !== null;
    // After logout the user menu is gone: focus lands on the Join button that replaces it.
    if (!user && focusJoinButton.current) {
      focusJoinButton.current = false;
      joinButtonRef.current?.focus();
    }
  }, [user]);

  const openJoin = useCallback((tab: JoinTab, from: HTMLElement | null) => {
    if (signedInRef.current) return;
    opener.current = from;
    // A new key per opening: each time the dialog starts fresh on the requested tab.
    setJoin((current) => ({ id: (current?.id ?? 0) + 1, open: true, tab }));
  }, []);

  // Other islands (the dashboard's invitation) open the dialog with openJoinDialog(tab).
  useEffect(
    () =>
      onOpenJoinDialog((tab) =>
        openJoin(tab, document.activeElement instanceof HTMLElement ? document.activeElement : null),
      ),
    [openJoin],
  );

  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    // Another dialog (onboarding, right after sign-up) may already hold focus: leave it there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const candidates = [
      opener.current,
      joinButtonRef.current,
      document.querySelector<HTMLElement>('[data-account-menu-button]'),
    ];
    candidates.find((element) => element?.isConnected && element !== document.body)?.focus();
  }, []);

  const onLoggedOut = useCallback(() => {
    focusJoinButton.current = true;
    setSessionUser(null);
    void notify({ title: strings.loggedOutTitle, description: strings.loggedOutBody });
  }, [strings.loggedOutTitle, strings.loggedOutBody]);

  return (
    <>
      {session.status === 'loading' ? (
        <Placeholder label={strings.loading} />
      ) : user ? (
        <SignedInArea user={user} strings={strings} onLoggedOut={onLoggedOut} />
      ) : (
        <button
          ref={joinButtonRef}
          type="button"
          onClick={() => openJoin('signup', joinButtonRef.current)}
          onPointerEnter={preloadJoinDialog}
          onFocus={preloadJoinDialog}
          className={buttonVariants({ size: 'compact', className: 'min-w-20' })}
        >
          {strings.join}
        </button>
      )}
      {walletWanted && <WalletHost />}
      {join && (
        <JoinDialog
          key={join.id}
          open={join.open}
          initialTab={join.tab}
          onOpenChange={(open) => setJoin((current) => current && { ...current, open })}
          onCloseAutoFocus={returnFocus}
        />
      )}
    </>
  );
}
