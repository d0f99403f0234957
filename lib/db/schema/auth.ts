// Tables better-auth reads and writes (user, session, account, verification), with Civitas' own
// columns on user. Column names follow better-auth's field names so its Drizzle adapter maps them.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Unique, 3-32 letters, digits or underscores; null for wallet-only accounts. */
    username: text('username').unique(),
    /** Onboarding role: explorer | builder | researcher | citizen. */
    role: text('role'),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    /**
     * The EIP-55 checksummed address of the account's wallet (Sign-In with Ethereum), or null. One
     * wallet per account, one account per wallet: the unique constraint settles racing sign-ins and links.
     */
    walletAddress: text('wallet_address').unique(),
    /** The language of the mail the account receives: the page's at sign-up, changeable on the dashboard. */
    locale: text('locale').notNull().default('en'),
    /** Opted in to an hourly e-mail digest of unread notifications. */
    emailDigest: boolean('email_digest').notNull().default(false),
    /** When the last digest was queued (at most one an hour). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    /** moderator | admin, granted with `npm run admin`; null for members and citizens. */
    staffRole: text('staff_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Alice" and "alice" are the same username.
  (t) => [uniqueIndex('user_username_lower_idx').on(sql`lower(${t.username})`)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof user.$inferSelect;
