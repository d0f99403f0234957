'use client';

// The signing step of a wallet citizen's vote (LAZY: next/dynamic with ssr: false, mounted by the vote
// panel when such a citizen presses Vote For or Vote Against; it brings the wallet stack). It finds the
// wallet (a returning one reconnects; otherwise the voter picks one to connect), checks that its account
// is the voter's, and asks it to sign. The panel sends the vote; this only reports the signature, or why
// there is none, in the panel's words.
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { walletErrorText, walletStepFailure } from '@/components/wallet/errors';
import { short } from '@/components/wallet/short-address';
import { WalletStep } from '@/components/wallet/wallet-step';
import {
  connectVoteWallet,
  signWalletVote,
  walletVoteState,
  type SignedVote,
  type WalletVoteRequest,
} from './wallet-vote';

export type WalletVoteStrings = AppMessages['governance']['wallet'];

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
  const kind = walletStepFailure(error);
  if (kind === 'rejected') return strings.rejected;
  if (kind === 'noWallet') return formatMessage(strings.noWallet, { address: short(voter) }, locale);
  if (kind === 'unsupportedChain') return strings.unsupportedChain;
  const reason = walletErrorText(error);
  return reason ? formatMessage(strings.failed, { reason }, locale) : strings.failedUnknown;
}

export function WalletVoteSigner({ request, strings, locale, onSigned, onFailed, onCancel }: Props) {
  const voter = short(request.voter);
  return (
    <WalletStep
      findWallet={walletVoteState}
      connect={connectVoteWallet}
      wrongAccount={(address) =>
        address.toLowerCase() !== request.voter.toLowerCase()
          ? formatMessage(strings.wrongAccount, { connected: short(address), voter }, locale)
          : null
      }
      act={() => signWalletVote(request)}
      onDone={onSigned}
      failure={(error) => walletFailure(error, strings, request.voter, locale)}
      onFailed={onFailed}
      onCancel={onCancel}
      texts={{
        loading: strings.loading,
        busy: strings.signing,
        cancel: strings.cancel,
        prompt: formatMessage(strings.choose, { address: voter }, locale),
        noWallet: formatMessage(strings.noWallet, { address: voter }, locale),
      }}
      strings={strings}
      locale={locale}
    />
  );
}
