import 'server-only';
import { sql } from 'drizzle-orm';
import Redis from 'ioredis';
import { getDb } from './db';
import { prepared } from './db/prepared';
import { env } from './env';
import { VISITOR_IMAGES_PER_HOUR } from './studio/rules';

// Fixed-window counters, kept where every process that serves the site can see them:
// - REDIS_URL set: in Redis, shared by any number of app processes;
// - DATABASE_URL set (several processes may share one Postgres): in its rate_limit table;
// - neither (embedded PGlite): in this process's memory. PGlite's data directory is owned by exactly one
//   process (lib/db/client.ts), so that process sees every request; a table write per request would
//   halve its write rate for nothing. Counters start afresh after a restart.

export type RateLimit = { name: string; limit: number; windowMs: number };

export const limits = {
  loginPerIp: { name: 'login-ip', limit: 10, windowMs: 60_000 },
  loginFailuresPerAccount: { name: 'login-fail', limit: 100, windowMs: 3_600_000 },
  /** Failures from a browser that signed in to the account before (lib/auth/device.ts). */
  loginFailuresPerDevice: { name: 'login-fail-device', limit: 10, windowMs: 3_600_000 },
  signUpPerIp: { name: 'signup-ip', limit: 5, windowMs: 60_000 },
  newsletterPerIp: { name: 'newsletter-ip', limit: 30, windowMs: 60_000 },
  siweNoncePerIp: { name: 'siwe-nonce-ip', limit: 20, windowMs: 60_000 },
  /** Wallet sign-in and wallet linking: each may ask a chain node to check a contract signature. */
  siweVerifyPerIp: { name: 'siwe-verify-ip', limit: 10, windowMs: 60_000 },
  addEmailPerIp: { name: 'add-email-ip', limit: 5, windowMs: 60_000 },
  unsubscribePerIp: { name: 'unsubscribe-ip', limit: 10, windowMs: 60_000 },
  /** "Forgot password?": per client, per address asked for (known or not), and per existing account. */
  passwordResetPerIp: { name: 'reset-ip', limit: 5, windowMs: 60_000 },
  passwordResetPerAddress: { name: 'reset-address', limit: 5, windowMs: 3_600_000 },
  passwordResetPerAccount: { name: 'reset-account', limit: 3, windowMs: 3_600_000 },
  /** Setting the new password with a reset link's token. */
  newPasswordPerIp: { name: 'new-password-ip', limit: 10, windowMs: 60_000 },
  verifyEmailPerAccount: { name: 'verify-email', limit: 3, windowMs: 3_600_000 },
  /** Confirmation mails per address: a stranger cannot fill someone's inbox through the footer form. */
  newsletterConfirmPerAddress: { name: 'newsletter-confirm', limit: 3, windowMs: 24 * 3_600_000 },
  /** Mail links opened (verification, confirmation, one-click unsubscribe), per client. */
  mailLinkPerIp: { name: 'mail-link-ip', limit: 30, windowMs: 60_000 },
  /**
   * One-click unsubscribes (RFC 8058) come from the mail providers' servers, many users behind one
   * address: a high ceiling (the signed token is the real check).
   */
  oneClickPerIp: { name: 'one-click-ip', limit: 600, windowMs: 60_000 },
  /** Dashboard password and e-mail changes: each checks the current password. */
  credentialChangePerAccount: { name: 'credential-change', limit: 10, windowMs: 3_600_000 },
  emailPreferencesPerAccount: { name: 'email-preferences', limit: 20, windowMs: 60_000 },
  /** Becoming a citizen: a handle is checked against the others each time. */
  citizenshipPerAccount: { name: 'citizenship', limit: 10, windowMs: 60_000 },
  citizenEmailPerAccount: { name: 'citizen-email', limit: 3, windowMs: 3_600_000 },
  citizenPreferencesPerAccount: { name: 'citizen-preferences', limit: 20, windowMs: 60_000 },
  /** Votes per account: far above what a person clicks, low enough to stop a script. */
  votePerAccount: { name: 'vote', limit: 60, windowMs: 60_000 },
  /** Proposal submissions tried (the 3-a-day and 5-open rules are checked on the stored proposals). */
  proposePerAccount: { name: 'propose', limit: 10, windowMs: 60_000 },
  moderatePerAccount: { name: 'moderate', limit: 60, windowMs: 60_000 },
  /**
   * Community writes per account (posts, likes, follows, joins, flags): a ceiling above any person's
   * pace that stops a script; the posting pace itself is checked on the stored posts (lib/community).
   */
  communityPerAccount: { name: 'community', limit: 120, windowMs: 60_000 },
  /** Academy writes per account (enrolments, quiz attempts, lesson visits). */
  academyPerAccount: { name: 'academy', limit: 120, windowMs: 60_000 },
  /** Studio: a signed-out visitor's tries of the built-in image engine (lib/studio/rules.ts). */
  studioVisitorPerIp: { name: 'studio-visitor', limit: VISITOR_IMAGES_PER_HOUR, windowMs: 3_600_000 },
  /** Studio writes (start, save, publish) per account: a ceiling on bursts, apart from the daily quota. */
  studioPerAccount: { name: 'studio', limit: 60, windowMs: 60_000 },
  /** Marketplace writes per account (listings, uploads, gets, reviews). */
  marketplacePerAccount: { name: 'marketplace', limit: 60, windowMs: 60_000 },
  /** On-chain requests per account (vouchers, orders, transaction reports, status checks that read the chain). */
  chainPerAccount: { name: 'chain', limit: 60, windowMs: 60_000 },
  /** Live streams opened per client. */
  liveStreamsPerIp: { name: 'live-ip', limit: 60, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export type Store = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  peek(key: string): Promise<{ count: number; resetAt: number } | null>;
};

type Row = { count: number; reset_at: string | Date };

/** node-postgres returns { rows }, PGlite { rows } too; the union type of the two drivers hides it. */
function firstRow(result: unknown): Row | undefined {
  return (result as { rows: Row[] }).rows[0];
}

/** Keys whose window has ended are swept once the map grows past this many entries. */
const MEMORY_SWEEP_AT = 10_000;

export function memoryStore(): Store & { readonly size: number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= MEMORY_SWEEP_AT) sweep(now);
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { ...entry };
    },
    async peek(key) {
      const entry = windows.get(key);
      return entry && entry.resetAt > Date.now() ? { ...entry } : null;
    },
    get size() {
      return windows.size;
    },
  };
}

export const tableStore: Store = {
  async hit(key, windowMs) {
    const db = await getDb();
    const result = await db.execute(
      prepared(sql`
      INSERT INTO rate_limit (key, count, reset_at)
      VALUES (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.count + 1 END,
        reset_at = CASE WHEN rate_limit.reset_at <= now() THEN excluded.reset_at ELSE rate_limit.reset_at END
      RETURNING count, reset_at`),
    );
    const row = firstRow(result)!;
    return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
  },
  async peek(key) {
    const db = await getDb();
    const result = await db.execute(
      sql`SELECT count, reset_at FROM rate_limit WHERE key = ${key} AND reset_at > now()`,
    );
    const row = firstRow(result);
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() } : null;
  },
};

const globalForRedis = globalThis as unknown as { civitasRedis?: Redis };

export function redisStore(url: string): Store {
  globalForRedis.civitasRedis ??= new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const redis = globalForRedis.civitasRedis;
  return {
    async hit(key, windowMs) {
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(key)
        .pexpire(key, windowMs, 'NX')
        .pttl(key)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return count === null ? null : { count: Number(count), resetAt: Date.now() + Math.max(ttl, 0) };
    },
  };
}

const globalForMemory = globalThis as unknown as { civitasRateLimits?: Store };

function store(): Store {
  if (env.REDIS_URL) return redisStore(env.REDIS_URL);
  if (env.DATABASE_URL) return tableStore;
  globalForMemory.civitasRateLimits ??= memoryStore();
  return globalForMemory.civitasRateLimits;
}

const keyOf = (limit: RateLimit, subject: string) => `rl:${limit.name}:${subject}`;

function result(limit: RateLimit, count: number, resetAt: number): RateLimitResult {
  return {
    allowed: count <= limit.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/** Counts one attempt; `allowed` is false once the window holds more than the limit. */
export async function hitLimit(
  limit: RateLimit,
  subject: string,
  where: Store = store(),
): Promise<RateLimitResult> {
  const { count, resetAt } = await where.hit(keyOf(limit, subject), limit.windowMs);
  return result(limit, count, resetAt);
}

/** Whether another attempt would still be allowed, without counting one. */
export async function checkLimit(
  limit: RateLimit,
  subject: string,
  where: Store = store(),
): Promise<RateLimitResult> {
  const current = await where.peek(keyOf(limit, subject));
  if (!current) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  return { ...result(limit, current.count, current.resetAt), allowed: current.count < limit.limit };
}
