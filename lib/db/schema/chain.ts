import { bigint, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { userId } from './user-columns';
import { user } from './auth';
import { credential } from './academy';
import { listing } from './marketplace';

/**
 * The platform's own transactions (mints, anchors, purchases): recorded when the member's wallet sends
 * them, confirmed only once the server has read them from the chain (lib/chain/verify.ts).
 */
export const chainTx = pgTable(
  'chain_tx',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    chainId: integer('chain_id').notNull(),
    /** mint | anchor | purchase */
    kind: text('kind').notNull(),
    /** What it is for: the citizen number, the credential id or the order id. */
    ref: text('ref').notNull(),
    /** The hash the wallet reported; a replacement's hash once the chain shows one. */
    hash: text('hash').notNull(),
    /** pending → confirmed | failed */
    status: text('status').notNull().default('pending'),
    /** Why it failed: reverted, dropped, underpaid, … */
    failure: text('failure'),
    valueWei: numeric('value_wei', { precision: 78, scale: 0 }).notNull().default('0'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    createdAt: createdAt(),
    confirmedAt: instant('confirmed_at'),
  },
  (t) => [
    uniqueIndex('chain_tx_hash_idx').on(t.chainId, t.hash),
    index('chain_tx_user_idx').on(t.userId, t.createdAt),
    index('chain_tx_pending_idx').on(t.status, t.createdAt),
  ],
);

/** A citizen's soulbound citizen ID, once its mint is confirmed: token id = citizen number. */
export const citizenToken = pgTable(
  'citizen_token',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    tokenId: integer('token_id').notNull(),
    holder: text('holder').notNull(),
    txHash: text('tx_hash').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    mintedAt: instant('minted_at').notNull(),
  },
  (t) => [uniqueIndex('citizen_token_chain_token_idx').on(t.chainId, t.tokenId)],
);

/** An academy credential anchored in the credential registry, once confirmed. */
export const credentialAnchor = pgTable('credential_anchor', {
  credentialId: text('credential_id')
    .primaryKey()
    .references(() => credential.id, { onDelete: 'cascade' }),
  chainId: integer('chain_id').notNull(),
  digest: text('digest').notNull(),
  holder: text('holder').notNull(),
  txHash: text('tx_hash').notNull(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  anchoredAt: instant('anchored_at').notNull(),
});

/**
 * A purchase of a paid listing: the order id is what the buyer's transaction names (the marketplace
 * contract's Purchased event), so a payment counts for one order only, whatever its transaction hash.
 */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    /** 32 random bytes, 0x-hex: the contract's orderId. */
    id: text('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listing.id, { onDelete: 'cascade' }),
    buyerId: userId('buyer_id'),
    chainId: integer('chain_id').notNull(),
    /** The seller's linked wallet when the order was made (checksummed). */
    seller: text('seller').notNull(),
    priceWei: numeric('price_wei', { precision: 78, scale: 0 }).notNull(),
    /** pending → paid | underpaid | expired */
    status: text('status').notNull().default('pending'),
    /** The chain's head when the order was made: the search for its payment starts there. */
    fromBlock: bigint('from_block', { mode: 'number' }).notNull(),
    /** The transaction that paid (or underpaid) it, and the log within it: never used twice. */
    txHash: text('tx_hash'),
    logIndex: integer('log_index'),
    paidWei: numeric('paid_wei', { precision: 78, scale: 0 }),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('purchase_order_tx_idx').on(t.chainId, t.txHash, t.logIndex),
    index('purchase_order_buyer_idx').on(t.buyerId, t.listingId, t.createdAt),
  ],
);

export type ChainTx = typeof chainTx.$inferSelect;
export type PurchaseOrder = typeof purchaseOrder.$inferSelect;
