import 'server-only';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { authSecret } from '../auth/secret';
import { getDb } from '../db';
import { newsletterSubscription } from '../db/schema';
import type { Locale } from '../i18n/config';
import { localizePath } from '../i18n/detect';
import { site } from '../site';

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
