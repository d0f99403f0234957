'use client';

// Sending one transaction from the member's wallet (LAZY: next/dynamic with ssr: false, through
// ./wallet-tx-lazy; it brings the wallet stack): finds the wallet (a returning one reconnects, otherwise
// the member picks one), checks that its account is the one the server expects, and asks it to send.
// The caller's island reports the hash to the server; this only reports the hash, or why there is none,
// in words.
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Hex } from 'viem';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { buttonVariants } from '@/components/ui/button-variants';
import { walletErrorKey, walletErrorText } from '@/components/wallet/errors';
import { short } from '@/components/wallet/short-address';
import { WalletChoice } from '@/components/wallet/wallet-choice';
import { connectWallet, walletState, WrongAccountError, type WalletOption } from './wallet-tx';

export type WalletTxStrings = AppMessages['chain']['wallet'];

export type WalletTxRunnerProps = {
  /** The account the server expects (the member's linked wallet); any account when absent. */
  expected?: string | null;
  /** The network's name, for the message when the wallet cannot switch to it. */
  chainName: string;
  strings: WalletTxStrings;
  locale: string;
  /** Asks the wallet to send (components/chain/wallet-tx.ts); resolves with the hash. */
  send: () => Promise<Hex>;
  onSent: (hash: Hex) => void;
  /** A localized sentence saying why nothing was sent. */
  onFailed: (message: string) => void;
  onCancel: () => void;
};

type View =
  | { kind: 'loading' }
  | { kind: 'choose'; options: WalletOption[]; connecting: string | null }
  | { kind: 'confirming' };

function insufficientFunds(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { name, message } = e as { name?: string; message?: string };
    if (name === 'InsufficientFundsError' || /insufficient funds/i.test(message ?? '')) return true;
  }
  return false;
}

/** The wallet's refusal or failure, in words. */
export function walletTxFailure(
  error: unknown,
  strings: WalletTxStrings,
  locale: string,
  context: { expected?: string | null; chainName: string },
): string {
  if (error instanceof WrongAccountError && context.expected)
    return formatMessage(
      strings.wrongAccount,
      { connected: short(error.connected), expected: short(context.expected) },
      locale,
    );
  if (insufficientFunds(error)) return strings.insufficientFunds;
  const key = walletErrorKey(error);
  if (key === 'errors.userRejected') return strings.rejected;
  if (
    key === 'errors.providerNotFound' ||
    key === 'errors.notConnected' ||
    key === 'errors.disconnected' ||
    key === 'errors.unauthorized'
  )
    return strings.noWallet;
  if (
    key === 'errors.switchChain' ||
    key === 'errors.chainNotConfigured' ||
    key === 'errors.switchChainUnsupported' ||
    key === 'errors.chainDisconnected'
  )
    return formatMessage(strings.unsupportedChain, { chain: context.chainName }, locale);
  const reason = walletErrorText(error);
  return reason ? formatMessage(strings.failed, { reason }, locale) : strings.failedUnknown;
}

export function WalletTxRunner(props: WalletTxRunnerProps) {
  const { expected, chainName, strings, locale, send, onSent, onFailed, onCancel } = props;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const mounted = useRef(false);
  const started = useRef(false);

  const fail = (error: unknown) => {
    if (mounted.current) onFailed(walletTxFailure(error, strings, locale, { expected, chainName }));
  };

  async function go(address: string) {
    if (!mounted.current) return;
    if (expected && address.toLowerCase() !== expected.toLowerCase()) throw new WrongAccountError(address);
    setView({ kind: 'confirming' });
    const hash = await send();
    if (mounted.current) onSent(hash);
  }

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Once per transaction (a second run in development's strict mode would ask the wallet twice).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const state = await walletState();
        if (!mounted.current) return;
        if (state.status === 'connected') await go(state.address);
        else setView({ kind: 'choose', options: state.options, connecting: null });
      } catch (error) {
        fail(error);
      }
    })();
    // Runs once: the request is fixed for the runner's life (the island mounts a new one per transaction).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function choose(option: WalletOption) {
    if (view.kind !== 'choose' || view.connecting) return;
    setView({ ...view, connecting: option.uid });
    try {
      await go(await connectWallet(option.uid));
    } catch (error) {
      fail(error);
    }
  }

  const cancel = (
    <button
      type="button"
      onClick={onCancel}
      className={buttonVariants({ variant: 'ghost', size: 'compact', className: 'self-start' })}
    >
      {strings.cancel}
    </button>
  );

  if (view.kind !== 'choose')
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent" />
          {view.kind === 'confirming' ? strings.confirm : strings.loading}
        </p>
        {cancel}
      </div>
    );

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
      <WalletChoice
        prompt={
          expected ? formatMessage(strings.choose, { address: short(expected) }, locale) : strings.chooseAny
        }
        noWallet={strings.noWallet}
        options={view.options}
        connecting={view.connecting}
        onChoose={(option) => void choose(option)}
        strings={strings}
        locale={locale}
      />
      {cancel}
    </div>
  );
}
