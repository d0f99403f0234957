import 'server-only';
// The single-use tokens of mail links (password reset, address verification, newsletter confirmation).
// Only a token's SHA-256 is stored; using one is a single conditional UPDATE, so two clicks racing on
// the same link cannot both succeed.
import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailToken, type EmailToken, type TokenPurpose } from '../db/schema';
import type { Locale } from '../i18n/config';
import type { Executor } from './outbox';

export const tokenLifetimes: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  verify_email: 24 * 60 * 60_000,
  change_email: 24 * 60 * 60_000,
  newsletter_confirm: 7 * 24 * 60 * 60_000,
  citizen_email: 24 * 60 * 60_000,
};

/** 32 random bytes, base64url: exactly 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (raw: string) => crypto.createHash('sha256').update(raw).digest('hex');

export function isTokenShaped(raw: unknown): raw is string {
  return typeof raw === 'string' && TOKEN_SHAPE.test(raw);
}

export async function issueToken(
  db: Executor,
  input: { purpose: TokenPurpose; userId?: string; email: string; locale: Locale },
): Promise<string> {
  const raw = crypto.randomBytes(32).toString('base64url');
  await db.insert(emailToken).values({
    tokenHash: hashOf(raw),
    purpose: input.purpose,
    userId: input.userId ?? null,
    email: input.email,
    locale: input.locale,
    expiresAt: new Date(Date.now() + tokenLifetimes[input.purpose]),
  });
  return raw;
}

export type TokenProblem = 'invalid' | 'expired' | 'used';
export type TokenUse =
  { ok: true; token: EmailToken } | { ok: false; reason: TokenProblem; token?: EmailToken };

/** Looks a token up without using it: why it would fail, if it would. */
export async function inspectToken(db: Executor, purpose: TokenPurpose, raw: unknown): Promise<TokenUse> {
  if (!isTokenShaped(raw)) return { ok: false, reason: 'invalid' };
  const [token] = await db
    .select()
    .from(emailToken)
    .where(and(eq(emailToken.tokenHash, hashOf(raw)), eq(emailToken.purpose, purpose)));
  if (!token) return { ok: false, reason: 'invalid' };
  if (token.usedAt) return { ok: false, reason: 'used', token };
  if (token.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', token };
  return { ok: true, token };
}

/** Uses a token once: the first caller gets it, every later one learns why not. */
export async function useToken(db: Executor, purpose: TokenPurpose, raw: unknown): Promise<TokenUse> {
  if (!isTokenShaped(raw)) return { ok: false, reason: 'invalid' };
  const [token] = await db
    .update(emailToken)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailToken.tokenHash, hashOf(raw)),
        eq(emailToken.purpose, purpose),
        isNull(emailToken.usedAt),
        gt(emailToken.expiresAt, new Date()),
      ),
    )
    .returning();
  if (token) return { ok: true, token };
  return inspectToken(db, purpose, raw);
}

/** Ends the unused tokens of one purpose for an account (a newer link replaces older ones). */
export async function retireTokens(db: Executor, purpose: TokenPurpose, userId: string) {
  await db
    .update(emailToken)
    .set({ usedAt: new Date() })
    .where(and(eq(emailToken.userId, userId), eq(emailToken.purpose, purpose), isNull(emailToken.usedAt)));
}
