import 'server-only';
import type { NextRequest } from 'next/server';
import { endSession, getUser } from '../account/users';
import { getTableColumns } from 'drizzle-orm';
import { user as userTable, type User } from '../db/schema';
import { getAuth, SESSION_MAX_AGE_SECONDS } from './server';

export type CurrentSession = {
  user: User;
  sessionId: string;
  token: string;
  /** Set-Cookie headers when the session was extended (once a day in use): pass them on. */
  headers: Headers;
};

const userColumns = Object.keys(getTableColumns(userTable)) as (keyof User)[];

/** The session's user as the table's row, if better-auth returned every column of it. */
function wholeRow(found: Record<string, unknown>): User | null {
  const row: Record<string, unknown> = {};
  for (const column of userColumns) {
    if (found[column] === undefined) return null;
    row[column] = found[column];
  }
  return row as User;
}

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
  // better-auth read the user's row with the session (every column is one of its fields); it is read
  // again only if a column were missing.
  const user = wholeRow(result.user) ?? (await getUser(result.user.id));
  if (!user) return null;
  return { user, sessionId: result.session.id, token: result.session.token, headers };
}
