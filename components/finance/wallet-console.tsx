'use client';

// The open wallet (LAZY: ./finance-panel imports it when the member presses "Open wallet"; it brings
// the wallet stack, components/chain/wallet-tx.ts). Reconnects a returning wallet or
// lets the member pick one, then shows the account, its balance on the chosen network, Send and
// Receive. The network itself is chosen in the panel, which asks the wallet to switch.
import { Copy, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { walletTxFailure } from '@/components/chain/wallet-tx-runner';
import { useOnce } from '@/components/wallet/use-once';
import { WalletChoice } from '@/components/wallet/wallet-choice';
import { balanceOf, connectWallet, walletState, type WalletOption } from '@/components/chain/wallet-tx';
import { buttonVariants } from '@/components/ui/button-variants';
import { RetryAlert } from '@/components/ui/retry-alert';
import { walletErrorKey } from '@/components/wallet/errors';
import { formatMessage } from '@/lib/i18n/format-message';
import { copyAddress } from './copy-address';
import { formatEth, shortAddress } from './eth';
import { ReceivePanel } from './receive-panel';
import { SendForm } from './send-form';
import { chainName, isNetwork, type FinanceStrings } from './shared';

export type WalletConsoleProps = {
  strings: FinanceStrings;
  locale: string;
  /** The network chosen in the panel: the balance is read there, and transfers are sent there. */
  chainId: number;
  /** The account's linked wallet, if any (a note when the connected one is another). */
  linked: string | null;
  /** The wallet is connected: its account, and the network it is on. */
  onConnected: (wallet: { address: `0x${string}`; chainId: number }) => void;
  /** A transfer was mined (or reverted): the panel reads the history again. */
  onTransferSettled: () => void;
};

type View =
  | { kind: 'loading' }
  | { kind: 'choose'; options: WalletOption[]; connecting: string | null }
  | { kind: 'connected'; address: `0x${string}`; walletChain: number }
  | { kind: 'failed'; message: string };

type Balance = { chainId: number; address: string; wei: bigint | null };

export function WalletConsole(props: WalletConsoleProps) {
  const { strings, locale, chainId, linked, onConnected, onTransferSettled } = props;
  const s = strings.finance;
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [balance, setBalance] = useState<Balance | null>(null);
  const mounted = useRef(false);
  const balanceCalls = useRef(0);
  const ids = useId();
  const chain = chainName(strings, chainId);

  const fail = useCallback(
    (error: unknown) => {
      if (mounted.current)
        setView({
          kind: 'failed',
          message:
            walletErrorKey(error) === 'errors.userRejected'
              ? s.connectRejected
              : walletTxFailure(error, strings.wallet, locale, { chainName: chain }),
        });
    },
    [strings.wallet, s.connectRejected, locale, chain],
  );

  const connected = useCallback(async () => {
    const state = await walletState();
    if (!mounted.current) return;
    if (state.status === 'connected') {
      setView({ kind: 'connected', address: state.address, walletChain: state.chainId });
      onConnected({ address: state.address, chainId: state.chainId });
    } else setView({ kind: 'choose', options: state.options, connecting: null });
  }, [onConnected]);

  const start = useCallback(() => {
    setView({ kind: 'loading' });
    connected().catch(fail);
  }, [connected, fail]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useOnce(start);

  async function choose(option: WalletOption) {
    if (view.kind !== 'choose' || view.connecting) return;
    setView({ ...view, connecting: option.uid });
    try {
      await connectWallet(option.uid);
      await connected();
    } catch (error) {
      fail(error);
    }
  }

  const address = view.kind === 'connected' ? view.address : null;

  const readBalance = useCallback(() => {
    if (!address) return;
    const call = ++balanceCalls.current;
    balanceOf(chainId, address).then(
      (wei) => {
        if (mounted.current && call === balanceCalls.current) setBalance({ chainId, address, wei });
      },
      () => {
        if (mounted.current && call === balanceCalls.current) setBalance({ chainId, address, wei: null });
      },
    );
  }, [address, chainId]);

  useEffect(() => {
    readBalance();
  }, [readBalance]);

  if (view.kind === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin text-accent" />
        {strings.wallet.loading}
      </p>
    );

  if (view.kind === 'failed')
    return <RetryAlert message={view.message} retryLabel={s.retry} onRetry={start} />;

  if (view.kind === 'choose')
    return (
      <div className="flex flex-col gap-3">
        <WalletChoice
          prompt={strings.wallet.chooseAny}
          noWallet={strings.wallet.noWallet}
          options={view.options}
          connecting={view.connecting}
          onChoose={(option) => void choose(option)}
          strings={strings.wallet}
          locale={locale}
        />
      </div>
    );

  const current = balance && balance.chainId === chainId && balance.address === view.address ? balance : null;
  const wei = current?.wei ?? null;
  const otherWallet = linked && linked.toLowerCase() !== view.address.toLowerCase() ? linked : null;

  function settled() {
    readBalance();
    onTransferSettled();
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-xs font-semibold tracking-wider text-muted uppercase">{s.connected}</p>
            <p className="font-mono text-lg font-semibold" title={view.address}>
              {shortAddress(view.address)}
            </p>
          </div>
          <div className="text-right" aria-live="polite">
            <p className="text-xs font-semibold tracking-wider text-muted uppercase">{s.balance}</p>
            {!current ? (
              <p className="text-sm text-muted">{s.balanceLoading}</p>
            ) : wei === null ? (
              <p className="text-sm text-destructive">{s.balanceFailed}</p>
            ) : (
              <p className="text-lg font-semibold tabular-nums">
                {formatMessage(s.eth, { amount: formatEth(wei, locale) }, locale)}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-address`} className="text-sm font-medium">
            {s.address}
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-address`}
              readOnly
              value={view.address}
              onFocus={(event) => event.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-xl border border-border bg-background px-3 font-mono text-xs sm:text-sm"
            />
            <button
              type="button"
              onClick={() => void copyAddress(view.address, strings)}
              className={buttonVariants({ variant: 'outline', size: 'icon', className: 'shrink-0' })}
            >
              <Copy aria-hidden="true" className="size-4" />
              <span className="sr-only">{s.copy}</span>
            </button>
          </div>
        </div>
        {!isNetwork(view.walletChain) && (
          <p className="text-sm text-muted">{formatMessage(s.otherNetwork, { chain }, locale)}</p>
        )}
        {otherWallet && (
          <p className="text-sm text-muted">
            {formatMessage(s.notLinked, { linked: shortAddress(otherWallet) }, locale)}
          </p>
        )}
      </div>

      {/* Send and Receive side by side: nothing typed in Send is lost by looking at Receive. */}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${ids}-send`} className="flex flex-col gap-3">
          <h4 id={`${ids}-send`} className="text-base font-semibold">
            {s.send.title}
          </h4>
          <SendForm strings={strings} locale={locale} chainId={chainId} balance={wei} onSettled={settled} />
        </section>
        <section aria-labelledby={`${ids}-receive`} className="flex flex-col gap-3">
          <h4 id={`${ids}-receive`} className="text-base font-semibold">
            {s.receive.title}
          </h4>
          <ReceivePanel strings={strings} locale={locale} address={view.address} chainId={chainId} />
        </section>
      </div>
    </div>
  );
}
