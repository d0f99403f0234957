'use client';

// The citizen NFT ID in the dashboard's citizenship card (LAZY: ./citizen-id-panel-lazy.tsx). Reads
// GET /api/chain/citizen-id: the minted token with its transaction; a mint the network has not confirmed
// yet (read again every 3 s, also after a reload); or, on the network that has the contract, the mint
// button, which asks the server for a voucher and the member's linked wallet for the transaction (the
// wallet stack loads at that press). Nothing at all where no network has the contract.
import { IdCard } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { RetryAlert } from '@/components/ui/retry-alert';
import { citizenIdAbi } from '@/contracts/abi';
import type { CitizenIdStatus, MintVoucher } from '@/lib/chain/citizen-id';
import { explorerName } from '@/lib/chain/links';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { dateTimeFormat } from '@/lib/i18n/intl';
import { ExplorerLink } from './onchain-section';
import { chainName, useVoucherTx, type ChainPanelStrings } from './use-voucher-tx';
import { VoucherTxControls } from './voucher-tx-controls';

export type CitizenIdPanelStrings = {
  citizenId: AppMessages['citizens']['citizenId'];
  chain: ChainPanelStrings;
};

export type CitizenIdPanelProps = {
  strings: CitizenIdPanelStrings;
  locale: string;
};

export function CitizenIdPanel({ strings, locale }: CitizenIdPanelProps) {
  const s = strings.citizenId;
  const headingId = useId();
  const fmt = useCallback(
    (message: string, values?: Record<string, string | number>) => formatMessage(message, values, locale),
    [locale],
  );

  const tx = useVoucherTx<CitizenIdStatus, MintVoucher>({
    statusPath: '/api/chain/citizen-id',
    voucherPath: '/api/chain/citizen-id/voucher',
    txPath: '/api/chain/citizen-id/tx',
    strings: strings.chain,
    done: (status) => status.token !== null,
    call: (voucher, status) => ({
      chainId: voucher.chainId,
      address: voucher.contract,
      abi: citizenIdAbi,
      functionName: 'mint',
      args: [BigInt(voucher.citizenNumber), voucher.handle, BigInt(voucher.expiry), voucher.signature],
      expected: status.wallet ?? undefined,
    }),
    // The toast is the announcement (its region is live); the token replaces the button.
    onDone: () => {
      void notify({ title: s.mintedToast, description: s.mintedToastBody });
    },
  });
  const { load, reload } = tx;

  // A wallet linked (or unlinked) in the dashboard's wallet section changes what can be done here.
  const session = useSession();
  const wallet = session.status === 'ready' ? (session.user?.walletAddress ?? null) : undefined;
  const lastWallet = useRef(wallet);
  useEffect(() => {
    if (wallet === undefined) return;
    const before = lastWallet.current;
    lastWallet.current = wallet;
    if (before !== undefined && before !== wallet) void reload();
  }, [wallet, reload]);

  if (load.kind === 'loading' || load.kind === 'hidden') return null;

  if (load.kind === 'failed')
    return (
      <RetryAlert
        message={`${s.loadFailed} ${load.message}`}
        retryLabel={s.retry}
        onRetry={tx.retry}
        className="flex flex-col items-start gap-3 rounded-2xl border border-border p-4 sm:p-5"
      />
    );

  const status = load.status;
  const { token } = status;
  // No network has the contract: no control at all.
  if (!token && status.chainId === null) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-3 rounded-2xl border border-border p-4 sm:p-5"
    >
      <h4
        id={headingId}
        className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase"
      >
        <IdCard aria-hidden="true" className="size-4 text-accent" />
        {s.title}
      </h4>
      {token ? (
        <div className="flex flex-col gap-1">
          <p className="text-lg font-bold">{fmt(s.token, { tokenId: token.tokenId })}</p>
          <p className="text-sm text-muted">
            {fmt(s.network, { chain: chainName(strings.chain, token.chainId) })} ·{' '}
            <time dateTime={token.mintedAt}>
              {fmt(s.minted, {
                date: dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(token.mintedAt)),
              })}
            </time>
          </p>
          <ExplorerLink chainId={token.chainId} hash={token.txHash} newTab={s.newTab} className="text-sm">
            {fmt(strings.chain.tx.viewOnExplorer, { explorer: explorerName(token.chainId) })}
          </ExplorerLink>
        </div>
      ) : !tx.pending && !status.wallet ? (
        <p className="text-sm text-muted">{s.noWallet}</p>
      ) : (
        <VoucherTxControls tx={tx} strings={strings.chain} locale={locale} texts={{ ...s, action: s.mint }} />
      )}
      <p className="text-xs text-muted">{s.soulbound}</p>
    </section>
  );
}
