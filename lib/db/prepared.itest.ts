import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { closeDb, getDatabase } from '.';
import { prepared, statementName } from './prepared';

after(async () => {
  const { engine, db } = await getDatabase();
  if (engine === 'postgres')
    await db.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await closeDb();
});

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

test('a marked statement answers as it would unmarked, with its values bound each time', async () => {
  const { db } = await getDatabase();
  for (const n of [1, 2, 3]) {
    const rows = rowsOf(await db.execute(prepared(sql`select ${n}::int * 2 as twice`)));
    assert.deepEqual(rows, [{ twice: n * 2 }]);
  }
});

// PGlite has no named statements: the mark is a comment there, and the test above is what applies.
if (process.env.ENGINE === 'postgres')
  test('on Postgres a marked statement is prepared once on its connection, an unmarked one never', async () => {
    const { db } = await getDatabase();
    const marked = prepared(sql`select ${7}::int + 1 as eight`);
    const plain = sql`select ${7}::int + 2 as nine`;
    // One transaction holds one connection, so the statements below are all on it.
    const prepares = await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1) {
        await tx.execute(marked);
        await tx.execute(plain);
      }
      return rowsOf(await tx.execute(sql`select name, statement from pg_prepared_statements`));
    });
    const ours = prepares.filter((row) => String(row.name).startsWith('civitas_'));
    const named = ours.filter((row) => String(row.statement).includes('as eight'));
    assert.equal(named.length, 1, JSON.stringify(prepares));
    assert.equal(named[0]!.name, statementName(String(named[0]!.statement)));
    assert.ok(
      !prepares.some((row) => String(row.statement).includes('as nine')),
      'the unmarked one is not kept',
    );
  });
