'use client';

// The join dialog (LAZY: loaded the first time Join is pressed). Tabs Login and Sign Up (./join-form),
// and "Connect Wallet", which swaps the tabs for the wallet list.
import { ArrowLeft, LoaderCircle, Wallet } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslator } from '@/lib/i18n/use-translator';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { requestWallet } from '@/components/wallet/wallet-loader';
import { useWalletTranslator } from '@/components/wallet/use-wallet-translator';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { JoinForm, type JoinTab } from './join-form';

export type { JoinTab };

// The wallet list and the wallet stack behind it load only when "Connect Wallet" is pressed.
const ConnectWalletView = dynamic(
  () => import('@/components/wallet/connect-wallet-view').then((m) => m.ConnectWalletView),
  {
    ssr: false,
    loading: () => <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-muted" />,
  },
);

/** Tab order as the spec lists them; the default tab is still Sign Up. */
const tabs: readonly JoinTab[] = ['login', 'signup'];

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown when the dialog opens (Sign Up unless the caller asks for Login). */
  initialTab?: JoinTab;
  /** Radix's close auto-focus hook: the opener decides where focus goes back to. */
  onCloseAutoFocus?: (event: Event) => void;
};

export function JoinDialog({ open, onOpenChange, initialTab = 'signup', onCloseAutoFocus }: Props) {
  const t = useTranslator('account');
  const [tab, setTab] = useState<JoinTab>(initialTab);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<JoinTab, HTMLButtonElement | null>>>({});
  const panelRefs = useRef<Partial<Record<JoinTab, HTMLDivElement | null>>>({});
  const focusFieldOnSwitch = useRef(false);
  const [view, setView] = useState<'forms' | 'wallet' | 'forgot'>('forms');
  // The wallet strings (a small JSON chunk, not wallet code): the Connect Wallet button shows once they arrive.
  const walletT = useWalletTranslator();

  const focusFirstField = (which: JoinTab) => panelRefs.current[which]?.querySelector('input')?.focus();

  // After "Already have an account? Log in" (whose panel is now hidden), focus the new form.
  useEffect(() => {
    if (!focusFieldOnSwitch.current) return;
    focusFieldOnSwitch.current = false;
    focusFirstField(tab);
  }, [tab, view]);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function onSuccess(kind: JoinTab) {
    onOpenChange(false);
    void notify({
      title: kind === 'signup' ? t('toasts.signUpTitle') : t('toasts.loginTitle'),
      description: t('toasts.welcome'),
    });
  }

  function onWalletSignedIn() {
    onOpenChange(false);
    if (walletT)
      void notify({
        title: walletT('connect.connectedTitle'),
        description: walletT('connect.connectedDescription'),
      });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialog.close')}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusFirstField(tab);
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {view === 'forgot' ? (
          <>
            <DialogTitle className="pr-10 text-xl">{t('forgot.title')}</DialogTitle>
            <DialogDescription>{t('forgot.description')}</DialogDescription>
            <div className="mt-5">
              <ForgotPasswordForm autoFocus />
            </div>
            <button
              type="button"
              onClick={() => {
                focusFieldOnSwitch.current = true;
                setView('forms');
                setTab('login');
              }}
              className="mt-4 inline-flex items-center gap-2 self-start rounded-full px-3 py-1.5 text-sm text-muted hover:bg-surface-2 hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('forgot.back')}
            </button>
          </>
        ) : view === 'wallet' && walletT ? (
          <>
            <DialogTitle className="pr-10 text-xl">{walletT('connect.title')}</DialogTitle>
            <DialogDescription>{walletT('connect.description')}</DialogDescription>
            <div className="mt-5">
              <ConnectWalletView t={walletT} mode="signIn" onDone={onWalletSignedIn} />
            </div>
            <button
              type="button"
              onClick={() => setView('forms')}
              className="mt-4 inline-flex items-center gap-2 self-start rounded-full px-3 py-1.5 text-sm text-muted hover:bg-surface-2 hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {walletT('connect.back')}
            </button>
          </>
        ) : (
          <>
            <DialogTitle className="pr-10 text-xl">{t('dialog.title')}</DialogTitle>
            <DialogDescription>{t('dialog.description')}</DialogDescription>

            <div
              role="tablist"
              aria-label={t('tabs.label')}
              className="mt-5 grid grid-cols-2 gap-1 rounded-full bg-surface-2 p-1"
            >
              {tabs.map((id) => (
                <button
                  key={id}
                  ref={(node) => {
                    tabRefs.current[id] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${id}`}
                  aria-selected={tab === id}
                  aria-controls={`${baseId}-panel-${id}`}
                  tabIndex={tab === id ? 0 : -1}
                  onClick={() => setTab(id)}
                  onKeyDown={onTabKeyDown}
                  className={cx(
                    'h-9 rounded-full text-sm font-semibold transition-colors',
                    tab === id ? 'bg-primary text-primary-foreground' : 'text-muted hover:text-foreground',
                  )}
                >
                  {id === 'signup' ? t('tabs.signup') : t('tabs.login')}
                </button>
              ))}
            </div>

            {tabs.map((id) => (
              <div
                key={id}
                ref={(node) => {
                  panelRefs.current[id] = node;
                }}
                role="tabpanel"
                id={`${baseId}-panel-${id}`}
                aria-labelledby={`${baseId}-tab-${id}`}
                hidden={tab !== id}
                className="mt-5"
              >
                <JoinForm
                  kind={id}
                  onSuccess={onSuccess}
                  onSwitch={(to) => {
                    focusFieldOnSwitch.current = true;
                    setTab(to);
                  }}
                  onForgot={() => setView('forgot')}
                />
              </div>
            ))}
            {walletT && (
              <button
                type="button"
                onClick={() => {
                  requestWallet();
                  setView('wallet');
                }}
                className={buttonVariants({ variant: 'outline', size: 'field', className: 'mt-3 w-full' })}
              >
                <Wallet aria-hidden="true" className="size-4 text-accent" />
                {walletT('connect.title')}
              </button>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
