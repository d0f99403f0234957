'use client';

// A sent transfer: waiting for the network, then confirmed, reverted, or no longer followed; with its
// hash and the explorer's page. Part of the lazy wallet (./send-form.tsx).
import { CheckCircle2, ExternalLink, LoaderCircle, XCircle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { explorerName, txUrl } from '@/lib/chain/links';
import { formatMessage } from '@/lib/i18n/format-message';
import { formatEth, shortAddress } from './eth';
import type { FinanceStrings } from './shared';

export type TransferOutcome = 'pending' | 'success' | 'reverted' | 'unknown';

export function TransferStatus({
  strings,
  locale,
  chainId,
  hash,
  amount,
  to,
  outcome,
  onAnother,
}: {
  strings: FinanceStrings;
  locale: string;
  chainId: number;
  hash: string;
  /** In wei. */
  amount: bigint;
  to: string;
  outcome: TransferOutcome;
  /** "Send another transfer", once the outcome is known. */
  onAnother: () => void;
}) {
  const s = strings.finance.send;
  const url = txUrl(chainId, hash);
  let status;
  if (outcome === 'pending')
    status = (
      <>
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 text-accent motion-safe:animate-spin" />
        {s.pending}
      </>
    );
  else if (outcome === 'success')
    status = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-accent" />
        {formatMessage(s.confirmed, { amount: formatEth(amount, locale, 18), to: shortAddress(to) }, locale)}
      </>
    );
  else
    status = (
      <>
        <XCircle aria-hidden="true" className="size-4 shrink-0 text-destructive" />
        {outcome === 'reverted' ? s.reverted : s.waitFailed}
      </>
    );
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        {status}
      </p>
      <div className="flex flex-col gap-0.5 text-sm">
        <span className="text-muted">{s.hash}</span>
        <span className="font-mono text-xs break-all">{hash}</span>
      </div>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline"
        >
          {formatMessage(s.viewOnExplorer, { explorer: explorerName(chainId) }, locale)}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
      {outcome !== 'pending' && (
        <button
          type="button"
          onClick={onAnother}
          className={buttonVariants({ variant: 'outline', size: 'compact', className: 'self-start' })}
        >
          {s.another}
        </button>
      )}
    </div>
  );
}
