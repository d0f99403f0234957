'use client';

// The action part of an on-chain island (./use-voucher-tx.ts): which wallet and network it will use,
// the button, the wallet runner while the wallet is asked (the wallet stack loads then, not before),
// the wait for the network with the transaction's link, and what went wrong.
import { LoaderCircle } from 'lucide-react';
import { useMemo } from 'react';
import { PendingButton } from '@/components/forms/submit-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { explorerName } from '@/lib/chain/links';
import { formatMessage } from '@/lib/i18n/format-message';
import { short } from '@/components/wallet/short-address';
import { ExplorerLink } from './onchain-section';
import { chainName, failureText, type ChainPanelStrings, type VoucherTx } from './use-voucher-tx';
import { sendLazily, WalletTxRunnerLazy } from './wallet-tx-lazy';

export type VoucherTxTexts = {
  /** Said above the button once the wallet and network are known, with {address} and {chain}. */
  intro: string;
  /** The button: "Mint citizen NFT ID", "Anchor on-chain". */
  action: string;
  preparing: string;
  /** "The last mint did not go through." (the reason follows). */
  failed: string;
  reportFailed: string;
  reportAgain: string;
  /** "(opens in a new tab)" */
  newTab: string;
};

type Props = { tx: VoucherTx; texts: VoucherTxTexts; strings: ChainPanelStrings; locale: string };

export function VoucherTxControls({ tx, texts, strings, locale }: Props) {
  const { status, pending } = tx;
  if (!status) return null;
  return (
    <>
      {!pending && status.wallet && status.chainId !== null && (
        <p className="text-sm text-muted">
          {formatMessage(
            texts.intro,
            { address: short(status.wallet), chain: chainName(strings, status.chainId) },
            locale,
          )}
        </p>
      )}
      <div className="flex flex-col items-start gap-3">
        {/* On screen while the controls are, so that the wait is announced when it starts. */}
        <p role="status" className="flex items-center gap-2 text-sm empty:hidden">
          {pending && (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-accent" />
              {strings.tx.pending}
            </>
          )}
        </p>
        {pending && status.last ? (
          <ExplorerLink
            chainId={status.last.chainId}
            hash={status.last.hash}
            newTab={texts.newTab}
            className="text-sm"
          >
            {formatMessage(
              strings.tx.viewOnExplorer,
              { explorer: explorerName(status.last.chainId) },
              locale,
            )}
          </ExplorerLink>
        ) : (
          <Idle tx={tx} texts={texts} strings={strings} locale={locale} />
        )}
      </div>
    </>
  );
}

/** Not waiting for the network: the button (or the runner), and what went wrong last. */
function Idle({ tx, texts, strings, locale }: Props) {
  const { status, busy, run, problem, unreported, runner } = tx;
  const send = useMemo(() => (run ? sendLazily(run.call) : null), [run]);
  const lastFailed = status?.last?.status === 'failed' && !problem && !busy ? status.last : null;
  return (
    <>
      {lastFailed && (
        <p role="alert" className="text-sm text-destructive">
          {texts.failed} {failureText(lastFailed, strings)}
        </p>
      )}
      {run && send ? (
        <div className="w-full">
          <WalletTxRunnerLazy
            key={run.key}
            expected={status?.wallet}
            chainName={chainName(strings, run.chainId)}
            strings={strings.wallet}
            locale={locale}
            send={send}
            onSent={runner.onSent}
            onFailed={runner.onFailed}
            onCancel={runner.onCancel}
          />
        </div>
      ) : unreported ? (
        <PendingButton
          pending={busy}
          onClick={() => {
            if (!busy) tx.reportAgain();
          }}
          className={buttonVariants({ variant: 'outline', size: 'compact' })}
        >
          {texts.reportAgain}
        </PendingButton>
      ) : (
        <PendingButton
          pending={busy}
          onClick={() => void tx.start()}
          className={buttonVariants({ size: 'compact' })}
        >
          {busy ? texts.preparing : texts.action}
        </PendingButton>
      )}
      {problem && (
        <div role="alert" className="flex flex-col items-start gap-1 text-sm text-destructive">
          {unreported && <p>{texts.reportFailed}</p>}
          <p>{problem}</p>
          {unreported && (
            <ExplorerLink chainId={unreported.chainId} hash={unreported.hash} newTab={texts.newTab}>
              {formatMessage(
                strings.tx.viewOnExplorer,
                { explorer: explorerName(unreported.chainId) },
                locale,
              )}
            </ExplorerLink>
          )}
        </div>
      )}
    </>
  );
}
