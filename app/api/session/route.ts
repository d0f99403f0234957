import type { NextRequest } from 'next/server';
import { toSessionUser } from '@/lib/account/users';
import { json, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (request: NextRequest) => {
  const session = await currentSession(request);
  return json({ user: session ? toSessionUser(session.user, session.sessionId) : null });
});
