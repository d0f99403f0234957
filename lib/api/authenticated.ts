import 'server-only';
import type { NextRequest } from 'next/server';
import { currentSession, type CurrentSession } from '../auth/session';
import { apiError } from './http';

/** Runs the handler with the signed-in session, or answers 401. */
export async function withSession(
  request: NextRequest,
  handler: (session: CurrentSession) => Promise<Response>,
): Promise<Response> {
  const session = await currentSession(request);
  if (!session) return apiError(401, 'unauthenticated');
  return handler(session);
}
