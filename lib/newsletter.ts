import 'server-only';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { authSecret } from './auth/secret';
import { getDb } from './db';
import { newsletterSubscription } from './db/schema';
import type { Locale } from './i18n/config';
import { localizePath } from './i18n/detect';
import { site } from './site';

/**
 * Stores a subscription. Subscribing twice is fine (and looks the same to the visitor); subscribing
 * again after unsubscribing re-activates the address.
 */
export async function subscribe(email: string, locale: string) {
  const db = await getDb();
  await db
    .insert(newsletterSubscription)
    .values({ email, locale })
    .onConflictDoUpdate({
      target: newsletterSubscription.email,
      set: { locale, unsubscribedAt: null },
    });
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
  return `${site.url}${localizePath(locale, '/newsletter/unsubscribe')}?token=${unsubscribeToken(email)}`;
}

/** Honours a signed unsubscribe token; false when the token is forged or malformed. */
export async function unsubscribe(token: string): Promise<boolean> {
  const [encoded, given] = token.split('.');
  if (!encoded || !given) return false;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  // Compared as bytes: a non-ASCII signature of the right length in characters is longer in bytes.
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(signature(email));
  if (givenBytes.length !== expectedBytes.length || !crypto.timingSafeEqual(givenBytes, expectedBytes)) {
    return false;
  }
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
