'use client';

// A wallet account's details on the dashboard card: the address (copy), the network (switch mainnet ⇄
// Sepolia), the ether balance read by the server's node, and Disconnect.
import { Copy } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/components/account/api';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { isSupportedChainId, supportedChains, type SupportedChainId } from '@/lib/wallet/chains';
import { cx } from '@/lib/utils';
import { numberFormat } from '@/lib/i18n/intl';
import { walletErrorDescription, type WalletErrorKey } from './errors';
import type { WalletTranslator } from './connect-wallet-view';
import {
  disconnectWallet,
  getAccount,
  switchWalletChain,
  walletConfig,
  watchAccount,
} from './wallet-runtime';

const [mainnet, sepolia] = supportedChains;

type Connection = { address?: string; chainId?: number; connected: boolean };

let snapshot: Connection = { connected: false };

/** The wallet's account, kept equal (same object) while nothing changed, as useSyncExternalStore needs. */
function readConnection(): Connection {
  const account = getAccount(walletConfig);
  const next = {
    address: account.address,
    chainId: account.chainId,
    connected: account.status === 'connected',
  };
  if (
    next.address !== snapshot.address ||
    next.chainId !== snapshot.chainId ||
    next.connected !== snapshot.connected
  )
    snapshot = next;
  return snapshot;
}

const subscribeConnection = (onChange: () => void) => watchAccount(walletConfig, { onChange });

/** Subscribed before it is read, so a reconnect that ends while the card mounts is not missed. */
function useConnection(): Connection {
  return useSyncExternalStore(subscribeConnection, readConnection, readConnection);
}

const buttonClass = buttonVariants({ variant: 'outline', size: 'compact' });

export function WalletDetails({ t, address }: { t: WalletTranslator; address: string }) {
  const locale = useLocale();
  const connection = useConnection();
  const [switching, setSwitching] = useState(false);
  // Keyed by chain: a balance of another chain than the one now connected reads as "loading".
  const [read, setRead] = useState<{ chain: number; text: string | null } | null>(null);
  const chainId = connection.connected ? connection.chainId : undefined;
  const balanceChain = isSupportedChainId(chainId) ? chainId : undefined;

  useEffect(() => {
    if (!balanceChain) return;
    let live = true;
    void api<{ balance: { formatted: string; symbol: string } }>(
      `/api/wallet/balance?chainId=${balanceChain}`,
    ).then((result) => {
      if (!live) return;
      if (!result.ok) return setRead({ chain: balanceChain, text: null });
      const { formatted, symbol } = result.data.balance;
      const amount = numberFormat(locale, { maximumFractionDigits: 6 }).format(Number(formatted));
      setRead({ chain: balanceChain, text: `${amount} ${symbol}` });
    });
    return () => {
      live = false;
    };
  }, [balanceChain, locale]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      void notify({ title: t('panel.copied'), description: address });
    } catch {
      // Clipboard refused (permissions): the address stays selectable on the page.
    }
  }

  async function switchTo(target: SupportedChainId) {
    if (switching) return;
    setSwitching(true);
    try {
      await switchWalletChain(target);
    } catch (error) {
      void notify({
        title: t('connect.errorTitle'),
        description: walletErrorDescription(error, (key: WalletErrorKey) => t(key)),
        variant: 'destructive',
      });
    } finally {
      setSwitching(false);
    }
  }

  const network =
    chainId === mainnet.id
      ? t('panel.mainnet')
      : chainId === sepolia.id
        ? t('panel.sepolia')
        : chainId
          ? t('panel.unsupportedNetwork')
          : t('panel.notConnected');
  const other = chainId === mainnet.id ? sepolia.id : mainnet.id;

  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('panel.address')}</dt>
        <dd className="flex items-center gap-2">
          <span className="font-mono text-sm [overflow-wrap:anywhere]" data-testid="wallet-address">
            {address}
          </span>
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={t('panel.copy')}
            className="grid size-8 shrink-0 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-foreground"
          >
            <Copy aria-hidden="true" className="size-4" />
          </button>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('panel.network')}</dt>
        <dd className="flex flex-col items-start gap-2">
          <span data-testid="wallet-network">{switching ? t('panel.switching') : network}</span>
          {connection.connected && (
            <button
              type="button"
              onClick={() => void switchTo(other)}
              aria-disabled={switching || undefined}
              className={cx(buttonClass, switching && 'cursor-progress opacity-70')}
            >
              {other === mainnet.id ? t('panel.switchToMainnet') : t('panel.switchToSepolia')}
            </button>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted">{t('panel.balance')}</dt>
        <dd className="flex flex-col items-start gap-2">
          <span data-testid="wallet-balance" className="tabular-nums">
            {!balanceChain
              ? '—'
              : read?.chain !== balanceChain
                ? t('panel.balanceLoading')
                : (read.text ?? t('panel.balanceUnavailable'))}
          </span>
          {connection.connected && (
            <button type="button" onClick={() => void disconnectWallet()} className={buttonClass}>
              {t('panel.disconnect')}
            </button>
          )}
        </dd>
      </div>
    </dl>
  );
}
