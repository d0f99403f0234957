import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Address } from 'viem';
import { getDb } from '../db';
import { siweNonce, type SiweNonce } from '../db/schema';
import type { SupportedChainId } from './chains';

/** A nonce is good for 10 minutes (issue #4: "expiring within 10 minutes"). */
export const NONCE_TTL_MS = 10 * 60_000;

/**
 * 128 bits from crypto.randomBytes, hex: ERC-4361 nonces are alphanumeric. (viem's generateSiweNonce
 * uses Math.random.)
 */
function randomNonce(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Issues a nonce for one address on one chain, and sweeps the expired ones. */
export async function issueNonce(address: Address, chainId: SupportedChainId): Promise<string> {
  const db = await getDb();
  const now = new Date();
  const nonce = randomNonce();
  await db.delete(siweNonce).where(lte(siweNonce.expiresAt, now));
  await db
    .insert(siweNonce)
    .values({ nonce, address, chainId, expiresAt: new Date(now.getTime() + NONCE_TTL_MS) });
  return nonce;
}

/** The nonce if it exists and has not expired, without spending it. */
export async function findLiveNonce(nonce: string): Promise<SiweNonce | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(siweNonce)
    .where(and(eq(siweNonce.nonce, nonce), gt(siweNonce.expiresAt, new Date())));
  return row;
}

/**
 * Spends a live nonce. One DELETE … RETURNING: of two verifications racing with one nonce, exactly one
 * gets the row back.
 */
export async function consumeNonce(nonce: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(siweNonce)
    .where(and(eq(siweNonce.nonce, nonce), gt(siweNonce.expiresAt, new Date())))
    .returning({ nonce: siweNonce.nonce });
  return rows.length === 1;
}
