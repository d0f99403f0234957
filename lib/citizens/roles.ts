import 'server-only';
// Staff roles (moderator, admin), granted and revoked by an operator with `npm run admin`. The role
// counters move in the same transaction, and every change is in the moderation log.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { moderationLog, user as userTable } from '../db/schema';
import { bumpCounter } from './ledger';
import { staffRole, type StaffRole } from './service';

export type RoleChange =
  { ok: true; previous: StaffRole | null; current: StaffRole | null } | { ok: false; reason: 'no_account' };

/** Sets an account's staff role (null revokes it). `actorId` is null for the operator's command line. */
export async function setStaffRole(
  email: string,
  role: StaffRole | null,
  actorId: string | null = null,
): Promise<RoleChange> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<RoleChange> => {
    const [account] = await tx
      .select()
      .from(userTable)
      .where(eq(sql`lower(${userTable.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!account) return { ok: false, reason: 'no_account' };
    const previous = staffRole(account);
    if (previous === role) return { ok: true, previous, current: role };
    await tx
      .update(userTable)
      .set({ staffRole: role, updatedAt: new Date() })
      .where(eq(userTable.id, account.id));
    if (previous) await bumpCounter(tx, `role:${previous}`, -1);
    if (role) await bumpCounter(tx, `role:${role}`, 1);
    await tx.insert(moderationLog).values({
      actorId,
      action: role ? 'grant' : 'revoke',
      targetType: 'user',
      targetId: account.id,
      reason: role ?? previous,
    });
    return { ok: true, previous, current: role };
  });
}
