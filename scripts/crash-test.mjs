// Crash durability: every write the server acknowledged must survive a SIGKILL of the server. Runs the
// BUILT app (server/server.mjs) under 16 concurrent writers, kills it three times mid-traffic, restarts it on
// the same data, then checks that nothing acknowledged went missing. PGlite always; Postgres too when
// TEST_DATABASE_URL is set. Last line: `crash: N passed, M failed`.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cleanUpOnInterrupt,
  distDir,
  dropSchema,
  freePort,
  hasBuild,
  removeTempDir,
  serverEnv,
  sleep,
  startServer,
  stopAll,
  stopServer,
  tempDir,
  trackSchema,
} from './lib/harness.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url))); // paths below are relative to the project

const WRITERS = 16;
const CRASHES = 3;
const MIN_ACKED = 20; // fewer acknowledged writes and the test proves nothing
const rand = () => crypto.randomBytes(6).toString('hex');
// Rate limits are per client address: the test acts as one trusted proxy (TRUST_PROXY=1) and names a
// random client address for each request in X-Forwarded-For.
const randomIp = () => `10.${[...crypto.randomBytes(3)].join('.')}`;

const results = { passed: 0, failed: 0 };
const check = (ok, label) => {
  results[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${label}`);
};

const serverErrors = []; // error lines the servers logged, shown in the summary
const onLine = (line) => {
  if (/request failed|error/i.test(line)) serverErrors.push(line);
};
cleanUpOnInterrupt('crash');

function client(base) {
  return async (method, pathname, { body, cookie } = {}) => {
    const headers = { Origin: base, 'X-Forwarded-For': randomIp() };
    if (body) headers['Content-Type'] = 'application/json';
    if (cookie) headers.Cookie = cookie;
    const init = { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(15_000) };
    const res = await fetch(base + pathname, init);
    const text = await res.text(); // acknowledged = the whole response arrived, not just its status line
    return { status: res.status, text, cookies: res.headers.getSetCookie() };
  };
}

/** One writer: alternates sign-ups and newsletter subscriptions, marks notifications read, until stopped. */
async function writer(request, acked, state) {
  let account = null; // this writer's latest acknowledged sign-up: its cookie reads notifications
  for (let turn = 0; !state.stop; turn += 1) {
    try {
      const n = state.next++;
      let status;
      if (turn % 2 === 0) {
        const email = `crash_${n}_${state.run}@example.test`;
        const user = { username: `crash_${n}`, email, password: rand() };
        const res = await request('POST', '/api/auth/sign-up', { body: user });
        if ((status = res.status) === 201) {
          acked.signUps.push(user);
          account = { ...user, cookie: res.cookies.map((c) => c.split(';')[0]).join('; ') };
        }
      } else {
        const email = `news_${n}_${state.run}@example.test`;
        const res = await request('POST', '/api/newsletter', { body: { email, locale: 'en' } });
        if ((status = res.status) === 200) acked.subscriptions.push(email);
      }
      if (status >= 500) await sleep(100);
      if (account && !state.stop) {
        const list = await request('GET', '/api/notifications', { cookie: account.cookie });
        if (list.status === 401) acked.sessionsRefused += 1;
        const unread = list.status === 200 && JSON.parse(list.text).items.find((item) => !item.read);
        if (unread) {
          const body = { id: unread.id };
          const res = await request('POST', '/api/notifications/read', { body, cookie: account.cookie });
          if (res.status === 200) acked.reads.push(unread.id);
        }
      }
    } catch {
      await sleep(100); // the server is down or restarting: expected, keep going
    }
  }
}

/** The rows as stored, read directly once the server has stopped: PGlite's directory or the schema. */
async function readBack(engine, { dataDir, url, schema }) {
  let db;
  if (engine === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    db = new PGlite(path.join(dataDir, 'pglite'));
  } else {
    const { default: pg } = await import('pg');
    db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await db.connect();
  }
  const column = async (query) => new Set((await db.query(query)).rows.map((row) => Object.values(row)[0]));
  try {
    return {
      users: await column('select email from "user"'),
      subscriptions: await column('select email from newsletter_subscription'),
      reads: await column('select id from notification where read_at is not null'),
    };
  } finally {
    await (engine === 'pglite' ? db.close() : db.end());
  }
}

async function runEngine(engine) {
  console.log(`\n# crash test on ${engine}`);
  const url = process.env.TEST_DATABASE_URL;
  const schema = `crash_${rand()}`;
  const dataDir = tempDir('civitas-crash-');
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  // The generated auth secret lives in DATA_DIR (on Postgres too), and must outlive restarts.
  const env = serverEnv({ port, dataDir, engine, schema, extra: { TRUST_PROXY: '1' } });

  const acked = { signUps: [], subscriptions: [], reads: [], sessionsRefused: 0 };
  const count = () => acked.signUps.length + acked.subscriptions.length + acked.reads.length;
  const state = { stop: false, next: 0, run: rand() };
  const request = client(`http://127.0.0.1:${port}`);
  let server;
  let writers = [];
  try {
    server = await startServer(port, env, { onLine });
    writers = Array.from({ length: WRITERS }, () => writer(request, acked, state));
    let cameBack = true;
    for (let crash = 1; crash <= CRASHES && cameBack; crash += 1) {
      await sleep(1500 + Math.random() * 1500);
      const before = count();
      await stopServer(server, 'SIGKILL');
      const started = Date.now();
      try {
        // Same data directory: the dead server's civitas.lock is still there, and must be taken over.
        server = await startServer(port, env, { onLine });
        const ms = Date.now() - started;
        console.log(`# crash ${crash}: killed after ${before} acknowledged writes; back in ${ms} ms`);
      } catch (error) {
        console.log(`# crash ${crash}: the server did not come back: ${error.message}`);
        cameBack = false;
      }
    }
    check(cameBack, `${engine}: the server came back after each of ${CRASHES} SIGKILLs`);
    if (cameBack) await sleep(1500 + Math.random() * 1500); // traffic on the last server too
    state.stop = true;
    await Promise.all(writers);
    if (!cameBack) return;
    check(count() >= MIN_ACKED, `${engine}: ${count()} writes acknowledged (at least ${MIN_ACKED} needed)`);
    if (acked.sessionsRefused) console.log(`# note: ${acked.sessionsRefused} acknowledged sessions got 401`);

    // Through the app: every acknowledged account logs in (8 at a time: argon2 is deliberately slow).
    let loggedIn = 0;
    const queue = [...acked.signUps];
    const login = async () => {
      for (let user = queue.shift(); user; user = queue.shift()) {
        const body = { email: user.email, password: user.password };
        const res = await request('POST', '/api/auth/login', { body });
        if (res.status === 200) loggedIn += 1;
        else console.log(`#   login ${user.email}: ${res.status} ${res.text.slice(0, 100)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, login));
    const signUps = acked.signUps.length;
    check(loggedIn === signUps, `${engine}: sign-ups that log in: ${loggedIn}/${signUps}`);

    // In the stored data, after a graceful stop (PGlite allows one process: the server's must be gone).
    await stopServer(server, 'SIGTERM');
    const rows = await readBack(engine, { dataDir, url, schema });
    const kinds = [
      ['sign-ups in "user"', acked.signUps.map((user) => user.email), rows.users],
      ['subscriptions in newsletter_subscription', acked.subscriptions, rows.subscriptions],
      ['notifications read (read_at set)', acked.reads, rows.reads],
    ];
    for (const [label, list, stored] of kinds) {
      const found = list.filter((key) => stored.has(key)).length;
      check(found === list.length, `${engine}: ${label}: ${found}/${list.length} acknowledged found`);
    }
  } catch (error) {
    check(false, `${engine}: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(writers);
    await stopAll('SIGKILL');
    if (serverErrors.length) {
      const first = [...new Set(serverErrors)].slice(0, 3).join(' | ');
      console.log(`# ${serverErrors.length} error lines in the server logs; first: ${first}`);
    }
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

if (!hasBuild()) {
  console.log(`No build in ${distDir}: run \`npm run build\` first.\ncrash: 0 passed, 1 failed`);
  process.exit(1);
}
await runEngine('pglite');
if (process.env.TEST_DATABASE_URL) await runEngine('postgres');
else console.log('# skipped: crash test on Postgres (TEST_DATABASE_URL is not set)');
console.log(`\ncrash: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
