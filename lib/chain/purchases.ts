import 'server-only';
// Buying a paid listing with ether through the marketplace contract (contracts/src/Marketplace.sol): the
// server makes an order (a random 32-byte id, the price and the seller's linked wallet at that moment),
// the buyer's wallet calls buy(orderId, listingId, seller) with the price, the contract forwards the ether
// to the seller and emits Purchased. The item joins the buyer's library only once the server has read
// that event from the chain: the right listing, the seller's wallet, at least the price, enough
// confirmations (1 on Sepolia, 2 on mainnet), and a log no other order has used. The order is found by
// its event, not by a transaction hash, so a replaced (sped-up) transaction counts like the original.
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { decodeEventLog, getAddress, type Address, type Hex } from 'viem';
import { marketplaceAbi } from '../../contracts/abi';
import { now } from '../clock';
import { getDb } from '../db';
import { uniqueViolation } from '../db/errors';
import {
  chainTx,
  listing,
  listingGet,
  purchaseOrder,
  user as userTable,
  type PurchaseOrder,
  type User,
} from '../db/schema';
import { addToLibrary } from '../marketplace/library';
import { MAX_LISTING_ID } from '../marketplace/service';
import { publicClient } from '../wallet/chain-node';
import { supportedChainIds, type SupportedChainId } from '../wallet/chains';
import { chainFeatures, deploymentFor, requiredConfirmations } from './deployments';
import { latestTx, recordTx, settleTx, txReport, type TxReport } from './ledger';
import { headBlock, inspectTx, read } from './reading';
import { paymentVerdict } from './verdict';

export type PurchaseRefusal =
  | 'not_found'
  | 'own_listing'
  | 'free_item'
  | 'already_got'
  | 'seller_no_wallet'
  | 'chain_unavailable'
  | 'tx_used';
export type PurchaseRefused = { ok: false; reason: PurchaseRefusal };
const refused = (reason: PurchaseRefusal): PurchaseRefused => ({ ok: false, reason });

/** An unpaid order is offered again for a day; then a new one (the price or the seller may have changed). */
export const ORDER_REUSE_MS = 24 * 3_600_000;
/** Log searches go back at most this many blocks at a time (public nodes cap a query's range). */
const LOG_WINDOW = BigInt(10_000);

export type OrderView = {
  id: string;
  chainId: number;
  contract: string;
  listingId: number;
  seller: string;
  priceWei: string;
  status: 'pending' | 'paid' | 'underpaid';
  paidWei: string | null;
  txHash: string | null;
  last: TxReport | null;
};

export function marketChain(): SupportedChainId | null {
  for (const id of supportedChainIds) if (chainFeatures(id).marketplace) return id;
  return null;
}

async function view(order: PurchaseOrder): Promise<OrderView> {
  const last = await latestTx(order.buyerId, 'purchase', order.id);
  return {
    id: order.id,
    chainId: order.chainId,
    contract: deploymentFor(order.chainId as SupportedChainId)?.marketplace ?? '',
    listingId: order.listingId,
    seller: order.seller,
    priceWei: String(order.priceWei),
    status: order.status as OrderView['status'],
    paidWei: order.paidWei === null ? null : String(order.paidWei),
    txHash: order.txHash,
    last: last ? txReport(last) : null,
  };
}

/** An order for a paid listing (the pending one of the last day, if any, when nothing changed). */
export async function createOrder(
  owner: User,
  listingId: number,
  chainId: SupportedChainId,
): Promise<OrderView | PurchaseRefused> {
  if (listingId > MAX_LISTING_ID) return refused('not_found');
  const db = await getDb();
  const [row] = await db
    .select({ listing, sellerWallet: userTable.walletAddress })
    .from(listing)
    .leftJoin(userTable, eq(userTable.id, listing.sellerId))
    .where(eq(listing.id, listingId));
  const l = row?.listing;
  if (!l || l.status !== 'published' || l.hiddenAt) return refused('not_found');
  if (l.sellerId === owner.id) return refused('own_listing');
  const price = BigInt(l.priceWei);
  if (price === BigInt(0)) return refused('free_item');
  if (!row.sellerWallet) return refused('seller_no_wallet');
  if (!chainFeatures(chainId).marketplace) return refused('chain_unavailable');
  const [got] = await db
    .select({ at: listingGet.createdAt })
    .from(listingGet)
    .where(and(eq(listingGet.listingId, listingId), eq(listingGet.userId, owner.id)));
  if (got) return refused('already_got');
  const seller = getAddress(row.sellerWallet);
  const at = now();
  const [open] = await db
    .select()
    .from(purchaseOrder)
    .where(
      and(
        eq(purchaseOrder.buyerId, owner.id),
        eq(purchaseOrder.listingId, listingId),
        eq(purchaseOrder.chainId, chainId),
        eq(purchaseOrder.status, 'pending'),
      ),
    )
    .orderBy(desc(purchaseOrder.createdAt))
    .limit(1);
  if (
    open &&
    open.seller === seller &&
    BigInt(open.priceWei) === price &&
    at.getTime() - open.createdAt.getTime() < ORDER_REUSE_MS
  )
    return view(open);
  const head = await headBlock(chainId);
  const [created] = await db
    .insert(purchaseOrder)
    .values({
      id: `0x${crypto.randomBytes(32).toString('hex')}`,
      listingId,
      buyerId: owner.id,
      chainId,
      seller,
      priceWei: price.toString(),
      fromBlock: Number(head),
      createdAt: at,
    })
    .returning();
  return view(created!);
}

async function ownOrder(owner: User, orderId: string) {
  if (!/^0x[0-9a-f]{64}$/.test(orderId)) return null;
  const db = await getDb();
  const [order] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId));
  return order && order.buyerId === owner.id ? order : null;
}

/** The buyer's wallet reports its payment: recorded as pending, and read at once. */
export async function reportPayment(
  owner: User,
  orderId: string,
  hash: Hex,
): Promise<OrderView | PurchaseRefused> {
  const order = await ownOrder(owner, orderId);
  if (!order) return refused('not_found');
  if (order.status === 'pending') {
    const recorded = await recordTx({
      userId: owner.id,
      chainId: order.chainId,
      kind: 'purchase',
      ref: order.id,
      hash,
      valueWei: BigInt(order.priceWei),
    });
    if (!recorded.ok) return refused(recorded.reason);
    await settleOrder(order.id);
  }
  return orderStatus(owner, orderId);
}

/** An order as it stands, read from the chain again while it is pending. */
export async function orderStatus(owner: User, orderId: string): Promise<OrderView | PurchaseRefused> {
  let order = await ownOrder(owner, orderId);
  if (!order) return refused('not_found');
  if (order.status === 'pending') {
    await settleOrder(order.id);
    order = (await ownOrder(owner, orderId))!;
  }
  return view(order);
}

/** The buyer's orders for a listing that are still waiting or were refused (the listing page's state). */
export async function openOrder(owner: User, listingId: number): Promise<OrderView | null> {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(purchaseOrder)
    .where(and(eq(purchaseOrder.buyerId, owner.id), eq(purchaseOrder.listingId, listingId)))
    .orderBy(desc(purchaseOrder.createdAt))
    .limit(1);
  if (!order || order.status === 'paid') return null;
  return orderStatus(owner, order.id) as Promise<OrderView>;
}

type Payment = {
  hash: Hex;
  logIndex: number;
  blockNumber: bigint;
  listingId: bigint;
  seller: Address;
  amount: bigint;
};

/** The Purchased event that names this order, searched from the order's block to the head. */
async function findPayment(order: PurchaseOrder, contract: Address): Promise<Payment | null> {
  const chainId = order.chainId as SupportedChainId;
  const client = publicClient(chainId);
  const head = await headBlock(chainId);
  for (let from = BigInt(order.fromBlock); from <= head; from += LOG_WINDOW) {
    const to = from + LOG_WINDOW - BigInt(1) < head ? from + LOG_WINDOW - BigInt(1) : head;
    const logs = await read(() =>
      client.getContractEvents({
        address: contract,
        abi: marketplaceAbi,
        eventName: 'Purchased',
        args: { orderId: order.id as Hex },
        fromBlock: from,
        toBlock: to,
      }),
    );
    const log = logs.find((l) => !l.removed);
    if (log && log.transactionHash && log.blockNumber !== null && log.logIndex !== null)
      return {
        hash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        listingId: log.args.listingId!,
        seller: getAddress(log.args.seller!),
        amount: log.args.amount!,
      };
  }
  return null;
}

/** Whether a mined transaction paid some order through the contract, and which. */
function paidOrderIn(
  logs: { address: Address; data: Hex; topics: [Hex, ...Hex[]] | [] }[],
  contract: Address,
) {
  for (const log of logs) {
    if (getAddress(log.address) !== contract) continue;
    try {
      const event = decodeEventLog({ abi: marketplaceAbi, data: log.data, topics: log.topics });
      if (event.eventName === 'Purchased') return event.args.orderId;
    } catch {
      // another event
    }
  }
  return null;
}

/** Reads a pending order from the chain: paid (and granted), underpaid, or still waiting. */
export async function settleOrder(orderId: string): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, orderId));
  if (!order || order.status !== 'pending') return;
  const chainId = order.chainId as SupportedChainId;
  const contract = deploymentFor(chainId)?.marketplace;
  if (!contract) return;
  const reported = await latestTx(order.buyerId, 'purchase', order.id);
  const payment = await findPayment(order, contract);
  if (payment) {
    const head = await headBlock(chainId);
    const verdict = paymentVerdict(
      { listingId: order.listingId, seller: order.seller, priceWei: String(order.priceWei) },
      payment,
      Number(head - payment.blockNumber) + 1,
      requiredConfirmations(chainId),
    );
    if (verdict === 'wait') return;
    const at = now();
    try {
      await db.transaction(async (tx) => {
        if (verdict !== 'paid') {
          await tx
            .update(purchaseOrder)
            .set({
              status: 'underpaid',
              txHash: payment.hash.toLowerCase(),
              logIndex: payment.logIndex,
              paidWei: payment.amount.toString(),
              settledAt: at,
            })
            .where(and(eq(purchaseOrder.id, order.id), eq(purchaseOrder.status, 'pending')));
          if (reported)
            await settleTx(tx, reported.id, {
              status: 'failed',
              failure: verdict,
              hash: payment.hash,
              blockNumber: Number(payment.blockNumber),
            });
          return;
        }
        const paid = await tx
          .update(purchaseOrder)
          .set({
            status: 'paid',
            txHash: payment.hash.toLowerCase(),
            logIndex: payment.logIndex,
            paidWei: payment.amount.toString(),
            settledAt: at,
          })
          .where(and(eq(purchaseOrder.id, order.id), eq(purchaseOrder.status, 'pending')))
          .returning({ id: purchaseOrder.id });
        if (paid.length === 0) return;
        await addToLibrary(tx, order.listingId, order.buyerId, at);
        if (reported)
          await settleTx(tx, reported.id, {
            status: 'confirmed',
            hash: payment.hash,
            blockNumber: Number(payment.blockNumber),
          });
      });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      // The same log settled another order (impossible through the contract) or another process won.
    }
    return;
  }
  // No payment on the chain yet: what became of the reported transaction?
  if (!reported || reported.status !== 'pending') return;
  const state = await inspectTx(chainId, reported.hash as Hex, reported.createdAt, now());
  if (state.state === 'pending') return;
  if (state.state === 'reverted')
    return settleTx(db, reported.id, {
      status: 'failed',
      failure: 'reverted',
      blockNumber: Number(state.receipt.blockNumber),
    });
  if (state.state === 'dropped') return settleTx(db, reported.id, { status: 'failed', failure: 'dropped' });
  // Mined and successful, yet no Purchased event for this order: it paid something else.
  const other = paidOrderIn(state.receipt.logs, contract);
  await settleTx(db, reported.id, {
    status: 'failed',
    failure: other ? 'wrong_order' : 'not_a_purchase',
    blockNumber: Number(state.receipt.blockNumber),
  });
}

/** Pending orders and transactions, read again by the worker (for buyers who closed the page). */
export async function pendingChainWork(limit = 50) {
  const db = await getDb();
  return db
    .select({ id: chainTx.id, kind: chainTx.kind, ref: chainTx.ref })
    .from(chainTx)
    .where(eq(chainTx.status, 'pending'))
    .orderBy(chainTx.createdAt)
    .limit(limit);
}
