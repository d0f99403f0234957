import 'server-only';
// How marketplace routes answer: the origin and session checks and the per-account ceiling before the
// service, one table from refusals to HTTP, and the listing id in the URL.
import type { NextRequest } from 'next/server';
import type { ErrorCode } from '../api/contract';
import { apiError } from '../api/http';
import { limitedWrite } from '../api/limited';
import { serialIdOf } from '../api/segment';
import type { CurrentSession } from '../auth/session';
import { limits } from '../rate-limit';
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
  return limitedWrite(request, limits.marketplacePerAccount, handler);
}

export const listingIdOf = serialIdOf;
