'use client';

// The holder's "Anchor on-chain" control on a credential's public page (LAZY: ./anchor-panel-lazy.tsx).
// Reads GET /api/chain/credentials/{id}, which answers only the holder (anyone else gets nothing here):
// an anchor the network has not confirmed yet (read again every 3 s, also after a reload), or, where the
// registry is offered, the button, which asks for a voucher and the holder's linked wallet for the
// transaction (the wallet stack loads at that press). Once anchored, the page is rendered again so its
// server-read "On-chain" section shows what the chain now holds.
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { notify } from '@/components/frame/toast';
import { RetryAlert } from '@/components/ui/retry-alert';
import { credentialRegistryAbi } from '@/contracts/abi';
import type { AnchorStatus, AnchorVoucherOut } from '@/lib/chain/anchors';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { chainName, useVoucherTx, type ChainPanelStrings } from './use-voucher-tx';
import { VoucherTxControls } from './voucher-tx-controls';

export type AnchorPanelStrings = {
  anchor: AppMessages['academy']['onchain']['anchor'];
  /** "(opens in a new tab)" */
  newTab: string;
  chain: ChainPanelStrings;
};

export type AnchorPanelProps = {
  credentialId: string;
  /** A revoked credential cannot be anchored: no button (a pending anchor still shows). */
  revoked?: boolean;
  strings: AnchorPanelStrings;
  locale: string;
};

export function AnchorPanel({ credentialId, revoked = false, strings, locale }: AnchorPanelProps) {
  const s = strings.anchor;
  const router = useRouter();
  const fmt = useCallback(
    (message: string, values?: Record<string, string | number>) => formatMessage(message, values, locale),
    [locale],
  );
  const [anchored, setAnchored] = useState(false);
  const base = `/api/chain/credentials/${encodeURIComponent(credentialId)}`;

  const tx = useVoucherTx<AnchorStatus, AnchorVoucherOut>({
    statusPath: base,
    voucherPath: `${base}/voucher`,
    txPath: `${base}/tx`,
    strings: strings.chain,
    done: (status) => status.anchored !== null,
    call: (voucher, status) => ({
      chainId: voucher.chainId,
      address: voucher.contract,
      abi: credentialRegistryAbi,
      functionName: 'anchor',
      args: [voucher.credentialId, voucher.digest, BigInt(voucher.expiry), voucher.signature],
      expected: status.wallet ?? undefined,
    }),
    onDone: (status) => {
      setAnchored(true);
      // The page's "On-chain" section reads the chain on the server: render it again.
      router.refresh();
      void notify({
        title: s.anchoredToast,
        description: fmt(s.anchoredToastBody, {
          chain: chainName(strings.chain, status.anchored?.chainId ?? status.chainId ?? 0),
        }),
      });
    },
  });
  const { load } = tx;

  // Not this reader's credential (or not signed in): nothing; nothing either while it is read.
  if (load.kind === 'loading' || load.kind === 'hidden') return null;

  if (load.kind === 'failed')
    return (
      <RetryAlert
        message={load.message}
        retryLabel={s.retry}
        onRetry={tx.retry}
        className="mt-4 flex flex-col items-start gap-3"
      />
    );

  const status = load.status;
  if (status.anchored)
    return anchored ? (
      <p role="status" className="mt-4 text-sm font-medium text-accent">
        {s.anchored}
      </p>
    ) : null;
  if (!tx.pending && (status.chainId === null || revoked)) return null;

  return (
    <div className="mt-6 flex flex-col items-start gap-3 border-t border-border pt-6">
      {!tx.pending && !status.wallet ? (
        <p className="text-sm text-muted">
          {s.noWallet}{' '}
          <Link href={routes.dashboard} className="font-medium text-primary hover:underline">
            {s.dashboard}
          </Link>
        </p>
      ) : (
        <VoucherTxControls
          tx={tx}
          strings={strings.chain}
          locale={locale}
          texts={{ ...s, newTab: strings.newTab }}
        />
      )}
    </div>
  );
}
