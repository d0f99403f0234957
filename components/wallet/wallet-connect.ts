'use client';

// Finding the member's wallet before a wallet step (a transaction, a signed vote, the finance wallet):
// loaded with the wallet stack, only by those steps' modules (components/chain/wallet-tx.ts,
// components/governance/wallet-vote.ts). It reuses the page's one wagmi config (./wallet-runtime.ts).
import type { Address } from 'viem';
import { connect, getAccount } from 'wagmi/actions';
import { isSupportedChainId } from '@/lib/wallet/chains';
import { walletChains } from './config';
import { reconnectWallet, walletConfig, walletOptions, type WalletOption } from './wallet-runtime';

export type WalletState =
  | { status: 'connected'; address: Address; chainId: number }
  | { status: 'disconnected'; options: WalletOption[] };

/** Thrown when the wallet is connected with another account than the one the step expects. */
export class WrongAccountError extends Error {
  override name = 'WrongAccountError';
  constructor(readonly connected: string) {
    super('The wallet is connected with another account.');
  }
}

export const notConnected = () =>
  Object.assign(new Error('Not connected.'), { name: 'ConnectorNotConnectedError' });

/** Reconnects a returning wallet (once per page), then says whether one is connected. */
export async function walletState(): Promise<WalletState> {
  await reconnectWallet();
  const account = getAccount(walletConfig);
  if (account.status === 'connected' && account.address)
    return { status: 'connected', address: account.address, chainId: account.chainId ?? 0 };
  return { status: 'disconnected', options: await walletOptions() };
}

/** Connects the wallet the member chose; resolves with the address it connected. */
export async function connectWallet(uid: string): Promise<Address> {
  const connector = walletConfig.connectors.find((c) => c.uid === uid);
  if (!connector) throw Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });
  let account = getAccount(walletConfig);
  if (account.status !== 'connected' || account.connector?.uid !== uid) {
    const current = await connector.getChainId().catch(() => undefined);
    await connect(walletConfig, {
      connector,
      chainId: isSupportedChainId(current) ? current : walletChains[0].id,
    });
    account = getAccount(walletConfig);
  }
  if (!account.address) throw notConnected();
  return account.address;
}
