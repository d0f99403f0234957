// Integration suites (*.itest.ts, node's test runner): always on in-memory PGlite, and again on a real
// Postgres server when TEST_DATABASE_URL is set (each test file in a schema of its own). The two engines
// run side by side (their suites share nothing: PGlite is in process, each Postgres file has its own
// schema, servers and chains take free ports, Redis keys are random); each engine's files run one at a
// time. Each line of output is prefixed with its engine. Writes a summary to
// test-results/integration.json for `npm test`'s closing line.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

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

/** Runs one engine's suites; resolves with the exit status and the TAP report's path. */
function runEngine(engine) {
  const tap = path.join('test-results', `integration-${engine}.tap`);
  fs.rmSync(tap, { force: true });
  const child = spawn(
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
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ENGINE: engine, NODE_ENV: 'test' } },
  );
  const label = `[${engine}]`.padEnd(10);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ])
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${label} ${line}\n`));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ engine, status, tap }));
  });
}

fs.mkdirSync('test-results', { recursive: true });
console.log(`\n# integration on ${engines.join(' and ')}`);
const results = await Promise.all(engines.map(runEngine));
for (const { engine, status, tap } of results) {
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const failed = count('fail') + count('cancelled') + (status !== 0 && count('fail') === 0 ? 1 : 0);
  console.log(
    `# ${engine}: ${count('pass')} passed, ${failed} failed, ${count('skipped') + count('todo')} skipped`,
  );
  summary.passed += count('pass');
  summary.failed += failed;
  summary.skipped += count('skipped') + count('todo');
}
fs.writeFileSync(path.join('test-results', 'integration.json'), JSON.stringify(summary));
console.log(`\nintegration: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(summary.failed ? 1 : 0);
