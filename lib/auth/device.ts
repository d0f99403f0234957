import 'server-only';
import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import { isProduction } from '../env';
import { authSecret } from './secret';
import { COOKIE_PREFIX } from './server';

// Device cookies (OWASP's answer to lockout as a weapon): a browser that has signed in to an account
// gets a signed cookie naming that account. When the account's failed-login limit has locked it (anyone
// can cause that by guessing), a login from such a browser still goes through; its own failures are
// counted per cookie, and a cookie with too many is no longer trusted.

export const DEVICE_COOKIE = `${COOKIE_PREFIX}device`;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function signature(payload: string): string {
  return crypto.createHmac('sha256', authSecret()).update(`device:${payload}`).digest('base64url');
}

/** The Set-Cookie value after a successful login to `userId`: a fresh device id, signed. */
export function deviceCookie(userId: string): string {
  const payload = `${userId}.${crypto.randomBytes(16).toString('base64url')}`;
  const attributes = ['Path=/', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (isProduction) attributes.push('Secure');
  return [`${DEVICE_COOKIE}=${payload}.${signature(payload)}`, ...attributes].join('; ');
}

/** The device id when the request carries a valid device cookie for `userId`; else null. */
export function trustedDevice(request: NextRequest, userId: string): string | null {
  const value = request.cookies.get(DEVICE_COOKIE)?.value ?? '';
  const [owner, device, given, extra] = value.split('.');
  if (!owner || !device || !given || extra !== undefined || owner !== userId) return null;
  const expected = Buffer.from(signature(`${owner}.${device}`));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? device : null;
}
