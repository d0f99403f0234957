import 'server-only';
import type { NextRequest } from 'next/server';
import { getUser } from '../account/users';
import type { User } from '../db/schema';
import { getAuth } from './server';

export type CurrentSession = { user: User; sessionId: string; token: string };

/** The signed-in user of a request (better-auth reads and checks the session cookie), or null. */
export async function currentSession(request: NextRequest | Request): Promise<CurrentSession | null> {
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
  if (!result) return null;
  const user = await getUser(result.user.id);
  if (!user) return null;
  return { user, sessionId: result.session.id, token: result.session.token };
}
