// The wallet stack's settings (issue #4, spec section 9): chains, chain-node transports, wallets, the
// data cache and RainbowKit's language. Browser-only: import it from the wallet island, never from a
// server-rendered module (RainbowKit breaks the Turbopack server build, STACK-NOTES).
import {
  connectorsForWallets,
  type Locale as RainbowKitLocale,
  type WalletList,
} from '@rainbow-me/rainbowkit';
import { coinbaseWallet, injectedWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { http, type HttpTransportConfig } from 'viem';
import { createConfig, type CreateConnectorFn } from 'wagmi';
import { mainnet, sepolia } from 'wagmi/chains';
import type { Locale } from '@/lib/i18n/config';
import { site } from '@/lib/site';

/** Ethereum mainnet (id 1) first: a fresh connection asks for it. Both pay gas in 18-decimal ether. */
export const walletChains = [mainnet, sepolia] as const;
export type WalletChainId = (typeof walletChains)[number]['id'];

/** Public nodes used when no RPC URL variable is set. */
export const defaultRpcUrls: Record<WalletChainId, string> = {
  [mainnet.id]: 'https://ethereum-rpc.publicnode.com',
  [sepolia.id]: 'https://ethereum-sepolia-rpc.publicnode.com',
};

/** Which environment variable overrides each chain's node (documented in .env.example). */
export const rpcUrlVariables: Record<WalletChainId, string> = {
  [mainnet.id]: 'NEXT_PUBLIC_RPC_URL_MAINNET',
  [sepolia.id]: 'NEXT_PUBLIC_RPC_URL_SEPOLIA',
};

/**
 * Each chain's node URL: the variable's value, or the public default when it is unset or blank. A value
 * that is not an http(s) URL is a deployment mistake and throws, naming the variable.
 */
export function resolveRpcUrls(
  values: Partial<Record<WalletChainId, string | undefined>>,
): Record<WalletChainId, string> {
  const resolve = (id: WalletChainId) => {
    const value = values[id]?.trim();
    if (!value) return defaultRpcUrls[id];
    let protocol = '';
    try {
      protocol = new URL(value).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`${rpcUrlVariables[id]} must be an http(s) URL, got "${value}".`);
    return value;
  };
  return { [mainnet.id]: resolve(mainnet.id), [sepolia.id]: resolve(sepolia.id) };
}

/** A WalletConnect Cloud project id, or undefined when the variable is unset or blank. */
export function resolveProjectId(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

// Next inlines NEXT_PUBLIC_* variables only where they are written out literally, so no lookup by name.
export const rpcUrls = resolveRpcUrls({
  [mainnet.id]: process.env.NEXT_PUBLIC_RPC_URL_MAINNET,
  [sepolia.id]: process.env.NEXT_PUBLIC_RPC_URL_SEPOLIA,
});
export const walletConnectProjectId = resolveProjectId(process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID);

/**
 * Chain-node calls (spec section 9). viem's own retry already has the spec's policy, so it is configured
 * rather than rewritten: it retries HTTP 403/408/413/429/500/502/503/504 (and time-outs, and the node
 * errors -32005/-32603), waiting `retryDelay · 2^n` ms (150, 300, 600) or what Retry-After says.
 */
export const transportOptions = {
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
  batch: { batchSize: 1000 },
} as const satisfies HttpTransportConfig;

/** The HTTP JSON-RPC transport for one node. `fetchFn` is for tests. */
export function rpcTransport(url: string, overrides: Pick<HttpTransportConfig, 'fetchFn'> = {}) {
  return http(url, { ...transportOptions, ...overrides });
}

/**
 * RainbowKit's legacy Coinbase wallet, locked to the smart wallet (passkeys, no extension or app needed).
 * RainbowKit takes the preference as a property of the wallet function, read when the wallet is created.
 * Its successor, RainbowKit's `base` wallet, is the same product renamed; the issue asks for Coinbase.
 */
const coinbaseSmartWallet: WalletList[number]['wallets'][number] = (params) => {
  coinbaseWallet.preference = 'smartWalletOnly';
  return coinbaseWallet(params);
};

/**
 * The wallet list: the browser-extension wallet (EIP-6963 discovery adds each installed extension by
 * name, MetaMask included), WalletConnect's QR code only when a project id is set (RainbowKit throws on
 * an empty one), and the Coinbase smart wallet.
 */
export function walletList(projectId: string | undefined, groupName = 'Popular'): WalletList {
  return [
    {
      groupName,
      wallets: [injectedWallet, ...(projectId ? [walletConnectWallet] : []), coinbaseSmartWallet],
    },
  ];
}

export type WalletConfigOptions = {
  /** Defaults to NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID. */
  projectId?: string | undefined;
  /** The wallet group's heading in RainbowKit's list (localized by the caller). */
  groupName?: string;
  /** Replaces the RainbowKit wallets; tests pass wagmi's `mock` connector. */
  connectors?: CreateConnectorFn[];
  /** Node URLs by chain; defaults to the environment's. */
  urls?: Record<WalletChainId, string>;
  /** For tests: answers the chain-node requests. */
  fetchFn?: HttpTransportConfig['fetchFn'];
};

/** The wagmi config. Create it once per page (it holds the connection state and listens to wallets). */
export function createWalletConfig(options: WalletConfigOptions = {}) {
  const { groupName, fetchFn, urls = rpcUrls } = options;
  const projectId = 'projectId' in options ? resolveProjectId(options.projectId) : walletConnectProjectId;
  const connectors =
    options.connectors ??
    connectorsForWallets(walletList(projectId, groupName), {
      appName: site.name,
      appUrl: site.url,
      // Unused without WalletConnect in the list, which is the only wallet that reads it.
      projectId: projectId ?? '',
    });
  return createConfig({
    chains: walletChains,
    connectors,
    multiInjectedProviderDiscovery: true,
    transports: {
      [mainnet.id]: rpcTransport(urls[mainnet.id], { fetchFn }),
      [sepolia.id]: rpcTransport(urls[sepolia.id], { fetchFn }),
    },
  });
}

/** Query retries (spec section 9): 3, waiting min(1000 · 2^n, 30000) ms after the n-th failure (n from 0). */
export const queryRetryCount = 3;
export function queryRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}
/** Unused query data is dropped after 5 minutes. */
export const queryGcTimeMs = 5 * 60 * 1000;

export const queryClientConfig = {
  defaultOptions: {
    queries: { retry: queryRetryCount, retryDelay: queryRetryDelay, gcTime: queryGcTimeMs },
  },
} satisfies QueryClientConfig;

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig);
}

/** RainbowKit's own texts follow the page's language; it has no Hmong, so Hmong readers get English. */
export const rainbowKitLocales: Record<Locale, RainbowKitLocale> = {
  en: 'en-US',
  vi: 'vi-VN',
  fr: 'fr-FR',
  es: 'es-419',
  zh: 'zh-CN',
  ja: 'ja-JP',
  hi: 'hi-IN',
  hmn: 'en-US',
};
