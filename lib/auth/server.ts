import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getDb } from '../db';
import { account, session, user, verification } from '../db/schema';
import { env, isProduction } from '../env';
import { hashPassword, verifyPassword } from './password';
import { authSecret } from './secret';
import { walletSessions } from './wallet-session';

/** Sessions last 30 days and are extended once a day while in use. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

async function createAuth() {
  const db = await getDb();
  return betterAuth({
    appName: 'Civitas',
    secret: authSecret(),
    baseURL: env.NEXT_PUBLIC_SITE_URL,
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
      },
    },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: 60 * 60 * 24 },
    // Our route handlers validate, limit and localize before calling better-auth (lib/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: { useSecureCookies: isProduction, cookiePrefix: 'civitas' },
    telemetry: { enabled: false },
    plugins: [walletSessions()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const globalForAuth = globalThis as unknown as { civitasAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  globalForAuth.civitasAuth ??= createAuth();
  return globalForAuth.civitasAuth;
}
