'use client';

// One wallet step that finds the wallet first, then asks it for one thing (a transaction,
// components/chain/wallet-tx-runner.tsx; a vote's signature, components/governance/wallet-vote-signer.tsx).
// A returning wallet reconnects, otherwise the member picks one; the account is checked, then `act`
// runs. Loaded with the wallet stack by those lazy modules only; the wallet calls arrive as props so
// each step keeps its own module (and its tests their mocks).
import { LoaderCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { useMounted, useOnce } from './use-once';
import { WalletChoice, type WalletChoiceStrings } from './wallet-choice';
import type { WalletOption } from './wallet-runtime';

type View =
  | { kind: 'loading' }
  | { kind: 'choose'; options: WalletOption[]; connecting: string | null }
  | { kind: 'busy' };

export type WalletStepProps<T> = {
  findWallet: () => Promise<
    { status: 'connected'; address: string } | { status: 'disconnected'; options: WalletOption[] }
  >;
  connect: (uid: string) => Promise<string>;
  /** A sentence when the connected account is not the one the step needs; null when it is. */
  wrongAccount: (address: string) => string | null;
  act: () => Promise<T>;
  onDone: (result: T) => void;
  /** The wallet's refusal or failure, in words. */
  failure: (error: unknown) => string;
  onFailed: (message: string) => void;
  onCancel: () => void;
  texts: { loading: string; busy: string; cancel: string; prompt: string; noWallet: string };
  strings: WalletChoiceStrings;
  locale: string;
};

export function WalletStep<T>(props: WalletStepProps<T>) {
  const { findWallet, connect, wrongAccount, act, onDone, failure, onFailed, onCancel, texts } = props;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const mounted = useMounted();

  const fail = (error: unknown) => {
    if (mounted.current) onFailed(failure(error));
  };

  async function proceed(address: string) {
    if (!mounted.current) return;
    const wrong = wrongAccount(address);
    if (wrong) {
      onFailed(wrong);
      return;
    }
    setView({ kind: 'busy' });
    const result = await act();
    if (mounted.current) onDone(result);
  }

  // Once per step: the request is fixed for the step's life (its island mounts a new one per request).
  useOnce(
    useCallback(() => {
      void (async () => {
        try {
          const state = await findWallet();
          if (!mounted.current) return;
          if (state.status === 'connected') await proceed(state.address);
          else setView({ kind: 'choose', options: state.options, connecting: null });
        } catch (error) {
          fail(error);
        }
      })();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []),
  );

  async function choose(option: WalletOption) {
    if (view.kind !== 'choose' || view.connecting) return;
    setView({ ...view, connecting: option.uid });
    try {
      await proceed(await connect(option.uid));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
      {view.kind === 'choose' ? (
        <WalletChoice
          prompt={texts.prompt}
          noWallet={texts.noWallet}
          options={view.options}
          connecting={view.connecting}
          onChoose={(option) => void choose(option)}
          strings={props.strings}
          locale={props.locale}
        />
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent" />
          {view.kind === 'busy' ? texts.busy : texts.loading}
        </p>
      )}
      <button
        type="button"
        onClick={onCancel}
        className={buttonVariants({ variant: 'ghost', size: 'compact', className: 'self-start' })}
      >
        {texts.cancel}
      </button>
    </div>
  );
}
