import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { isNotNull, sql } from 'drizzle-orm';
import { closeDb, getDatabase } from '../db';
import { forumGroup } from '../db/schema';
import { ensureFoundingGroups } from './groups';

// Found by the black-box probe (scripts/probe.mjs, 2026-11-28): two replicas starting together on an
// empty Postgres schema seeded the founding groups at once, and one stopped at start on the slug's unique
// index. Here several starts seed an empty table at the same instant, in rounds.
// The race needs Postgres; PGlite runs one statement at a time, and a round there takes ~3 s.
const ROUNDS = process.env.ENGINE === 'postgres' ? 10 : 2;
const STARTS = 4;

after(async () => {
  const { engine, db } = await getDatabase();
  if (engine === 'postgres')
    await db.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await closeDb();
});

test(`${STARTS} starts seed the founding groups at once, ${ROUNDS} rounds: each group once, no start fails`, async () => {
  const { db } = await getDatabase();
  for (let round = 1; round <= ROUNDS; round += 1) {
    await db.delete(forumGroup).where(isNotNull(forumGroup.seedKey));
    const results = await Promise.allSettled(Array.from({ length: STARTS }, () => ensureFoundingGroups()));
    const failed = results.filter((r) => r.status === 'rejected');
    assert.deepEqual(failed, [], `round ${round}`);
    const rows = await db
      .select({ slug: forumGroup.slug })
      .from(forumGroup)
      .where(isNotNull(forumGroup.seedKey));
    assert.equal(rows.length, 6, `round ${round}: ${rows.map((r) => r.slug).join(', ')}`);
  }
});

test('a group that already has a founding slug is kept, and the start seeds the others', async () => {
  const { db } = await getDatabase();
  await db.delete(forumGroup).where(isNotNull(forumGroup.seedKey));
  const [mine] = await db
    .insert(forumGroup)
    .values({
      slug: 'ethics',
      name: 'Ethics circle',
      description: 'A member’s group',
    })
    .returning();
  await ensureFoundingGroups();
  const rows = await db.select().from(forumGroup);
  assert.deepEqual(
    rows
      .filter((r) => r.seedKey)
      .map((r) => r.slug)
      .sort(),
    ['builders', 'creators', 'health', 'newcomers', 'translators'],
  );
  assert.deepEqual(
    rows.find((r) => r.slug === 'ethics'),
    mine,
    'the existing group is as it was',
  );
});
