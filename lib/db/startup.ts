// Imported once at server start (instrumentation.ts): open the database and apply migrations before the
// first request, or stop with a clear message — e.g. when another process owns the PGlite directory.
// Then the mail worker starts: the outbox, the hourly digests checked every minute, and an hourly prune.
import { getDatabase } from './index';

try {
  const { engine } = await getDatabase();
  console.warn(`civitas: database ready (${engine})`);
} catch (error) {
  console.error(`civitas: cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const [{ pruneMail, startMailWorker }, { queueDigests }] = await Promise.all([
  import('../mail/worker'),
  import('../notifications/digest'),
]);
await startMailWorker([
  { everyMs: 60_000, run: queueDigests },
  { everyMs: 60 * 60_000, run: pruneMail },
]);
