import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationItem, NotificationType } from '../api/contract';
import { getDb } from '../db';
import { notification, proposal } from '../db/schema';
import { FOUNDING_SEED_KEY } from '../governance/rules';
import { proposalPath } from '../routes';

/** The four notifications every new account starts with, one of each type (texts: notifications.items). */
const welcomeSet: { type: NotificationType; key: string; ageMinutes: number }[] = [
  { type: 'vote', key: 'welcomeVote', ageMinutes: 0 },
  { type: 'event', key: 'townHall', ageMinutes: 120 },
  { type: 'message', key: 'mentorMessage', ageMinutes: 60 * 26 },
  { type: 'achievement', key: 'firstBadge', ageMinutes: 60 * 24 * 3 },
];

export async function seedWelcomeNotifications(userId: string) {
  const db = await getDb();
  const now = Date.now();
  // The vote notification leads to the founding proposal (lib/governance/service.ts seeds it at start).
  const [founding] = await db
    .select({ id: proposal.id })
    .from(proposal)
    .where(eq(proposal.seedKey, FOUNDING_SEED_KEY));
  await db.insert(notification).values(
    welcomeSet.map(({ type, key, ageMinutes }) => ({
      userId,
      type,
      key,
      href: key === 'welcomeVote' && founding ? proposalPath(founding.id) : null,
      createdAt: new Date(now - ageMinutes * 60_000),
    })),
  );
}

/** Tells an account's owner that password sign-in was paused after many failed attempts. */
export async function notifyLoginPaused(userId: string) {
  const db = await getDb();
  await db.insert(notification).values({ userId, type: 'security', key: 'loginPaused' });
}

export async function listNotifications(userId: string): Promise<NotificationItem[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(desc(notification.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as NotificationType,
    key: row.key,
    ...(row.params ? { params: row.params } : {}),
    href: row.href,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
}

export async function unreadCount(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(userId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.id, id), eq(notification.userId, userId), isNull(notification.readAt)))
    .returning({ id: notification.id });
  if (rows.length > 0) return true;
  const [existing] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.id, id), eq(notification.userId, userId)));
  return Boolean(existing);
}

export async function markAllRead(userId: string) {
  const db = await getDb();
  await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
}
