// Imported once at server start (instrumentation.ts): open the database and apply migrations before the
// first request, or stop with a clear message — e.g. when another process owns the PGlite directory.
import { getDatabase } from './index';

try {
  const { engine } = await getDatabase();
  console.warn(`civitas: database ready (${engine})`);
} catch (error) {
  console.error(`civitas: cannot start: ${(error as Error).message}`);
  process.exit(1);
}
