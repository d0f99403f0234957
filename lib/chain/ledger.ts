import 'server-only';
// The platform's own transactions (chain_tx): recorded as pending when the member's wallet reports a
// hash, settled by what the server reads from the chain (./watch.ts), listed on the finance page.
import { and, desc, eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { now } from '../clock';
import { getDb } from '../db';
import { uniqueViolation } from '../db/errors';
import { chainTx, type ChainTx } from '../db/schema';
import type { Executor } from '../mail/outbox';

export type TxKind = 'mint' | 'anchor' | 'purchase';

/** Records a reported transaction once; the same hash reported again is the same row. */
export async function recordTx(input: {
  userId: string;
  chainId: number;
  kind: TxKind;
  ref: string;
  hash: Hex;
  valueWei?: bigint;
}): Promise<{ ok: true; row: ChainTx } | { ok: false; reason: 'tx_used' }> {
  const db = await getDb();
  const hash = input.hash.toLowerCase();
  const existing = await findTx(input.chainId, hash);
  if (existing) {
    const same =
      existing.userId === input.userId && existing.kind === input.kind && existing.ref === input.ref;
    return same ? { ok: true, row: existing } : { ok: false, reason: 'tx_used' };
  }
  try {
    const [row] = await db
      .insert(chainTx)
      .values({
        userId: input.userId,
        chainId: input.chainId,
        kind: input.kind,
        ref: input.ref,
        hash,
        valueWei: (input.valueWei ?? BigInt(0)).toString(),
        createdAt: now(),
      })
      .returning();
    return { ok: true, row: row! };
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    return recordTx(input);
  }
}

export async function findTx(chainId: number, hash: string): Promise<ChainTx | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(chainTx)
    .where(and(eq(chainTx.chainId, chainId), eq(chainTx.hash, hash.toLowerCase())));
  return row;
}

/** A reported transaction as a member's status shows it: where, which, and what became of it. */
export type TxReport = {
  chainId: number;
  hash: string;
  status: 'pending' | 'confirmed' | 'failed';
  failure: string | null;
  createdAt: string;
};

export const txReport = (row: ChainTx): TxReport => ({
  chainId: row.chainId,
  hash: row.hash,
  status: row.status as TxReport['status'],
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

/** The newest transaction of a kind for a thing (a mint for a citizen number, an anchor for a credential). */
export async function latestTx(userId: string, kind: TxKind, ref: string): Promise<ChainTx | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(chainTx)
    .where(and(eq(chainTx.userId, userId), eq(chainTx.kind, kind), eq(chainTx.ref, ref)))
    .orderBy(desc(chainTx.createdAt), desc(chainTx.id))
    .limit(1);
  return row;
}

export async function settleTx(
  db: Executor,
  id: number,
  outcome:
    | { status: 'confirmed'; hash: string; blockNumber: number }
    | { status: 'failed'; failure: string; hash?: string; blockNumber?: number | null },
) {
  await db
    .update(chainTx)
    .set({
      status: outcome.status,
      hash: (outcome.hash ?? undefined)?.toLowerCase(),
      blockNumber: outcome.blockNumber ?? null,
      failure: outcome.status === 'failed' ? outcome.failure : null,
      confirmedAt: outcome.status === 'confirmed' ? now() : null,
    })
    .where(eq(chainTx.id, id));
}

export type PlatformTx = {
  kind: TxKind;
  chainId: number;
  hash: string;
  status: 'pending' | 'confirmed' | 'failed';
  failure: string | null;
  valueWei: string;
  blockNumber: number | null;
  createdAt: string;
  ref: string;
};

/** A member's own platform transactions, newest first. */
export async function myTransactions(userId: string, limit = 25): Promise<PlatformTx[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(chainTx)
    .where(eq(chainTx.userId, userId))
    .orderBy(desc(chainTx.createdAt), desc(chainTx.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: r.kind as TxKind,
    chainId: r.chainId,
    hash: r.hash,
    status: r.status as PlatformTx['status'],
    failure: r.failure,
    valueWei: String(r.valueWei),
    blockNumber: r.blockNumber,
    createdAt: r.createdAt.toISOString(),
    ref: r.ref,
  }));
}
