'use client';

// A wallet citizen's vote signature (EIP-712, lib/governance/rules.ts): loaded with the wallet stack, and
// only through ./wallet-vote-signer (next/dynamic, ssr: false), at the moment a wallet citizen votes. It
// reuses the page's one wagmi config (components/wallet/wallet-runtime.ts): reconnects a returning wallet,
// connects the one the voter picks, and signs with the account the server expects, never another.
import { getAccount, signTypedData, switchChain } from 'wagmi/actions';
import { isSupportedChainId } from '@/lib/wallet/chains';
import { voteTypedData, type VoteChoice } from '@/lib/governance/rules';
import { walletChains } from '@/components/wallet/config';
import {
  connectWallet,
  notConnected,
  walletState,
  WrongAccountError,
} from '@/components/wallet/wallet-connect';
import { walletConfig, type WalletOption } from '@/components/wallet/wallet-runtime';

export type { WalletOption };

/** What the vote request carries besides the choice: the signature, its time (seconds) and chain. */
export type SignedVote = { signature: `0x${string}`; timestamp: number; chainId: number };

export type WalletVoteRequest = { proposal: number; choice: VoteChoice; voter: string };

/** The wallet as the vote finds it: connected with an address, or not connected (with wallets to offer). */
export type WalletVoteState =
  { status: 'connected'; address: string } | { status: 'disconnected'; options: WalletOption[] };

/** Reconnects a returning wallet (once per page), then says whether one is connected. */
export const walletVoteState: () => Promise<WalletVoteState> = walletState;

/** Connects the wallet the voter chose; resolves with the address it connected. */
export const connectVoteWallet: (uid: string) => Promise<string> = connectWallet;

export { WrongAccountError };

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/**
 * Signs the vote with the connected wallet, on its current chain (the server accepts Ethereum and
 * Sepolia; on another chain the wallet is first asked to switch). Throws WrongAccountError when the
 * wallet's account is not the voter's, and the wallet's own error when it refuses.
 */
export async function signWalletVote({ proposal, choice, voter }: WalletVoteRequest): Promise<SignedVote> {
  let account = getAccount(walletConfig);
  if (account.status !== 'connected' || !account.address) throw notConnected();
  if (!same(account.address, voter)) throw new WrongAccountError(account.address);
  if (!isSupportedChainId(account.chainId)) {
    await switchChain(walletConfig, { chainId: walletChains[0].id });
    account = getAccount(walletConfig);
  }
  const { address, chainId } = account;
  if (!address) throw notConnected();
  if (!isSupportedChainId(chainId))
    throw Object.assign(new Error('Unsupported chain.'), { name: 'ChainNotConfiguredError' });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await signTypedData(walletConfig, {
    account: address,
    connector: account.connector,
    ...voteTypedData({ chainId, proposal, choice, timestamp, voter: address }),
  });
  return { signature, timestamp, chainId };
}
