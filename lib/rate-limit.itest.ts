import '../test/integration-env';
import '../test/redis-env';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { closeDb, getDatabase } from './db';
import { checkLimit, hitLimit, type RateLimit } from './rate-limit';

const store = process.env.REDIS_URL ? 'redis' : `${process.env.ENGINE ?? 'pglite'} table`;
const subject = () => crypto.randomBytes(6).toString('hex');

after(async () => {
  const { engine, db } = await getDatabase();
  if (engine === 'postgres')
    await db.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await closeDb();
  const redis = (globalThis as { civitasRedis?: { quit(): Promise<unknown> } }).civitasRedis;
  await redis?.quit();
});

describe(`rate limits in the ${store}`, () => {
  const limit: RateLimit = { name: 'itest', limit: 3, windowMs: 60_000 };

  test('allows the limit, then refuses with the time left in the window', async () => {
    const who = subject();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitLimit(limit, who));
    assert.deepEqual(
      results.map((r) => r.allowed),
      [true, true, true, false],
    );
    assert.ok(results[3]!.retryAfterSeconds > 0 && results[3]!.retryAfterSeconds <= 60);
  });

  test('counts each subject on its own', async () => {
    const a = subject();
    for (let i = 0; i < 3; i++) await hitLimit(limit, a);
    assert.equal((await hitLimit(limit, subject())).allowed, true);
  });

  test('check does not count; it refuses once the limit is reached', async () => {
    const who = subject();
    assert.equal((await checkLimit(limit, who)).allowed, true);
    for (let i = 0; i < 2; i++) await hitLimit(limit, who);
    assert.equal((await checkLimit(limit, who)).allowed, true);
    await hitLimit(limit, who);
    assert.equal((await checkLimit(limit, who)).allowed, false);
  });

  test('a new window starts after the old one ends', async () => {
    const short: RateLimit = { name: 'itest-short', limit: 1, windowMs: 300 };
    const who = subject();
    await hitLimit(short, who);
    assert.equal((await hitLimit(short, who)).allowed, false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal((await hitLimit(short, who)).allowed, true);
  });

  test('concurrent hits are all counted', async () => {
    const who = subject();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => hitLimit({ ...limit, limit: 100 }, who)),
    );
    assert.deepEqual(
      results.map((r) => r.count).sort((x, y) => x - y),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
  });
});

test(
  'rate limits are shared through Redis',
  { skip: process.env.TEST_REDIS_URL ? false : 'TEST_REDIS_URL is not set' },
  () => {
    assert.equal(store, 'redis');
  },
);
