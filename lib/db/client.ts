// One data layer, two engines: embedded PGlite (default; a directory, or memory for tests) or a pooled
// Postgres server when DATABASE_URL is set. Nothing else in the app knows which one runs.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { prepareMarkedStatements, prepareMarkedStatementsOnPglite, type PgliteClient } from './prepared';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = path.join(process.cwd(), 'lib', 'db', 'migrations');

export class DataDirectoryLockedError extends Error {}

/** Whether `pid` is a live process that could be another Civitas server (not a reused pid). */
function ownerAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // Linux: a pid reused by an unrelated program after a crash does not hold the lock.
    return /node|next/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * PGlite is single-process and does not lock its directory: two processes on one directory corrupt it.
 * An exclusively created lock file with our pid keeps a second process out; a lock left by a process
 * that died (kill -9) is taken over. A normal exit removes it.
 */
function lockDataDirectory(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'civitas.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && ownerAlive(pid)) {
        throw new DataDirectoryLockedError(
          `The data directory ${dir} is in use by another Civitas process (pid ${pid}). ` +
            'Stop that process, or give this one its own DATA_DIR, or use a Postgres server (DATABASE_URL).',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  const unlock = () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', unlock);
  return unlock;
}

/**
 * Several app processes (replicas) may start at once on one schema: each would create the same tables.
 * A session-level advisory lock, named after the schema, lets one migrate while the others wait; they
 * then find every migration applied. The lock goes with its connection if the process dies.
 */
async function migrateSerialized(pool: Pool, schemaName: string, migrate: () => Promise<void>) {
  const lockName = `civitas:migrate:${schemaName}`;
  const holder = await pool.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [lockName]);
    try {
      await holder.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
      await migrate();
    } finally {
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [lockName]);
    }
  } finally {
    holder.release();
  }
}

export async function openDatabase(options: {
  url?: string;
  schemaName?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const schemaName = options.schemaName ?? 'public';
  if (options.url) {
    const pool = new Pool({
      connectionString: options.url,
      max: 10,
      // Extensions (pg_trgm) live in public, shared by every schema of the database.
      options: `-c search_path=${schemaName === 'public' ? 'public' : `${schemaName},public`}`,
    });
    pool.on('connect', prepareMarkedStatements);
    const db = drizzlePg(pool, { schema });
    try {
      await migrateSerialized(pool, schemaName, () =>
        migratePg(db, { migrationsFolder, migrationsSchema: schemaName }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  }

  const inMemory = options.dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDirectory(options.dataDir);
  try {
    // 'memory://' rather than no directory: extensions load only with one (electric-sql/pglite#600).
    const client = new PGlite(inMemory ? 'memory://' : path.join(options.dataDir, 'pglite'), {
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const preparesSettled = prepareMarkedStatementsOnPglite(client as unknown as PgliteClient);
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await preparesSettled();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
