'use client';

// The wallet list of the join dialog's "Connect Wallet" view and of the dashboard's "Link a wallet":
// choosing a wallet connects it through wagmi and proves it with a Sign-In with Ethereum signature.
// Loaded with the wallet stack (import() through next/dynamic), never with the page.
import { LoaderCircle, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SessionUser } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import type { MessageKey } from '@/lib/i18n/format-message';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import { walletErrorDescription, type WalletErrorKey } from '@/components/wallet/errors';
import {
  connectAndProve,
  walletOptions,
  watchWalletOptions,
  type ProofMode,
  type WalletOption,
} from './wallet-runtime';

/** A lookup in the `wallet` namespace (useWalletTranslator's), its keys those of the English file. */
export type WalletTranslator = (key: MessageKey<AppMessages['wallet']>) => string;

export function ConnectWalletView({
  t,
  mode,
  onDone,
}: {
  t: WalletTranslator;
  mode: ProofMode;
  onDone: (user: SessionUser) => void;
}) {
  const [options, setOptions] = useState<WalletOption[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const refresh = () => void walletOptions().then((list) => live && setOptions(list));
    refresh();
    const stop = watchWalletOptions(refresh);
    return () => {
      live = false;
      stop();
    };
  }, []);

  async function choose(option: WalletOption) {
    if (busy) return;
    setBusy(option.uid);
    try {
      const user = await connectAndProve(option.uid, mode);
      setBusy(null);
      onDone(user);
    } catch (error) {
      setBusy(null);
      void notify({
        title: t('connect.errorTitle'),
        description: walletErrorDescription(error, (key: WalletErrorKey) => t(key)),
        variant: 'destructive',
      });
    }
  }

  if (!options) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('connect.connecting')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-busy={busy !== null || undefined}>
        {options.map((option) => (
          <li key={option.uid}>
            <button
              type="button"
              onClick={() => void choose(option)}
              aria-disabled={busy !== null || undefined}
              className={cx(
                'flex h-14 w-full items-center gap-3 rounded-2xl border border-border bg-surface-2/60 px-4 text-left text-sm font-semibold hover:border-primary/60 hover:bg-surface-2',
                busy !== null && busy !== option.uid && 'opacity-60',
                busy === option.uid && 'cursor-progress',
              )}
            >
              {option.icon ? (
                // eslint-disable-next-line @next/next/no-img-element -- data: URIs from the wallet, not optimizable
                <img src={option.icon} alt="" width={32} height={32} className="size-8 rounded-lg" />
              ) : (
                <Wallet aria-hidden="true" className="size-8 rounded-lg p-1 text-accent" />
              )}
              <span className="flex-1">{option.name}</span>
              {busy === option.uid && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            </button>
          </li>
        ))}
      </ul>
      {busy && (
        <p role="status" className="text-sm text-muted">
          {t('connect.waitingForSignature')}
        </p>
      )}
      {process.env.NODE_ENV !== 'production' && !process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID && (
        <p className="text-xs text-muted">{t('connect.walletConnectMissing')}</p>
      )}
    </div>
  );
}
