import type { NextRequest } from 'next/server';
import { toSessionUser } from '@/lib/account/users';
import { json, withErrors } from '@/lib/api/http';
import { withCookies } from '@/lib/auth/cookies';
import { currentSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (request: NextRequest) => {
  const session = await currentSession(request);
  if (!session) return json({ user: null });
  // Every page load asks here: the place where a session in use gets its extended cookie.
  return withCookies(json({ user: toSessionUser(session.user, session.sessionId) }), session.headers);
});
