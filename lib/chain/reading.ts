import 'server-only';
// Reading a reported transaction through the server's node (lib/wallet/chain-node.ts): still pending,
// mined (with how many confirmations), reverted, or gone. A replacement (a sped-up or re-priced
// transaction has a new hash) is found by the event it emits, not by its hash: see the callers.
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { publicClient } from '../wallet/chain-node';
import type { SupportedChainId } from '../wallet/chains';

/** A hash no node has heard of this long after it was reported is taken as dropped. */
export const DROPPED_AFTER_MS = 10 * 60_000;

export class NodeUnavailable extends Error {
  constructor(cause: unknown) {
    super('the chain node did not answer', { cause });
  }
}

export type TxState =
  | { state: 'pending' }
  | { state: 'dropped' }
  | { state: 'reverted'; receipt: TransactionReceipt }
  | { state: 'mined'; receipt: TransactionReceipt; confirmations: number };

/** Runs a read through the node; any transport or RPC failure becomes NodeUnavailable. */
export async function read<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TransactionNotFoundError || error instanceof TransactionReceiptNotFoundError)
      throw error;
    throw new NodeUnavailable(error);
  }
}

export async function headBlock(chainId: SupportedChainId): Promise<bigint> {
  return read(() => publicClient(chainId).getBlockNumber({ cacheTime: 0 }));
}

export async function inspectTx(
  chainId: SupportedChainId,
  hash: Hex,
  reportedAt: Date,
  at: Date,
): Promise<TxState> {
  const client = publicClient(chainId);
  try {
    const receipt = await read(() => client.getTransactionReceipt({ hash }));
    if (receipt.status !== 'success') return { state: 'reverted', receipt };
    const head = await headBlock(chainId);
    return { state: 'mined', receipt, confirmations: Number(head - receipt.blockNumber) + 1 };
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
  }
  try {
    await read(() => client.getTransaction({ hash }));
    return { state: 'pending' };
  } catch (error) {
    if (!(error instanceof TransactionNotFoundError)) throw error;
    return at.getTime() - reportedAt.getTime() > DROPPED_AFTER_MS
      ? { state: 'dropped' }
      : { state: 'pending' };
  }
}

/** Confirmations of a block now. */
export async function confirmationsOf(chainId: SupportedChainId, blockNumber: bigint): Promise<number> {
  return Number((await headBlock(chainId)) - blockNumber) + 1;
}
