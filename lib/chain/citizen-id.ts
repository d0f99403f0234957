import 'server-only';
// The citizen NFT ID (contracts/src/CitizenID.sol): a soulbound token per citizen, token id = citizen
// number, minted by the citizen's own linked wallet with a voucher this server signs. The server counts a
// mint only once it has read the Transfer from the chain with enough confirmations.
import { eq } from 'drizzle-orm';
import { decodeEventLog, getAddress, zeroAddress, type Address, type Hex, type Log } from 'viem';
import { citizenIdAbi } from '../../contracts/abi';
import { now } from '../clock';
import { getDb } from '../db';
import { uniqueViolation } from '../db/errors';
import { chainTx, citizen, citizenToken, user as userTable, type User } from '../db/schema';
import { publicClient } from '../wallet/chain-node';
import type { SupportedChainId } from '../wallet/chains';
import { chainFeatures, deploymentFor, requiredConfirmations } from './deployments';
import { latestTx, recordTx, settleTx, txReport, type TxReport } from './ledger';
import { headBlock, inspectTx, read } from './reading';
import { VOUCHER_TTL_SECONDS, type SignedVoucher } from './typed-data';
import { signCitizenVoucher } from './vouchers';

export type ChainRefusal = 'not_citizen' | 'no_wallet' | 'chain_unavailable' | 'already_minted' | 'tx_used';
export type ChainRefused = { ok: false; reason: ChainRefusal };
const refused = (reason: ChainRefusal): ChainRefused => ({ ok: false, reason });

export type CitizenIdToken = {
  chainId: number;
  tokenId: number;
  holder: string;
  txHash: string;
  blockNumber: number;
  mintedAt: string;
};

export type CitizenIdStatus = {
  /** The chain minting is offered on, or null (then no mint control at all). */
  chainId: number | null;
  contract: string | null;
  token: CitizenIdToken | null;
  /** The latest mint transaction the wallet reported, as last read. */
  last: TxReport | null;
  wallet: string | null;
};

export async function citizenTokenOf(userId: string): Promise<CitizenIdToken | null> {
  const db = await getDb();
  const [row] = await db.select().from(citizenToken).where(eq(citizenToken.userId, userId));
  return row
    ? {
        chainId: row.chainId,
        tokenId: row.tokenId,
        holder: row.holder,
        txHash: row.txHash,
        blockNumber: row.blockNumber,
        mintedAt: row.mintedAt.toISOString(),
      }
    : null;
}

function mintChain(): SupportedChainId | null {
  for (const id of [1, 11155111] as const) if (chainFeatures(id).citizenId) return id;
  return null;
}

/** The signed-in citizen's ID: minted, pending (read again now), or mintable. */
export async function citizenIdStatus(owner: User): Promise<CitizenIdStatus | ChainRefused> {
  const db = await getDb();
  const [record] = await db.select().from(citizen).where(eq(citizen.userId, owner.id));
  if (!record) return refused('not_citizen');
  let token = await citizenTokenOf(owner.id);
  let last = await latestTx(owner.id, 'mint', String(record.number));
  if (!token && last?.status === 'pending') {
    await settleMint(last.id);
    token = await citizenTokenOf(owner.id);
    last = await latestTx(owner.id, 'mint', String(record.number));
  }
  const chainId = mintChain();
  return {
    chainId,
    contract: chainId ? deploymentFor(chainId)!.citizenId : null,
    token,
    last: last ? txReport(last) : null,
    wallet: owner.walletAddress ?? null,
  };
}

export type MintVoucher = SignedVoucher<{ citizenNumber: number; handle: string }>;

/** A voucher for the citizen's own linked wallet, once: none for a citizen who holds the ID already. */
export async function mintVoucher(
  owner: User,
  chainId: SupportedChainId,
): Promise<MintVoucher | ChainRefused> {
  const db = await getDb();
  const [record] = await db.select().from(citizen).where(eq(citizen.userId, owner.id));
  if (!record) return refused('not_citizen');
  if (!owner.walletAddress) return refused('no_wallet');
  if (!chainFeatures(chainId).citizenId) return refused('chain_unavailable');
  if (await citizenTokenOf(owner.id)) return refused('already_minted');
  const contract = deploymentFor(chainId)!.citizenId!;
  const holder = getAddress(owner.walletAddress);
  // The chain is the truth: a wallet that already holds one (minted elsewhere, or before a restore) gets none.
  const held = await read(() =>
    publicClient(chainId).readContract({
      address: contract,
      abi: citizenIdAbi,
      functionName: 'balanceOf',
      args: [holder],
    }),
  );
  if (held > BigInt(0)) return refused('already_minted');
  const expiry = Math.floor(now().getTime() / 1000) + VOUCHER_TTL_SECONDS;
  const signature = await signCitizenVoucher(chainId, contract, {
    citizenNumber: BigInt(record.number),
    handle: record.handle,
    holder,
    expiry: BigInt(expiry),
  });
  return {
    chainId,
    contract,
    citizenNumber: record.number,
    handle: record.handle,
    holder,
    expiry,
    signature,
  };
}

/** The wallet reports its mint transaction: recorded as pending and read at once. */
export async function reportMint(
  owner: User,
  chainId: SupportedChainId,
  hash: Hex,
): Promise<CitizenIdStatus | ChainRefused> {
  const db = await getDb();
  const [record] = await db.select().from(citizen).where(eq(citizen.userId, owner.id));
  if (!record) return refused('not_citizen');
  if (!chainFeatures(chainId).citizenId) return refused('chain_unavailable');
  if (await citizenTokenOf(owner.id)) return refused('already_minted');
  const recorded = await recordTx({
    userId: owner.id,
    chainId,
    kind: 'mint',
    ref: String(record.number),
    hash,
  });
  if (!recorded.ok) return refused(recorded.reason);
  return citizenIdStatus(owner);
}

type MintSeen = { hash: Hex; blockNumber: bigint };

/** The Transfer from nothing to the holder for this token in a receipt's logs, if any. */
function mintIn(logs: Log[], contract: Address, holder: Address, tokenId: bigint): boolean {
  return logs.some((log) => {
    if (getAddress(log.address) !== contract) return false;
    try {
      const event = decodeEventLog({ abi: citizenIdAbi, data: log.data, topics: log.topics });
      return (
        event.eventName === 'Transfer' &&
        event.args.from === zeroAddress &&
        getAddress(event.args.to) === holder &&
        event.args.tokenId === tokenId
      );
    } catch {
      return false;
    }
  });
}

/** The mint of a token found by its event (a replaced transaction has another hash). */
async function findMint(chainId: SupportedChainId, contract: Address, holder: Address, tokenId: bigint) {
  const client = publicClient(chainId);
  const head = await headBlock(chainId);
  const from = BigInt(deploymentFor(chainId)!.fromBlock);
  const window = BigInt(50_000);
  const logs = await read(() =>
    client.getContractEvents({
      address: contract,
      abi: citizenIdAbi,
      eventName: 'Transfer',
      args: { from: zeroAddress, to: holder, tokenId },
      fromBlock: head - from > window ? head - window : from,
      toBlock: head,
    }),
  );
  const log = logs[0];
  return log?.transactionHash && log.blockNumber !== null
    ? ({ hash: log.transactionHash, blockNumber: log.blockNumber } satisfies MintSeen)
    : null;
}

/** Reads a pending mint again: confirmed with its token, failed with why, or still pending. */
export async function settleMint(txId: number): Promise<void> {
  const db = await getDb();
  const [tx] = await db.select().from(chainTx).where(eq(chainTx.id, txId));
  if (!tx || tx.status !== 'pending' || tx.kind !== 'mint') return;
  const chainId = tx.chainId as SupportedChainId;
  const contract = deploymentFor(chainId)?.citizenId;
  const [owner] = await db.select().from(userTable).where(eq(userTable.id, tx.userId));
  if (!contract || !owner?.walletAddress)
    return settleTx(db, tx.id, { status: 'failed', failure: 'unavailable' });
  const holder = getAddress(owner.walletAddress);
  const tokenId = BigInt(tx.ref);
  const at = now();
  const state = await inspectTx(chainId, tx.hash as Hex, tx.createdAt, at);
  let seen: MintSeen | null = null;
  if (state.state === 'pending') return;
  if (state.state === 'reverted')
    return settleTx(db, tx.id, {
      status: 'failed',
      failure: 'reverted',
      blockNumber: Number(state.receipt.blockNumber),
    });
  if (state.state === 'mined') {
    if (!mintIn(state.receipt.logs, contract, holder, tokenId))
      return settleTx(db, tx.id, { status: 'failed', failure: 'wrong_transaction' });
    if (state.confirmations < requiredConfirmations(chainId)) return;
    seen = { hash: state.receipt.transactionHash, blockNumber: state.receipt.blockNumber };
  } else {
    // Dropped: a replacement may have minted it under another hash.
    seen = await findMint(chainId, contract, holder, tokenId);
    if (!seen) return settleTx(db, tx.id, { status: 'failed', failure: 'dropped' });
    const head = await headBlock(chainId);
    if (Number(head - seen.blockNumber) + 1 < requiredConfirmations(chainId)) return;
  }
  try {
    await db.transaction(async (t) => {
      await t.insert(citizenToken).values({
        userId: tx.userId,
        chainId,
        tokenId: Number(tokenId),
        holder,
        txHash: seen.hash.toLowerCase(),
        blockNumber: Number(seen.blockNumber),
        mintedAt: at,
      });
      await settleTx(t, tx.id, {
        status: 'confirmed',
        hash: seen.hash,
        blockNumber: Number(seen.blockNumber),
      });
    });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    // Another process settled it first.
  }
}
