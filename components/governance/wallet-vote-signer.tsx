'use client';

// The signing step of a wallet citizen's vote (LAZY: next/dynamic with ssr: false, mounted by the vote
// panel when such a citizen presses Vote For or Vote Against; it brings the wallet stack). It finds the
// wallet (a returning one reconnects; otherwise the voter picks one to connect), checks that its account
// is the voter's, and asks it to sign. The panel sends the vote; this only reports the signature, or why
// there is none, in the panel's words.
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { buttonVariants } from '@/components/ui/button-variants';
import { walletErrorKey, walletErrorText } from '@/components/wallet/errors';
import { short } from '@/components/wallet/short-address';
import { WalletChoice } from '@/components/wallet/wallet-choice';
import {
  connectVoteWallet,
  signWalletVote,
  walletVoteState,
  type SignedVote,
  type WalletOption,
  type WalletVoteRequest,
} from './wallet-vote';

export type WalletVoteStrings = AppMessages['governance']['wallet'];

type View =
  | { kind: 'loading' }
  | { kind: 'choose'; options: WalletOption[]; connecting: string | null }
  | { kind: 'signing' };

type Props = {
  request: WalletVoteRequest;
  strings: WalletVoteStrings;
  locale: string;
  onSigned: (vote: SignedVote) => void;
  /** A localized sentence saying why the vote was not signed. */
  onFailed: (message: string) => void;
  onCancel: () => void;
};

/** The wallet's refusal or failure, said in the vote panel's words. */
export function walletFailure(error: unknown, strings: WalletVoteStrings, voter: string, locale: string) {
  const key = walletErrorKey(error);
  if (key === 'errors.userRejected') return strings.rejected;
  if (
    key === 'errors.providerNotFound' ||
    key === 'errors.notConnected' ||
    key === 'errors.disconnected' ||
    key === 'errors.unauthorized'
  )
    return formatMessage(strings.noWallet, { address: short(voter) }, locale);
  if (
    key === 'errors.switchChain' ||
    key === 'errors.chainNotConfigured' ||
    key === 'errors.switchChainUnsupported' ||
    key === 'errors.chainDisconnected'
  )
    return strings.unsupportedChain;
  const reason = walletErrorText(error);
  return reason ? formatMessage(strings.failed, { reason }, locale) : strings.failedUnknown;
}

export function WalletVoteSigner({ request, strings, locale, onSigned, onFailed, onCancel }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const mounted = useRef(false);
  const started = useRef(false);

  const fail = (error: unknown) => {
    if (mounted.current) onFailed(walletFailure(error, strings, request.voter, locale));
  };

  async function sign(address: string) {
    if (!mounted.current) return;
    if (address.toLowerCase() !== request.voter.toLowerCase()) {
      onFailed(
        formatMessage(
          strings.wrongAccount,
          { connected: short(address), voter: short(request.voter) },
          locale,
        ),
      );
      return;
    }
    setView({ kind: 'signing' });
    const signed = await signWalletVote(request);
    if (mounted.current) onSigned(signed);
  }

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Once per vote (a second run in development's strict mode would ask the wallet twice).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const state = await walletVoteState();
        if (!mounted.current) return;
        if (state.status === 'connected') await sign(state.address);
        else setView({ kind: 'choose', options: state.options, connecting: null });
      } catch (error) {
        fail(error);
      }
    })();
    // Runs once: the request is fixed for the signer's life (the panel mounts a new one per vote).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function choose(option: WalletOption) {
    if (view.kind !== 'choose' || view.connecting) return;
    setView({ ...view, connecting: option.uid });
    try {
      await sign(await connectVoteWallet(option.uid));
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

  if (view.kind !== 'choose') {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent" />
          {view.kind === 'signing' ? strings.signing : strings.loading}
        </p>
        {cancel}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
      <WalletChoice
        prompt={formatMessage(strings.choose, { address: short(request.voter) }, locale)}
        noWallet={formatMessage(strings.noWallet, { address: short(request.voter) }, locale)}
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
