import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const newsletterSubscription = pgTable('newsletter_subscription', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased: one subscription per address. */
  email: text('email').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: createdAt(),
  /** Set when the subscriber follows the confirmation link (double opt-in); only these get newsletters. */
  confirmedAt: instant('confirmed_at'),
  unsubscribedAt: instant('unsubscribed_at'),
});

export type NewsletterSubscription = typeof newsletterSubscription.$inferSelect;
