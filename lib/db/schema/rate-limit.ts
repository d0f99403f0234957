import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Fixed-window counters for rate limits, when no REDIS_URL is set. Unlogged (migration 0011, written by
 * hand): a window is not worth a WAL flush, and a database crash only starts the windows again.
 */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: instant('reset_at').notNull(),
});
