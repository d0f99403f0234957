import 'server-only';
// What every community write route does before its service: the origin (body-less writes such as a like
// or a leave do not pass readJson, which checks it too), the session, then the per-account ceiling.
import type { NextRequest } from 'next/server';
import { withSession } from '../api/authenticated';
import { apiError, requestOrigin } from '../api/http';
import type { CurrentSession } from '../auth/session';
import { hitLimit, limits } from '../rate-limit';

export function communityWrite(
  request: NextRequest,
  handler: (session: CurrentSession) => Promise<Response>,
) {
  if (!requestOrigin(request)) return Promise.resolve(apiError(403, 'forbidden_origin'));
  return withSession(request, async (session) => {
    const limit = await hitLimit(limits.communityPerAccount, session.user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    return handler(session);
  });
}
