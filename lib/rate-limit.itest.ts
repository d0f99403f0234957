import '../test/integration-env';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { closeDb, getDatabase } from './db';
import {
  checkLimit,
  hitLimit,
  memoryStore,
  redisStore,
  tableStore,
  type RateLimit,
  type Store,
} from './rate-limit';

// Every store, whichever one the configuration picks: process memory (PGlite), the engine's table
// (DATABASE_URL), and Redis when TEST_REDIS_URL is set.
const stores: [string, () => Store][] = [
  ['process memory', memoryStore],
  [`the ${process.env.ENGINE ?? 'pglite'} table`, () => tableStore],
];
if (process.env.TEST_REDIS_URL) stores.push(['redis', () => redisStore(process.env.TEST_REDIS_URL!)]);
const subject = () => crypto.randomBytes(6).toString('hex');

after(async () => {
  const { engine, db } = await getDatabase();
  if (engine === 'postgres')
    await db.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await closeDb();
  const redis = (globalThis as { civitasRedis?: { quit(): Promise<unknown> } }).civitasRedis;
  await redis?.quit();
});

for (const [name, makeStore] of stores) {
  describe(`rate limits in ${name}`, () => {
    const store = makeStore();
    const limit: RateLimit = { name: 'itest', limit: 3, windowMs: 60_000 };

    test('allows the limit, then refuses with the time left in the window', async () => {
      const who = subject();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await hitLimit(limit, who, store));
      assert.deepEqual(
        results.map((r) => r.allowed),
        [true, true, true, false],
      );
      assert.ok(results[3]!.retryAfterSeconds > 0 && results[3]!.retryAfterSeconds <= 60);
    });

    test('counts each subject on its own', async () => {
      const a = subject();
      for (let i = 0; i < 3; i++) await hitLimit(limit, a, store);
      assert.equal((await hitLimit(limit, subject(), store)).allowed, true);
    });

    test('check does not count; it refuses once the limit is reached', async () => {
      const who = subject();
      assert.equal((await checkLimit(limit, who, store)).allowed, true);
      for (let i = 0; i < 2; i++) await hitLimit(limit, who, store);
      assert.equal((await checkLimit(limit, who, store)).allowed, true);
      await hitLimit(limit, who, store);
      assert.equal((await checkLimit(limit, who, store)).allowed, false);
    });

    test('a new window starts after the old one ends', async () => {
      const short: RateLimit = { name: 'itest-short', limit: 1, windowMs: 300 };
      const who = subject();
      await hitLimit(short, who, store);
      assert.equal((await hitLimit(short, who, store)).allowed, false);
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal((await hitLimit(short, who, store)).allowed, true);
    });

    test('concurrent hits are all counted', async () => {
      const who = subject();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => hitLimit({ ...limit, limit: 100 }, who, store)),
      );
      assert.deepEqual(
        results.map((r) => r.count).sort((x, y) => x - y),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      );
    });
  });
}

if (!process.env.TEST_REDIS_URL) {
  test('rate limits in redis', { skip: 'TEST_REDIS_URL is not set' }, () => {});
}

describe('the memory store', () => {
  test('sweeps ended windows once it holds many keys', async () => {
    const store = memoryStore();
    const brief: RateLimit = { name: 'itest-brief', limit: 1, windowMs: 1 };
    for (let i = 0; i < 10_000; i++) await hitLimit(brief, `k${i}`, store);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await hitLimit(brief, 'after', store);
    assert.equal(store.size, 1); // only 'after' is left
  });
});

describe('the table store', () => {
  test('is an unlogged table: a hit is not a durable commit of its own', async () => {
    const { db } = await getDatabase();
    const result = await db.execute(
      sql`select relpersistence from pg_class where oid = to_regclass('rate_limit')`,
    );
    const [row] = (result as unknown as { rows: { relpersistence: string }[] }).rows;
    assert.equal(row?.relpersistence, 'u');
  });
});
