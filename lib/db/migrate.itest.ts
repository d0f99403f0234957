import '../../test/integration-env';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { test } from 'node:test';
import pg from 'pg';

// Black-box finding of 2026-11-25: two app processes starting together on an empty Postgres schema both
// ran the migrations, and in 1 round of 3 one stopped with "cannot start: Failed query: CREATE TABLE …".
// Here several processes open the database at the same instant, in rounds, each on a fresh schema.

const PROCESSES = 4;
const ROUNDS = 3;

/** Opens (and so migrates) the database in a process of its own; resolves with its exit code and output. */
function openInProcess(url: string, schemaName: string, startAt: number) {
  const script = `
    const client = await import('./lib/db/client.ts');
    const { openDatabase } = client.openDatabase ? client : client.default; // tsx loads it as CommonJS
    await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
    const handle = await openDatabase({ url: ${JSON.stringify(url)}, schemaName: ${JSON.stringify(schemaName)}, dataDir: 'memory://' });
    await handle.close();`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

const url = process.env.TEST_DATABASE_URL;
if (process.env.ENGINE === 'postgres' && url) {
  test(`${PROCESSES} processes migrate one empty schema at once, ${ROUNDS} rounds: all start`, async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        const schemaName = `migrate_race_${crypto.randomBytes(4).toString('hex')}`;
        try {
          // Far enough ahead for every process to have loaded the code and be waiting.
          const startAt = Date.now() + 4000;
          const results: { code: number | null; output: string }[] = await Promise.all(
            Array.from({ length: PROCESSES }, () => openInProcess(url, schemaName, startAt)),
          );
          for (const { code, output } of results) assert.equal(code, 0, `round ${round}: ${output}`);
          const { rows } = await admin.query(
            `SELECT count(*)::int AS n FROM "${schemaName}".__drizzle_migrations`,
          );
          assert.ok(rows[0].n > 0, 'the migrations are recorded once each');
          const { rows: tables } = await admin.query(
            `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'user'`,
            [schemaName],
          );
          assert.equal(tables[0].n, 1);
        } finally {
          await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
        }
      }
    } finally {
      await admin.end();
    }
  });
} else if (!url) {
  test('processes migrating one Postgres schema at once', { skip: 'TEST_DATABASE_URL is not set' }, () => {});
}
