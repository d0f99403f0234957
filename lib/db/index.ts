// The process-wide database, opened (and migrated) once. Kept on globalThis so every route bundle of
// the Next server shares one connection: PGlite allows a single one.
import { dataDir, env } from '../env';
import { openDatabase, type Database, type DatabaseHandle } from './client';

export type { Database } from './client';
export * as tables from './schema';

const globalForDb = globalThis as unknown as { civitasDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  globalForDb.civitasDb ??= openDatabase({
    url: env.DATABASE_URL,
    schemaName: env.DATABASE_SCHEMA,
    dataDir,
  });
  return globalForDb.civitasDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Tests and scripts: close and forget the shared database. */
export async function closeDb() {
  const handle = globalForDb.civitasDb;
  globalForDb.civitasDb = undefined;
  if (handle) await (await handle).close();
}
