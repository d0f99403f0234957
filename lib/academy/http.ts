import 'server-only';
// How academy routes answer: the origin and session checks and the per-account ceiling before the
// service, and one table from refusals to HTTP.
import type { NextRequest } from 'next/server';
import type { ErrorCode } from '../api/contract';
import { apiError } from '../api/http';
import { limitedWrite } from '../api/limited';
import type { CurrentSession } from '../auth/session';
import { limits } from '../rate-limit';
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
  return limitedWrite(request, limits.academyPerAccount, handler);
}
