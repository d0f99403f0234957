'use client';

// The wallet stack, loaded only through ./wallet-loader (import()): one wagmi config per page, the
// Sign-In with Ethereum flow on RainbowKit's authentication adapter, reconnect, chain switch and the
// rules that end a wallet session when the wallet changes account or disconnects.
import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit';
import type { Connector } from 'wagmi';
import {
  connect,
  disconnect,
  getAccount,
  reconnect,
  signMessage,
  switchChain,
  watchAccount,
  watchConnectors,
} from 'wagmi/actions';
import { createSiweMessage } from 'viem/siwe';
import { resetNotifications } from '@/components/notifications/notifications-store';
import { api } from '@/components/account/api';
import { setSessionUser } from '@/components/account/session-store';
import type { SessionUser } from '@/lib/api/contract';
import { site } from '@/lib/site';
import {
  createQueryClient,
  createWalletConfig,
  walletChains,
  type WalletChainId,
} from '@/components/wallet/config';
import { readWalletSession, registerWalletRuntime, writeWalletSession } from './wallet-loader';

export const walletConfig = createWalletConfig();
export const queryClient = createQueryClient();

export type WalletOption = { uid: string; name: string; icon?: string };
export type ProofMode = 'signIn' | 'link';

type RkDetails = { name?: string; iconUrl?: string | (() => Promise<string>) };

async function iconOf(connector: Connector): Promise<string | undefined> {
  if (connector.icon) return connector.icon;
  const iconUrl = (connector as Connector & { rkDetails?: RkDetails }).rkDetails?.iconUrl;
  if (typeof iconUrl === 'string') return iconUrl;
  return iconUrl ? iconUrl().catch(() => undefined) : undefined;
}

/** The wallets to offer, icons resolved (RainbowKit's are bundled data URIs, EIP-6963's come with the wallet). */
export async function walletOptions(): Promise<WalletOption[]> {
  const connectors = walletConfig.connectors;
  // RainbowKit's generic "Browser Wallet" is redundant once an extension announced itself by name.
  const announced = connectors.some((c) => c.type === 'injected' && c.id !== 'injected' && Boolean(c.icon));
  const shown = connectors.filter((c) => !(announced && c.id === 'injected'));
  return Promise.all(
    shown.map(async (c) => ({
      uid: c.uid,
      name: (c as Connector & { rkDetails?: RkDetails }).rkDetails?.name ?? c.name,
      icon: await iconOf(c),
    })),
  );
}

export function watchWalletOptions(onChange: () => void) {
  return watchConnectors(walletConfig, { onChange });
}

const isSupported = (id: number | undefined): id is WalletChainId => walletChains.some((c) => c.id === id);

/** Proving in progress: the account watcher must not read the connection's first steps as a change. */
let proving = false;

/** The SIWE request being proved: getNonce knows whose nonce to ask for. */
let pending: { address: `0x${string}`; chainId: number } | null = null;

export const authenticationAdapter = createAuthenticationAdapter({
  async getNonce() {
    if (!pending) throw new Error('No wallet is connected.');
    const result = await api<{ nonce: string }>('/api/auth/siwe/nonce', { body: pending });
    if (!result.ok) throw result.error;
    return result.data.nonce;
  },
  createMessage({ nonce, address, chainId }) {
    return createSiweMessage({
      domain: window.location.host,
      uri: window.location.origin,
      address,
      chainId,
      nonce,
      version: '1',
      statement: `Sign in to ${site.name}.`,
    });
  },
  async verify({ message, signature }) {
    const result = await api<{ user: SessionUser }>('/api/auth/siwe/verify', {
      body: { message, signature },
    });
    if (!result.ok) throw result.error;
    provedUser = result.data.user;
    return true;
  },
  async signOut() {
    await endWalletSession();
  },
});
let provedUser: SessionUser | null = null;

/**
 * Connects the chosen wallet and proves its address with a SIWE signature: signs in (mode `signIn`)
 * or links it to the signed-in account (`link`). Throws the wallet's or the server's error; on any
 * failure the wallet is disconnected again, so the next try starts clean.
 */
export async function connectAndProve(uid: string, mode: ProofMode): Promise<SessionUser> {
  const connector = walletConfig.connectors.find((c) => c.uid === uid);
  if (!connector) throw Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' });
  proving = true;
  try {
    let account = getAccount(walletConfig);
    if (account.status !== 'connected' || account.connector?.uid !== uid) {
      if (account.status === 'connected') await disconnect(walletConfig);
      const current = await connector.getChainId().catch(() => undefined);
      await connect(walletConfig, {
        connector,
        chainId: isSupported(current) ? current : walletChains[0].id,
      });
      account = getAccount(walletConfig);
    }
    const { address, chainId } = account;
    if (!address || !chainId)
      throw Object.assign(new Error('Not connected.'), { name: 'ConnectorNotConnectedError' });
    pending = { address, chainId };
    const nonce = await authenticationAdapter.getNonce();
    const message = await authenticationAdapter.createMessage({ nonce, address, chainId });
    const signature = await signMessage(walletConfig, { account: address, message, connector });
    let user: SessionUser;
    if (mode === 'signIn') {
      provedUser = null;
      await authenticationAdapter.verify({ message, signature });
      if (!provedUser) throw new Error('No session.');
      user = provedUser;
      writeWalletSession(address);
    } else {
      const result = await api<{ user: SessionUser }>('/api/wallet/link', { body: { message, signature } });
      if (!result.ok) throw result.error;
      user = result.data.user;
    }
    setSessionUser(user);
    return user;
  } catch (error) {
    await disconnect(walletConfig).catch(() => undefined);
    throw error;
  } finally {
    pending = null;
    proving = false;
  }
}

/** Ends a session that a wallet opened (its account changed, or it disconnected). Idempotent. */
export async function endWalletSession() {
  if (!readWalletSession()) return;
  writeWalletSession(null);
  await api('/api/auth/logout', { body: {} });
  resetNotifications();
  setSessionUser(null);
}

// Switching the account in the wallet, or disconnecting it, ends the wallet session.
watchAccount(walletConfig, {
  onChange(account, previous) {
    if (proving || previous.status !== 'connected') return;
    if (account.status === 'disconnected' || (account.address && account.address !== previous.address)) {
      void endWalletSession();
    }
  },
});

let reconnecting: Promise<void> | null = null;

/** Read before anything connects: our sign-in flag, or wagmi's stored recent connector. */
const returning = (() => {
  try {
    return Boolean(readWalletSession() ?? window.localStorage.getItem('wagmi.recentConnectorId'));
  } catch {
    return false;
  }
})();

/**
 * A returning wallet user: reconnects (wagmi tries the most recent connector first) and ends either
 * connected or disconnected. Connected to another address than the one that signed in: signed out.
 */
export function reconnectWallet(): Promise<void> {
  reconnecting ??= (async () => {
    // A first-time visitor who just opened Connect Wallet has nothing to reconnect (and is connecting).
    if (!returning || proving) return;
    await reconnect(walletConfig).catch(() => undefined);
    const account = getAccount(walletConfig);
    const signedIn = readWalletSession();
    if (proving || account.status !== 'connected' || !signedIn) return;
    if (account.address?.toLowerCase() !== signedIn.toLowerCase()) await endWalletSession();
  })();
  return reconnecting;
}

/** Logout: revoke the site's permissions (where the wallet supports it) and disconnect. */
export async function endWallet() {
  const { connector } = getAccount(walletConfig);
  if (connector) {
    try {
      const provider = (await connector.getProvider()) as
        { request?: (args: { method: string; params?: unknown }) => Promise<unknown> } | undefined;
      await provider?.request?.({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    } catch {
      // Not every wallet supports wallet_revokePermissions (EIP-2255): disconnecting is enough.
    }
  }
  await disconnect(walletConfig).catch(() => undefined);
}

/** Asks the wallet for another chain; wagmi adds it first (wallet_addEthereumChain) on a 4902. */
export async function switchWalletChain(chainId: WalletChainId) {
  await switchChain(walletConfig, { chainId });
}

export { getAccount, watchAccount };

/** Dashboard's Disconnect: the account watcher then ends a wallet session. */
export async function disconnectWallet() {
  await disconnect(walletConfig);
}

registerWalletRuntime({ endWallet });
