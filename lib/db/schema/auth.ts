// Tables better-auth reads and writes (user, session, account, verification), with Civitas' own
// columns on user. Column names follow better-auth's field names so its Drizzle adapter maps them.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

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
    onboardingCompletedAt: instant('onboarding_completed_at'),
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
    lastDigestAt: instant('last_digest_at'),
    /** moderator | admin, granted with `npm run admin`; null for members and citizens. */
    staffRole: text('staff_role'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type User = typeof user.$inferSelect;
