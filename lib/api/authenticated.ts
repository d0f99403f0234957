import 'server-only';
import type { NextRequest } from 'next/server';
import { withCookies } from '../auth/cookies';
import { currentSession, type CurrentSession } from '../auth/session';
import { apiError } from './http';

/** Runs the handler with the signed-in session, or answers 401; an extended session's cookie goes along. */
export async function withSession(
  request: NextRequest,
  handler: (session: CurrentSession) => Promise<Response>,
): Promise<Response> {
  const session = await currentSession(request);
  if (!session) return apiError(401, 'unauthenticated');
  return withCookies(await handler(session), session.headers);
}
