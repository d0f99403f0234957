import 'server-only';
import { createPublicClient, http, type Address, type Chain, type PublicClient, type Transport } from 'viem';
import { env } from '../env';
import { readBalance, type Balance } from './balance';
import { chainById, type SupportedChainId } from './chains';

/** A node that answers nothing within this time is "unavailable", not a reason to hang a sign-in. */
const RPC_TIMEOUT_MS = 5_000;

/**
 * Public nodes when nothing is configured: the browser's defaults (components/wallet/config.ts, which the
 * server must not import: it loads RainbowKit).
 */
const publicRpcUrls: Record<SupportedChainId, string> = {
  1: 'https://ethereum-rpc.publicnode.com',
  11155111: 'https://ethereum-sepolia-rpc.publicnode.com',
};

/** The server's JSON-RPC node for a chain: RPC_URL_<id>, else NEXT_PUBLIC_RPC_URL_*, else a public one. */
export function rpcUrl(chainId: SupportedChainId): string {
  const configured =
    chainId === 1
      ? (env.RPC_URL_1 ?? env.NEXT_PUBLIC_RPC_URL_MAINNET)
      : (env.RPC_URL_11155111 ?? env.NEXT_PUBLIC_RPC_URL_SEPOLIA);
  return configured ?? publicRpcUrls[chainId];
}

// A client holds no per-user state, only its transport settings: one per chain per process.
const clients = new Map<SupportedChainId, PublicClient<Transport, Chain>>();

export function publicClient(chainId: SupportedChainId): PublicClient<Transport, Chain> {
  let client = clients.get(chainId);
  if (!client) {
    client = createPublicClient({
      chain: chainById(chainId),
      transport: http(rpcUrl(chainId), { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
    }) as PublicClient<Transport, Chain>;
    clients.set(chainId, client);
  }
  return client;
}

/** The wallet's ETH balance on a supported chain, read through the server's node. */
export function walletBalance(address: Address, chainId: SupportedChainId): Promise<Balance> {
  return readBalance(publicClient(chainId), address);
}
