import 'server-only';
import type { NextRequest } from 'next/server';
import { endSession, getUser } from '../account/users';
import type { User } from '../db/schema';
import { getAuth, SESSION_MAX_AGE_SECONDS } from './server';

export type CurrentSession = {
  user: User;
  sessionId: string;
  token: string;
  /** Set-Cookie headers when the session was extended (once a day in use): pass them on. */
  headers: Headers;
};

/**
 * The signed-in user of a request (better-auth reads and checks the session cookie), or null. A session
 * ends after 7 days unused (better-auth's expiry, extended while in use) and 30 days after sign-in
 * whatever its use (here).
 */
export async function currentSession(request: NextRequest | Request): Promise<CurrentSession | null> {
  const auth = await getAuth();
  const { headers, response: result } = await auth.api.getSession({
    headers: request.headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  if (!result) return null;
  if (Date.now() - new Date(result.session.createdAt).getTime() > SESSION_MAX_AGE_SECONDS * 1000) {
    await endSession(result.session.token);
    return null;
  }
  const user = await getUser(result.user.id);
  if (!user) return null;
  return { user, sessionId: result.session.id, token: result.session.token, headers };
}
