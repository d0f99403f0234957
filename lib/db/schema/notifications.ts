import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A notification stores its kind, not its text: title and message come from the messages files in the
 * reader's language (notifications.items.<key>).
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** vote | event | message | achievement | security */
    type: text('type').notNull(),
    key: text('key').notNull(),
    /** Values for the message's placeholders (a proposal's title, a vote count). */
    params: jsonb('params').$type<Record<string, string | number>>(),
    /** Where the notification leads: a site path without locale (/society/proposals/12). */
    href: text('href'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notification_user_created_idx').on(t.userId, t.createdAt)],
);

export type Notification = typeof notification.$inferSelect;
