import { mainnet, sepolia } from 'viem/chains';

/** The chains a wallet may sign in on (issue #4): Ethereum mainnet and the Sepolia test network. */
export const supportedChains = [mainnet, sepolia] as const;

export type SupportedChain = (typeof supportedChains)[number];
export type SupportedChainId = SupportedChain['id'];

export const supportedChainIds: readonly SupportedChainId[] = supportedChains.map((chain) => chain.id);

export function isSupportedChainId(chainId: unknown): chainId is SupportedChainId {
  return (supportedChainIds as readonly unknown[]).includes(chainId);
}

export function chainById(chainId: SupportedChainId): SupportedChain {
  return chainId === mainnet.id ? mainnet : sepolia;
}
