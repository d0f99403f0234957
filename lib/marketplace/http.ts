import 'server-only';
// How marketplace routes answer: the origin and session checks and the per-account ceiling before the
// service, one table from refusals to HTTP, and the listing id in the URL.
import type { NextRequest } from 'next/server';
import { withSession } from '../api/authenticated';
import type { ErrorCode } from '../api/contract';
import { apiError, requestOrigin } from '../api/http';
import type { CurrentSession } from '../auth/session';
import { hitLimit, limits } from '../rate-limit';
import type { MarketRefused, MarketRefusal } from './service';

const answers: Record<MarketRefusal, [number, ErrorCode]> = {
  unauthenticated: [401, 'unauthenticated'],
  not_citizen: [403, 'not_citizen'],
  forbidden: [403, 'forbidden'],
  silenced: [403, 'silenced'],
  not_found: [404, 'not_found'],
  own_listing: [409, 'own_listing'],
  not_got: [403, 'not_got'],
  already_reviewed: [409, 'already_reviewed'],
  paid_item: [409, 'paid_item'],
  nothing_to_get: [422, 'nothing_to_get'],
};

export function marketRefusal(outcome: MarketRefused) {
  const [status, code] = answers[outcome.reason];
  return apiError(status, code, outcome.until ? { until: outcome.until } : {});
}

export function marketWrite(request: NextRequest, handler: (session: CurrentSession) => Promise<Response>) {
  if (!requestOrigin(request)) return Promise.resolve(apiError(403, 'forbidden_origin'));
  return withSession(request, async (session) => {
    const limit = await hitLimit(limits.marketplacePerAccount, session.user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    return handler(session);
  });
}

/** The id segment as a listing id: digits only, no leading zero, 32-bit. */
export function listingIdOf(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}
