import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { Address } from 'viem';
import { walletPlaceholderEmail, WALLET_EMAIL_DOMAIN } from '../account/users';
import { hashPassword } from '../auth/password';
import { getDb } from '../db';
import { account, user as userTable, type User } from '../db/schema';
import { seedWelcomeNotifications } from '../notifications/service';
import { uniqueViolation } from '../db/errors';

export async function findUserByWallet(address: Address): Promise<User | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(userTable).where(eq(userTable.walletAddress, address));
  return row;
}

/**
 * The account of a wallet that has just proved its address: the existing one, or a new wallet-only
 * account with sign-up's four welcome notifications. Two first sign-ins racing for one address: the
 * unique wallet column lets one insert win and the other signs in to it.
 */
export async function accountForWallet(address: Address): Promise<{ user: User; created: boolean }> {
  const existing = await findUserByWallet(address);
  if (existing) return { user: existing, created: false };
  const db = await getDb();
  try {
    const [created] = await db
      .insert(userTable)
      .values({
        id: crypto.randomUUID(),
        name: address,
        email: walletPlaceholderEmail(address),
        walletAddress: address,
      })
      .returning();
    if (!created) throw new Error('wallet account insert returned nothing');
    await seedWelcomeNotifications(created.id);
    return { user: created, created: true };
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    const winner = await findUserByWallet(address);
    if (!winner) throw error;
    return { user: winner, created: false };
  }
}

export type LinkOutcome = { ok: true; user: User } | { ok: false; reason: 'wallet_already_linked' };

/**
 * Links a proved wallet to a signed-in account that has none. Linking the account's own wallet again is
 * a no-op; a wallet of another account, or a second wallet, is refused.
 */
export async function linkWallet(userId: string, address: Address): Promise<LinkOutcome> {
  const db = await getDb();
  try {
    const [row] = await db
      .update(userTable)
      .set({ walletAddress: address, updatedAt: new Date() })
      .where(and(eq(userTable.id, userId), isNull(userTable.walletAddress)))
      .returning();
    if (row) return { ok: true, user: row };
  } catch (error) {
    if (uniqueViolation(error)) return { ok: false, reason: 'wallet_already_linked' };
    throw error;
  }
  const [current] = await db.select().from(userTable).where(eq(userTable.id, userId));
  if (current?.walletAddress === address) return { ok: true, user: current };
  return { ok: false, reason: 'wallet_already_linked' };
}

export type AddEmailOutcome =
  { ok: true; user: User } | { ok: false; reason: 'email_taken' | 'email_already_set' };

/**
 * Gives a wallet-only account an e-mail address and password, so it can also log in by e-mail: the
 * address replaces the placeholder and a credential account holds the argon2id hash (as sign-up makes).
 */
export async function addEmailAndPassword(
  userId: string,
  input: { email: string; password: string },
): Promise<AddEmailOutcome> {
  // Hashed before the transaction: PGlite has one connection, held for the transaction's length.
  const hash = await hashPassword(input.password);
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(userTable)
        .set({ email: input.email, updatedAt: new Date() })
        .where(and(eq(userTable.id, userId), like(userTable.email, `%@${WALLET_EMAIL_DOMAIN}`)))
        .returning();
      // Only a wallet-only account still holds the placeholder (and so has no credential account yet).
      if (!row) return { ok: false, reason: 'email_already_set' } as const;
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
      });
      return { ok: true, user: row } as const;
    });
  } catch (error) {
    if (uniqueViolation(error)) return { ok: false, reason: 'email_taken' };
    throw error;
  }
}
