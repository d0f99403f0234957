import 'server-only';
// The checks most writes make before their service: signed in, then under the account's ceiling for
// that kind of write (the attempt counts even when the service then refuses it).
import type { NextRequest } from 'next/server';
import type { CurrentSession } from '../auth/session';
import { hitLimit, type RateLimit } from '../rate-limit';
import { withSession } from './authenticated';
import { apiError, requestOrigin } from './http';

type Handler = (session: CurrentSession) => Promise<Response>;

/** 401 when signed out, 429 past `rule` for this account, else the handler. */
export function withAccountLimit(request: NextRequest, rule: RateLimit, handler: Handler): Promise<Response> {
  return withSession(request, async (session) => {
    const limit = await hitLimit(rule, session.user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    return handler(session);
  });
}

/**
 * The same for a write that may carry no body: readJson checks the origin, so a body-less write (a like,
 * a status change) checks it here first.
 */
export function limitedWrite(request: NextRequest, rule: RateLimit, handler: Handler): Promise<Response> {
  if (!requestOrigin(request)) return Promise.resolve(apiError(403, 'forbidden_origin'));
  return withAccountLimit(request, rule, handler);
}
