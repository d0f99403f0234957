import 'server-only';
// How academy routes answer: the origin and session checks and the per-account ceiling before the
// service, and one table from refusals to HTTP.
import type { NextRequest } from 'next/server';
import { withSession } from '../api/authenticated';
import type { ErrorCode } from '../api/contract';
import { apiError, requestOrigin } from '../api/http';
import type { CurrentSession } from '../auth/session';
import { hitLimit, limits } from '../rate-limit';
import type { AcademyRefusal } from './service';

const answers: Record<AcademyRefusal, [number, ErrorCode]> = {
  not_found: [404, 'not_found'],
  not_enrolled: [403, 'not_enrolled'],
};

export function academyRefusal(reason: AcademyRefusal) {
  const [status, code] = answers[reason];
  return apiError(status, code);
}

export function academyWrite(request: NextRequest, handler: (session: CurrentSession) => Promise<Response>) {
  if (!requestOrigin(request)) return Promise.resolve(apiError(403, 'forbidden_origin'));
  return withSession(request, async (session) => {
    const limit = await hitLimit(limits.academyPerAccount, session.user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    return handler(session);
  });
}
