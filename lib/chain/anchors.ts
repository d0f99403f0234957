import 'server-only';
// Anchoring an academy credential on-chain (contracts/src/CredentialRegistry.sol): the holder's linked
// wallet sends the keccak-256 of the credential's canonical document with a voucher this server signs.
// The public verify page reads the registry itself: "verified on-chain" means the chain holds this
// document's digest, with the block and transaction that put it there.
import { eq } from 'drizzle-orm';
import { decodeEventLog, getAddress, type Address, type Hex, type Log } from 'viem';
import { credentialRegistryAbi } from '../../contracts/abi';
import { canonicalize, type Json } from '../academy/credential-proof';
import { now } from '../clock';
import { getDb } from '../db';
import { uniqueViolation } from '../db/errors';
import { chainTx, credential, credentialAnchor, type User } from '../db/schema';
import { publicClient } from '../wallet/chain-node';
import { supportedChainIds, type SupportedChainId } from '../wallet/chains';
import { chainFeatures, deploymentFor, requiredConfirmations } from './deployments';
import { latestTx, recordTx, settleTx, txReport, type TxReport } from './ledger';
import { headBlock, inspectTx, NodeUnavailable, read } from './reading';
import { credentialKey, documentDigest, VOUCHER_TTL_SECONDS, type SignedVoucher } from './typed-data';
import { signAnchorVoucher } from './vouchers';

export type AnchorRefusal =
  'not_found' | 'not_yours' | 'revoked' | 'no_wallet' | 'chain_unavailable' | 'already_anchored' | 'tx_used';
export type AnchorRefused = { ok: false; reason: AnchorRefusal };
const refused = (reason: AnchorRefusal): AnchorRefused => ({ ok: false, reason });

export function anchorChain(): SupportedChainId | null {
  for (const id of supportedChainIds) if (chainFeatures(id).credentials) return id;
  return null;
}

async function ownCredential(owner: User, id: string) {
  const db = await getDb();
  const [row] = await db.select().from(credential).where(eq(credential.id, id));
  if (!row) return refused('not_found');
  if (row.userId !== owner.id) return refused('not_yours');
  if (row.revokedAt) return refused('revoked');
  return { ok: true as const, row };
}

export const digestOf = (document: unknown) => documentDigest(canonicalize(document as Json));

export type AnchorStatus = {
  chainId: number | null;
  contract: string | null;
  anchored: { chainId: number; txHash: string; blockNumber: number; anchoredAt: string } | null;
  last: TxReport | null;
  wallet: string | null;
};

export async function anchorStatus(owner: User, id: string): Promise<AnchorStatus | AnchorRefused> {
  const own = await ownCredential(owner, id);
  if (!own.ok && own.reason !== 'revoked') return own;
  const db = await getDb();
  const stored = async () => {
    const [row] = await db.select().from(credentialAnchor).where(eq(credentialAnchor.credentialId, id));
    return row;
  };
  let anchored = await stored();
  let last = await latestTx(owner.id, 'anchor', id);
  if (!anchored && last?.status === 'pending') {
    await settleAnchor(last.id);
    anchored = await stored();
    last = await latestTx(owner.id, 'anchor', id);
  }
  const chainId = anchorChain();
  return {
    chainId,
    contract: chainId ? deploymentFor(chainId)!.credentialRegistry : null,
    anchored: anchored
      ? {
          chainId: anchored.chainId,
          txHash: anchored.txHash,
          blockNumber: anchored.blockNumber,
          anchoredAt: anchored.anchoredAt.toISOString(),
        }
      : null,
    last: last ? txReport(last) : null,
    wallet: owner.walletAddress ?? null,
  };
}

export type AnchorVoucherOut = SignedVoucher<{ credentialId: Hex; digest: Hex }>;

export async function anchorVoucher(
  owner: User,
  id: string,
  chainId: SupportedChainId,
): Promise<AnchorVoucherOut | AnchorRefused> {
  const own = await ownCredential(owner, id);
  if (!own.ok) return own;
  if (!owner.walletAddress) return refused('no_wallet');
  if (!chainFeatures(chainId).credentials) return refused('chain_unavailable');
  const contract = deploymentFor(chainId)!.credentialRegistry!;
  const key = credentialKey(id);
  const [, , , block] = await read(() =>
    publicClient(chainId).readContract({
      address: contract,
      abi: credentialRegistryAbi,
      functionName: 'anchorOf',
      args: [key],
    }),
  );
  if (block > BigInt(0)) return refused('already_anchored');
  const holder = getAddress(owner.walletAddress);
  const digest = digestOf(own.row.document);
  const expiry = Math.floor(now().getTime() / 1000) + VOUCHER_TTL_SECONDS;
  const signature = await signAnchorVoucher(chainId, contract, {
    credentialId: key,
    digest,
    holder,
    expiry: BigInt(expiry),
  });
  return { chainId, contract, credentialId: key, digest, holder, expiry, signature };
}

export async function reportAnchor(
  owner: User,
  id: string,
  chainId: SupportedChainId,
  hash: Hex,
): Promise<AnchorStatus | AnchorRefused> {
  const own = await ownCredential(owner, id);
  if (!own.ok) return own;
  if (!chainFeatures(chainId).credentials) return refused('chain_unavailable');
  const recorded = await recordTx({ userId: owner.id, chainId, kind: 'anchor', ref: id, hash });
  if (!recorded.ok) return refused(recorded.reason);
  return anchorStatus(owner, id);
}

function anchoredIn(logs: Log[], contract: Address, key: Hex): boolean {
  return logs.some((log) => {
    if (getAddress(log.address) !== contract) return false;
    try {
      const event = decodeEventLog({ abi: credentialRegistryAbi, data: log.data, topics: log.topics });
      return event.eventName === 'Anchored' && event.args.credentialId === key;
    } catch {
      return false;
    }
  });
}

/** The transaction that anchored a credential, found by its event at the block the registry names. */
async function anchorEvent(chainId: SupportedChainId, contract: Address, key: Hex, block: bigint) {
  const logs = await read(() =>
    publicClient(chainId).getContractEvents({
      address: contract,
      abi: credentialRegistryAbi,
      eventName: 'Anchored',
      args: { credentialId: key },
      fromBlock: block,
      toBlock: block,
    }),
  );
  return logs[0] ?? null;
}

export async function settleAnchor(txId: number): Promise<void> {
  const db = await getDb();
  const [tx] = await db.select().from(chainTx).where(eq(chainTx.id, txId));
  if (!tx || tx.status !== 'pending' || tx.kind !== 'anchor') return;
  const chainId = tx.chainId as SupportedChainId;
  const contract = deploymentFor(chainId)?.credentialRegistry;
  if (!contract) return settleTx(db, tx.id, { status: 'failed', failure: 'unavailable' });
  const key = credentialKey(tx.ref);
  const state = await inspectTx(chainId, tx.hash as Hex, tx.createdAt, now());
  if (state.state === 'pending') return;
  if (state.state === 'reverted')
    return settleTx(db, tx.id, {
      status: 'failed',
      failure: 'reverted',
      blockNumber: Number(state.receipt.blockNumber),
    });
  if (state.state === 'mined' && !anchoredIn(state.receipt.logs, contract, key))
    return settleTx(db, tx.id, { status: 'failed', failure: 'wrong_transaction' });
  // Mined, or dropped and perhaps replaced: the registry says whether and where it is anchored.
  const onChain = await readAnchor(chainId, contract, key);
  if (!onChain) {
    if (state.state === 'dropped') await settleTx(db, tx.id, { status: 'failed', failure: 'dropped' });
    return;
  }
  const head = await headBlock(chainId);
  if (Number(head - onChain.blockNumber) + 1 < requiredConfirmations(chainId)) return;
  const event = await anchorEvent(chainId, contract, key, onChain.blockNumber);
  const hash = event?.transactionHash ?? (state.state === 'mined' ? state.receipt.transactionHash : null);
  if (!hash) return;
  try {
    await db.transaction(async (t) => {
      await t.insert(credentialAnchor).values({
        credentialId: tx.ref,
        chainId,
        digest: onChain.digest,
        holder: onChain.holder,
        txHash: hash.toLowerCase(),
        blockNumber: Number(onChain.blockNumber),
        anchoredAt: new Date(Number(onChain.anchoredAt) * 1000),
      });
      await settleTx(t, tx.id, { status: 'confirmed', hash, blockNumber: Number(onChain.blockNumber) });
    });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
  }
}

async function readAnchor(chainId: SupportedChainId, contract: Address, key: Hex) {
  const [digest, holder, anchoredAt, blockNumber] = await read(() =>
    publicClient(chainId).readContract({
      address: contract,
      abi: credentialRegistryAbi,
      functionName: 'anchorOf',
      args: [key],
    }),
  );
  return blockNumber > BigInt(0) ? { digest, holder: getAddress(holder), anchoredAt, blockNumber } : null;
}

export type OnchainCheck =
  | { state: 'none' }
  | { state: 'not_anchored'; chainId: number }
  | { state: 'unavailable'; chainId: number }
  | { state: 'mismatch'; chainId: number; blockNumber: number }
  | {
      state: 'verified';
      chainId: number;
      blockNumber: number;
      txHash: string | null;
      anchoredAt: string;
      holder: string;
      confirmations: number;
    };

/**
 * The public verify page's check, read from the chain now: which chain is the one the credential was
 * anchored on (the database says), else the chain the registry is offered on.
 */
export async function onchainCheck(id: string, document: unknown): Promise<OnchainCheck> {
  const db = await getDb();
  const [stored] = await db.select().from(credentialAnchor).where(eq(credentialAnchor.credentialId, id));
  const chainId = (stored?.chainId as SupportedChainId | undefined) ?? anchorChain();
  if (!chainId) return { state: 'none' };
  const contract = deploymentFor(chainId)?.credentialRegistry;
  if (!contract) return { state: 'none' };
  const key = credentialKey(id);
  try {
    const onChain = await readAnchor(chainId, contract, key);
    if (!onChain) return { state: 'not_anchored', chainId };
    if (onChain.digest !== digestOf(document))
      return { state: 'mismatch', chainId, blockNumber: Number(onChain.blockNumber) };
    const event = stored ? null : await anchorEvent(chainId, contract, key, onChain.blockNumber);
    const head = await headBlock(chainId);
    return {
      state: 'verified',
      chainId,
      blockNumber: Number(onChain.blockNumber),
      txHash: stored?.txHash ?? event?.transactionHash ?? null,
      anchoredAt: new Date(Number(onChain.anchoredAt) * 1000).toISOString(),
      holder: onChain.holder,
      confirmations: Number(head - onChain.blockNumber) + 1,
    };
  } catch (error) {
    if (error instanceof NodeUnavailable) return { state: 'unavailable', chainId };
    throw error;
  }
}
