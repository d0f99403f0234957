import 'server-only';
// The dashboard's password and e-mail changes. A password change ends the account's other sessions; an
// e-mail change waits for a link mailed to the new address. Each tells the account's (old) address.
import { and, eq, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password';
import { checkNewPassword, type PasswordVerdict } from '../auth/password-policy';
import { getDb } from '../db';
import { uniqueViolation } from '../db/errors';
import { account, session, user as userTable, type User } from '../db/schema';
import { followLink, queueLinkMail, type LinkOutcome } from '../mail/link-mail';
import { queueMail, wakeMailWorker } from '../mail/outbox';
import { mailLocale, mailTranslator, pageLink, renderMail, siteLink } from '../mail/templates';
import { retireTokens } from '../mail/tokens';
import { hitLimit, limits } from '../rate-limit';
import { pagePath } from '../routes';
import { mailDate, queuePasswordChanged } from './email';
import { hasRealEmail } from './users';

async function passwordHash(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

type Refusal =
  | { ok: false; reason: 'no_password' | 'wrong_password' }
  | { ok: false; reason: 'rate_limited'; retryAfter: number };

/** The current password, checked with a per-account limit on wrong guesses. */
async function checkCurrentPassword(owner: User, password: string): Promise<Refusal | null> {
  const stored = await passwordHash(owner.id);
  if (!stored) return { ok: false, reason: 'no_password' };
  const limit = await hitLimit(limits.credentialChangePerAccount, owner.id);
  if (!limit.allowed) return { ok: false, reason: 'rate_limited', retryAfter: limit.retryAfterSeconds };
  if (!(await verifyPassword(stored, password))) return { ok: false, reason: 'wrong_password' };
  return null;
}

export type PasswordChange =
  { ok: true } | Refusal | { ok: false; reason: 'weak_password'; code: Exclude<PasswordVerdict, 'ok'> };

/** Changes the password; every other session of the account ends, and its address gets a notice. */
export async function changePassword(
  owner: User,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const refused = await checkCurrentPassword(owner, input.currentPassword);
  if (refused) return refused;
  const verdict = await checkNewPassword(input.newPassword);
  if (verdict !== 'ok') return { ok: false, reason: 'weak_password', code: verdict };
  const hash = await hashPassword(input.newPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, owner.id), eq(account.providerId, 'credential')));
    await tx.delete(session).where(and(eq(session.userId, owner.id), ne(session.id, currentSessionId)));
    // A reset link asked for before the change must not undo it.
    await retireTokens(tx, 'password_reset', owner.id);
    await queuePasswordChanged(tx, owner);
  });
  wakeMailWorker();
  return { ok: true };
}

export type EmailChange = { ok: true } | Refusal | { ok: false; reason: 'email_taken' | 'same_email' };

async function emailInUse(email: string, exceptUserId?: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(
      and(
        eq(sql`lower(${userTable.email})`, email.toLowerCase()),
        exceptUserId ? ne(userTable.id, exceptUserId) : undefined,
      ),
    );
  return Boolean(row);
}

/** Mails a link to the new address; the address changes when it is followed (confirmEmailChange). */
export async function requestEmailChange(
  owner: User,
  input: { email: string; password: string },
): Promise<EmailChange> {
  if (!hasRealEmail(owner)) return { ok: false, reason: 'no_password' };
  if (owner.email.toLowerCase() === input.email) return { ok: false, reason: 'same_email' };
  const refused = await checkCurrentPassword(owner, input.password);
  if (refused) return refused;
  if (await emailInUse(input.email)) return { ok: false, reason: 'email_taken' };
  const db = await getDb();
  await db.transaction((tx) =>
    queueLinkMail(tx, {
      purpose: 'change_email',
      userId: owner.id,
      to: input.email,
      locale: mailLocale(owner.locale),
      text: 'confirmNewEmail',
      footer: 'account',
      link: (token) => siteLink('/api/account/change-email', { token }),
    }),
  );
  wakeMailWorker();
  return { ok: true };
}

/** "n•••@example.com": enough for the owner to recognise, little for anyone else reading the old inbox. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Follows the link mailed to a new address: the account takes it (verified, since the link proves it),
 * its sessions stay, and the old address gets a notice. Refused when another account took it meanwhile.
 */
export async function confirmEmailChange(rawToken: unknown): Promise<LinkOutcome> {
  const db = await getDb();
  try {
    return await followLink(db, 'change_email', rawToken, async (tx, token, locale) => {
      const [before] = token.userId
        ? await tx.select().from(userTable).where(eq(userTable.id, token.userId))
        : [];
      if (!before) return { ok: false, reason: 'invalid', locale };
      const newEmail = token.email;
      await tx
        .update(userTable)
        .set({ email: newEmail, emailVerified: true, updatedAt: new Date() })
        .where(eq(userTable.id, before.id));
      const t = mailTranslator(mailLocale(before.locale));
      await queueMail(tx, {
        kind: 'email_changed',
        to: before.email,
        locale: mailLocale(before.locale),
        ...renderMail(mailLocale(before.locale), {
          subject: t('emailChanged.subject'),
          heading: t('emailChanged.heading'),
          paragraphs: [
            t('emailChanged.body', { email: maskEmail(newEmail), date: mailDate(mailLocale(before.locale)) }),
            t('emailChanged.notYou'),
          ],
          // Not "reset your password": the reset link would go to the new address.
          action: {
            label: t('emailChanged.action'),
            url: pageLink(mailLocale(before.locale), pagePath('contact')),
          },
          reason: t('footer.account'),
        }),
      });
      return { ok: true, locale };
    });
  } catch (error) {
    // Another account registered the address between the request and the click.
    if (uniqueViolation(error)) return { ok: false, reason: 'invalid' };
    throw error;
  } finally {
    wakeMailWorker();
  }
}
