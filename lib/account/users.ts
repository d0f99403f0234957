import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { session as sessionTable, user as userTable, type User } from '../db/schema';
import { roles, type Role, type SessionUser } from './types';

/** The name shown for an account: its username, or "AI Citizen" when it has none (the spec). */
export function displayName(user: Pick<User, 'username'>): string {
  return user.username?.trim() || 'AI Citizen';
}

export function toSessionUser(user: User, sessionId: string): SessionUser {
  return {
    id: user.id,
    sessionId,
    name: displayName(user),
    username: user.username ?? null,
    email: user.email,
    role: (roles as readonly string[]).includes(user.role ?? '') ? (user.role as Role) : null,
    onboardingCompleted: user.onboardingCompletedAt !== null,
    createdAt: user.createdAt.toISOString(),
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
  const db = await getDb();
  const [row] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email));
  return Boolean(row);
}

export async function sessionIdForToken(token: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ id: sessionTable.id })
    .from(sessionTable)
    .where(eq(sessionTable.token, token));
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
