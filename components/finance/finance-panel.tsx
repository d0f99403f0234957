'use client';

// The FinanceVerse wallet (LAZY: ./finance-lazy.tsx loads it after the page; strings arrive as props):
// the network, the wallet card, the community score and the recent transactions. The score and the
// transactions are read by the server (signed-in members only), so they load with the island; the
// wallet stack loads only when the member presses "Open wallet" (./wallet-console.tsx).
import { LoaderCircle, Wallet } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { api } from '@/components/account/api';
import { useSession } from '@/components/account/session-store';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { RetryAlert } from '@/components/ui/retry-alert';
import { walletErrorKey } from '@/components/wallet/errors';
import type { ChainFeatures } from '@/lib/chain/deployments';
import type { ScoreView, Transactions } from '@/lib/chain/finance';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { ScoreCard } from './score-card';
import { cardClass, chainName, isNetwork, networks, type FinanceStrings, type NetworkId } from './shared';
import { TransactionsCard } from './transactions-card';
import { useChainRead } from './use-chain-read';
import type { WalletConsoleProps } from './wallet-console';

export type { FinanceStrings } from './shared';

export type FinancePanelProps = {
  strings: FinanceStrings;
  locale: string;
  /** Where it sits: the dashboard has the card to link a wallet, so the score does not link to it. */
  place: 'page' | 'dashboard';
  /** Called once the panel is on screen (the lazy wrapper then removes its stand-in). */
  onReady?: () => void;
};

function Busy({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      <LoaderCircle aria-hidden="true" className="size-4 text-accent motion-safe:animate-spin" />
      {label}
    </p>
  );
}

type Switching = { status: 'busy' } | { status: 'failed'; message: string } | null;

type Opened =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'open'; Console: ComponentType<WalletConsoleProps> };

export function FinancePanel({ strings, locale, place, onReady }: FinancePanelProps) {
  const s = strings.finance;
  const ids = useId();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : undefined;
  const signedIn = user === undefined ? undefined : user !== null;
  const linked = user?.walletAddress ?? null;

  // The network shown: the first one with Civitas contracts (where its own transactions are), until the
  // member picks one or a wallet connects on another.
  const [chainId, setChainId] = useState<NetworkId | null>(null);
  const [opened, setOpened] = useState<Opened>({ status: 'closed' });
  const [walletConnected, setWalletConnected] = useState(false);
  const [switching, setSwitching] = useState<Switching>(null);
  const walletRef = useRef<HTMLDivElement>(null);

  useReady(onReady);

  useEffect(() => {
    let live = true;
    void api<{ chains: ChainFeatures[] }>('/api/chain').then((result) => {
      if (!live) return;
      const offered = result.ok ? result.data.chains.map((c) => c.chainId).find(isNetwork) : undefined;
      setChainId((picked) => picked ?? offered ?? networks[0]);
    });
    return () => {
      live = false;
    };
  }, []);

  const owner = user?.id ?? null;
  const transactions = useChainRead<Transactions>(
    chainId ? `/api/chain/transactions?chainId=${chainId}` : null,
    owner,
  );
  const score = useChainRead<ScoreView>(
    chainId && linked ? `/api/chain/score?chainId=${chainId}` : null,
    owner,
  );
  const { reload: reloadTransactions } = transactions;
  const { reload: reloadScore } = score;

  const onConnected = useCallback<WalletConsoleProps['onConnected']>((wallet) => {
    setWalletConnected(true);
    if (isNetwork(wallet.chainId)) setChainId(wallet.chainId);
  }, []);

  const onTransferSettled = useCallback(() => {
    reloadTransactions(true);
    reloadScore(true);
  }, [reloadTransactions, reloadScore]);

  async function pickNetwork(id: NetworkId) {
    if (!walletConnected) {
      setChainId(id);
      setSwitching(null);
      return;
    }
    setSwitching({ status: 'busy' });
    try {
      const { switchWalletChain } = await import('@/components/chain/wallet-tx');
      await switchWalletChain(id);
      setChainId(id);
      setSwitching(null);
    } catch (error) {
      const message =
        walletErrorKey(error) === 'errors.userRejected'
          ? s.switchRejected
          : formatMessage(s.switchFailed, { chain: chainName(strings, id) }, locale);
      setSwitching({ status: 'failed', message });
    }
  }

  // The wallet stack comes with the console, only when the member presses "Open wallet".
  function openWallet() {
    if (opened.status === 'loading') return;
    setOpened({ status: 'loading' });
    // The button is gone: the focus goes to what replaces it.
    requestAnimationFrame(() => walletRef.current?.focus());
    import('./wallet-console').then(
      ({ WalletConsole }) => setOpened({ status: 'open', Console: WalletConsole }),
      () => setOpened({ status: 'failed' }),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${ids}-network`} className="text-sm font-medium">
            {s.network}
          </label>
          <select
            id={`${ids}-network`}
            value={chainId ?? networks[0]}
            disabled={chainId === null}
            aria-describedby={`${ids}-network-hint`}
            aria-busy={switching?.status === 'busy' || undefined}
            onChange={(event) => {
              const id = Number(event.target.value);
              if (isNetwork(id) && id !== chainId && switching?.status !== 'busy') void pickNetwork(id);
            }}
            className="h-10 rounded-xl border border-border bg-background px-3 text-sm"
          >
            {networks.map((id) => (
              <option key={id} value={id}>
                {strings.chains[id]}
              </option>
            ))}
          </select>
        </div>
        <p id={`${ids}-network-hint`} className="text-xs text-muted">
          {s.networkHint}
        </p>
        {switching?.status === 'busy' && <Busy label={s.switching} />}
        {switching?.status === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {switching.message}
          </p>
        )}
      </div>

      <section aria-labelledby={`${ids}-wallet`} className={cx(cardClass, 'flex flex-col gap-4')}>
        <h3 id={`${ids}-wallet`} className="flex items-center gap-2 text-lg font-semibold">
          <Wallet aria-hidden="true" className="size-5 text-accent" />
          {s.title}
        </h3>
        <p className="text-sm text-muted">{s.intro}</p>
        {opened.status === 'closed' ? (
          <button
            type="button"
            onClick={openWallet}
            className={buttonVariants({ size: 'field', className: 'self-start' })}
          >
            {s.open}
          </button>
        ) : (
          <div ref={walletRef} tabIndex={-1} className="flex flex-col items-start gap-3 outline-none">
            {opened.status === 'failed' ? (
              <RetryAlert
                message={strings.errors.generic}
                retryLabel={s.retry}
                onRetry={openWallet}
                className="contents"
              />
            ) : opened.status === 'open' && chainId ? (
              <div className="w-full">
                <opened.Console
                  strings={strings}
                  locale={locale}
                  chainId={chainId}
                  linked={linked}
                  onConnected={onConnected}
                  onTransferSettled={onTransferSettled}
                />
              </div>
            ) : (
              <Busy label={strings.wallet.loading} />
            )}
          </div>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ScoreCard
          strings={strings}
          locale={locale}
          chainId={chainId ?? networks[0]}
          signedIn={signedIn}
          hasWallet={Boolean(linked)}
          linkToDashboard={place === 'page'}
          read={score.read}
          onRetry={() => reloadScore()}
        />
        <TransactionsCard
          strings={strings}
          locale={locale}
          chainId={chainId ?? networks[0]}
          signedIn={signedIn}
          linked={linked}
          read={transactions.read}
          onRetry={() => reloadTransactions()}
        />
      </div>
    </div>
  );
}
