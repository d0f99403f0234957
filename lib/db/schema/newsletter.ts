import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscription = pgTable('newsletter_subscription', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased: one subscription per address. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the subscriber follows the confirmation link (double opt-in); only these get newsletters. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export type NewsletterSubscription = typeof newsletterSubscription.$inferSelect;
