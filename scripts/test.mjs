// `npm test`: every suite in order — types, lint, format, unit (Jest), integration (node:test on PGlite
// and Postgres), the production build, the JavaScript budget, the crash test, the fuzz test,
// the security probes, and the end-to-end journeys (Playwright on the built site). Ends with one
// line "tests: N passed, N failed, N skipped" summing Jest and Playwright.
//   SKIP_BUILD=1 npm test   reuses an existing build (local iteration only).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

function run(label, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
  return result.status === 0;
}

function count(file, kind) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (kind === 'integration') {
    results.passed += report.passed;
    results.failed += report.failed;
    results.skipped += report.skipped;
  } else if (kind === 'jest') {
    results.passed += report.numPassedTests;
    results.failed += report.numFailedTests;
    results.skipped += report.numPendingTests + report.numTodoTests;
  } else {
    results.passed += report.stats.expected + report.stats.flaky;
    results.failed += report.stats.unexpected;
    results.skipped += report.stats.skipped;
  }
}

function finish(ok) {
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test finished in ${minutes} min`);
  console.log(`tests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  process.exit(ok && results.failed === 0 ? 0 : 1);
}

/**
 * Runs single-threaded checks side by side (one core each), each one's output printed whole when it ends.
 * Resolves with whether all passed.
 */
async function runTogether(checks) {
  const outcomes = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const t0 = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - t0) / 1000).toFixed(1);
            console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`${status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
            resolve(status === 0);
          });
        }),
    ),
  );
  return outcomes.every(Boolean);
}

/** A script that runs against the built server and prints its own checks: counted as one test. */
function scriptSuite(label, script) {
  return () => {
    const ok = run(label, 'node', [script]);
    results[ok ? 'passed' : 'failed'] += 1;
    return ok;
  };
}

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

const steps = [
  () =>
    runTogether([
      ['types', 'npx', ['tsc', '--noEmit']],
      ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
      ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ]),
  () => {
    const ok = run('unit and integration (Jest)', 'npx', [
      'jest',
      '--json',
      '--outputFile=test-results/jest.json',
    ]);
    count('test-results/jest.json', 'jest');
    return ok;
  },
  () => {
    const ok = run(
      'integration (node:test on PGlite, and on Postgres when TEST_DATABASE_URL is set)',
      'node',
      ['scripts/integration.mjs'],
    );
    count('test-results/integration.json', 'integration');
    return ok;
  },
  () =>
    process.env.SKIP_BUILD && fs.existsSync('.next/BUILD_ID')
      ? (console.log('\n▶ build skipped (SKIP_BUILD)'), true)
      : run('build', 'npm', ['run', 'build']),
  () => run('JavaScript budget', 'node', ['scripts/budget.mjs']),
  scriptSuite(
    'crash test (SIGKILL while writing; PGlite, and Postgres when TEST_DATABASE_URL is set)',
    'scripts/crash-test.mjs',
  ),
  scriptSuite(
    'fuzz (malformed bodies to every write endpoint; PGlite, and Postgres when TEST_DATABASE_URL is set)',
    'scripts/fuzz.mjs',
  ),
  scriptSuite(
    'probe (black-box security findings on the built server; replicas on Postgres when TEST_DATABASE_URL is set)',
    'scripts/probe.mjs',
  ),
  () => {
    const ok = run('end-to-end (Playwright)', 'npx', ['playwright', 'test']);
    count('test-results/e2e.json', 'playwright');
    return ok;
  },
];

let ok = true;
for (const step of steps) {
  // Keep going after a failed check so one run reports everything, but never test a failed build.
  const passed = await step();
  ok &&= passed;
  if (!passed && step === steps[3]) break;
}
finish(ok);
