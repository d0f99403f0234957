// Integration suites (*.itest.ts, node's test runner): always on in-memory PGlite, and again on a real
// Postgres server when TEST_DATABASE_URL is set (each test file in a schema of its own). Writes a
// summary to test-results/integration.json for `npm test`'s closing line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Node 20's test runner takes no globs: find the files.
function find(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : find(full);
    return entry.name.endsWith('.itest.ts') ? [full] : [];
  });
}
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['lib', 'app', 'server', 'scripts'].flatMap(find);

const summary = { passed: 0, failed: 0, skipped: 0, notes: [] };
const engines = ['pglite'];
if (process.env.TEST_DATABASE_URL) engines.push('postgres');
else {
  summary.skipped += 1;
  summary.notes.push('skipped: the integration suites on Postgres (TEST_DATABASE_URL is not set)');
  console.log(`# ${summary.notes.at(-1)}`);
}

fs.mkdirSync('test-results', { recursive: true });
for (const engine of engines) {
  console.log(`\n# integration on ${engine}`);
  const tap = path.join('test-results', `integration-${engine}.tap`);
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { stdio: 'inherit', env: { ...process.env, ENGINE: engine, NODE_ENV: 'test' } },
  );
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  summary.passed += count('pass');
  summary.failed += count('fail') + count('cancelled') + (result.status !== 0 && count('fail') === 0 ? 1 : 0);
  summary.skipped += count('skipped') + count('todo');
}
fs.writeFileSync(path.join('test-results', 'integration.json'), JSON.stringify(summary));
console.log(`\nintegration: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(summary.failed ? 1 : 0);
