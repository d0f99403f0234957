import 'server-only';
// What every community write route does before its service: the origin (body-less writes such as a like
// or a leave do not pass readJson, which checks it too), the session, then the per-account ceiling.
import type { NextRequest } from 'next/server';
import { limitedWrite } from '../api/limited';
import type { CurrentSession } from '../auth/session';
import { limits } from '../rate-limit';

export function communityWrite(
  request: NextRequest,
  handler: (session: CurrentSession) => Promise<Response>,
) {
  return limitedWrite(request, limits.communityPerAccount, handler);
}
