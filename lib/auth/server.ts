import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getDb } from '../db';
import { account, session, user, verification } from '../db/schema';
import { CLIENT_ADDRESS_HEADER } from '../edge.mjs';
import { isProduction, origins, siteOrigin } from '../env';
import { describeError, redact } from '../log';
import { hashPassword, verifyPassword } from './password';
import { authSecret } from './secret';
import { walletSessions } from './wallet-session';

const DAY_SECONDS = 60 * 60 * 24;
/** A session unused for 7 days ends (idle timeout); one in use is extended at most once a day… */
export const SESSION_IDLE_SECONDS = 7 * DAY_SECONDS;
/** …up to 30 days after sign-in, when it ends whatever its use (lib/auth/session.ts). */
export const SESSION_MAX_AGE_SECONDS = 30 * DAY_SECONDS;
/** How often a session in use is extended (better-auth's `updateAge`). */
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS;

/**
 * Cookie names: `__Host-` in production, so that the browser accepts them only with Secure, Path=/ and
 * no Domain (no subdomain or plain-http page can plant or overwrite them).
 */
export const COOKIE_PREFIX = isProduction ? '__Host-civitas.' : 'civitas.';
export const SESSION_COOKIE = `${COOKIE_PREFIX}session_token`;
const cookieNames = ['session_token', 'session_data', 'dont_remember', 'account_data'] as const;

async function createAuth() {
  const db = await getDb();
  return betterAuth({
    appName: 'Civitas',
    secret: authSecret(),
    baseURL: siteOrigin,
    trustedOrigins: [...origins],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
    },
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: true },
        role: { type: 'string', required: false, input: false },
        onboardingCompletedAt: { type: 'date', required: false, input: false },
        walletAddress: { type: 'string', required: false, input: false },
        locale: { type: 'string', required: false, input: true },
        // Never taken from input; listed so that a session read returns the whole row (lib/auth/session.ts).
        emailDigest: { type: 'boolean', required: false, input: false },
        lastDigestAt: { type: 'date', required: false, input: false },
        staffRole: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Our route handlers validate, limit and localize before calling better-auth (lib/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      // better-auth's own prefix would be __Secure-: we name the cookies ourselves (COOKIE_PREFIX).
      useSecureCookies: false,
      cookies: Object.fromEntries(cookieNames.map((name) => [name, { name: `${COOKIE_PREFIX}${name}` }])),
      defaultCookieAttributes: { secure: isProduction, path: '/' },
      // Session rows record the client's address as the production server found it (lib/edge.mjs).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    // better-auth's messages and the errors it passes along name e-mail addresses and carry query
    // parameters: errors only (a wrong password is a warning), without the attached objects (lib/log.ts).
    logger: {
      level: 'error',
      log: (level, message, ...args) => {
        const cause = args.find((arg) => arg instanceof Error);
        console.error(
          `civitas: auth ${level}: ${redact(message)}${cause ? ` (${describeError(cause)})` : ''}`,
        );
      },
    },
    plugins: [walletSessions()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const globalForAuth = globalThis as unknown as { civitasAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  globalForAuth.civitasAuth ??= createAuth();
  return globalForAuth.civitasAuth;
}
