// Runs the BUILT app (server/server.mjs, the production server with its CSP) for a test script: a free port, a temporary DATA_DIR,
// PGlite or a Postgres schema of its own, and everything undone afterwards (even on Ctrl-C). Used by
// crash-test.mjs and fuzz.mjs. Paths are relative to the project: callers chdir there first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 60_000;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The build to serve: NEXT_DIST_DIR (a second build beside the main one), else .next. */
export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const hasBuild = () => fs.existsSync(path.join(distDir, 'BUILD_ID'));

// Everything to undo, even on failure or Ctrl-C.
export const live = new Set(); // server processes
const tempDirs = new Set();
const schemas = new Set(); // Postgres schemas

export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** Remembers a Postgres schema to drop on Ctrl-C (dropSchema forgets it again). */
export const trackSchema = (schema) => schemas.add(schema);

export async function dropSchema(schema) {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  try {
    await db.connect();
    await db.query(`drop schema if exists "${schema}" cascade`);
    schemas.delete(schema);
  } catch (error) {
    console.log(`# could not drop schema ${schema}: ${error.message}`);
  } finally {
    await db.end().catch(() => {});
  }
}

/** On Ctrl-C: kill the servers, remove the temporary directories and schemas, print `<name>: interrupted`. */
export function cleanUpOnInterrupt(name) {
  process.on('SIGINT', async () => {
    for (const child of live) signalGroup(child, 'SIGKILL');
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    await Promise.race([Promise.all([...schemas].map(dropSchema)), sleep(3000)]);
    console.log(`\n${name}: interrupted`);
    process.exit(130);
  });
}

/**
 * A loopback address of its own for each simulated client (all of 127.0.0.0/8 is this machine): the
 * server, trusting no proxy, sees each as a different client. Pass it as http.request's localAddress.
 */
export const loopbackClient = () =>
  `127.${1 + Math.floor(Math.random() * 254)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The server's environment: production mode, local app, no trusted proxy (the socket's peer is the
 * client: callers that need many clients send from many loopback addresses, or pass TRUST_PROXY in
 * `extra` and act as the proxy), rate limits in the database (no Redis), PGlite in dataDir, or Postgres
 * in `schema`. DATA_DIR on Postgres too: the generated auth secret lives there. Everything else passes
 * through (NEXT_DIST_DIR).
 */
export function serverEnv({ port, dataDir, engine = 'pglite', schema, extra = {} }) {
  const env = { ...process.env, APP_ENV: 'local', NODE_ENV: 'production' };
  for (const name of ['TRUST_PROXY', 'NEXT_PUBLIC_SITE_URL']) delete env[name];
  Object.assign(env, { PORT: String(port), DATA_DIR: dataDir });
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL']) delete env[name];
  if (engine === 'postgres') {
    Object.assign(env, { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema });
  }
  return Object.assign(env, extra);
}

export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal); // `detached` made it a group leader: this reaches its children too
  } catch {
    // Already gone.
  }
}

/** SIGKILL: a crash. SIGTERM: a graceful stop (SIGKILL after 15 s). Resolves once the server has exited. */
export async function stopServer(child, signal) {
  signalGroup(child, signal);
  const exited = await Promise.race([child.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!exited) {
    console.log(`# note: the server ignored ${signal} for 15 s; killed`);
    signalGroup(child, 'SIGKILL');
    await child.exited;
  }
}

export async function stopAll(signal = 'SIGKILL') {
  for (const child of live) await stopServer(child, signal);
}

/**
 * Starts server/server.mjs (or `args` in `cwd`) and resolves once GET `readyPath` answers 200; rejects if
 * it exits or stalls. onLine receives every line the server logs. The child has `exited` (a promise) and
 * `log` (its lines).
 */
export async function startServer(
  port,
  env,
  { onLine = () => {}, args = ['server/server.mjs'], cwd, readyPath = '/api/session' } = {},
) {
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.exited = new Promise((resolve) => child.on('exit', resolve)).then(() => live.delete(child));
  child.log = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      child.log.push(line);
      onLine(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const tail = () => `\n  ${child.log.slice(-10).join('\n  ')}`;
  for (const deadline = Date.now() + READY_TIMEOUT_MS; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`the server exited on start:${tail()}`);
    const status = await fetch(`http://127.0.0.1:${port}${readyPath}`, { signal: AbortSignal.timeout(2000) })
      .then(async (res) => (await res.text(), res.status))
      .catch(() => 0); // not listening yet
    if (status === 200) return child;
    if (status === 404) throw new Error(`GET ${readyPath} is 404: the build lacks that route (rebuild)`);
  }
  signalGroup(child, 'SIGKILL');
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:${tail()}`);
}

/**
 * The server's database opened directly: PGlite's directory (its server stopped: one process owns it)
 * or the Postgres schema (beside a running server). { query(text, params?) → { rows }, exec(statements),
 * close() }.
 */
export async function openDatabase(engine, { dataDir, schema }) {
  if (engine === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'pglite'));
    return {
      query: (text, params) => db.query(text, params),
      exec: (text) => db.exec(text),
      close: () => db.close(),
    };
  }
  const { default: pg } = await import('pg');
  const options = `-c search_path=${schema}`;
  const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options });
  await db.connect();
  return {
    query: (text, params) => db.query(text, params),
    exec: (text) => db.query(text),
    close: () => db.end(),
  };
}

/**
 * Runs a suite's engines side by side, each in a child process of the same script with ENGINE_ONLY set
 * (the two engines share nothing: their own server, data directory and schema). Their output is held
 * and printed whole, one engine after the other, so the log reads as if they had run in turn. Each
 * child ends with the line `<name>: N passed, M failed`; the sums are returned. On this 2-core machine
 * a suite spends much of its time waiting on its one server thread, so two engines take little longer
 * than the slower one alone.
 */
export async function runEnginesSideBySide(script, name, engines, env = {}) {
  const totals = { passed: 0, failed: 0 };
  const runs = engines.map(
    (engine) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [script], {
          env: { ...process.env, ...env, ENGINE_ONLY: engine },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code, signal) => {
          resolve({ engine, code, signal, output: Buffer.concat(chunks).toString('utf8') });
        });
      }),
  );
  for (const run of runs) {
    const { engine, code, signal, output } = await run;
    process.stdout.write(`\n# ── ${name} on ${engine} ──\n${output}`);
    const last = new RegExp(`^${name}: (\\d+) passed, (\\d+) failed$`, 'm').exec(output);
    if (last) {
      totals.passed += Number(last[1]);
      totals.failed += Number(last[2]);
    }
    if (!last || code !== 0) {
      console.log(
        `# ${name} on ${engine} ended with ${signal ?? `code ${code}`}${last ? '' : ' and no totals line'}`,
      );
      if (!last || !Number(last[2])) totals.failed += 1;
    }
  }
  return totals;
}
