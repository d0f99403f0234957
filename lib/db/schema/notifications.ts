import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { userId } from './user-columns';

/**
 * A notification stores its kind, not its text: title and message come from the messages files in the
 * reader's language (notifications.items.<key>).
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    /** vote | event | message | achievement | security */
    type: text('type').notNull(),
    key: text('key').notNull(),
    /** Values for the message's placeholders (a proposal's title, a vote count). */
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** Where the notification leads: a site path without locale (/society/proposals/12). */
    href: text('href'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [index('notification_user_created_idx').on(t.userId, t.createdAt)],
);

export type Notification = typeof notification.$inferSelect;
