import 'server-only';
// Every mail that carries a single-use link (confirm an address, reset a password) is built the same
// way, in the transaction of the action that asks for it: a new token, the account's earlier ones for
// the same purpose retired (only the newest link works), and the mail with the link.
import type { Database } from '../db/client';
import type { EmailToken, TokenPurpose } from '../db/schema';
import type { Locale } from '../i18n/config';
import { queueMail, type Executor, type MailKind } from './outbox';
import { mailLocale, mailTranslator, renderMail } from './templates';
import { issueToken, retireTokens, useToken, type TokenProblem } from './tokens';

/** Where a followed link leads: the outcome page, in the language of the mail when it is known. */
export type LinkOutcome = { ok: true; locale: Locale } | { ok: false; reason: TokenProblem; locale?: Locale };

export async function queueLinkMail(
  tx: Executor,
  mail: {
    /** The token's purpose is also the mail's kind. */
    purpose: TokenPurpose & MailKind;
    /** The account the link acts for; none for a newsletter address. */
    userId?: string;
    to: string;
    locale: Locale;
    /** The mail's messages: mail.<text>.subject, heading, body, action and ignore. */
    text: 'passwordReset' | 'verifyEmail' | 'confirmNewEmail' | 'citizenEmail' | 'newsletterConfirm';
    footer: 'account' | 'citizen' | 'newsletter';
    link: (token: string) => string;
  },
): Promise<void> {
  const { purpose, userId, to, locale, text } = mail;
  const t = mailTranslator(locale);
  if (userId) await retireTokens(tx, purpose, userId);
  const token = await issueToken(tx, { purpose, userId, email: to, locale });
  await queueMail(tx, {
    kind: purpose,
    to,
    locale,
    ...renderMail(locale, {
      subject: t(`${text}.subject`),
      heading: t(`${text}.heading`),
      paragraphs: [t(`${text}.body`)],
      action: { label: t(`${text}.action`), url: mail.link(token) },
      after: [t(`${text}.ignore`)],
      reason: t(`footer.${mail.footer}`),
    }),
  });
}

/**
 * Follows a mail link: the token is spent and `act` runs in the same transaction, so a link that fails
 * halfway can be followed again. A token that cannot be spent says why.
 */
export async function followLink(
  db: Database,
  purpose: TokenPurpose,
  rawToken: unknown,
  act: (tx: Executor, token: EmailToken, locale: Locale) => Promise<LinkOutcome>,
): Promise<LinkOutcome> {
  return db.transaction(async (tx): Promise<LinkOutcome> => {
    const used = await useToken(tx, purpose, rawToken);
    if (!used.ok)
      return { ok: false, reason: used.reason, locale: used.token && mailLocale(used.token.locale) };
    return act(tx, used.token, mailLocale(used.token.locale));
  });
}
