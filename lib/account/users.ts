import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { session as sessionTable, user as userTable, type User } from '../db/schema';
import { shortAddress } from '../wallet/address';
import { roles, type Role, type SessionUser } from '../api/contract';

/**
 * The name shown for an account: its username; else its wallet's short address (`0xf39F…2266`);
 * else "AI Citizen" (the spec).
 */
export function displayName(user: Pick<User, 'username' | 'walletAddress'>): string {
  const username = user.username?.trim();
  if (username) return username;
  return user.walletAddress ? shortAddress(user.walletAddress) : 'AI Citizen';
}

/**
 * A wallet-only account has no e-mail address, but the column (better-auth's) is required and unique: it
 * holds `<address>@wallet`, which no sign-up can claim (the e-mail rules want a dot in the domain).
 */
export const WALLET_EMAIL_DOMAIN = 'wallet';

export function walletPlaceholderEmail(address: string): string {
  return `${address.toLowerCase()}@${WALLET_EMAIL_DOMAIN}`;
}

export function hasRealEmail(user: Pick<User, 'email'>): boolean {
  return !user.email.endsWith(`@${WALLET_EMAIL_DOMAIN}`);
}

export function toSessionUser(user: User, sessionId: string): SessionUser {
  return {
    id: user.id,
    sessionId,
    name: displayName(user),
    username: user.username ?? null,
    email: hasRealEmail(user) ? user.email : null,
    walletAddress: user.walletAddress ?? null,
    role: (roles as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : null,
    onboardingCompleted: user.onboardingCompletedAt !== null,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerified,
    mailLocale: user.locale,
    emailDigest: user.emailDigest,
  };
}

export async function getUser(id: string): Promise<User | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(userTable).where(eq(userTable.id, id));
  return row;
}

export async function usernameTaken(username: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(sql`lower(${userTable.username}) = lower(${username})`);
  return Boolean(row);
}

export async function emailTaken(email: string): Promise<boolean> {
  return Boolean(await userIdForEmail(email));
}

export async function sessionIdForToken(token: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: sessionTable.id })
    .from(sessionTable)
    .where(eq(sessionTable.token, token));
  return row?.id;
}

export async function endSession(token: string) {
  const db = await getDb();
  await db.delete(sessionTable).where(eq(sessionTable.token, token));
}

/** The id of the account with this (lower-cased) e-mail address, if any. */
export async function userIdForEmail(email: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  return row?.id;
}

export async function setRole(userId: string, role: Role, completeOnboarding: boolean): Promise<User> {
  const db = await getDb();
  const [row] = await db
    .update(userTable)
    .set({
      role,
      updatedAt: new Date(),
      ...(completeOnboarding
        ? { onboardingCompletedAt: sql`coalesce(${userTable.onboardingCompletedAt}, now())` }
        : {}),
    })
    .where(eq(userTable.id, userId))
    .returning();
  if (!row) throw new Error('user vanished');
  return row;
}
