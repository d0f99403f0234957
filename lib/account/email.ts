import 'server-only';
// The account's mail: password reset, the notice of a changed password, address verification and the
// e-mail preferences (language, digest). Each mail is queued in the transaction of its action.
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { checkNewPassword, type PasswordVerdict } from '../auth/password-policy';
import { getDb } from '../db';
import { account, session, user as userTable, type User } from '../db/schema';
import type { Locale } from '../i18n/config';
import { followLink, queueLinkMail, type LinkOutcome } from '../mail/link-mail';
import { queueMail, wakeMailWorker, type Executor } from '../mail/outbox';
import { mailLocale, mailTranslator, pageLink, renderMail, siteLink } from '../mail/templates';
import { inspectToken, useToken, type TokenProblem } from '../mail/tokens';
import { hitLimit, limits } from '../rate-limit';
import { hasRealEmail } from './users';

/** The static page a reset link opens; it posts the token with the new password. */
export const RESET_PASSWORD_PATH = '/reset-password';

async function userByEmail(email: string): Promise<User | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(userTable)
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()));
  return row;
}

async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return Boolean(row);
}

/**
 * "Forgot password?": mails a reset link when the address belongs to an account with a password. The
 * caller answers the same either way; an account asked for too often gets no more mail this hour.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const found = await userByEmail(email);
  if (!found || !hasRealEmail(found)) return;
  const db = await getDb();
  if (!(await hasPassword(db, found.id))) return;
  if (!(await hitLimit(limits.passwordResetPerAccount, found.id)).allowed) return;
  const locale = mailLocale(found.locale);
  await db.transaction((tx) =>
    queueLinkMail(tx, {
      purpose: 'password_reset',
      userId: found.id,
      to: found.email,
      locale,
      text: 'passwordReset',
      footer: 'account',
      link: (token) => pageLink(locale, RESET_PASSWORD_PATH, { token }),
    }),
  );
  wakeMailWorker();
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; reason: TokenProblem }
  | { ok: false; reason: 'weak_password'; code: Exclude<PasswordVerdict, 'ok'> };

/**
 * Sets a new password with a reset link's token: the token is used once, every session of the account
 * ends, and the account's address gets a notice. A weak password is refused before the token is used.
 */
export async function resetPassword(rawToken: string, password: string): Promise<ResetOutcome> {
  const db = await getDb();
  const before = await inspectToken(db, 'password_reset', rawToken);
  if (!before.ok) return { ok: false, reason: before.reason };
  const verdict = await checkNewPassword(password);
  if (verdict !== 'ok') return { ok: false, reason: 'weak_password', code: verdict };
  // Hashed before the transaction: PGlite has one connection, held for the transaction's length.
  const hash = await hashPassword(password);

  const outcome = await db.transaction(async (tx): Promise<ResetOutcome> => {
    const used = await useToken(tx, 'password_reset', rawToken);
    if (!used.ok) return { ok: false, reason: used.reason };
    const userId = used.token.userId;
    const [owner] = userId ? await tx.select().from(userTable).where(eq(userTable.id, userId)) : [];
    if (!owner) return { ok: false, reason: 'invalid' };
    const changed = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, owner.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (changed.length === 0) return { ok: false, reason: 'invalid' };
    await tx.delete(session).where(eq(session.userId, owner.id));
    await queuePasswordChanged(tx, owner);
    return { ok: true };
  });
  if (outcome.ok) wakeMailWorker();
  return outcome;
}

/** Now, as a mail says it: the recipient's language, UTC (we do not know their time zone). */
export function mailDate(locale: Locale, at = new Date()): string {
  return `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
}

/** The notice of a changed password, to the account's address. */
export async function queuePasswordChanged(db: Executor, owner: User) {
  const locale = mailLocale(owner.locale);
  const t = mailTranslator(locale);
  const date = mailDate(locale);
  await queueMail(db, {
    kind: 'password_changed',
    to: owner.email,
    locale,
    ...renderMail(locale, {
      subject: t('passwordChanged.subject'),
      heading: t('passwordChanged.heading'),
      paragraphs: [t('passwordChanged.body', { date }), t('passwordChanged.notYou')],
      action: { label: t('passwordChanged.action'), url: pageLink(locale, RESET_PASSWORD_PATH) },
      reason: t('footer.account'),
    }),
  });
}

export type VerificationRequest =
  { ok: true } | { ok: false; reason: 'no_email' | 'already_verified' | 'rate_limited'; retryAfter?: number };

/** "Verify your e-mail": mails a link that proves the account's address is its owner's. */
export async function requestEmailVerification(owner: User): Promise<VerificationRequest> {
  if (!hasRealEmail(owner)) return { ok: false, reason: 'no_email' };
  if (owner.emailVerified) return { ok: false, reason: 'already_verified' };
  const limit = await hitLimit(limits.verifyEmailPerAccount, owner.id);
  if (!limit.allowed) return { ok: false, reason: 'rate_limited', retryAfter: limit.retryAfterSeconds };
  const db = await getDb();
  await db.transaction((tx) =>
    queueLinkMail(tx, {
      purpose: 'verify_email',
      userId: owner.id,
      to: owner.email,
      locale: mailLocale(owner.locale),
      text: 'verifyEmail',
      footer: 'account',
      link: (token) => siteLink('/api/account/verify-email', { token }),
    }),
  );
  wakeMailWorker();
  return { ok: true };
}

/** Follows a verification link: the address it was sent to is verified, if the account still has it. */
export async function verifyEmail(rawToken: unknown): Promise<LinkOutcome> {
  return followLink(await getDb(), 'verify_email', rawToken, async (tx, token, locale) => {
    const verified = token.userId
      ? await tx
          .update(userTable)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(
            and(
              eq(userTable.id, token.userId),
              eq(sql`lower(${userTable.email})`, token.email.toLowerCase()),
            ),
          )
          .returning({ id: userTable.id })
      : [];
    return verified.length > 0 ? { ok: true, locale } : { ok: false, reason: 'invalid', locale };
  });
}

/** The dashboard's e-mail preferences: the language of mail, and the hourly digest. */
export async function updateEmailPreferences(
  userId: string,
  input: { locale?: Locale; digest?: boolean },
): Promise<User | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(userTable)
    .set({
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.digest === undefined ? {} : { emailDigest: input.digest }),
      updatedAt: new Date(),
    })
    .where(eq(userTable.id, userId))
    .returning();
  return row;
}
