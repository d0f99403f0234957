import '../../test/integration-env';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { bodyOf, Client } from '../../test/http';
import type { NotificationItem, SessionUser } from '../api/contract';

// Regression tests for the black-box findings of 2026-11-25 that route handlers settle (the others:
// lib/edge.test.ts, lib/wallet/siwe.itest.ts, lib/db/migrate.itest.ts and scripts/probe.mjs on the
// built server). Each test opens with what was found.

// A Have I Been Pwned range API in this process (its documented shape: GET /range/<5 hex> answers
// "<35-hex suffix>:<count>" lines). The app reads PWNED_PASSWORDS_URL once, so it is imported after.
const BREACHED = 'Tr0ub4dour&3-breached';
let corpus: http.Server;
const rangeRequests: string[] = [];

const app = () =>
  Promise.all([
    import('../../app/api/auth/login/route'),
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/session/route'),
    import('../../app/api/notifications/route'),
    import('../../app/api/newsletter/route'),
    import('../../app/api/newsletter/unsubscribe/route'),
    import('../db'),
    import('../db/schema'),
    import('../newsletter/service'),
  ]);
type App = Awaited<ReturnType<typeof app>>;
let routes: App;

before(async () => {
  corpus = http.createServer((req, res) => {
    rangeRequests.push(req.url ?? '');
    const digest = crypto.createHash('sha1').update(BREACHED).digest('hex').toUpperCase();
    const prefix = /^\/range\/([0-9A-F]{5})$/.exec(req.url ?? '')?.[1];
    const lines = ['0000000000000000000000000000000000A:0'];
    if (prefix === digest.slice(0, 5)) lines.push(`${digest.slice(5)}:3303003`);
    res.end(lines.join('\r\n'));
  });
  await new Promise<void>((resolve) => corpus.listen(0, '127.0.0.1', resolve));
  process.env.PWNED_PASSWORDS_URL = `http://127.0.0.1:${(corpus.address() as AddressInfo).port}`;
  routes = await app();
  await routes[6].getDatabase();
});

after(async () => {
  corpus?.close();
  if (!routes) return;
  const { engine, db } = await routes[6].getDatabase();
  if (engine === 'postgres') {
    const { sql } = await import('drizzle-orm');
    await db.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  }
  await routes[6].closeDb();
});

const login = () => routes[0].POST;
const signUp = () => routes[1].POST;
const session = () => routes[2].GET;
const notifications = () => routes[3].GET;
const newsletter = () => routes[4].POST;
const unsubscribe = () => routes[5].POST;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const newAccount = () => {
  const id = unique();
  return { username: `sec_${id}`, email: `sec.${id}@example.com`, password: 'correct horse battery' };
};

async function signedUp(client = new Client()) {
  const input = newAccount();
  const response = await client.post(signUp(), '/api/auth/sign-up', input);
  assert.equal(response.status, 201, await response.clone().text());
  return { client, input, user: (await bodyOf<{ user: SessionUser }>(response)).user };
}

async function currentUser(client: Client) {
  return (await bodyOf<{ user: SessionUser | null }>(await client.get(session(), '/api/session'))).user;
}

async function sessionRow(sessionId: string) {
  const { eq } = await import('drizzle-orm');
  const db = await routes[6].getDb();
  const [row] = await db.select().from(routes[7].session).where(eq(routes[7].session.id, sessionId));
  return row;
}

/** Runs `work` with console output collected instead of printed. */
async function capturingLogs<T>(work: () => Promise<T>): Promise<{ result: T; logged: string }> {
  const lines: string[] = [];
  /* eslint-disable no-console -- the test replaces every console method and puts each back */
  const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  for (const name of Object.keys(originals) as (keyof typeof originals)[]) {
    console[name] = (...args: unknown[]) =>
      lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '));
  }
  try {
    return { result: await work(), logged: lines.join('\n') };
  } finally {
    Object.assign(console, originals);
  }
  /* eslint-enable no-console */
}

describe(`security findings on ${process.env.ENGINE ?? 'pglite'}`, () => {
  test('1. a client address written in X-Forwarded-For does not choose the rate-limit bucket', async () => {
    // Login: 10 × 401, then 429, then 200 with -H 'X-Forwarded-For: 203.0.113.7'.
    const { input } = await signedUp();
    const client = new Client();
    const wrong = { email: input.email, password: 'wrong password' };
    for (let i = 0; i < 10; i += 1) {
      const response = await client.post(login(), '/api/auth/login', wrong, {
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.114.${i}` },
      });
      assert.equal(response.status, 401);
    }
    const spoofed = await client.post(login(), '/api/auth/login', input, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    assert.equal(spoofed.status, 429);

    // Outside the production server (next dev), no address reaches the handlers: one bucket for all.
    delete process.env.CIVITAS_SERVER;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await new Client(`198.51.100.${i}`).post(
          signUp(),
          '/api/auth/sign-up',
          newAccount(),
        );
        statuses.push(response.status);
      }
      assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
    } finally {
      process.env.CIVITAS_SERVER = '1';
    }
  });

  test('3. concurrent sign-ups with one e-mail answer 201 once and 409 otherwise, and log no personal data', async () => {
    // 5 at once gave 201, 500, 500, 409, 429; 200 over 10 e-mails gave 190 × 500, and the log printed
    // each e-mail and username.
    const { result, logged } = await capturingLogs(async () => {
      const email = `race.${unique()}@example.com`;
      const five = await Promise.all(
        Array.from({ length: 5 }, () =>
          new Client().post(signUp(), '/api/auth/sign-up', { ...newAccount(), email }),
        ),
      );
      const emails = Array.from({ length: 10 }, () => `race.${unique()}@example.com`);
      const many = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          new Client().post(signUp(), '/api/auth/sign-up', { ...newAccount(), email: emails[i % 10] }),
        ),
      );
      return { five, many, emails: [email, ...emails] };
    });
    const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
    assert.deepEqual(statuses(result.five), [201, 409, 409, 409, 409]);
    assert.deepEqual(statuses(result.many), [...Array(10).fill(201), ...Array(190).fill(409)]);
    for (const response of result.many.filter((r) => r.status === 409))
      assert.deepEqual((await bodyOf(response)).fields, { email: 'email_taken' });
    for (const email of result.emails) assert.ok(!logged.includes(email), `the log names ${email}`);
    assert.doesNotMatch(logged, /sec_[a-z0-9]+/, 'the log names a username');
  });

  test('3. racing for one username: 201 once, 409 username_taken otherwise', async () => {
    const username = `race_${unique()}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        new Client().post(signUp(), '/api/auth/sign-up', { ...newAccount(), username }),
      ),
    );
    assert.deepEqual(responses.map((r) => r.status).sort(), [201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409))
      assert.deepEqual((await bodyOf(response)).fields, { username: 'username_taken' });
  });

  test('4. common and breached passwords are refused with a code the form localizes', async () => {
    // 12345678, password, password1 and aaaaaaaa were accepted.
    for (const password of [
      '12345678',
      'password',
      'password1',
      'aaaaaaaa',
      'PassWord1',
      'iloveyou2',
      'abcdefgh',
    ]) {
      const response = await new Client().post(signUp(), '/api/auth/sign-up', { ...newAccount(), password });
      assert.equal(response.status, 400, password);
      assert.deepEqual(await bodyOf(response), {
        error: 'invalid_input',
        fields: { password: 'common_password' },
      });
    }
    rangeRequests.length = 0;
    const breached = await new Client().post(signUp(), '/api/auth/sign-up', {
      ...newAccount(),
      password: BREACHED,
    });
    assert.deepEqual(await bodyOf(breached), {
      error: 'invalid_input',
      fields: { password: 'breached_password' },
    });
    // k-anonymity: the corpus saw five hex digits of the hash, never the password or its whole hash.
    assert.deepEqual(rangeRequests, [
      `/range/${crypto.createHash('sha1').update(BREACHED).digest('hex').toUpperCase().slice(0, 5)}`,
    ]);
    await signedUp(); // 'correct horse battery' is neither
  });

  test('4. an unreachable breach corpus does not block sign-up', async () => {
    const port = (corpus.address() as AddressInfo).port;
    corpus.close();
    try {
      await signedUp();
    } finally {
      corpus.listen(port, '127.0.0.1');
    }
  });

  test('6. logging in with a valid session cookie ends the presented session', async () => {
    // A login sent with a valid session cookie issued a new session but left the presented one valid.
    const { client, input, user } = await signedUp();
    const before = new Client();
    before.cookies = new Map(client.cookies);
    const response = await client.post(login(), '/api/auth/login', input);
    assert.equal(response.status, 200);
    assert.equal(await sessionRow(user.sessionId), undefined, 'the presented session row is gone');
    assert.equal(await currentUser(before), null, 'the old cookie signs in no more');
    assert.equal((await currentUser(client))?.id, user.id);
  });

  test('8. a locked account still lets in a browser that signed in to it before, and tells the owner', async () => {
    // After 100 failures the right password was refused for an hour, and anyone could cause that.
    const { input, user } = await signedUp();
    const known = new Client();
    assert.equal((await known.post(login(), '/api/auth/login', input)).status, 200);
    assert.ok([...known.cookies.keys()].some((name) => name.endsWith('device')));
    const wrong = { email: input.email, password: 'not the password' };
    for (let i = 0; i < 100; i += 1) {
      const attempt = await new Client().post(login(), '/api/auth/login', wrong);
      assert.equal(attempt.status, 401);
    }
    const stranger = await new Client().post(login(), '/api/auth/login', input);
    assert.equal(stranger.status, 429, 'a browser without the device cookie is refused');
    const forgedDevice = new Client();
    forgedDevice.cookies.set(
      [...known.cookies.keys()].find((n) => n.endsWith('device'))!,
      `${user.id}.x.y`,
    );
    assert.equal((await forgedDevice.post(login(), '/api/auth/login', input)).status, 429);

    const again = await known.post(login(), '/api/auth/login', input);
    assert.equal(again.status, 200, 'the browser that signed in before gets in');

    const list = await bodyOf<{ items: NotificationItem[] }>(
      await known.get(notifications(), '/api/notifications'),
    );
    const paused = list.items.filter((item) => item.key === 'loginPaused');
    assert.equal(paused.length, 1, 'told once');
    assert.equal(paused[0]?.type, 'security');

    // The trusted browser's own failures are limited too: after 10 it is treated as any other. (Each
    // attempt from a new address, so that the per-address limit is not what answers.)
    const moved = () => (known.ip = `10.8.${counter++ % 250}.${Math.floor(Math.random() * 250)}`);
    for (let i = 0; i < 10; i += 1) {
      moved();
      assert.equal((await known.post(login(), '/api/auth/login', wrong)).status, 401);
    }
    moved();
    assert.equal((await known.post(login(), '/api/auth/login', input)).status, 429);
  });

  test('9. sessions end after 7 days unused and 30 days after sign-in; one in use gets a fresh cookie', async () => {
    const { eq } = await import('drizzle-orm');
    const db = await routes[6].getDb();
    const table = routes[7].session;
    const day = 24 * 60 * 60 * 1000;

    const { client, user } = await signedUp();
    const row = await sessionRow(user.sessionId);
    const idle = (row!.expiresAt.getTime() - Date.now()) / day;
    assert.ok(idle > 6.9 && idle <= 7, `expires ${idle} days out`);

    // In use a day later: extended by 7 days, and the cookie with it.
    await db
      .update(table)
      .set({ expiresAt: new Date(Date.now() + 6 * day - 60_000), updatedAt: new Date(Date.now() - day) })
      .where(eq(table.id, user.sessionId));
    const used = await client.get(session(), '/api/session');
    const cookie = used.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    assert.match(cookie, /Max-Age=604800/);
    assert.ok((await sessionRow(user.sessionId))!.expiresAt.getTime() > Date.now() + 6.9 * day);

    // Unused for 7 days.
    await db
      .update(table)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(table.id, user.sessionId));
    assert.equal(await currentUser(client), null);

    // 30 days after sign-in, however much in use.
    const other = await signedUp();
    await db
      .update(table)
      .set({ createdAt: new Date(Date.now() - 30 * day - 60_000) })
      .where(eq(table.id, other.user.sessionId));
    assert.equal(await currentUser(other.client), null);
    assert.equal(await sessionRow(other.user.sessionId), undefined, 'the row is removed');
  });

  test('11. unsubscribe takes exactly the issued token, is rate limited, and a long locale gets a code', async () => {
    // A token with "=" or ".extra" appended was accepted; no rate limit; a too-long locale returned
    // zod's raw English message.
    const email = `reader.${unique()}@example.com`;
    assert.equal(
      (await new Client().post(newsletter(), '/api/newsletter', { email, locale: 'en' })).status,
      200,
    );
    const token = routes[8].unsubscribeToken(email);
    const [encoded = '', signature = ''] = token.split('.');
    for (const forged of [
      `${token}=`,
      `${token}.extra`,
      `${encoded}=.${signature}`,
      `${encoded}A.${signature}`,
    ]) {
      const response = await new Client().post(unsubscribe(), '/api/newsletter/unsubscribe', {
        token: forged,
      });
      assert.equal(response.status, 400, forged);
      assert.deepEqual(await bodyOf(response), { error: 'invalid_token' });
    }
    assert.equal((await routes[8].findSubscription(email))?.unsubscribedAt, null);

    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await client.post(unsubscribe(), '/api/newsletter/unsubscribe', { token })).status);
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
    assert.notEqual((await routes[8].findSubscription(email))?.unsubscribedAt, null);

    const longLocale = await new Client().post(newsletter(), '/api/newsletter', {
      email,
      locale: 'x'.repeat(17),
    });
    assert.equal(longLocale.status, 400);
    assert.deepEqual(await bodyOf(longLocale), { error: 'invalid_input', fields: { locale: 'too_long' } });
    const wrongType = await new Client().post(newsletter(), '/api/newsletter', { email, locale: 42 });
    assert.deepEqual(await bodyOf(wrongType), { error: 'invalid_input', fields: { locale: 'invalid' } });
  });
});
