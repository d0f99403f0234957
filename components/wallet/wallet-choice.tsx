'use client';

// The wallets a member may connect, one button each: shared by every wallet step that finds a wallet
// first (a transaction, components/chain/wallet-tx-runner.tsx; the finance wallet; a signed vote,
// components/governance/wallet-vote-signer.tsx). Holds no wallet code: the caller lists the options and
// connects the one chosen.
import { LoaderCircle, Wallet } from 'lucide-react';
import { formatMessage } from '@/lib/i18n/format-message';
import type { WalletOption } from './wallet-runtime';

export type WalletChoiceStrings = {
  /** The list's accessible name. */
  chooseLabel: string;
  /** A button's text, with {name}. */
  connect: string;
  /** Said to screen readers beside the wallet being connected. */
  connecting: string;
};

export function WalletChoice({
  prompt,
  noWallet,
  options,
  connecting,
  onChoose,
  strings,
  locale,
}: {
  prompt: string;
  /** Said when the browser has no wallet at all. */
  noWallet: string;
  options: WalletOption[];
  /** The uid of the wallet being connected, if any: the buttons wait meanwhile. */
  connecting: string | null;
  onChoose: (option: WalletOption) => void;
  strings: WalletChoiceStrings;
  locale: string;
}) {
  return (
    <>
      <p className="text-sm">{prompt}</p>
      {options.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {noWallet}
        </p>
      ) : (
        <ul aria-label={strings.chooseLabel} className="flex flex-col gap-2" aria-busy={!!connecting}>
          {options.map((option) => (
            <li key={option.uid}>
              <button
                type="button"
                onClick={() => onChoose(option)}
                aria-disabled={connecting ? true : undefined}
                className="flex w-full items-center gap-3 rounded-xl border border-border bg-background px-3.5 py-2.5 text-left text-sm font-medium hover:bg-surface-2"
              >
                {option.icon ? (
                  // eslint-disable-next-line @next/next/no-img-element -- wallet icons are data URIs
                  <img src={option.icon} alt="" className="size-6 rounded-md" />
                ) : (
                  <Wallet aria-hidden="true" className="size-6 text-muted" />
                )}
                <span className="flex-1">
                  {formatMessage(strings.connect, { name: option.name }, locale)}
                </span>
                {connecting === option.uid && (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                    <span className="sr-only">{strings.connecting}</span>
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
