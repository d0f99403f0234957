import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { authSecret } from '../auth/secret';
import { getDb } from '../db';
import { newsletterSubscription } from '../db/schema';
import { defaultLocale, type Locale } from '../i18n/config';
import { followLink, queueLinkMail, type LinkOutcome } from '../mail/link-mail';
import { queueMail, wakeMailWorker } from '../mail/outbox';
import { mailLocale, mailTranslator, pageLink, renderMail, siteLink } from '../mail/templates';
import { getArticle } from '../newsroom';
import { hitLimit, limits } from '../rate-limit';
import { articlePath } from '../routes';

/**
 * Stores a subscription (double opt-in): a new address, or one that unsubscribed, gets a confirmation
 * mail, queued in the same transaction; only confirmed addresses receive newsletters. Subscribing again
 * looks the same to the visitor; an address already confirmed gets no second mail, and an unconfirmed
 * one at most three confirmation mails a day.
 */
export async function subscribe(email: string, locale: Locale) {
  const existing = await findSubscription(email);
  const db = await getDb();
  if (existing?.confirmedAt && !existing.unsubscribedAt) {
    await db.update(newsletterSubscription).set({ locale }).where(eq(newsletterSubscription.email, email));
    return;
  }
  const mayMail = (await hitLimit(limits.newsletterConfirmPerAddress, email)).allowed;
  await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscription)
      .values({ email, locale })
      .onConflictDoUpdate({
        target: newsletterSubscription.email,
        set: { locale, unsubscribedAt: null, confirmedAt: null },
      });
    if (!mayMail) return;
    await queueLinkMail(tx, {
      purpose: 'newsletter_confirm',
      to: email,
      locale,
      text: 'newsletterConfirm',
      footer: 'newsletter',
      link: (token) => siteLink('/api/newsletter/confirm', { token }),
    });
  });
  if (mayMail) wakeMailWorker();
}

/** Follows a confirmation link: the address receives newsletters from now on. */
export async function confirmSubscription(rawToken: unknown): Promise<LinkOutcome> {
  return followLink(await getDb(), 'newsletter_confirm', rawToken, async (tx, token, locale) => {
    const confirmed = await tx
      .update(newsletterSubscription)
      .set({ confirmedAt: new Date(), unsubscribedAt: null })
      .where(eq(newsletterSubscription.email, token.email))
      .returning({ email: newsletterSubscription.email });
    return confirmed.length > 0 ? { ok: true, locale } : { ok: false, reason: 'invalid', locale };
  });
}

/** The one-click unsubscribe address of List-Unsubscribe (RFC 8058): a POST to it unsubscribes. */
export function oneClickUnsubscribeUrl(email: string): string {
  return siteLink('/api/newsletter/one-click', { token: unsubscribeToken(email) });
}

/**
 * Queues a newsroom article as a newsletter to every confirmed subscriber, each in their language (the
 * article's English text where their language has no version), with List-Unsubscribe and a visible
 * unsubscribe link. Returns how many mails were queued.
 */
export async function queueNewsletter(slug: string): Promise<number> {
  if (!getArticle(defaultLocale, slug)) throw new Error(`No newsroom article "${slug}"`);
  const db = await getDb();
  const subscribers = await db
    .select()
    .from(newsletterSubscription)
    .where(and(isNotNull(newsletterSubscription.confirmedAt), isNull(newsletterSubscription.unsubscribedAt)));
  const BATCH = 200;
  for (let start = 0; start < subscribers.length; start += BATCH) {
    await db.transaction(async (tx) => {
      for (const subscriber of subscribers.slice(start, start + BATCH)) {
        const locale = mailLocale(subscriber.locale);
        const article = getArticle(locale, slug) ?? getArticle(defaultLocale, slug)!;
        const t = mailTranslator(locale);
        const oneClick = oneClickUnsubscribeUrl(subscriber.email);
        await queueMail(tx, {
          kind: 'newsletter',
          to: subscriber.email,
          locale,
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
          ...renderMail(locale, {
            subject: t('newsletter.subject', { title: article.title }),
            heading: article.title,
            paragraphs: [t('newsletter.intro'), article.summary],
            action: { label: t('newsletter.action'), url: pageLink(locale, articlePath(slug)) },
            reason: t('footer.newsletter'),
            unsubscribeUrl: unsubscribeUrl(subscriber.email, locale),
          }),
        });
      }
    });
  }
  if (subscribers.length) wakeMailWorker();
  return subscribers.length;
}

function signature(email: string) {
  return crypto.createHmac('sha256', authSecret()).update(`newsletter:${email}`).digest('base64url');
}

/** The token in every newsletter's unsubscribe link: the address and an HMAC of it. */
export function unsubscribeToken(email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signature(email)}`;
}

/** The link a newsletter carries to its unsubscribe page, in the subscriber's language. */
export function unsubscribeUrl(email: string, locale: Locale): string {
  return pageLink(locale, '/newsletter/unsubscribe', { token: unsubscribeToken(email) });
}

const TOKEN_SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

/**
 * Honours a signed unsubscribe token; false when it is not exactly a token we issued (forged, malformed,
 * or with anything added: the address part must re-encode to itself, so trailing "=" or bits are refused).
 */
export async function unsubscribe(token: string): Promise<boolean> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return false;
  const [, encoded = '', given = ''] = match;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (Buffer.from(email).toString('base64url') !== encoded) return false;
  const expected = Buffer.from(signature(email));
  if (!crypto.timingSafeEqual(Buffer.from(given), expected)) return false;
  const db = await getDb();
  await db
    .update(newsletterSubscription)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscription.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscription.email, email));
  return true;
}

export async function findSubscription(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email));
  return row;
}
