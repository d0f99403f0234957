import 'server-only';
import crypto from 'node:crypto';
import type { NextRequest } from 'next/server';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { endSession, getUser } from '../account/users';
import { getDb, type Database } from '../db';
import { markBuiltStatement } from '../db/prepared';
import { session as sessionTable, user as userTable, type User } from '../db/schema';
import { authSecret } from './secret';
import {
  COOKIE_PREFIX,
  getAuth,
  SESSION_COOKIE,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from './server';

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
 * The signed-in user of a request, or null. A session ends after 7 days unused (better-auth's expiry,
 * extended while in use) and 30 days after sign-in whatever its use (here).
 */
export async function currentSession(request: NextRequest | Request): Promise<CurrentSession | null> {
  const quick = await readSession(request.headers.get('cookie'));
  const found = quick === 'ask-better-auth' ? await viaBetterAuth(request) : quick;
  if (!found) return null;
  if (Date.now() - found.createdAt.getTime() > SESSION_MAX_AGE_SECONDS * 1000) {
    await endSession(found.token);
    return null;
  }
  return { user: found.user, sessionId: found.sessionId, token: found.token, headers: found.headers };
}

type Found = CurrentSession & { createdAt: Date };

/** better-auth reads and checks the session cookie, and extends or ends the session when due. */
async function viaBetterAuth(request: NextRequest | Request): Promise<Found | null> {
  const auth = await getAuth();
  const { headers, response: result } = await auth.api.getSession({
    headers: request.headers,
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  if (!result) return null;
  // better-auth read the user's row with the session (every column is one of its fields); it is read
  // again only if a column were missing.
  const user = wholeRow(result.user) ?? (await getUser(result.user.id));
  if (!user) return null;
  const { id: sessionId, token, createdAt } = result.session;
  return { user, sessionId, token, createdAt: new Date(createdAt), headers };
}

const otherAuthCookies = ['session_data', 'dont_remember'].map((name) => `${COOKIE_PREFIX}${name}`);
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The common case of a session read, answered without better-auth's endpoint machinery, which costs
 * more CPU than the rest of a vote (docs/performance.md): one session cookie and no other of
 * better-auth's, its signature checked as better-auth signs it (HMAC-SHA256 of the token with the auth
 * secret, base64), then one prepared statement for the session with its user. Whatever is not that
 * case (a second session cookie, a cookie better-auth would clean up, a session not found, expired, or
 * due to be extended) is left to better-auth, which then answers exactly as before. A cookie whose
 * signature is malformed or wrong is no session, as better-auth decides too (without touching cookies).
 */
export async function readSession(cookieHeader: string | null): Promise<Found | null | 'ask-better-auth'> {
  if (!cookieHeader) return null;
  let value: string | undefined;
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    const name = (equals === -1 ? pair : pair.slice(0, equals)).trim();
    if (otherAuthCookies.some((other) => name.startsWith(other))) return 'ask-better-auth';
    if (name !== SESSION_COOKIE) continue;
    if (value !== undefined) return 'ask-better-auth';
    value = pair.slice(equals + 1).trim();
  }
  if (value === undefined) return null;
  if (value.startsWith('"')) return 'ask-better-auth';
  let decoded = value;
  try {
    if (value.includes('%')) decoded = decodeURIComponent(value);
  } catch {
    return 'ask-better-auth';
  }
  const dot = decoded.lastIndexOf('.');
  if (dot < 1) return null;
  const token = decoded.slice(0, dot);
  const signature = decoded.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const expected = crypto.createHmac('sha256', authSecret()).update(token).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'base64'))) return null;

  const [row] = await (await sessionQuery()).execute({ token });
  const now = Date.now();
  if (!row || row.expiresAt.getTime() < now) return 'ask-better-auth';
  // better-auth extends a session once `updateAge` has passed since it was last extended.
  const extendedAt = row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000;
  if (extendedAt + SESSION_UPDATE_AGE_SECONDS * 1000 <= now) return 'ask-better-auth';
  return {
    user: row.user,
    sessionId: row.sessionId,
    token,
    createdAt: row.createdAt,
    headers: new Headers(),
  };
}

/**
 * The session of a token with its user's whole row: built once per database, a named statement (on
 * PGlite too, marked by its text: lib/db/prepared.ts).
 */
function prepareSessionQuery(db: Database) {
  const query = db
    .select({
      sessionId: sessionTable.id,
      expiresAt: sessionTable.expiresAt,
      createdAt: sessionTable.createdAt,
      user: userTable,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .limit(1);
  markBuiltStatement(query.toSQL().sql);
  return query.prepare('civitas_current_session');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

async function sessionQuery() {
  const db = await getDb();
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareSessionQuery(db)));
  return query;
}
