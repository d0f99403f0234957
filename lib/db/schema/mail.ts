// E-mail: the outbox every mail goes through, the addresses a relay refused, and the single-use tokens
// that mail links carry. lib/mail/ reads and writes them.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { user } from './auth';

export const mailStatuses = ['queued', 'sending', 'sent', 'failed', 'suppressed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * One row per mail, written in the transaction of the action that causes it, already rendered: what the
 * worker sends is exactly what was decided then. `messageId` is fixed at that moment, so a mail sent
 * again after a crash is the same message to every receiver.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull().unique(),
    /** password_reset | password_changed | verify_email | newsletter_confirm | newsletter | digest */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe…). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: until when the worker that claimed it owns it; past that, another may retry it. */
    leaseUntil: instant('lease_until'),
    /** The relay's last answer: its acceptance line, or why it failed. */
    relayResponse: text('relay_response'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/** Addresses a relay refused for good (a 5xx to RCPT TO): nothing more is sent to them. */
export const mailSuppression = pgTable('mail_suppression', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

export const tokenPurposes = [
  'password_reset',
  'verify_email',
  'change_email',
  'newsletter_confirm',
  'citizen_email',
] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

/** A mail link's single-use token, stored as its SHA-256 only: a leaked table opens no account. */
export const emailToken = pgTable(
  'email_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /**
     * The address the link was sent to: verifying proves this one, not whatever the account has now; for
     * change_email, the new address.
     */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_token_user_idx').on(t.userId, t.purpose), index('email_token_email_idx').on(t.email)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
export type EmailToken = typeof emailToken.$inferSelect;
