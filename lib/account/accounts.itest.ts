import '../../test/integration-env';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { POST as login } from '../../app/api/auth/login/route';
import { POST as logout } from '../../app/api/auth/logout/route';
import { POST as signUp } from '../../app/api/auth/sign-up/route';
import { POST as newsletter } from '../../app/api/newsletter/route';
import { POST as unsubscribeRoute } from '../../app/api/newsletter/unsubscribe/route';
import { GET as notifications } from '../../app/api/notifications/route';
import { POST as readOne } from '../../app/api/notifications/read/route';
import { POST as readAll } from '../../app/api/notifications/read-all/route';
import { POST as onboarding } from '../../app/api/onboarding/route';
import { POST as profile } from '../../app/api/profile/route';
import { GET as session } from '../../app/api/session/route';
import { bodyOf, Client } from '../../test/http';
import { closeDb, getDatabase, getDb } from '../db';
import { currentSession, readSession } from '../auth/session';
import { getAuth, SESSION_COOKIE } from '../auth/server';
import { account, newsletterSubscription, session as sessionTable, user as userTable } from '../db/schema';
import { findSubscription, unsubscribeToken } from '../newsletter/service';
import type { NotificationItem, SessionUser } from '../api/contract';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
function newAccount() {
  const id = unique();
  return { username: `citizen_${id}`, email: `Citizen.${id}@Example.com`, password: 'correct horse battery' };
}

async function signedUp(client = new Client()) {
  const input = newAccount();
  const response = await client.post(signUp, '/api/auth/sign-up', input);
  assert.equal(response.status, 201, await response.clone().text());
  const { user } = await bodyOf<{ user: SessionUser }>(response);
  return { client, input, user };
}

before(async () => {
  await getDatabase();
});

after(async () => {
  const { engine, db } = await getDatabase();
  if (engine === 'postgres')
    await db.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await closeDb();
});

describe(`accounts on ${process.env.ENGINE ?? 'pglite'}`, () => {
  test('sign-up creates the account, an argon2id hash, a session cookie and four notifications', async () => {
    const { client, input, user } = await signedUp();
    assert.equal(user.name, input.username);
    assert.equal(user.email, input.email.toLowerCase());
    assert.equal(user.onboardingCompleted, false);
    const [cookieName] = [...client.cookies.keys()];
    assert.match(cookieName ?? '', /session_token/);

    const db = await getDb();
    const [credential] = await db.select().from(account).where(eq(account.userId, user.id));
    assert.match(credential?.password ?? '', /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!credential?.password?.includes(input.password));

    const current = await bodyOf<{ user: SessionUser }>(await client.get(session, '/api/session'));
    assert.equal(current.user.id, user.id);

    const list = await bodyOf<{ items: NotificationItem[]; unread: number }>(
      await client.get(notifications, '/api/notifications'),
    );
    assert.equal(list.unread, 4);
    assert.deepEqual(list.items.map((n) => n.type).sort(), ['achievement', 'event', 'message', 'vote']);
    const times = list.items.map((n) => Date.parse(n.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first',
    );
  });

  test('the session cookie is HttpOnly and SameSite=Lax', async () => {
    const client = new Client();
    const response = await client.post(signUp, '/api/auth/sign-up', newAccount());
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
  });

  test('a duplicate email or username is refused with the field it concerns', async () => {
    const { input } = await signedUp();
    const again = await new Client().post(signUp, '/api/auth/sign-up', {
      ...newAccount(),
      email: input.email,
    });
    assert.equal(again.status, 409);
    assert.deepEqual((await bodyOf(again)).fields, { email: 'email_taken' });

    const sameName = await new Client().post(signUp, '/api/auth/sign-up', {
      ...newAccount(),
      username: input.username.toUpperCase(),
    });
    assert.equal(sameName.status, 409);
    assert.deepEqual((await bodyOf(sameName)).fields, { username: 'username_taken' });
  });

  test('sign-up input is validated on the server', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...newAccount(), password: 'short' }, { password: 'too_short' }],
      [{ ...newAccount(), password: 'x'.repeat(129) }, { password: 'too_long' }],
      [{ ...newAccount(), username: 'ab' }, { username: 'too_short' }],
      [{ ...newAccount(), username: 'no spaces!' }, { username: 'invalid_username' }],
      [{ ...newAccount(), email: 'not-an-email' }, { email: 'invalid_email' }],
      [{ ...newAccount(), email: '' }, { email: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const response = await new Client().post(signUp, '/api/auth/sign-up', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual((await bodyOf(response)).fields, fields);
    }
  });

  test('login: right password signs in with a new session; wrong password or unknown email get one message', async () => {
    const { input, client: first } = await signedUp();
    const client = new Client();
    const ok = await client.post(login, '/api/auth/login', { email: input.email, password: input.password });
    assert.equal(ok.status, 200);
    assert.notEqual(
      [...client.cookies.values()][0],
      [...first.cookies.values()][0],
      'a new session id at each login',
    );

    const wrong = await new Client().post(login, '/api/auth/login', {
      email: input.email,
      password: 'wrong password!',
    });
    const unknown = await new Client().post(login, '/api/auth/login', {
      email: `nobody.${unique()}@example.com`,
      password: 'whatever123',
    });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.deepEqual(await bodyOf(wrong), await bodyOf(unknown));
  });

  test('login is limited to 10 attempts a minute per address', async () => {
    const client = new Client();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await client.post(login, '/api/auth/login', { email: 'x@example.com', password: 'wrong-password' }))
          .status,
      );
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    const limited = await client.post(login, '/api/auth/login', {
      email: 'x@example.com',
      password: 'wrong-password',
    });
    assert.equal(limited.status, 429);
    assert.ok(Number((await bodyOf(limited)).retryAfter) > 0);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });

  test('sign-up is limited to 5 a minute per address', async () => {
    const client = new Client();
    for (let i = 0; i < 5; i++)
      assert.equal((await client.post(signUp, '/api/auth/sign-up', newAccount())).status, 201);
    assert.equal((await client.post(signUp, '/api/auth/sign-up', newAccount())).status, 429);
  });

  test('logout ends the session on the server', async () => {
    const { client } = await signedUp();
    const stolen = new Map(client.cookies);
    const response = await client.post(logout, '/api/auth/logout');
    assert.equal(response.status, 204);
    assert.equal((await bodyOf(await client.get(session, '/api/session'))).user, null);
    const replay = new Client();
    replay.cookies = stolen;
    assert.equal(
      (await bodyOf(await replay.get(session, '/api/session'))).user,
      null,
      'the old cookie is dead',
    );
  });

  test("a request's session carries the user's whole row as stored, read with the session", async () => {
    const { client, user } = await signedUp();
    const db = await getDb();
    const digestAt = new Date('2026-11-20T10:00:00Z');
    await db
      .update(userTable)
      .set({ staffRole: 'moderator', emailDigest: true, lastDigestAt: digestAt, locale: 'vi' })
      .where(eq(userTable.id, user.id));
    const [stored] = await db.select().from(userTable).where(eq(userTable.id, user.id));
    const seen: { session?: Awaited<ReturnType<typeof currentSession>> } = {};
    await client.get(async (request) => {
      seen.session = await currentSession(request);
      return new Response(null, { status: 204 });
    }, '/api/session');
    assert.deepEqual(seen.session?.user, stored);
    assert.equal(seen.session?.user.staffRole, 'moderator');
  });

  test('a session cookie is read as better-auth reads it, and a forged one is no session', async () => {
    const { client, user } = await signedUp();
    const auth = await getAuth();
    const cookieHeader = (cookies: Map<string, string>) =>
      [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const betterAuth = async (header: string) =>
      (
        await auth.api.getSession({
          headers: new Headers({ cookie: header }),
          query: { disableCookieCache: true },
        })
      )?.session.id ?? null;
    const header = cookieHeader(client.cookies);
    const quick = await readSession(header);
    assert.ok(quick && quick !== 'ask-better-auth', 'the common case is read without better-auth');
    assert.equal(quick.sessionId, await betterAuth(header));
    assert.equal(quick.user.id, user.id);
    assert.equal(quick.headers.getSetCookie().length, 0);

    const signed = decodeURIComponent(client.cookies.get(SESSION_COOKIE)!);
    const [token = '', signature = ''] = signed.split('.');
    const otherSignature = crypto.createHmac('sha256', 'another secret').update(token).digest('base64');
    const flipped = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    for (const forged of [
      `${flipped}.${signature}`,
      `${token}.${otherSignature}`,
      `${token}.${signature.slice(0, -1)}`,
      `${token}.${signature.replace(/.$/, 'A')}`,
      `${token}`,
      `.${signature}`,
    ]) {
      const forgedHeader = `${SESSION_COOKIE}=${encodeURIComponent(forged)}`;
      assert.equal(await readSession(forgedHeader), null, forged);
      assert.equal(await betterAuth(forgedHeader), null, `better-auth agrees: ${forged}`);
    }
    assert.equal(await readSession(null), null);
    assert.equal(await readSession('theme=dark'), null);
  });

  test('what the quick read does not know is left to better-auth', async () => {
    const { client, user } = await signedUp();
    const valid = client.cookies.get(SESSION_COOKIE)!;
    // A second session cookie (parsers disagree on which one counts), a cookie better-auth would clean
    // up, a quoted value: better-auth reads them, and currentSession answers what it answers.
    for (const header of [
      `${SESSION_COOKIE}=${valid}; ${SESSION_COOKIE}=forged.${'A'.repeat(43)}=`,
      `${SESSION_COOKIE}=${valid}; ${SESSION_COOKIE.replace('session_token', 'session_data')}=stale`,
      `${SESSION_COOKIE}=${valid}; ${SESSION_COOKIE.replace('session_token', 'dont_remember')}=x`,
      `${SESSION_COOKIE}="${valid}"`,
    ])
      assert.equal(await readSession(header), 'ask-better-auth', header);
    const request = new Request('http://localhost/api/session', {
      headers: {
        cookie: `${SESSION_COOKIE}=${valid}; ${SESSION_COOKIE.replace('session_token', 'session_data')}=stale`,
      },
    });
    const read = await currentSession(request);
    assert.equal(read?.user.id, user.id);
    assert.ok(
      read?.headers.getSetCookie().some((cookie) => cookie.includes('session_data')),
      'better-auth cleaned the stale cookie',
    );
    // A session removed on the server (signed out elsewhere) is asked of better-auth, which ends it.
    const db = await getDb();
    await db.delete(sessionTable).where(eq(sessionTable.userId, user.id));
    assert.equal(await readSession(`${SESSION_COOKIE}=${valid}`), 'ask-better-auth');
    assert.equal(
      await currentSession(
        new Request('http://localhost/', { headers: { cookie: `${SESSION_COOKIE}=${valid}` } }),
      ),
      null,
    );
  });

  test('an expired session is not a session', async () => {
    const { client, user } = await signedUp();
    const db = await getDb();
    await db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.userId, user.id));
    assert.equal((await bodyOf(await client.get(session, '/api/session'))).user, null);
    assert.equal((await client.get(notifications, '/api/notifications')).status, 401);
  });

  test('notifications: one read, then all read, stored on the server', async () => {
    const { client } = await signedUp();
    const { items } = await bodyOf<{ items: NotificationItem[] }>(
      await client.get(notifications, '/api/notifications'),
    );
    const first = await client.post(readOne, '/api/notifications/read', { id: items[0]!.id });
    assert.deepEqual(await bodyOf(first), { unread: 3 });
    const again = await bodyOf<{ items: NotificationItem[]; unread: number }>(
      await client.get(notifications, '/api/notifications'),
    );
    assert.equal(again.unread, 3);
    assert.equal(again.items.find((n) => n.id === items[0]!.id)?.read, true);

    assert.deepEqual(await bodyOf(await client.post(readAll, '/api/notifications/read-all')), { unread: 0 });
    assert.equal((await bodyOf(await client.get(notifications, '/api/notifications'))).unread, 0);
  });

  test("notifications are private: someone else's id is not found", async () => {
    const alice = await signedUp();
    const bob = await signedUp();
    const { items } = await bodyOf<{ items: NotificationItem[] }>(
      await alice.client.get(notifications, '/api/notifications'),
    );
    const response = await bob.client.post(readOne, '/api/notifications/read', { id: items[0]!.id });
    assert.equal(response.status, 404);
    assert.equal((await bodyOf(await alice.client.get(notifications, '/api/notifications'))).unread, 4);
  });

  test('onboarding stores the role and completion; the dashboard can change the role', async () => {
    const { client } = await signedUp();
    const bad = await client.post(onboarding, '/api/onboarding', { role: 'king' });
    assert.equal(bad.status, 400);
    const done = await bodyOf<{ user: SessionUser }>(
      await client.post(onboarding, '/api/onboarding', { role: 'builder' }),
    );
    assert.equal(done.user.role, 'builder');
    assert.equal(done.user.onboardingCompleted, true);
    const changed = await bodyOf<{ user: SessionUser }>(
      await client.post(profile, '/api/profile', { role: 'citizen' }),
    );
    assert.equal(changed.user.role, 'citizen');
    assert.equal(changed.user.onboardingCompleted, true);
    const current = await bodyOf<{ user: SessionUser }>(await client.get(session, '/api/session'));
    assert.equal(current.user.role, 'citizen');
    assert.equal((await new Client().post(onboarding, '/api/onboarding', { role: 'builder' })).status, 401);
  });

  test('newsletter: stored, idempotent, validated, and unsubscribed by its signed token', async () => {
    const client = new Client();
    const email = `Reader.${unique()}@Example.com`;
    assert.equal((await client.post(newsletter, '/api/newsletter', { email, locale: 'vi' })).status, 200);
    assert.equal((await client.post(newsletter, '/api/newsletter', { email, locale: 'vi' })).status, 200);
    const db = await getDb();
    const rows = await db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, email.toLowerCase()));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.locale, 'vi');

    const invalid = await client.post(newsletter, '/api/newsletter', { email: 'nope' });
    assert.equal(invalid.status, 400);
    assert.deepEqual((await bodyOf(invalid)).fields, { email: 'invalid_email' });

    const forged = await client.post(unsubscribeRoute, '/api/newsletter/unsubscribe', {
      token: `${Buffer.from(email.toLowerCase()).toString('base64url')}.forged`,
    });
    assert.equal(forged.status, 400);
    const token = unsubscribeToken(email.toLowerCase());
    assert.equal((await client.post(unsubscribeRoute, '/api/newsletter/unsubscribe', { token })).status, 200);
    assert.ok((await findSubscription(email.toLowerCase()))?.unsubscribedAt);
  });

  test('newsletter: concurrent subscriptions are all stored, once per address', async () => {
    const db = await getDb();
    const tag = unique();
    const emails = Array.from({ length: 20 }, (_, i) => `group.${tag}.${i}@example.com`);
    // One address unsubscribed beforehand: subscribing again in a group re-activates it.
    assert.equal((await new Client().post(newsletter, '/api/newsletter', { email: emails[0] })).status, 200);
    const token = unsubscribeToken(emails[0]!);
    assert.equal(
      (await new Client().post(unsubscribeRoute, '/api/newsletter/unsubscribe', { token })).status,
      200,
    );

    // Every address twice, at once (the second time in Vietnamese), each from its own client.
    const responses = await Promise.all(
      [...emails, ...emails].map((email, i) =>
        new Client().post(newsletter, '/api/newsletter', { email, locale: i < emails.length ? 'en' : 'vi' }),
      ),
    );
    assert.deepEqual(
      responses.map((r) => r.status),
      responses.map(() => 200),
    );
    const rows = await db
      .select()
      .from(newsletterSubscription)
      .where(sql`${newsletterSubscription.email} like ${`group.${tag}.%`}`);
    assert.deepEqual(rows.map((row) => row.email).sort(), [...emails].sort());
    assert.ok(rows.every((row) => row.unsubscribedAt === null));
  });

  test('writes from another origin, or without one, are refused', async () => {
    const client = new Client();
    const evil = await client.post(
      newsletter,
      '/api/newsletter',
      { email: 'a@b.co' },
      { headers: { origin: 'https://evil.example' } },
    );
    assert.equal(evil.status, 403);
    const noOrigin = new Client();
    const response = await noOrigin.post(signUp, '/api/auth/sign-up', newAccount(), {
      headers: { origin: '' },
    });
    assert.equal(response.status, 403);
  });

  test('malformed, wrongly typed and oversized bodies get a 4xx, never a 5xx', async () => {
    const client = new Client();
    const cases: [string | Uint8Array, Record<string, string> | undefined][] = [
      ['{"email": ', undefined],
      ['[1,2,3]', undefined],
      ['null', undefined],
      ['"just a string"', undefined],
      [JSON.stringify({ email: 42, password: ['x'] }), undefined],
      [JSON.stringify({ email: { $ne: '' }, password: null }), undefined],
      [new Uint8Array([0xff, 0xfe, 0xfd]), undefined],
      [JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) }), undefined],
      [JSON.stringify({ email: 'a@b.co', password: 'secret12' }), { 'content-type': 'text/plain' }],
    ];
    for (const [raw, headers] of cases) {
      for (const handler of [login, signUp, newsletter]) {
        const response = await client.post(handler, '/api/x', undefined, { raw, headers });
        assert.ok(
          response.status >= 400 && response.status < 500,
          `${response.status} for ${String(raw).slice(0, 40)}`,
        );
      }
    }
  });

  test('fuzz finds (scripts/fuzz.mjs): inputs that got a 500 get a 4xx', async () => {
    // 65 emoji: 65 characters for zod's limit of 128, 130 UTF-16 units for better-auth's.
    const emoji = await new Client().post(signUp, '/api/auth/sign-up', {
      ...newAccount(),
      password: '😀'.repeat(65),
    });
    assert.equal(emoji.status, 400);
    assert.deepEqual((await bodyOf(emoji)).fields, { password: 'too_long' });
    // (Two emoji in turn: one repeated 64 times is refused as too predictable, lib/auth/password-policy.ts.)
    const fits = await new Client().post(signUp, '/api/auth/sign-up', {
      ...newAccount(),
      password: '😀🙃'.repeat(32),
    });
    assert.equal(fits.status, 201);

    // A client address too long (and too random to compress) for the rate-limit key's index (then from
    // X-Forwarded-For; since 2026-11-25 the server's own header, which it cuts, but the handler cuts too).
    const longIp = crypto.randomBytes(2000).toString('hex');
    const email = `Reader.${unique()}@example.com`.toLowerCase();
    const subscribed = await new Client(longIp).post(newsletter, '/api/newsletter', { email });
    assert.equal(subscribed.status, 200, await subscribed.clone().text());

    // An unsubscribe signature of the right length in characters but not in bytes.
    const [encoded = '', signature = ''] = unsubscribeToken(email).split('.');
    const forged = await new Client().post(unsubscribeRoute, '/api/newsletter/unsubscribe', {
      token: `${encoded}.${signature.slice(0, -1)}é`,
    });
    assert.equal(forged.status, 400);
    assert.equal((await bodyOf(forged)).error, 'invalid_token');
  });
});
