// Imported first by every *.itest.ts: points the app at a fresh database before any app module reads
// the environment. ENGINE=postgres uses TEST_DATABASE_URL with a schema of its own per test file.
import crypto from 'node:crypto';

if (process.env.ENGINE === 'postgres') {
  if (!process.env.TEST_DATABASE_URL) throw new Error('ENGINE=postgres needs TEST_DATABASE_URL');
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  process.env.DATABASE_SCHEMA = `itest_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
} else delete process.env.DATABASE_URL;
// Files (uploads, the mail outbox, the auth secret) in memory or a temporary directory of the process,
// never in the project's .data, on either engine.
process.env.DATA_DIR = 'memory://';
delete process.env.REDIS_URL;
// Route handlers are called in-process, as behind the production server (server/server.mjs), which
// puts the client's address in a header of its own (lib/edge.mjs); test/http.ts's Client sets it.
delete process.env.TRUST_PROXY;
process.env.CIVITAS_SERVER = '1';
