import 'server-only';
import { APIError } from 'better-auth/api';
import { getAuth } from '../auth/server';
import { seedWelcomeNotifications } from '../notifications';
import { emailTaken, getUser, sessionIdForToken, toSessionUser, usernameTaken } from './users';
import type { FieldError, SessionUser } from './types';

export type AuthOutcome =
  | { ok: true; user: SessionUser; headers: Headers }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'invalid_input' }
  | { ok: false; reason: 'conflict'; field: 'email' | 'username'; code: FieldError };

async function sessionUser(userId: string, token: string): Promise<SessionUser> {
  const user = await getUser(userId);
  const sessionId = await sessionIdForToken(token);
  if (!user || !sessionId) throw new Error('session not found right after it was created');
  return toSessionUser(user, sessionId);
}

/** Creates the account (argon2id password), its first session and its four welcome notifications. */
export async function signUp(
  input: { username: string; email: string; password: string },
  requestHeaders: Headers,
): Promise<AuthOutcome> {
  if (await usernameTaken(input.username))
    return { ok: false, reason: 'conflict', field: 'username', code: 'username_taken' };
  if (await emailTaken(input.email))
    return { ok: false, reason: 'conflict', field: 'email', code: 'email_taken' };
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signUpEmail({
      body: { name: input.username, email: input.email, password: input.password, username: input.username },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!response.token) throw new Error('sign-up created no session');
    await seedWelcomeNotifications(response.user.id);
    return { ok: true, user: await sessionUser(response.user.id, response.token), headers };
  } catch (error) {
    // Two sign-ups racing for the same address or name: the database's unique constraints decide.
    if (error instanceof APIError && /EXISTS/i.test(String(error.body?.code))) {
      return { ok: false, reason: 'conflict', field: 'email', code: 'email_taken' };
    }
    if (
      /user_username_lower_idx|username/i.test(
        String((error as { cause?: { message?: string } })?.cause?.message ?? (error as Error).message),
      )
    ) {
      return { ok: false, reason: 'conflict', field: 'username', code: 'username_taken' };
    }
    // Input better-auth refuses though our schema let it through (its rules differ in detail): a 400.
    if (error instanceof APIError && error.statusCode === 400) return { ok: false, reason: 'invalid_input' };
    throw error;
  }
}

/** Email and password login; a new session (and session id) every time. */
export async function logIn(
  input: { email: string; password: string },
  requestHeaders: Headers,
): Promise<AuthOutcome> {
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, user: await sessionUser(response.user.id, response.token), headers };
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
      return { ok: false, reason: 'invalid_credentials' };
    }
    throw error;
  }
}

/**
 * Opens a session for an account whose proof was checked elsewhere (Sign-In with Ethereum): the same
 * session row and cookie as a login.
 */
export async function openSession(
  userId: string,
  requestHeaders: Headers,
): Promise<{ user: SessionUser; headers: Headers }> {
  const auth = await getAuth();
  const { headers, response } = await auth.api.createWalletSession({
    body: { userId },
    headers: requestHeaders,
    returnHeaders: true,
  });
  return { user: await sessionUser(userId, response.token), headers };
}

/** Ends the session on the server and returns the cookie-clearing headers. */
export async function logOut(requestHeaders: Headers): Promise<Headers> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers;
  } catch {
    // No session: nothing to end.
    return new Headers();
  }
}
