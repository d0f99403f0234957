import 'server-only';
import { APIError } from 'better-auth/api';
import { getAuth } from '../auth/server';
import { defaultLocale, isLocale } from '../i18n/config';
import { seedWelcomeNotifications } from '../notifications/service';
import { checkNewPassword, type PasswordVerdict } from '../auth/password-policy';
import { emailTaken, endSession, getUser, sessionIdForToken, toSessionUser, usernameTaken } from './users';
import type { FieldError, SessionUser } from '../api/contract';

export type AuthOutcome =
  | { ok: true; user: SessionUser; headers: Headers }
  | { ok: false; reason: 'invalid_credentials' }
  | { ok: false; reason: 'invalid_input' }
  | { ok: false; reason: 'weak_password'; code: Exclude<PasswordVerdict, 'ok'> }
  | { ok: false; reason: 'conflict'; field: 'email' | 'username'; code: FieldError };

type Conflict = Extract<AuthOutcome, { reason: 'conflict' }>;

async function conflictOf(input: { username: string; email: string }): Promise<Conflict | null> {
  if (await usernameTaken(input.username))
    return { ok: false, reason: 'conflict', field: 'username', code: 'username_taken' };
  if (await emailTaken(input.email))
    return { ok: false, reason: 'conflict', field: 'email', code: 'email_taken' };
  return null;
}

/**
 * ASVS 7.2.4: signing in ends the session the request came with (another account's, or an older one of
 * the same account), so that a session token known before sign-in is worthless after it.
 */
async function endPresentedSession(requestHeaders: Headers) {
  const auth = await getAuth();
  const presented = await auth.api.getSession({
    headers: requestHeaders,
    query: { disableCookieCache: true },
  });
  if (presented) await endSession(presented.session.token);
}

async function sessionUser(userId: string, token: string): Promise<SessionUser> {
  const user = await getUser(userId);
  const sessionId = await sessionIdForToken(token);
  if (!user || !sessionId) throw new Error('session not found right after it was created');
  return toSessionUser(user, sessionId);
}

/**
 * Creates the account (argon2id password), its first session and its four welcome notifications. A
 * common or breached password is refused (lib/auth/password-policy.ts).
 */
export async function signUp(
  input: { username: string; email: string; password: string; locale?: string },
  requestHeaders: Headers,
): Promise<AuthOutcome> {
  const conflict = await conflictOf(input);
  if (conflict) return conflict;
  const verdict = await checkNewPassword(input.password);
  if (verdict !== 'ok') return { ok: false, reason: 'weak_password', code: verdict };
  const auth = await getAuth();
  try {
    const { headers, response } = await auth.api.signUpEmail({
      body: {
        name: input.username,
        email: input.email,
        password: input.password,
        username: input.username,
        // The language the member signed up in is the language of their mail (changeable on the dashboard).
        locale: isLocale(input.locale) ? input.locale : defaultLocale,
      },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!response.token) throw new Error('sign-up created no session');
    await seedWelcomeNotifications(response.user.id);
    return { ok: true, user: await sessionUser(response.user.id, response.token), headers };
  } catch (error) {
    // Two sign-ups racing for the same address or name: the database's unique constraints decide, and
    // better-auth reports the loser as "already exists" or "failed to create user" (without the cause).
    // Whatever it says, what is now stored tells which.
    if (error instanceof APIError) {
      const raced = await conflictOf(input);
      if (raced) return raced;
    }
    // Input better-auth refuses though our schema let it through (its rules differ in detail): a 400.
    if (error instanceof APIError && error.statusCode === 400) return { ok: false, reason: 'invalid_input' };
    throw error;
  }
}

/** Email and password login; a new session (and session id) every time, ending the one presented. */
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
    await endPresentedSession(requestHeaders);
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
 * session row and cookie as a login, and the session presented is ended likewise.
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
  await endPresentedSession(requestHeaders);
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
