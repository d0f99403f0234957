'use client';

// The dashboard's wallet card (loaded with the wallet stack, only for a signed-in account): a wallet
// user sees the address (copy), the network (switch mainnet ⇄ Sepolia), the ether balance read by the
// server's node, and Disconnect, and may add an e-mail; an e-mail user may link a wallet.
import { Copy, LoaderCircle, Wallet } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { api } from '@/components/account/api';
import { setSessionUser } from '@/components/account/session-store';
import type { FieldError, SessionUser } from '@/lib/api/contract';
import { limits } from '@/lib/account/validation';
import { fieldErrors } from '@/lib/api/validation';
import type { Locale } from '@/lib/i18n/config';
import { createTranslator } from '@/lib/i18n/format-message';
import { useTranslator } from '@/lib/i18n/use-translator';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import { walletErrorDescription, type WalletErrorKey } from '@/components/wallet/errors';
import { loadWalletMessages } from '@/components/wallet/messages';
import { addEmailSchema } from '@/lib/wallet/validation';
import { ConnectWalletView, type WalletTranslator } from './connect-wallet-view';
import {
  disconnectWallet,
  getAccount,
  switchWalletChain,
  walletConfig,
  watchAccount,
} from './wallet-runtime';

const MAINNET = 1;
const SEPOLIA = 11155111;

type Connection = { address?: string; chainId?: number; connected: boolean };

let snapshot: Connection = { connected: false };

/** The wallet's account, kept equal (same object) while nothing changed, as useSyncExternalStore needs. */
function readConnection(): Connection {
  const account = getAccount(walletConfig);
  const next = {
    address: account.address,
    chainId: account.chainId,
    connected: account.status === 'connected',
  };
  if (
    next.address !== snapshot.address ||
    next.chainId !== snapshot.chainId ||
    next.connected !== snapshot.connected
  )
    snapshot = next;
  return snapshot;
}

const subscribeConnection = (onChange: () => void) => watchAccount(walletConfig, { onChange });

/** Subscribed before it is read, so a reconnect that ends while the card mounts is not missed. */
function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, readConnection, readConnection);
}

const buttonClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full border border-border px-4 text-sm font-semibold text-foreground hover:bg-surface-2';

export function WalletCard({ user, linkOpen = false }: { user: SessionUser; linkOpen?: boolean }) {
  const locale = useLocale() as Locale;
  const [t, setT] = useState<WalletTranslator | null>(null);

  useEffect(() => {
    let live = true;
    void loadWalletMessages(locale).then((messages) => {
      if (live) setT(() => createTranslator(messages, 'wallet', locale));
    });
    return () => {
      live = false;
    };
  }, [locale]);

  if (!t) return null;
  return (
    <section
      aria-label={t('panel.title')}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-2/60 p-4 sm:p-5"
    >
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase">
        <Wallet aria-hidden="true" className="size-4 text-accent" />
        {t('panel.title')}
      </h3>
      {user.walletAddress ? (
        <WalletDetails t={t} address={user.walletAddress} />
      ) : (
        <LinkWallet t={t} initiallyOpen={linkOpen} />
      )}
      {user.walletAddress && !user.email && <AddEmailForm t={t} />}
    </section>
  );
}

function WalletDetails({ t, address }: { t: WalletTranslator; address: string }) {
  const locale = useLocale();
  const connection = useConnection();
  const [switching, setSwitching] = useState(false);
  // Keyed by chain: a balance of another chain than the one now connected reads as "loading".
  const [read, setRead] = useState<{ chain: number; text: string | null } | null>(null);
  const chainId = connection.connected ? connection.chainId : undefined;
  const balanceChain = chainId === MAINNET || chainId === SEPOLIA ? chainId : undefined;

  useEffect(() => {
    if (!balanceChain) return;
    let live = true;
    void api<{ balance: { formatted: string; symbol: string } }>(
      `/api/wallet/balance?chainId=${balanceChain}`,
    ).then((result) => {
      if (!live) return;
      if (!result.ok) return setRead({ chain: balanceChain, text: null });
      const { formatted, symbol } = result.data.balance;
      const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(formatted));
      setRead({ chain: balanceChain, text: `${amount} ${symbol}` });
    });
    return () => {
      live = false;
    };
  }, [balanceChain, locale]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      void notify({ title: t('panel.copied'), description: address });
    } catch {
      // Clipboard refused (permissions): the address stays selectable on the page.
    }
  }

  async function switchTo(target: typeof MAINNET | typeof SEPOLIA) {
    if (switching) return;
    setSwitching(true);
    try {
      await switchWalletChain(target);
    } catch (error) {
      void notify({
        title: t('connect.errorTitle'),
        description: walletErrorDescription(error, (key: WalletErrorKey) => t(key)),
        variant: 'destructive',
      });
    } finally {
      setSwitching(false);
    }
  }

  const network =
    chainId === MAINNET
      ? t('panel.mainnet')
      : chainId === SEPOLIA
        ? t('panel.sepolia')
        : chainId
          ? t('panel.unsupportedNetwork')
          : t('panel.notConnected');
  const other = chainId === MAINNET ? SEPOLIA : MAINNET;

  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('panel.address')}</dt>
        <dd className="flex items-center gap-2">
          <span className="font-mono text-sm [overflow-wrap:anywhere]" data-testid="wallet-address">
            {address}
          </span>
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={t('panel.copy')}
            className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-foreground"
          >
            <Copy aria-hidden="true" className="size-4" />
          </button>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('panel.network')}</dt>
        <dd className="flex flex-col items-start gap-2">
          <span data-testid="wallet-network">{switching ? t('panel.switching') : network}</span>
          {connection.connected && (
            <button
              type="button"
              onClick={() => void switchTo(other)}
              aria-disabled={switching || undefined}
              className={cx(buttonClass, switching && 'cursor-progress opacity-70')}
            >
              {other === MAINNET ? t('panel.switchToMainnet') : t('panel.switchToSepolia')}
            </button>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('panel.balance')}</dt>
        <dd className="flex flex-col items-start gap-2">
          <span data-testid="wallet-balance" className="tabular-nums">
            {!balanceChain
              ? '—'
              : read?.chain !== balanceChain
                ? t('panel.balanceLoading')
                : (read.text ?? t('panel.balanceUnavailable'))}
          </span>
          {connection.connected && (
            <button type="button" onClick={() => void disconnectWallet()} className={buttonClass}>
              {t('panel.disconnect')}
            </button>
          )}
        </dd>
      </div>
    </dl>
  );
}

function LinkWallet({ t, initiallyOpen }: { t: WalletTranslator; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted">{t('panel.linkWalletHint')}</p>
      {open ? (
        <div className="w-full max-w-md">
          <ConnectWalletView
            t={t}
            mode="link"
            onDone={() => {
              setOpen(false);
              void notify({ title: t('panel.linked') });
            }}
          />
        </div>
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={buttonClass}>
          {t('panel.linkWallet')}
        </button>
      )}
    </div>
  );
}

type EmailField = 'email' | 'password';

function AddEmailForm({ t }: { t: WalletTranslator }) {
  const account = useTranslator('account');
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<EmailField, FieldError>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = addEmailSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error) as Partial<Record<EmailField, FieldError>>);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await api<{ user: SessionUser }>('/api/profile/email', { body: parsed.data });
    setPending(false);
    if (result.ok) {
      setSessionUser(result.data.user);
      void notify({ title: t('panel.emailAdded') });
      return;
    }
    const fields = result.error.fields ?? {};
    if (fields.email || fields.password) {
      setErrors({ email: fields.email, password: fields.password });
      return;
    }
    const code = result.status === 0 ? 'offline' : result.error.error;
    setFormError(
      account.has(`errors.${code}`)
        ? account(`errors.${code}`)
        : walletErrorDescription(code, (key: WalletErrorKey) => t(key)),
    );
  }

  const message = (field: EmailField, code: FieldError) =>
    code === 'too_short'
      ? account('fieldErrors.too_short', { min: limits.password.min })
      : account(`fieldErrors.${code}`);

  return (
    <form noValidate onSubmit={submit} aria-busy={pending || undefined} className="flex flex-col gap-3">
      <p className="text-sm font-semibold">{t('panel.addEmail')}</p>
      <p className="text-sm text-muted">{t('panel.addEmailHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['email', 'password'] as const).map((field) => (
          <div key={field} className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
              {account(`fields.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              type={field}
              autoComplete={field === 'email' ? 'email' : 'new-password'}
              value={values[field]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [field]: event.target.value }));
                setErrors((current) => ({ ...current, [field]: undefined }));
              }}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              className={cx(
                'h-11 w-full rounded-xl border bg-background px-3.5 text-base sm:text-sm',
                errors[field] ? 'border-destructive' : 'border-border',
              )}
            />
            {errors[field] && (
              <p id={`${id}-${field}-error`} className="text-sm text-destructive">
                {message(field, errors[field])}
              </p>
            )}
          </div>
        ))}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <button
        type="submit"
        aria-disabled={pending || undefined}
        className={cx(buttonClass, 'self-start', pending && 'cursor-progress opacity-70')}
      >
        {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {t('panel.addEmail')}
      </button>
    </form>
  );
}
