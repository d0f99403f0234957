'use client';

// Sending the platform's transactions from the member's wallet (mint, anchor, buy, send): loaded with the
// wallet stack, and only through ./wallet-tx-runner (next/dynamic, ssr: false) or the finance wallet, at
// the moment a member asks for one. It reuses the page's one wagmi config (components/wallet/
// wallet-runtime.ts): reconnects a returning wallet, connects the one the member picks, checks that the
// account is the one the server expects, switches to the transaction's chain, and hands back the hash.
import type { Abi, Address, Hex } from 'viem';
import {
  estimateFeesPerGas,
  estimateGas,
  getAccount,
  getBalance,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import { isSupportedChainId } from '@/lib/wallet/chains';
import type { WalletChainId } from '@/components/wallet/config';
import {
  connectWallet,
  notConnected,
  walletState,
  WrongAccountError,
  type WalletState,
} from '@/components/wallet/wallet-connect';
import { walletConfig, type WalletOption } from '@/components/wallet/wallet-runtime';

export type { WalletOption };
export { connectWallet, walletState, WrongAccountError, type WalletState };

/** The connected account, on the chain asked for (the wallet is asked to switch), and the one expected. */
async function ready(chainId: number, expected?: string): Promise<Address> {
  let account = getAccount(walletConfig);
  if (account.status !== 'connected' || !account.address) throw notConnected();
  if (expected && account.address.toLowerCase() !== expected.toLowerCase())
    throw new WrongAccountError(account.address);
  if (account.chainId !== chainId) {
    if (!isSupportedChainId(chainId))
      throw Object.assign(new Error('Unsupported chain.'), { name: 'ChainNotConfiguredError' });
    await switchChain(walletConfig, { chainId: chainId as WalletChainId });
    account = getAccount(walletConfig);
  }
  if (!account.address) throw notConnected();
  return account.address;
}

/** Asks the connected wallet to switch to `chainId` (mainnet or Sepolia); resolves once it has. */
export async function switchWalletChain(chainId: number): Promise<void> {
  await ready(chainId);
}

export type ContractCall = {
  chainId: number;
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
  /** The account the server expects to send it (the member's linked wallet), if any. */
  expected?: string;
};

/** Asks the wallet to send a contract call; resolves with its hash once the wallet has sent it. */
export async function sendContractCall(call: ContractCall): Promise<Hex> {
  const account = await ready(call.chainId, call.expected);
  const request = {
    account,
    chainId: call.chainId as WalletChainId,
    address: call.address,
    abi: call.abi,
    functionName: call.functionName,
    args: call.args,
    ...(call.value !== undefined ? { value: call.value } : {}),
  };
  // One runner for every contract call: its ABI is a value here, so wagmi's per-function inference
  // (which needs a literal ABI type) cannot apply; the callers pass the contracts' `as const` ABIs.
  const write = writeContract as unknown as (config: typeof walletConfig, r: typeof request) => Promise<Hex>;
  return write(walletConfig, request);
}

export type Transfer = { chainId: number; to: Address; value: bigint };

/** The estimated fee of a plain transfer, in wei (gas × the suggested max fee per gas). */
export async function estimateTransferFee({ chainId, to, value }: Transfer): Promise<bigint> {
  const account = await ready(chainId);
  const [gas, fees] = await Promise.all([
    estimateGas(walletConfig, { account, chainId: chainId as WalletChainId, to, value }),
    estimateFeesPerGas(walletConfig, { chainId: chainId as WalletChainId }),
  ]);
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? BigInt(0));
}

export async function sendTransfer({ chainId, to, value }: Transfer): Promise<Hex> {
  const account = await ready(chainId);
  return sendTransaction(walletConfig, { account, chainId: chainId as WalletChainId, to, value });
}

/** Resolves once the transaction is mined: 'success' or 'reverted' (a replacement is followed). */
export async function waitForTransfer(chainId: number, hash: Hex): Promise<'success' | 'reverted'> {
  const receipt = await waitForTransactionReceipt(walletConfig, {
    chainId: chainId as WalletChainId,
    hash,
    confirmations: 1,
  });
  return receipt.status;
}

export async function balanceOf(chainId: number, address: Address): Promise<bigint> {
  return (await getBalance(walletConfig, { chainId: chainId as WalletChainId, address })).value;
}
