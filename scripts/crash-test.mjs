// Crash durability: every write the server acknowledged must survive a SIGKILL of the server. Runs the
// BUILT app (server/server.mjs) under 16 concurrent writers, kills it three times mid-traffic, restarts it on
// the same data, then checks that nothing acknowledged went missing. PGlite always; Postgres too when
// TEST_DATABASE_URL is set. Last line: `crash: N passed, M failed`.
//
// Mail too: the app sends to an SMTP relay in this process (SMTP_URL), and the writers' actions queue mail
// (a newsletter subscription: its confirmation; a password-reset request: the reset link). Once the outbox
// is drained after the last restart: every acknowledged action has its row, every row is sent, and the
// relay got each row's Message-ID. A kill after the relay accepted a message but before the worker
// recorded it makes the next server send it again, with the same Message-ID (at-least-once, receivers
// de-duplicate: lib/mail/worker.ts): such duplicates are counted, not failed; a mail received under two
// Message-IDs, or a row never received, fails. Then a relay outage: mail queued while the relay is down
// stays queued across a kill and a restart, and arrives once the relay is back on the same port.
//
// Governance (issue #15), on a fresh database per engine: 16 citizens vote on 48 proposals while the server
// is killed three times; afterwards every acknowledged vote is stored, every counter (tallies, citizens'
// votes, proposals and points, the hourly ledger buckets) equals the rows it counts, and once the
// governance job has run the authors' vote notifications account for every vote (runGovernance below).
//
// Community (issue #16), on a fresh database per engine: 24 citizens reply in one thread and delete some
// replies while 8 like and unlike them, through 3 SIGKILLs; afterwards every acknowledged reply, deletion,
// like and unlike is stored, and every counter (a post's likes, a thread's replies, a citizen's posts and
// points, a group's members and threads, the ledger's buckets) equals its rows (runCommunity below).
//
// Academy (issue #17): 12 members (half of them citizens) enrol in a path and pass its quizzes through 3
// SIGKILLs; every acknowledged enrolment and pass is stored, and the path counters and points equal their
// rows (runAcademy below).
// CRASH_ONLY=mail|governance|community|academy|marketplace|studio runs one of the parts; ENGINE_ONLY=pglite|postgres one engine.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import {
  cleanUpOnInterrupt,
  distDir,
  dropSchema,
  freePort,
  hasBuild,
  openDatabase,
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
const MIN_MAILS = 10; // acknowledged actions that queue mail: fewer and the mail checks prove nothing
const MAIL_POLL_MS = 200; // the worker's poll (it is also woken at once by mail its process queues)
const DRAIN_TIMEOUT_MS = 60_000;
// A send that failed is retried after 30 s ± 10 % (lib/mail/config.ts), so mail queued during the outage
// arrives about 30 s after it was first tried.
const OUTAGE_ARRIVAL_TIMEOUT_MS = 60_000;
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

/**
 * One writer, until stopped: in turn a sign-up, a newsletter subscription (a confirmation mail) and a
 * password-reset request for its latest acknowledged sign-up (a reset mail: one request per account, as
 * an account gets at most 3 reset mails an hour); marks notifications read.
 */
async function writer(request, acked, state) {
  let account = null; // this writer's latest acknowledged sign-up: its cookie reads notifications
  let resetFor = null; // an acknowledged sign-up that has not asked for a reset yet
  for (let turn = 0; !state.stop; turn += 1) {
    try {
      const n = state.next++;
      let status;
      if (turn % 3 === 0) {
        const email = `crash_${n}_${state.run}@example.test`;
        const user = { username: `crash_${n}`, email, password: rand() };
        const res = await request('POST', '/api/auth/sign-up', { body: user });
        if ((status = res.status) === 201) {
          acked.signUps.push(user);
          account = { ...user, cookie: res.cookies.map((c) => c.split(';')[0]).join('; ') };
          resetFor = user.email;
        }
      } else if (turn % 3 === 1 || !resetFor) {
        const email = `news_${n}_${state.run}@example.test`;
        const res = await request('POST', '/api/newsletter', { body: { email, locale: 'en' } });
        if ((status = res.status) === 200) acked.subscriptions.push(email);
      } else {
        const email = resetFor;
        let res;
        try {
          res = await request('POST', '/api/auth/password-reset/request', { body: { email } });
        } catch (error) {
          // Refused: no server was listening, ask again next turn. Anything else may have reached one:
          // never again for this account (3 reset mails an hour, and every 202 must have its mail).
          if (error.cause?.code !== 'ECONNREFUSED') resetFor = null;
          throw error;
        }
        resetFor = null;
        if ((status = res.status) === 202) acked.resets.push(email);
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

/** The stored data, opened directly: PGlite's directory (its server stopped) or the Postgres schema. */
async function openStore(engine, { dataDir, url, schema }) {
  if (engine === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'pglite'));
    return { query: (text) => db.query(text), close: () => db.close() };
  }
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await db.connect();
  return { query: (text) => db.query(text), close: () => db.end() };
}

/** The rows as stored, read directly once the server has stopped: PGlite's directory or the schema. */
async function readBack(engine, where) {
  const db = await openStore(engine, where);
  const column = async (query) => new Set((await db.query(query)).rows.map((row) => Object.values(row)[0]));
  try {
    return {
      users: await column('select email from "user"'),
      subscriptions: await column('select email from newsletter_subscription'),
      reads: await column('select id from notification where read_at is not null'),
      mail: (
        await db.query(
          'select id, message_id, kind, recipient, status, attempts, last_error from mail_outbox order by created_at',
        )
      ).rows,
    };
  } finally {
    await db.close();
  }
}

/**
 * The SMTP relay the app sends to (SMTP_URL). It records every message it accepts before its 250 goes
 * out, so a message recorded here may still look unsent to a worker killed before the 250 reached it.
 * stop() and start() again on the same port: an outage.
 */
function createRelay() {
  const relay = { port: 0, server: null, received: [], lastAt: 0 };
  relay.start = (port) =>
    new Promise((resolve, reject) => {
      const server = new SMTPServer({
        // Plain SMTP on loopback: no STARTTLS offered (nodemailer then sends without TLS), no AUTH.
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          const chunks = [];
          stream.on('data', (chunk) => chunks.push(chunk));
          stream.on('error', () => {}); // the sender died mid-message: nothing was accepted
          stream.on('end', () => {
            simpleParser(Buffer.concat(chunks)).then((mail) => {
              const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',');
              const content = crypto
                .createHash('sha256')
                .update(`${to}\n${mail.subject}\n${mail.text}`)
                .digest('hex');
              relay.received.push({ messageId: mail.messageId, to, subject: mail.subject, content });
              relay.lastAt = Date.now();
              callback();
            }, callback);
          });
        },
      });
      // Before listening: the port is taken. After: a client gone mid-message (its server was killed).
      server.on('error', (error) => relay.server !== server && reject(error));
      server.listen(port, '127.0.0.1', () => {
        relay.server = server;
        relay.port = server.server.address().port;
        resolve();
      });
    });
  relay.stop = () =>
    new Promise((resolve) => {
      const { server } = relay;
      relay.server = null;
      if (server) server.close(resolve);
      else resolve();
    });
  return relay;
}

async function onPostgres(schema, run) {
  const { default: pg } = await import('pg');
  const options = `-c search_path=${schema}`;
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options });
  await db.connect();
  try {
    return await run(db);
  } finally {
    await db.end();
  }
}

/**
 * After a kill on Postgres: the rows the dead server had claimed ("sending") wait for their lease (5 min)
 * to end before a worker takes them up again (lib/mail/worker.ts). The server is dead, so the test ends
 * the leases now rather than wait. On PGlite the next server re-queues them itself on start: null.
 */
async function endLeases(engine, schema) {
  if (engine !== 'postgres') return null;
  const update = `update mail_outbox set lease_until = now() - interval '1 second' where status = 'sending'`;
  return onPostgres(schema, async (db) => (await db.query(update)).rowCount);
}

/**
 * Waits until nothing in the outbox is due: on Postgres no row queued or sending (asked directly); on
 * PGlite, which only the server's process may open, until the relay has been quiet for 2 s (the caller
 * then stops the server and reads the rows, and comes back here after a restart if some are left).
 */
async function waitForDrain(engine, schema, relay) {
  const started = Date.now();
  const pendingQuery = `select count(*) as n from mail_outbox where status in ('queued', 'sending')`;
  while (Date.now() - started < DRAIN_TIMEOUT_MS) {
    if (engine === 'postgres') {
      const pending = await onPostgres(schema, async (db) =>
        Number((await db.query(pendingQuery)).rows[0].n),
      );
      if (pending === 0) return true;
    } else if (Date.now() - Math.max(relay.lastAt, started) > 2000) return true;
    await sleep(250);
  }
  return false;
}

const tally = (items, key) => {
  const counts = new Map();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name}: ${n}`).join(', ') || 'none';
};

/**
 * Mail delivery, for `rows` (all stored rows in `allRows`) and the messages the relay received (`received`):
 * each row sent, its Message-ID received; each received message a row's, under that row's Message-ID and
 * recipient, and no mail under two Message-IDs. A Message-ID received twice is a row sent again after a
 * server died between the relay's 250 and the row's update: counted, not failed (receivers de-duplicate).
 */
function checkDelivery(engine, label, { rows, allRows, received, deaths }) {
  const unsent = rows.filter((row) => row.status !== 'sent');
  check(
    unsent.length === 0,
    `${engine}: ${label}: ${rows.length} mail rows, all sent (${tally(rows, (row) => row.status)})`,
  );
  for (const row of unsent.slice(0, 5))
    console.log(
      `#   ${row.kind} to ${row.recipient}: ${row.status} after ${row.attempts} attempts: ${row.last_error}`,
    );

  const times = new Map(); // Message-ID -> how often the relay received it
  for (const mail of received) times.set(mail.messageId, (times.get(mail.messageId) ?? 0) + 1);
  const missing = rows.filter((row) => !times.has(row.message_id));
  const got = rows.length - missing.length;
  check(
    missing.length === 0,
    `${engine}: ${label}: the relay received ${got}/${rows.length} rows' Message-IDs`,
  );
  for (const row of missing.slice(0, 5))
    console.log(`#   never received: ${row.kind} to ${row.recipient} ${row.message_id} (${row.status})`);

  const byId = new Map(allRows.map((row) => [row.message_id, row]));
  const strangers = received.filter((mail) => byId.get(mail.messageId)?.recipient !== mail.to);
  const idsOf = new Map(); // content (recipient, subject, text) -> the Message-IDs it came under
  for (const mail of received)
    idsOf.set(mail.content, (idsOf.get(mail.content) ?? new Set()).add(mail.messageId));
  const split = [...idsOf.values()].filter((ids) => ids.size > 1);
  check(
    strangers.length === 0 && split.length === 0,
    `${engine}: ${label}: ${received.length} mails received, each under its row's Message-ID and recipient ` +
      `(${strangers.length} not; ${split.length} mails under two or more Message-IDs)`,
  );
  for (const mail of strangers.slice(0, 5))
    console.log(
      `#   received ${mail.messageId} to ${mail.to} ("${mail.subject}"): no such row for that recipient`,
    );
  for (const ids of split.slice(0, 5)) console.log(`#   one mail under ${[...ids].join(', ')}`);

  const again = [...times].filter(([id, n]) => n > 1 && byId.has(id));
  const extra = again.reduce((sum, [, n]) => sum + n - 1, 0);
  console.log(
    `# ${engine}: ${label}: ${again.length} rows received more than once (${extra} extra deliveries, ` +
      `each under its row's Message-ID); ${deaths} server deaths that could interrupt a send`,
  );
  for (const [id, n] of again.slice(0, 5)) {
    const row = byId.get(id);
    console.log(`#   ${n}× ${id}: ${row.kind} to ${row.recipient}, ${row.attempts} attempts`);
  }
  // A worker sends one mail at a time: a death interrupts at most one send between 250 and the update.
  if (extra > deaths)
    console.log(`# note: ${extra} duplicates > ${deaths} deaths: more than a kill in that window explains`);
}

/**
 * Kills the server with SIGKILL CRASHES times, 1.5–3 s apart, starting it again each time (what was
 * acknowledged before each kill is logged): the server now running, or null when one did not come back.
 */
async function killAndRestart(server, { port, env, engine, part, acknowledged }) {
  const came = (back) =>
    check(back, `${engine}: ${part}: the server came back after each of ${CRASHES} SIGKILLs`);
  for (let crash = 1; crash <= CRASHES; crash += 1) {
    await sleep(1500 + Math.random() * 1500);
    const before = acknowledged();
    await stopServer(server, 'SIGKILL');
    const started = Date.now();
    try {
      server = await startServer(port, env, { onLine });
      console.log(
        `# crash ${crash}: killed after ${before} acknowledged; back in ${Date.now() - started} ms`,
      );
    } catch (error) {
      console.log(`# crash ${crash}: the server did not come back: ${error.message}`);
      came(false);
      return null;
    }
  }
  came(true);
  return server;
}

async function runEngine(engine) {
  console.log(`\n# crash test on ${engine}`);
  const url = process.env.TEST_DATABASE_URL;
  const schema = `crash_${rand()}`;
  const dataDir = tempDir('civitas-crash-');
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  const relay = createRelay();
  relay.port = await freePort();
  // The generated auth secret lives in DATA_DIR (on Postgres too), and must outlive restarts.
  const extra = {
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    MAIL_POLL_MS: String(MAIL_POLL_MS),
  };
  const env = serverEnv({ port, dataDir, engine, schema, extra });

  const acked = { signUps: [], subscriptions: [], resets: [], reads: [], sessionsRefused: 0 };
  const count = () =>
    acked.signUps.length + acked.subscriptions.length + acked.resets.length + acked.reads.length;
  const state = { stop: false, next: 0, run: rand() };
  const request = client(`http://127.0.0.1:${port}`);
  let server;
  let writers = [];
  let deaths = 0; // server processes that ended abruptly (SIGKILL, or SIGTERM: server.mjs has no handler)
  try {
    await relay.start(relay.port);
    server = await startServer(port, env, { onLine });
    writers = Array.from({ length: WRITERS }, () => writer(request, acked, state));
    let cameBack = true;
    for (let crash = 1; crash <= CRASHES && cameBack; crash += 1) {
      await sleep(1500 + Math.random() * 1500);
      const before = count();
      const mails = acked.subscriptions.length + acked.resets.length;
      await stopServer(server, 'SIGKILL');
      deaths += 1;
      const started = Date.now();
      try {
        const midSend = await endLeases(engine, schema);
        // Same data directory: the dead server's civitas.lock is still there, and must be taken over.
        server = await startServer(port, env, { onLine });
        const ms = Date.now() - started;
        const leases = midSend === null ? '' : `, ${midSend} mails claimed by it (leases ended)`;
        console.log(
          `# crash ${crash}: killed after ${before} acknowledged writes (${mails} queue mail)${leases}; back in ${ms} ms`,
        );
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

    // In the stored data, after a stop (PGlite allows one process: the server's must be gone), once the
    // outbox has drained: if rows are still due then (PGlite: the relay was only quiet), again after a restart.
    let rows;
    for (let round = 1; ; round += 1) {
      const drained = await waitForDrain(engine, schema, relay);
      await stopServer(server, 'SIGTERM');
      deaths += 1;
      rows = await readBack(engine, { dataDir, url, schema });
      const due = rows.mail.filter((row) => row.status === 'queued' || row.status === 'sending').length;
      if (due === 0 || round === 3) break;
      console.log(`# ${due} mails still due (${drained ? 'the relay was quiet' : 'timed out'}); restarting`);
      await endLeases(engine, schema);
      server = await startServer(port, env, { onLine });
    }
    const kinds = [
      ['sign-ups in "user"', acked.signUps.map((user) => user.email), rows.users],
      ['subscriptions in newsletter_subscription', acked.subscriptions, rows.subscriptions],
      ['notifications read (read_at set)', acked.reads, rows.reads],
    ];
    for (const [label, list, stored] of kinds) {
      const found = list.filter((key) => stored.has(key)).length;
      check(found === list.length, `${engine}: ${label}: ${found}/${list.length} acknowledged found`);
    }

    // Mail: a row for every acknowledged action that queues one (by kind and recipient), then delivery.
    const mails = acked.subscriptions.length + acked.resets.length;
    check(
      mails >= MIN_MAILS,
      `${engine}: ${mails} acknowledged actions that queue mail (at least ${MIN_MAILS} needed)`,
    );
    const queued = new Set(rows.mail.map((row) => `${row.kind} ${row.recipient}`));
    for (const [label, kind, list] of [
      ['newsletter confirmations', 'newsletter_confirm', acked.subscriptions],
      ['password resets', 'password_reset', acked.resets],
    ]) {
      const found = list.filter((email) => queued.has(`${kind} ${email.toLowerCase()}`)).length;
      check(
        found === list.length,
        `${engine}: ${label} in mail_outbox: ${found}/${list.length} acknowledged found`,
      );
    }
    const received = relay.received.slice();
    checkDelivery(engine, 'after the crashes', { rows: rows.mail, allRows: rows.mail, received, deaths });

    // A relay outage: mail queued while the relay is down is tried, fails and waits (not failed, not
    // lost) across a kill and a restart, and arrives once the relay is back on the same port.
    await relay.stop();
    const deathsBefore = deaths;
    server = await startServer(port, env, { onLine });
    const outage = [];
    for (let i = 0; i < 2; i += 1) {
      const email = `outage_news_${i}_${state.run}@example.test`;
      const subscribed = await request('POST', '/api/newsletter', { body: { email, locale: 'en' } });
      if (subscribed.status !== 200) throw new Error(`outage: subscribe: ${subscribed.status}`);
      outage.push(`newsletter_confirm ${email}`);
      const user = {
        username: `outage_${i}_${state.run}`,
        email: `outage_${i}_${state.run}@example.test`,
        password: rand(),
      };
      const signedUp = await request('POST', '/api/auth/sign-up', { body: user });
      if (signedUp.status !== 201) throw new Error(`outage: sign-up: ${signedUp.status}`);
      const reset = await request('POST', '/api/auth/password-reset/request', {
        body: { email: user.email },
      });
      if (reset.status !== 202) throw new Error(`outage: reset request: ${reset.status}`);
      outage.push(`password_reset ${user.email}`);
    }
    const outageStarted = Date.now();
    await sleep(2000); // the worker, woken by each request, tries at once: connection refused
    await stopServer(server, 'SIGKILL');
    deaths += 1;
    await endLeases(engine, schema);
    const afterKill = await readBack(engine, { dataDir, url, schema });
    const waiting = afterKill.mail.filter((row) => outage.includes(`${row.kind} ${row.recipient}`));
    const held = waiting.filter((row) => row.status === 'queued' && row.attempts >= 1);
    check(
      waiting.length === outage.length && held.length === outage.length,
      `${engine}: relay down: ${held.length}/${outage.length} mails tried and queued again after a kill ` +
        `(${tally(waiting, (row) => `${row.status}, attempts ${row.attempts}`)}); ${waiting[0]?.last_error}`,
    );
    server = await startServer(port, env, { onLine }); // the relay still down
    await sleep(1000);
    await relay.start(relay.port);
    const ids = new Set(waiting.map((row) => row.message_id));
    const arrived = () =>
      new Set(relay.received.filter((mail) => ids.has(mail.messageId)).map((mail) => mail.messageId)).size;
    const deadline = Date.now() + OUTAGE_ARRIVAL_TIMEOUT_MS;
    while (arrived() < ids.size && Date.now() < deadline) await sleep(250);
    const seconds = ((Date.now() - outageStarted) / 1000).toFixed(1);
    check(
      ids.size === outage.length && arrived() === ids.size,
      `${engine}: relay back on port ${relay.port} after a restart: ${arrived()}/${ids.size} mails arrived, ${seconds} s after they were first tried`,
    );
    await waitForDrain(engine, schema, relay);
    await stopServer(server, 'SIGTERM');
    deaths += 1;
    const final = await readBack(engine, { dataDir, url, schema });
    checkDelivery(engine, 'after the outage', {
      rows: final.mail.filter((row) => ids.has(row.message_id)),
      allRows: final.mail,
      received: relay.received.slice(received.length),
      deaths: deaths - deathsBefore,
    });
  } catch (error) {
    check(false, `${engine}: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(writers);
    await stopAll('SIGKILL');
    await relay.stop();
    if (serverErrors.length) {
      const first = [...new Set(serverErrors)].slice(0, 3).join(' | ');
      console.log(`# ${serverErrors.length} error lines in the server logs; first: ${first}`);
    }
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

// ---------------------------------------------------------------------------------------------------
// Governance: 16 citizens vote on the 48 proposals they made beforehand (3 each, the daily limit), one
// vote at a time with a pause between, while the server is SIGKILLed 3 times and restarted. Then, in the
// stored data: every acknowledged vote (a 201 received) is there with its choice; every proposal's For
// and Against counters equal its vote rows; every citizen's votes counter equals their vote rows, their
// proposals counter their proposals and their points the sum of their ledger rows; the hourly ledger
// counters (ledger:YYYY-MM-DDTHH) add up to the ledger's rows; and, once the governance job has run after
// the last restart (POST /api/test/clock runs it: CIVITAS_TEST_CLOCK=1), the proposalVotes notifications
// of each proposal count all of its votes, each vote once.

const VOTERS = 16;
const PROPOSALS_EACH = 3; // lib/governance/rules.ts: 3 new proposals per citizen per day
const VOTE_PAUSE_MS = [150, 350]; // between one citizen's votes: the votes span the three kills
const MIN_VOTES = 100; // fewer acknowledged votes and the test proves nothing

/** One citizen voting on the proposals in a random order, until done or stopped; retries what failed. */
async function voter(request, citizen, proposals, acked, state) {
  const queue = proposals.slice().sort(() => Math.random() - 0.5);
  const interrupted = new Set(); // proposals whose vote may have reached a server that then died
  for (let i = 0; i < queue.length && !state.stop;) {
    const id = queue[i];
    const choice = (citizen.n + id) % 3 === 0 ? 'against' : 'for';
    try {
      const res = await request('POST', `/api/proposals/${id}/votes`, {
        body: { choice },
        cookie: citizen.cookie,
      });
      const error = res.status >= 400 ? JSON.parse(res.text).error : null;
      if (res.status === 201) {
        acked.votes.push({ email: citizen.email, proposal: id, choice });
        i += 1;
      } else if (res.status === 409 && error === 'already_voted') {
        // Only after an attempt that got no answer: that one was committed.
        if (interrupted.has(id)) acked.settled.push({ email: citizen.email, proposal: id });
        else acked.unexpected.push(`409 already_voted on a first attempt (proposal ${id})`);
        i += 1;
      } else if (res.status === 429) {
        await sleep(1000);
      } else if (res.status >= 500) {
        acked.serverErrors += 1;
        interrupted.add(id);
        await sleep(100);
      } else {
        acked.unexpected.push(`${res.status} ${error} (proposal ${id})`);
        i += 1;
      }
    } catch {
      interrupted.add(id);
      await sleep(100); // the server is down or restarting: expected, try again
    }
    await sleep(VOTE_PAUSE_MS[0] + Math.random() * (VOTE_PAUSE_MS[1] - VOTE_PAUSE_MS[0]));
  }
}

/** What the governance checks read: votes, tallies, citizens' counters, the ledger and the notifications. */
async function readGovernance(engine, where) {
  const db = await openStore(engine, where);
  try {
    const rows = async (text) => (await db.query(text)).rows;
    return {
      votes: await rows(
        `select v.proposal_id as proposal, u.email, v.choice from vote v join "user" u on u.id = v.voter_id`,
      ),
      proposals: await rows(`
        select p.id, p.author_id as author, p.votes_for, p.votes_against, p.votes_notified,
               (select count(*) from vote v where v.proposal_id = p.id and v.choice = 'for')::int as rows_for,
               (select count(*) from vote v where v.proposal_id = p.id and v.choice = 'against')::int as rows_against
        from proposal p order by p.id`),
      citizens: await rows(`
        select c.handle, c.points, c.votes, c.proposals,
               (select count(*) from vote v where v.voter_id = c.user_id)::int as vote_rows,
               (select count(*) from proposal p where p.author_id = c.user_id)::int as proposal_rows,
               (select coalesce(sum(k.points), 0) from contribution k where k.user_id = c.user_id)::int as ledger_points
        from citizen c`),
      totals: (
        await rows(`
          select (select coalesce(sum(value), 0) from counter where name like 'ledger:%')::int as buckets,
                 (select count(*) from contribution)::int as ledger_rows,
                 (select coalesce(sum(value), 0) from counter where name = 'citizens')::int as citizens_counter,
                 (select count(*) from citizen)::int as citizens`)
      )[0],
      // Per proposal (its page's path) and recipient: how many votes its proposalVotes notifications announced.
      notified: await rows(`
        select href, user_id as recipient, count(*)::int as notifications,
               coalesce(sum((params->>'count')::int), 0)::int as announced
        from notification where key = 'proposalVotes' group by href, user_id`),
    };
  } finally {
    await db.close();
  }
}

async function runGovernance(engine) {
  console.log(`\n# governance crash test on ${engine}`);
  const phaseStarted = Date.now();
  const url = process.env.TEST_DATABASE_URL;
  const schema = `crash_gov_${rand()}`;
  const dataDir = tempDir('civitas-crash-gov-');
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  const extra = { TRUST_PROXY: '1', CIVITAS_TEST_CLOCK: '1' }; // the clock route runs the governance job
  const env = serverEnv({ port, dataDir, engine, schema, extra });
  const request = client(`http://127.0.0.1:${port}`);
  const acked = { votes: [], settled: [], unexpected: [], serverErrors: 0 };
  const state = { stop: false };
  const where = { dataDir, url, schema };
  let voters = [];
  try {
    let server = await startServer(port, env, { onLine });
    const run = rand().slice(0, 6);
    // 16 citizens (sign-up, citizenship), then 3 proposals each.
    const citizens = await Promise.all(
      Array.from({ length: VOTERS }, async (_, n) => {
        const user = { username: `gov_${n}_${run}`, email: `gov_${n}_${run}@example.test`, password: rand() };
        const signedUp = await request('POST', '/api/auth/sign-up', { body: user });
        if (signedUp.status !== 201) throw new Error(`setup: sign-up: ${signedUp.status} ${signedUp.text}`);
        const cookie = signedUp.cookies.map((c) => c.split(';')[0]).join('; ');
        const body = { handle: `gov-${n}-${run}`, notifyEmail: user.email, acceptConstitution: true };
        const became = await request('POST', '/api/citizens', { body, cookie });
        if (became.status !== 201) throw new Error(`setup: citizenship: ${became.status} ${became.text}`);
        return { n, email: user.email, cookie };
      }),
    );
    const proposals = [];
    for (const citizen of citizens) {
      for (let i = 0; i < PROPOSALS_EACH; i += 1) {
        const body = {
          title: `Crash test proposal ${citizen.n}.${i}`,
          summary: 'Voted on while the server is killed.',
          body: 'Every acknowledged vote must survive a SIGKILL.',
          category: 'community',
        };
        const res = await request('POST', '/api/proposals', { body, cookie: citizen.cookie });
        if (res.status !== 201) throw new Error(`setup: proposal: ${res.status} ${res.text}`);
        proposals.push(JSON.parse(res.text).id);
      }
    }
    console.log(`# ${citizens.length} citizens, ${proposals.length} proposals; voting`);

    voters = citizens.map((citizen) => voter(request, citizen, proposals, acked, state));
    server = await killAndRestart(server, {
      port,
      env,
      engine,
      part: 'governance',
      acknowledged: () => `${acked.votes.length} votes`,
    });
    const cameBack = server !== null;
    if (cameBack) await sleep(1500 + Math.random() * 1500); // votes on the last server too
    state.stop = true;
    await Promise.all(voters);
    if (!cameBack) return;
    const possible = citizens.length * proposals.length;
    check(
      acked.votes.length >= MIN_VOTES,
      `${engine}: ${acked.votes.length} votes acknowledged of ${possible} possible (at least ${MIN_VOTES} needed); ` +
        `${acked.settled.length} more answered already_voted after an interrupted attempt`,
    );
    check(
      acked.unexpected.length === 0,
      `${engine}: no unexpected answers to votes (${acked.unexpected.length}${acked.unexpected.length ? `: ${[...new Set(acked.unexpected)].slice(0, 3).join(', ')}` : ''})`,
    );
    if (acked.serverErrors) console.log(`# note: ${acked.serverErrors} votes answered ≥ 500 (retried)`);

    // The governance job after the last restart, then the stored data (PGlite: with the server stopped).
    // A round in which the job left proposals unannounced (the worker's own run held their rows) is
    // followed by another: restart, run the job, stop, read.
    let stored;
    for (let round = 1; ; round += 1) {
      const job = await request('POST', '/api/test/clock', { body: { offsetMs: 0 } });
      if (job.status !== 200) {
        console.log(`# POST /api/test/clock: ${job.status}; waiting for the worker's run (every 30 s)`);
        await sleep(35_000);
      }
      await stopServer(server, 'SIGTERM');
      stored = await readGovernance(engine, where);
      const behind = stored.proposals.filter(
        (p) => p.author && p.votes_notified !== p.votes_for + p.votes_against,
      );
      if (behind.length === 0 || round === 3) break;
      console.log(`# ${behind.length} proposals with votes not yet announced after round ${round}; again`);
      server = await startServer(port, env, { onLine });
    }

    // Every acknowledged vote is stored, with its choice; every vote settled by a retry is stored.
    const byKey = new Map(stored.votes.map((v) => [`${v.proposal} ${v.email}`, v.choice]));
    const found = acked.votes.filter((v) => byKey.get(`${v.proposal} ${v.email}`) === v.choice).length;
    check(
      found === acked.votes.length,
      `${engine}: acknowledged votes in "vote" with their choice: ${found}/${acked.votes.length}`,
    );
    const settled = acked.settled.filter((v) => byKey.has(`${v.proposal} ${v.email}`)).length;
    check(
      settled === acked.settled.length,
      `${engine}: votes settled by a retry (409 already_voted) in "vote": ${settled}/${acked.settled.length}`,
    );
    // Counters equal the rows they count.
    const tallies = stored.proposals.filter(
      (p) => p.votes_for !== p.rows_for || p.votes_against !== p.rows_against,
    );
    check(
      tallies.length === 0,
      `${engine}: every proposal's votes_for / votes_against equal its vote rows (${stored.proposals.length} proposals, ` +
        `${stored.votes.length} votes; ${tallies.length} differ${
          tallies.length
            ? `: ${tallies
                .slice(0, 3)
                .map((p) => `#${p.id} ${p.votes_for}/${p.votes_against} vs ${p.rows_for}/${p.rows_against}`)
                .join(', ')}`
            : ''
        })`,
    );
    const off = stored.citizens.filter(
      (c) => c.votes !== c.vote_rows || c.points !== c.ledger_points || c.proposals !== c.proposal_rows,
    );
    check(
      off.length === 0,
      `${engine}: every citizen's votes, proposals and points equal their vote, proposal and ledger rows ` +
        `(${stored.citizens.length} citizens; ${off.length} differ${
          off.length
            ? `: ${off
                .slice(0, 3)
                .map(
                  (c) => `${c.handle} ${c.votes}/${c.vote_rows} votes, ${c.points}/${c.ledger_points} points`,
                )
                .join(', ')}`
            : ''
        })`,
    );
    const {
      buckets,
      ledger_rows: ledgerRows,
      citizens_counter: citizensCounter,
      citizens: citizenRows,
    } = stored.totals;
    check(
      buckets === ledgerRows && citizensCounter === citizenRows,
      `${engine}: the hourly ledger counters add up to the ledger's rows (${buckets} / ${ledgerRows}); ` +
        `the citizens counter to the citizens (${citizensCounter} / ${citizenRows})`,
    );
    // No notification lost or doubled: per proposal, the announced votes are its votes, to its author.
    const notified = new Map(stored.notified.map((row) => [row.href, row]));
    const authored = stored.proposals.filter((p) => p.author);
    const wrong = authored.filter((p) => {
      const row = notified.get(`/society/proposals/${p.id}`);
      const total = p.votes_for + p.votes_against;
      const announced = row && row.recipient === p.author ? row.announced : 0;
      return announced !== total || p.votes_notified !== total;
    });
    const notifications = stored.notified.reduce((sum, row) => sum + row.notifications, 0);
    check(
      wrong.length === 0,
      `${engine}: after the governance job, each proposal's proposalVotes notifications to its author count ` +
        `all its votes (${authored.length} proposals, ${notifications} notifications; ${wrong.length} differ` +
        `${
          wrong.length
            ? `: ${wrong
                .slice(0, 3)
                .map(
                  (p) =>
                    `#${p.id} ${notified.get(`/society/proposals/${p.id}`)?.announced ?? 0} of ${p.votes_for + p.votes_against}, votes_notified ${p.votes_notified}`,
                )
                .join(', ')}`
            : ''
        })`,
    );
  } catch (error) {
    check(false, `${engine}: governance: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(voters);
    await stopAll('SIGKILL');
    console.log(`# governance crash test on ${engine}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
    if (serverErrors.length) {
      const first = [...new Set(serverErrors)].slice(0, 3).join(' | ');
      console.log(`# ${serverErrors.length} error lines in the server logs; first: ${first}`);
    }
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

// ---------------------------------------------------------------------------------------------------
// Community (issue #16): on a fresh database per engine, 24 citizens reply in one thread (one reply per
// 5 s each, the pace the server holds; every text distinct, as the same text twice within 5 minutes is
// refused) and delete some of their replies, while 8 others like and unlike the replies as they appear;
// the server is SIGKILLed 3 times meanwhile. The members are past the new-member limits (10 replies a
// day): 100 points and two days of citizenship, set in the database with their ledger rows, as the tests
// do. A request that got no answer is sent again until it gets one: a duplicate_post, already_liked,
// not_liked or post_deleted then says the first attempt was committed. Afterwards, in the stored data:
// every acknowledged reply (201) is there with its text and author, every acknowledged deletion deleted,
// every like or unlike the last answer acknowledged is in post_like or not; each post's likes equal its
// post_like rows; each thread's replies its visible replies; each citizen's posts their visible posts and
// their points their ledger rows; the hourly ledger counters the ledger's rows; each group's members and
// threads their rows.

const REPLIERS = 24;
const LIKERS = 8;
const REPLY_PACE_MS = 5_100; // lib/community/rules.ts PACE.replyEveryMs, and a little
const LIKE_PAUSE_MS = [350, 700]; // 120 community writes a minute per account (lib/rate-limit.ts)
const DELETE_EVERY = 4; // a replier deletes every 4th of its acknowledged replies
const MIN_REPLIES = 40;
const MIN_LIKES = 40;

const errorOf = (res) => {
  try {
    return JSON.parse(res.text);
  } catch {
    return {};
  }
};

/** One citizen replying in the thread until stopped: a new text each time, the same one after no answer. */
async function replier(request, member, threadId, acked, state) {
  let pending = null; // { body, interrupted }
  let sequence = 0;
  while (!state.stop) {
    pending ??= {
      body: `Reply ${sequence++} from @${member.handle} (${rand()}): every acknowledged reply must survive a SIGKILL.`,
      interrupted: false,
    };
    try {
      const res = await request('POST', `/api/community/threads/${threadId}/posts`, {
        body: { body: pending.body },
        cookie: member.cookie,
      });
      const answer = res.status >= 400 ? errorOf(res) : null;
      if (res.status === 201) {
        const { id } = JSON.parse(res.text).post;
        acked.replies.push({ id, handle: member.handle, body: pending.body });
        state.posts.push(id);
        pending = null;
        if (acked.replies.filter((r) => r.handle === member.handle).length % DELETE_EVERY === 0)
          await deleteReply(request, member, id, acked, state);
        await sleep(REPLY_PACE_MS + Math.random() * 300);
      } else if (res.status === 409 && answer.error === 'duplicate_post') {
        if (pending.interrupted) acked.settledReplies.push({ handle: member.handle, body: pending.body });
        else acked.unexpected.push('409 duplicate_post on a first attempt');
        pending = null;
        await sleep(REPLY_PACE_MS);
      } else if (res.status === 429) {
        await sleep((answer.retryAfter ?? 1) * 1000 + 100);
      } else if (res.status >= 500) {
        acked.serverErrors += 1;
        pending.interrupted = true;
        await sleep(200);
      } else {
        acked.unexpected.push(`reply: ${res.status} ${answer?.error}`);
        pending = null;
        await sleep(REPLY_PACE_MS);
      }
    } catch {
      pending.interrupted = true;
      await sleep(200); // the server is down or restarting: expected, try again
    }
  }
}

/** The author deletes a reply; after no answer, again until an answer (post_deleted: it was). */
async function deleteReply(request, member, id, acked, state) {
  let interrupted = false;
  while (!state.stop) {
    try {
      const res = await request('DELETE', `/api/community/posts/${id}`, { cookie: member.cookie });
      const answer = res.status >= 400 ? errorOf(res) : null;
      if (res.status === 200) acked.deleted.push(id);
      else if (res.status === 409 && answer.error === 'post_deleted' && interrupted) acked.deleted.push(id);
      else if (res.status === 404 && interrupted)
        acked.unsettled.add(id); // (not expected: soft deletion)
      else if (res.status === 429) {
        await sleep((answer.retryAfter ?? 1) * 1000);
        continue;
      } else if (res.status >= 500) {
        acked.serverErrors += 1;
        interrupted = true;
        await sleep(200);
        continue;
      } else acked.unexpected.push(`delete: ${res.status} ${answer?.error}`);
      return;
    } catch {
      interrupted = true;
      await sleep(200);
    }
  }
  acked.unsettled.add(id); // stopped while the deletion's fate was unknown
}

/**
 * One citizen liking the thread's posts as they appear and now and then unliking one; the state of each
 * (member, post) is the last answer acknowledged, or unknown when stopped before an answer came.
 */
async function liker(request, member, acked, state) {
  const liked = new Map(); // post id -> liked, as last acknowledged
  while (!state.stop) {
    const id = state.posts[Math.floor(Math.random() * state.posts.length)];
    const like = !liked.get(id);
    if (!like && Math.random() < 0.6) {
      await sleep(50);
      continue; // unlike less often than like
    }
    // Unknown since a request without an answer: the answer to this one settles it either way.
    let interrupted = liked.has(id) && liked.get(id) === undefined;
    let settled = false;
    while (!state.stop && !settled) {
      try {
        const res = await request(like ? 'POST' : 'DELETE', `/api/community/posts/${id}/like`, {
          cookie: member.cookie,
        });
        const answer = res.status >= 400 ? errorOf(res) : null;
        const committed = like ? 'already_liked' : 'not_liked';
        if (res.status === 200 || (res.status === 409 && answer.error === committed && interrupted)) {
          liked.set(id, like);
          acked.likes.push({ handle: member.handle, id, liked: like, settled: res.status !== 200 });
          settled = true;
        } else if (res.status === 409 && answer.error === 'post_deleted') {
          // Deleted by its author: no like was taken, unless an attempt without an answer took it first.
          if (interrupted) liked.set(id, undefined);
          settled = true;
        } else if (res.status === 429) {
          await sleep((answer.retryAfter ?? 1) * 1000);
        } else if (res.status >= 500) {
          acked.serverErrors += 1;
          interrupted = true;
          await sleep(200);
        } else {
          acked.unexpected.push(`${like ? 'like' : 'unlike'}: ${res.status} ${answer?.error}`);
          settled = true;
        }
      } catch {
        interrupted = true;
        await sleep(200);
      }
    }
    if (!settled) liked.set(id, undefined); // stopped while a request's fate was unknown
    await sleep(LIKE_PAUSE_MS[0] + Math.random() * (LIKE_PAUSE_MS[1] - LIKE_PAUSE_MS[0]));
  }
  for (const [id, state_] of liked) acked.likeStates.set(`${member.handle} ${id}`, state_);
}

/** What the community checks read: posts, likes, threads, citizens, groups and the ledger's totals. */
async function readCommunity(engine, where) {
  const db = await openDatabase(engine, where);
  try {
    const rows = async (text) => (await db.query(text)).rows;
    return {
      posts: await rows(`
        select p.id::text as id, p.thread_id, p.opening, p.body, p.likes, c.handle,
               p.deleted_at is not null as deleted, p.hidden_at is not null as hidden,
               (select count(*) from post_like l where l.post_id = p.id)::int as like_rows
        from post p left join citizen c on c.user_id = p.author_id`),
      likes: await rows(`
        select l.post_id::text as id, c.handle from post_like l join citizen c on c.user_id = l.user_id`),
      threads: await rows(`
        select t.id, t.replies,
               (select count(*) from post p where p.thread_id = t.id and not p.opening
                  and p.deleted_at is null and p.hidden_at is null)::int as visible
        from thread t`),
      citizens: await rows(`
        select c.handle, c.posts, c.points,
               (select count(*) from post p where p.author_id = c.user_id
                  and p.deleted_at is null and p.hidden_at is null)::int as post_rows,
               (select coalesce(sum(k.points), 0) from contribution k where k.user_id = c.user_id)::int as ledger_points
        from citizen c`),
      groups: await rows(`
        select g.slug, g.members, g.threads,
               (select count(*) from group_member m where m.group_id = g.id)::int as member_rows,
               (select count(*) from thread t where t.group_id = g.id and t.hidden_at is null)::int as thread_rows
        from forum_group g`),
      totals: (
        await rows(`
          select (select coalesce(sum(value), 0) from counter where name like 'ledger:%')::int as buckets,
                 (select count(*) from contribution)::int as ledger_rows`)
      )[0],
    };
  } finally {
    await db.close();
  }
}

/** `what`: the rows that differ, listed (at most 3) after their count. */
const listed = (rows, show) =>
  `${rows.length} differ${rows.length ? `: ${rows.slice(0, 3).map(show).join(', ')}` : ''}`;

async function runCommunity(engine) {
  console.log(`\n# community crash test on ${engine}`);
  const phaseStarted = Date.now();
  const schema = `crash_com_${rand()}`;
  const dataDir = tempDir('civitas-crash-com-');
  const where = { dataDir, schema };
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  const env = serverEnv({ port, dataDir, engine, schema, extra: { TRUST_PROXY: '1' } });
  const request = client(`http://127.0.0.1:${port}`);
  const acked = {
    replies: [],
    settledReplies: [],
    deleted: [],
    likes: [],
    likeStates: new Map(),
    unsettled: new Set(),
    unexpected: [],
    serverErrors: 0,
  };
  const state = { stop: false, posts: [] };
  let workers = [];
  try {
    let server = await startServer(port, env, { onLine });
    const run = rand().slice(0, 6);
    // The members: sign-up and citizenship, 8 at a time (argon2 is deliberately slow).
    const members = [];
    const queue = Array.from({ length: REPLIERS + LIKERS + 1 }, (_, n) => n);
    const join = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        const user = { username: `com_${n}_${run}`, email: `com_${n}_${run}@example.test`, password: rand() };
        const signedUp = await request('POST', '/api/auth/sign-up', { body: user });
        if (signedUp.status !== 201) throw new Error(`setup: sign-up: ${signedUp.status} ${signedUp.text}`);
        const cookie = signedUp.cookies.map((c) => c.split(';')[0]).join('; ');
        const handle = `com-${n}-${run}`;
        const body = { handle, notifyEmail: user.email, acceptConstitution: true };
        const became = await request('POST', '/api/citizens', { body, cookie });
        if (became.status !== 201) throw new Error(`setup: citizenship: ${became.status} ${became.text}`);
        members[n] = { n, handle, cookie };
      }
    };
    await Promise.all(Array.from({ length: 8 }, join));
    // Past the new-member limits, with the ledger rows that account for the points.
    if (engine === 'pglite') await stopServer(server, 'SIGTERM');
    const db = await openDatabase(engine, where);
    try {
      await db.exec(`
        insert into contribution (user_id, action, points, ref, created_at)
        select user_id, 'seed', 100, 'crash test', now() from citizen;
        update citizen set points = points + 100, created_at = created_at - interval '2 days';
        insert into counter (name, value)
        select 'ledger:' || to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24'), count(*) from citizen
        on conflict (name) do update set value = counter.value + excluded.value;`);
    } finally {
      await db.close();
    }
    if (engine === 'pglite') server = await startServer(port, env, { onLine });
    const author = members[REPLIERS + LIKERS];
    const opened = await request('POST', '/api/community/groups/builders/threads', {
      body: { title: 'The crash test thread', body: 'Replied to and liked while the server is killed.' },
      cookie: author.cookie,
    });
    if (opened.status !== 201) throw new Error(`setup: thread: ${opened.status} ${opened.text}`);
    const threadId = JSON.parse(opened.text).id;
    const first = await request('GET', `/api/community/threads/${threadId}/posts`);
    state.posts.push(JSON.parse(first.text).items[0].id); // the opening post: liked from the start
    console.log(`# ${REPLIERS} repliers and ${LIKERS} likers in thread ${threadId}`);

    workers = [
      ...members.slice(0, REPLIERS).map((m) => replier(request, m, threadId, acked, state)),
      ...members.slice(REPLIERS, REPLIERS + LIKERS).map((m) => liker(request, m, acked, state)),
    ];
    server = await killAndRestart(server, {
      port,
      env,
      engine,
      part: 'community',
      acknowledged: () => `${acked.replies.length} replies, ${acked.likes.length} likes and unlikes`,
    });
    const cameBack = server !== null;
    if (cameBack) await sleep(3000 + Math.random() * 2000); // traffic on the last server too
    state.stop = true;
    await Promise.all(workers);
    if (!cameBack) return;
    await stopServer(server, 'SIGTERM');
    const stored = await readCommunity(engine, where);

    const settledLikes = acked.likes.filter((l) => l.settled).length;
    check(
      acked.replies.length >= MIN_REPLIES && acked.likes.length >= MIN_LIKES,
      `${engine}: ${acked.replies.length} replies (at least ${MIN_REPLIES}) and ${acked.likes.length} likes and ` +
        `unlikes (at least ${MIN_LIKES}) acknowledged, ${acked.deleted.length} deletions; settled by a retry ` +
        `after no answer: ${acked.settledReplies.length} replies, ${settledLikes} likes or unlikes`,
    );
    check(
      acked.unexpected.length === 0,
      `${engine}: no unexpected answers (${acked.unexpected.length}${acked.unexpected.length ? `: ${[...new Set(acked.unexpected)].slice(0, 3).join(', ')}` : ''})`,
    );
    if (acked.serverErrors) console.log(`# note: ${acked.serverErrors} requests answered ≥ 500 (retried)`);

    // Every acknowledged reply, with its text and author (deleted ones: deleted, their text emptied).
    const byId = new Map(stored.posts.map((p) => [Number(p.id), p]));
    const deleted = new Set(acked.deleted);
    const lost = acked.replies.filter((r) => {
      const p = byId.get(r.id);
      if (!p || p.handle !== r.handle || p.thread_id !== threadId) return true;
      if (acked.unsettled.has(r.id)) return false; // deleted or not: the stop came first
      return deleted.has(r.id) ? !p.deleted : p.body !== r.body;
    });
    check(
      lost.length === 0,
      `${engine}: acknowledged replies in "post" with their text and author: ${acked.replies.length - lost.length}/${acked.replies.length}` +
        (lost.length
          ? ` (missing: ${lost
              .slice(0, 3)
              .map((r) => r.id)
              .join(', ')})`
          : ''),
    );
    const texts = new Set(stored.posts.map((p) => `${p.handle} ${p.body}`));
    const unsettled = acked.settledReplies.filter((r) => !texts.has(`${r.handle} ${r.body}`));
    check(
      unsettled.length === 0,
      `${engine}: replies settled by a retry (409 duplicate_post) in "post": ${acked.settledReplies.length - unsettled.length}/${acked.settledReplies.length}`,
    );
    const undeleted = acked.deleted.filter((id) => !byId.get(id)?.deleted);
    check(
      undeleted.length === 0,
      `${engine}: acknowledged deletions deleted: ${acked.deleted.length - undeleted.length}/${acked.deleted.length}`,
    );
    // Every (liker, post) as its last acknowledged answer left it.
    const likeRows = new Set(stored.likes.map((l) => `${l.handle} ${l.id}`));
    const known = [...acked.likeStates].filter(([, liked]) => liked !== undefined);
    const wrongLikes = known.filter(([key, liked]) => likeRows.has(key) !== liked);
    check(
      wrongLikes.length === 0,
      `${engine}: likes as last acknowledged, in post_like: ${known.length - wrongLikes.length}/${known.length} ` +
        `(member, post) pairs (${acked.likeStates.size - known.length} left unknown by the stop)` +
        (wrongLikes.length
          ? `; wrong: ${wrongLikes
              .slice(0, 3)
              .map(([k, l]) => `${k} ${l}`)
              .join(', ')}`
          : ''),
    );
    // Counters against the rows they count.
    const likeCounts = stored.posts.filter((p) => p.likes !== p.like_rows);
    check(
      likeCounts.length === 0,
      `${engine}: every post's likes equal its post_like rows (${stored.posts.length} posts, ${stored.likes.length} likes; ` +
        `${listed(likeCounts, (p) => `#${p.id} ${p.likes}/${p.like_rows}`)})`,
    );
    const replyCounts = stored.threads.filter((t) => t.replies !== t.visible);
    check(
      replyCounts.length === 0,
      `${engine}: every thread's replies equal its visible replies (${stored.threads.length} threads; ` +
        `${listed(replyCounts, (t) => `#${t.id} ${t.replies}/${t.visible}`)})`,
    );
    const citizensOff = stored.citizens.filter(
      (c) => c.posts !== c.post_rows || c.points !== c.ledger_points,
    );
    check(
      citizensOff.length === 0,
      `${engine}: every citizen's posts and points equal their visible posts and ledger rows (${stored.citizens.length} citizens; ` +
        `${listed(citizensOff, (c) => `${c.handle} ${c.posts}/${c.post_rows} posts, ${c.points}/${c.ledger_points} points`)})`,
    );
    const groupsOff = stored.groups.filter((g) => g.members !== g.member_rows || g.threads !== g.thread_rows);
    check(
      groupsOff.length === 0 && stored.totals.buckets === stored.totals.ledger_rows,
      `${engine}: every group's members and threads equal their rows (${listed(groupsOff, (g) => `${g.slug} ${g.members}/${g.member_rows} members, ${g.threads}/${g.thread_rows} threads`)}); ` +
        `the hourly ledger counters add up to the ledger's rows (${stored.totals.buckets} / ${stored.totals.ledger_rows})`,
    );
  } catch (error) {
    check(false, `${engine}: community: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(workers);
    await stopAll('SIGKILL');
    console.log(`# community crash test on ${engine}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
    if (serverErrors.length) {
      const first = [...new Set(serverErrors)].slice(0, 3).join(' | ');
      console.log(`# ${serverErrors.length} error lines in the server logs; first: ${first}`);
    }
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

// ---------------------------------------------------------------------------------------------------
// Academy (issue #17): members enrol in a path and pass its lessons' quizzes while the server is killed.
// Afterwards every acknowledged enrolment and pass is stored, each enrolment's lessons_done equals its
// passed lesson rows, and each citizen's points equal their ledger rows.

const LEARNERS = 12;
const MIN_PASSES = 30;

/** The path's lessons with their right answers, from content/academy/en. */
function academyLessons(pathSlug) {
  const root = path.join('content', 'academy', 'en', pathSlug);
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .flatMap((course) =>
      fs
        .readdirSync(path.join(root, course))
        .filter((file) => /^\d\d-/.test(file))
        .sort()
        .map((file) => ({
          course,
          lesson: file.replace(/^\d\d-|\.md$/g, ''),
          answers: matter(fs.readFileSync(path.join(root, course, file), 'utf8')).data.quiz.map(
            (q) => q.answer,
          ),
        })),
    );
}

/**
 * Sends until the server answers as `done` wants (retrying when it is down, restarting, or answers ≥ 500;
 * waiting out a 429), and returns that answer; null when the run stops or the answer is another one
 * (recorded as unexpected).
 */
async function untilAnsweredBy(acked, state, label, send, done) {
  while (!state.stop) {
    try {
      const res = await send();
      if (done(res)) return res;
      if (res.status === 429) await sleep((errorOf(res).retryAfter ?? 1) * 1000);
      else if (res.status >= 500) {
        acked.serverErrors += 1;
        await sleep(200);
      } else {
        acked.unexpected.push(`${label}: ${res.status} ${errorOf(res).error}`);
        return null;
      }
    } catch {
      await sleep(200); // down or restarting: try again
    }
  }
  return null;
}

/** One learner: enrol (again after no answer), then each lesson's quiz, right, until acknowledged. */
async function learner(request, member, pathSlug, lessons, acked, state) {
  const untilAnswered = (label, send, done) => untilAnsweredBy(acked, state, label, send, done);
  const enrolled = await untilAnswered(
    'enrol',
    () => request('POST', '/api/academy/enrollments', { body: { path: pathSlug }, cookie: member.cookie }),
    (res) => res.status === 201 || res.status === 200,
  );
  if (!enrolled) return;
  acked.enrolled.add(member.handle);
  for (const { course, lesson, answers } of lessons) {
    const res = await untilAnswered(
      'quiz',
      () =>
        request('POST', '/api/academy/quiz', {
          body: { path: pathSlug, course, lesson, answers },
          cookie: member.cookie,
        }),
      (r) => r.status === 200,
    );
    if (!res) return;
    acked.passes.push(`${member.handle} ${course}/${lesson}`);
    await sleep(1200 + Math.random() * 800); // passes spread over all three kills
  }
}

async function runAcademy(engine) {
  console.log(`\n# academy crash test on ${engine}`);
  const phaseStarted = Date.now();
  const schema = `crash_acad_${rand()}`;
  const dataDir = tempDir('civitas-crash-acad-');
  const where = { dataDir, schema };
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  const env = serverEnv({ port, dataDir, engine, schema, extra: { TRUST_PROXY: '1' } });
  const request = client(`http://127.0.0.1:${port}`);
  const pathSlug = 'dao-governance';
  const lessons = academyLessons(pathSlug);
  const acked = { enrolled: new Set(), passes: [], unexpected: [], serverErrors: 0 };
  const state = { stop: false };
  let workers = [];
  try {
    let server = await startServer(port, env, { onLine });
    const run = rand().slice(0, 6);
    const members = [];
    const queue = Array.from({ length: LEARNERS }, (_, n) => n);
    const join = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
        const user = { username: `aca_${n}_${run}`, email: `aca_${n}_${run}@example.test`, password: rand() };
        const signedUp = await request('POST', '/api/auth/sign-up', { body: user });
        if (signedUp.status !== 201) throw new Error(`setup: sign-up: ${signedUp.status} ${signedUp.text}`);
        const cookie = signedUp.cookies.map((c) => c.split(';')[0]).join('; ');
        const handle = `aca-${n}-${run}`;
        // Half are citizens (they earn points), half members only.
        if (n % 2 === 0) {
          const body = { handle, notifyEmail: user.email, acceptConstitution: true };
          const became = await request('POST', '/api/citizens', { body, cookie });
          if (became.status !== 201) throw new Error(`setup: citizenship: ${became.status} ${became.text}`);
        }
        members[n] = { n, handle: user.username, cookie };
      }
    };
    await Promise.all(Array.from({ length: 6 }, join));
    workers = members.map((m) => learner(request, m, pathSlug, lessons, acked, state));
    server = await killAndRestart(server, {
      port,
      env,
      engine,
      part: 'academy',
      acknowledged: () => `${acked.enrolled.size} enrolments and ${acked.passes.length} passes`,
    });
    const cameBack = server !== null;
    if (cameBack) await Promise.race([Promise.all(workers), sleep(60_000)]);
    state.stop = true;
    await Promise.all(workers);
    if (!cameBack) return;
    await stopServer(server, 'SIGTERM');

    check(
      acked.passes.length >= MIN_PASSES && acked.unexpected.length === 0,
      `${engine}: ${acked.enrolled.size} enrolments and ${acked.passes.length} lesson passes acknowledged ` +
        `(at least ${MIN_PASSES}); no unexpected answers (${acked.unexpected.length}` +
        `${acked.unexpected.length ? `: ${[...new Set(acked.unexpected)].slice(0, 3).join(', ')}` : ''})`,
    );
    if (acked.serverErrors) console.log(`# note: ${acked.serverErrors} requests answered ≥ 500 (retried)`);
    const db = await openDatabase(engine, where);
    let stored;
    try {
      const rows = async (text) => (await db.query(text)).rows;
      stored = {
        enrolments: await rows(`
          select u.username, e.lessons_done, e.completed_at is not null as completed,
                 (select count(*) from credential c where c.user_id = e.user_id and c.path = e.path)::int as credentials,
                 (select count(*) from lesson_progress p
                   where p.user_id = e.user_id and p.path = e.path and p.passed_at is not null)::int as passed_rows
          from enrollment e join "user" u on u.id = e.user_id`),
        passes: await rows(`
          select u.username || ' ' || p.lesson as key from lesson_progress p join "user" u on u.id = p.user_id
          where p.passed_at is not null`),
        citizens: await rows(`
          select c.handle, c.points,
                 (select coalesce(sum(points), 0) from contribution l where l.user_id = c.user_id)::int as ledger_points
          from citizen c`),
      };
    } finally {
      await db.close();
    }
    const enrolledRows = new Set(stored.enrolments.map((e) => e.username));
    const lostEnrolments = [...acked.enrolled].filter((h) => !enrolledRows.has(h));
    const passRows = new Set(stored.passes.map((p) => p.key));
    const lostPasses = acked.passes.filter((k) => !passRows.has(k));
    check(
      lostEnrolments.length === 0 && lostPasses.length === 0,
      `${engine}: acknowledged enrolments in "enrollment": ${acked.enrolled.size - lostEnrolments.length}/${acked.enrolled.size}; ` +
        `acknowledged passes in "lesson_progress": ${acked.passes.length - lostPasses.length}/${acked.passes.length}`,
    );
    const countersOff = stored.enrolments.filter(
      (e) =>
        e.lessons_done !== e.passed_rows ||
        e.completed !== (e.passed_rows === lessons.length) ||
        e.credentials !== (e.completed ? 1 : 0),
    );
    check(
      countersOff.length === 0,
      `${engine}: every enrolment's lessons_done equals its passed lessons, and it is completed exactly when all ` +
        `${lessons.length} are, with one credential then (${listed(countersOff, (e) => `${e.username} ${e.lessons_done}/${e.passed_rows}`)})`,
    );
    const pointsOff = stored.citizens.filter((c) => c.points !== c.ledger_points);
    check(
      pointsOff.length === 0,
      `${engine}: every citizen's points equal their ledger rows (${stored.citizens.length} citizens; ` +
        `${listed(pointsOff, (c) => `${c.handle} ${c.points}/${c.ledger_points}`)})`,
    );
  } catch (error) {
    check(false, `${engine}: academy: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(workers);
    await stopAll('SIGKILL');
    console.log(`# academy crash test on ${engine}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
    if (serverErrors.length) {
      const first = [...new Set(serverErrors)].slice(0, 3).join(' | ');
      console.log(`# ${serverErrors.length} error lines in the server logs; first: ${first}`);
    }
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

const GETTERS = 16;

/**
 * One member getting each free listing, then reviewing it, each until acknowledged. A get or a review
 * sent again after no answer may find the first one stored: "already" (200 for a get, 409 for a review)
 * is then its acknowledgement.
 */
async function getter(request, member, listingIds, acked, state) {
  for (const id of listingIds) {
    const got = await untilAnsweredBy(
      acked,
      state,
      'get',
      () => request('POST', `/api/marketplace/listings/${id}/get`, { body: {}, cookie: member.cookie }),
      (r) => r.status === 201 || r.status === 200,
    );
    if (!got) return;
    acked.gets.push(`${member.username} ${id}`);
    const stars = 1 + Math.floor(Math.random() * 5);
    const reviewed = await untilAnsweredBy(
      acked,
      state,
      'review',
      () =>
        request('POST', `/api/marketplace/listings/${id}/reviews`, {
          body: { stars, body: `Review by ${member.username}` },
          cookie: member.cookie,
        }),
      (r) => r.status === 201 || (r.status === 409 && errorOf(r).error === 'already_reviewed'),
    );
    if (!reviewed) return;
    acked.reviews.push(`${member.username} ${id}`);
    await sleep(3500 + Math.random() * 1500); // spread over all three kills
  }
}

async function runMarketplace(engine) {
  console.log(`\n# marketplace crash test on ${engine}`);
  const phaseStarted = Date.now();
  const schema = `crash_mkt_${rand()}`;
  const dataDir = tempDir('civitas-crash-mkt-');
  const where = { dataDir, schema };
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  const env = serverEnv({ port, dataDir, engine, schema, extra: { TRUST_PROXY: '1' } });
  const request = client(`http://127.0.0.1:${port}`);
  const acked = { gets: [], reviews: [], unexpected: [], serverErrors: 0 };
  const state = { stop: false };
  let workers = [];
  try {
    let server = await startServer(port, env, { onLine });
    const run = rand().slice(0, 6);
    const signUp = async (name) => {
      const user = { username: name, email: `${name}@example.test`, password: rand() };
      const res = await request('POST', '/api/auth/sign-up', { body: user });
      if (res.status !== 201) throw new Error(`setup: sign-up: ${res.status} ${res.text}`);
      return {
        username: name,
        email: user.email,
        cookie: res.cookies.map((c) => c.split(';')[0]).join('; '),
      };
    };
    // A citizen lists three free items and publishes them.
    const seller = await signUp(`mks_${run}`);
    const became = await request('POST', '/api/citizens', {
      body: { handle: `mks-${run}`, notifyEmail: seller.email, acceptConstitution: true },
      cookie: seller.cookie,
    });
    if (became.status !== 201) throw new Error(`setup: citizenship: ${became.status} ${became.text}`);
    const listingIds = [];
    for (const [n, category] of ['models', 'datasets', 'tools'].entries()) {
      const listed = await request('POST', '/api/marketplace/listings', {
        body: {
          category,
          title: `Crash test item ${n} ${run}`,
          summary: 'An item the crash test gets and reviews.',
          description: 'Listed by the crash test.',
          tags: ['crash-test'],
          license: 'MIT',
          price: '0',
          link: 'https://example.org/crash',
          version: '1.0.0',
        },
        cookie: seller.cookie,
      });
      if (listed.status !== 201) throw new Error(`setup: listing: ${listed.status} ${listed.text}`);
      const { id } = JSON.parse(listed.text);
      const published = await request('POST', `/api/marketplace/listings/${id}/status`, {
        body: { status: 'published' },
        cookie: seller.cookie,
      });
      if (published.status !== 200) throw new Error(`setup: publish: ${published.status} ${published.text}`);
      listingIds.push(id);
    }
    const queue = Array.from({ length: GETTERS }, (_, n) => n);
    const members = [];
    const join = async () => {
      for (let n = queue.shift(); n !== undefined; n = queue.shift())
        members[n] = await signUp(`mkg_${n}_${run}`);
    };
    await Promise.all(Array.from({ length: 6 }, join));
    workers = members.map((m) => getter(request, m, listingIds, acked, state));
    server = await killAndRestart(server, {
      port,
      env,
      engine,
      part: 'marketplace',
      acknowledged: () => `${acked.gets.length} gets and ${acked.reviews.length} reviews`,
    });
    const cameBack = server !== null;
    if (cameBack) await Promise.race([Promise.all(workers), sleep(60_000)]);
    state.stop = true;
    await Promise.all(workers);
    if (!cameBack) return;
    await stopServer(server, 'SIGTERM');

    check(
      acked.gets.length >= GETTERS && acked.unexpected.length === 0,
      `${engine}: ${acked.gets.length} gets and ${acked.reviews.length} reviews acknowledged (at least ` +
        `${GETTERS} gets); no unexpected answers (${acked.unexpected.length}` +
        `${acked.unexpected.length ? `: ${[...new Set(acked.unexpected)].slice(0, 3).join(', ')}` : ''})`,
    );
    if (acked.serverErrors) console.log(`# note: ${acked.serverErrors} requests answered ≥ 500 (retried)`);
    const db = await openDatabase(engine, where);
    let stored;
    try {
      const rows = async (text) => (await db.query(text)).rows;
      stored = {
        gets: await rows(
          `select u.username || ' ' || g.listing_id as key from listing_get g join "user" u on u.id = g.user_id`,
        ),
        reviews: await rows(
          `select u.username || ' ' || r.listing_id as key from listing_review r join "user" u on u.id = r.user_id`,
        ),
        listings: await rows(`
          select l.id, l.downloads, l.reviews, l.rating_sum,
                 (select count(*) from listing_get g where g.listing_id = l.id)::int as get_rows,
                 (select count(*) from listing_review r where r.listing_id = l.id)::int as review_rows,
                 (select coalesce(sum(stars), 0) from listing_review r where r.listing_id = l.id)::int as star_sum
          from listing l`),
        categories: await rows(`
          select c.category,
                 (select count(*) from listing l where l.category = c.category and l.status = 'published'
                    and l.hidden_at is null)::int as live,
                 coalesce((select value from counter where name = 'listings:' || c.category), 0)::int as counted
          from (values ('models'), ('datasets'), ('plugins'), ('tools')) as c(category)`),
      };
    } finally {
      await db.close();
    }
    const getRows = new Set(stored.gets.map((r) => r.key));
    const reviewRows = new Set(stored.reviews.map((r) => r.key));
    const lostGets = acked.gets.filter((k) => !getRows.has(k));
    const lostReviews = acked.reviews.filter((k) => !reviewRows.has(k));
    check(
      lostGets.length === 0 && lostReviews.length === 0,
      `${engine}: acknowledged gets in "listing_get": ${acked.gets.length - lostGets.length}/${acked.gets.length}; ` +
        `acknowledged reviews in "listing_review": ${acked.reviews.length - lostReviews.length}/${acked.reviews.length}`,
    );
    const off = stored.listings.filter(
      (l) => l.downloads !== l.get_rows || l.reviews !== l.review_rows || l.rating_sum !== l.star_sum,
    );
    check(
      off.length === 0,
      `${engine}: every listing's downloads, reviews and rating sum equal their rows (${stored.listings.length} ` +
        `listings; ${listed(off, (l) => `#${l.id} ${l.downloads}/${l.get_rows} ${l.reviews}/${l.review_rows}`)})`,
    );
    const countsOff = stored.categories.filter((c) => c.live !== c.counted);
    check(
      countsOff.length === 0,
      `${engine}: the site's live listings per category equal their counters ` +
        `(${stored.categories.map((c) => `${c.category} ${c.counted}/${c.live}`).join(', ')})`,
    );
  } catch (error) {
    check(false, `${engine}: marketplace: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(workers);
    await stopAll('SIGKILL');
    console.log(
      `# marketplace crash test on ${engine}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`,
    );
    if (serverErrors.length) {
      const first = [...new Set(serverErrors)].slice(0, 3).join(' | ');
      console.log(`# ${serverErrors.length} error lines in the server logs; first: ${first}`);
    }
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

/**
 * One creator: starts generations (images, a video now and then) until stopped, and saves each finished
 * one to the gallery; every 202 and every saved 200 is acknowledged.
 */
async function creator(request, member, acked, state) {
  const untilAnswered = (label, send, done) => untilAnsweredBy(acked, state, label, send, done);
  for (let n = 0; !state.stop && n < 12; n += 1) {
    const video = n % 6 === 5;
    const started = await untilAnswered(
      'generate',
      () =>
        request('POST', '/api/studio/creations', {
          body: {
            kind: video ? 'video' : 'image',
            prompt: `Crash test ${member.username} ${n}: a lighthouse in a storm`,
            style: ['anime', 'watercolor', 'render3d'][n % 3],
            shape: 'square',
            quality: 'draft',
          },
          cookie: member.cookie,
        }),
      (r) => r.status === 202,
    );
    if (!started) return;
    const { id } = JSON.parse(started.text);
    acked.jobs.push(id);
    acked.owners.set(id, member.cookie);
    // Its result, then Save to gallery (a job cut by a kill finishes after the restart).
    let status = 'queued';
    while (!state.stop && (status === 'queued' || status === 'running')) {
      try {
        const res = await request('GET', `/api/studio/creations/${id}`, { cookie: member.cookie });
        if (res.status === 200) status = JSON.parse(res.text).status;
        else if (res.status < 500) {
          acked.unexpected.push(`poll: ${res.status} ${errorOf(res).error}`);
          break;
        }
      } catch {
        // down or restarting: ask again
      }
      if (status === 'queued' || status === 'running') await sleep(300);
    }
    if (status !== 'done') continue;
    const saved = await untilAnswered(
      'save',
      () => request('PATCH', `/api/studio/creations/${id}`, { body: { saved: true }, cookie: member.cookie }),
      (r) => r.status === 200,
    );
    if (saved) acked.saved.push(id);
  }
}

async function runStudio(engine) {
  console.log(`\n# studio crash test on ${engine}`);
  const phaseStarted = Date.now();
  const schema = `crash_studio_${rand()}`;
  const dataDir = tempDir('civitas-crash-studio-');
  const where = { dataDir, schema };
  if (engine === 'postgres') trackSchema(schema);
  serverErrors.length = 0;
  const port = await freePort();
  const env = serverEnv({ port, dataDir, engine, schema, extra: { TRUST_PROXY: '1' } });
  const request = client(`http://127.0.0.1:${port}`);
  const acked = { jobs: [], saved: [], owners: new Map(), unexpected: [], serverErrors: 0 };
  const state = { stop: false };
  let workers = [];
  try {
    let server = await startServer(port, env, { onLine });
    const run = rand().slice(0, 6);
    const members = [];
    for (let n = 0; n < 4; n += 1) {
      const user = { username: `stc_${n}_${run}`, email: `stc_${n}_${run}@example.test`, password: rand() };
      const res = await request('POST', '/api/auth/sign-up', { body: user });
      if (res.status !== 201) throw new Error(`setup: sign-up: ${res.status} ${res.text}`);
      members.push({ username: user.username, cookie: res.cookies.map((c) => c.split(';')[0]).join('; ') });
    }
    workers = members.map((m) => creator(request, m, acked, state));
    server = await killAndRestart(server, {
      port,
      env,
      engine,
      part: 'studio',
      acknowledged: () => `${acked.jobs.length} generations and ${acked.saved.length} saves`,
    });
    const cameBack = server !== null;
    if (cameBack) await Promise.race([Promise.all(workers), sleep(90_000)]);
    state.stop = true;
    await Promise.all(workers);
    if (!cameBack) return;
    // Jobs a kill cut off are taken up again: on PGlite at once, on Postgres when their lease ends (30 s).
    // Asked through the API, as their owners (PGlite's directory is the running server's).
    const deadline = Date.now() + 120_000;
    for (const id of acked.jobs) {
      while (Date.now() < deadline) {
        const res = await request('GET', `/api/studio/creations/${id}`, {
          cookie: acked.owners.get(id),
        }).catch(() => null);
        if (res?.status === 200 && !['queued', 'running'].includes(JSON.parse(res.text).status)) break;
        await sleep(500);
      }
    }
    await stopServer(server, 'SIGTERM');

    check(
      acked.jobs.length >= members.length && acked.unexpected.length === 0,
      `${engine}: ${acked.jobs.length} generations and ${acked.saved.length} saves acknowledged; no unexpected ` +
        `answers (${acked.unexpected.length}${acked.unexpected.length ? `: ${[...new Set(acked.unexpected)].slice(0, 3).join(', ')}` : ''})`,
    );
    const db = await openDatabase(engine, where);
    let rows;
    try {
      rows = (await db.query(`select id, status, error, saved, file_key, thumb_key from creation`)).rows;
    } finally {
      await db.close();
    }
    const byId = new Map(rows.map((r) => [r.id, r]));
    const lost = acked.jobs.filter((id) => !byId.has(id));
    const unsaved = acked.saved.filter((id) => !byId.get(id)?.saved);
    check(
      lost.length === 0 && unsaved.length === 0,
      `${engine}: acknowledged generations stored: ${acked.jobs.length - lost.length}/${acked.jobs.length}; ` +
        `acknowledged saves kept: ${acked.saved.length - unsaved.length}/${acked.saved.length}`,
    );
    const stuck = rows.filter((r) => r.status === 'queued' || r.status === 'running');
    check(
      stuck.length === 0,
      `${engine}: no job left queued or running (${listed(stuck, (r) => `#${r.id} ${r.status}`)})`,
    );
    const missing = rows.filter(
      (r) =>
        r.status === 'done' &&
        ![r.file_key, r.thumb_key].every(
          (key) => key && fs.existsSync(path.join(dataDir, 'files', ...key.split('/'))),
        ),
    );
    const done = rows.filter((r) => r.status === 'done').length;
    check(
      missing.length === 0,
      `${engine}: every finished creation's file and thumbnail are on disk (${done} done, ` +
        `${rows.length - done} failed: ${[...new Set(rows.filter((r) => r.status === 'failed').map((r) => r.error))].join(', ') || 'none'}; ` +
        `${listed(missing, (r) => `#${r.id}`)})`,
    );
  } catch (error) {
    check(false, `${engine}: studio: ${error.message}`);
  } finally {
    state.stop = true;
    await Promise.all(workers);
    await stopAll('SIGKILL');
    console.log(`# studio crash test on ${engine}: ${((Date.now() - phaseStarted) / 1000).toFixed(1)} s`);
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
// CRASH_ONLY=community (or governance, mail, academy, marketplace) runs one part.
const ONLY = process.env.CRASH_ONLY;
const parts = [
  ['mail', runEngine],
  ['governance', runGovernance],
  ['community', runCommunity],
  ['academy', runAcademy],
  ['marketplace', runMarketplace],
  ['studio', runStudio],
].filter(([name]) => !ONLY || ONLY === name);
// ENGINE_ONLY=pglite (or postgres) runs one engine. The engines run one after the other: run side by side
// (as the fuzz does), the PGlite governance part once hung in CI (its server idle, no output for 28
// minutes, cause not found), so this stays sequential until that is understood.
const engines = process.env.ENGINE_ONLY
  ? [process.env.ENGINE_ONLY]
  : ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
for (const engine of engines) for (const [, part] of parts) await part(engine);
if (!process.env.ENGINE_ONLY && !process.env.TEST_DATABASE_URL)
  console.log('# skipped: crash test on Postgres (TEST_DATABASE_URL is not set)');
console.log(`\ncrash: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
