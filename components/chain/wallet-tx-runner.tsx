'use client';

// Sending one transaction from the member's wallet (LAZY: next/dynamic with ssr: false, through
// ./wallet-tx-lazy; it brings the wallet stack): finds the wallet (a returning one reconnects, otherwise
// the member picks one), checks that its account is the one the server expects, and asks it to send.
// The caller's island reports the hash to the server; this only reports the hash, or why there is none,
// in words.
import type { Hex } from 'viem';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { walletErrorText, walletStepFailure } from '@/components/wallet/errors';
import { short } from '@/components/wallet/short-address';
import { WalletStep } from '@/components/wallet/wallet-step';
import { connectWallet, walletState, WrongAccountError } from './wallet-tx';

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
  const kind = walletStepFailure(error);
  if (kind === 'rejected') return strings.rejected;
  if (kind === 'noWallet') return strings.noWallet;
  if (kind === 'unsupportedChain')
    return formatMessage(strings.unsupportedChain, { chain: context.chainName }, locale);
  const reason = walletErrorText(error);
  return reason ? formatMessage(strings.failed, { reason }, locale) : strings.failedUnknown;
}

export function WalletTxRunner(props: WalletTxRunnerProps) {
  const { expected, chainName, strings, locale, send, onSent, onFailed, onCancel } = props;
  return (
    <WalletStep
      findWallet={walletState}
      connect={connectWallet}
      wrongAccount={(address) =>
        expected && address.toLowerCase() !== expected.toLowerCase()
          ? walletTxFailure(new WrongAccountError(address), strings, locale, { expected, chainName })
          : null
      }
      act={send}
      onDone={onSent}
      failure={(error) => walletTxFailure(error, strings, locale, { expected, chainName })}
      onFailed={onFailed}
      onCancel={onCancel}
      texts={{
        loading: strings.loading,
        busy: strings.confirm,
        cancel: strings.cancel,
        prompt: expected
          ? formatMessage(strings.choose, { address: short(expected) }, locale)
          : strings.chooseAny,
        noWallet: strings.noWallet,
      }}
      strings={strings}
      locale={locale}
    />
  );
}
