import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { closeDb, getDatabase } from '.';
import { user } from './schema';
import { markBuiltStatement, prepared, statementName } from './prepared';

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

// PGlite has no named statements in its client: marked statements are prepared with SQL and run as
// EXECUTE with their values written as literals (lib/db/prepared.ts).
if (process.env.ENGINE === 'pglite') {
  const preparedTexts = async () => {
    const { db } = await getDatabase();
    return rowsOf(await db.execute(sql`select name, statement from pg_prepared_statements`));
  };

  test('on PGlite a marked statement is prepared once, an unmarked one never', async () => {
    const { db } = await getDatabase();
    for (let i = 0; i < 3; i += 1) {
      assert.deepEqual(rowsOf(await db.execute(prepared(sql`select ${i}::int + 10 as ten`))), [
        { ten: i + 10 },
      ]);
      await db.execute(sql`select ${i}::int + 20 as twenty`);
    }
    const rows = await preparedTexts();
    const named = rows.filter((row) => String(row.statement).includes('as ten'));
    assert.equal(named.length, 1, JSON.stringify(rows));
    assert.equal(named[0]!.name, statementName(`/* prepared */ select $1::int + 10 as ten`));
    assert.ok(!rows.some((row) => String(row.statement).includes('as twenty')));
  });

  test('on PGlite every value comes back as it was given, as it does unmarked', async () => {
    const { db } = await getDatabase();
    const texts = ["it's", "''", '\\', '\\x00', "E'\\n'", '$1', ');--', 'ünï 中文 🎉', '', ' '];
    for (const text of texts) {
      const statement = (mark: boolean) => {
        const query = sql`select ${text}::text as t, ${text.length}::int as n, ${null}::text as z,
          ${true}::boolean as b, ${-1.5}::float8 as f, ${'9007199254740993'}::bigint as big`;
        return mark ? prepared(query) : query;
      };
      const [marked] = rowsOf(await db.execute(statement(true)));
      const [plain] = rowsOf(await db.execute(statement(false)));
      assert.deepEqual(marked, plain);
      assert.equal(marked!.t, text);
    }
    const named = (await preparedTexts()).filter((row) => String(row.statement).includes('as big'));
    assert.equal(named.length, 1, 'the marked one was run prepared');
  });

  test('on PGlite dates and JSON meet the serializers of their parameters, as bound values do', async () => {
    const { db } = await getDatabase();
    const at = new Date('2026-11-28T19:00:00.123Z');
    const statement = (mark: boolean) => {
      const query = sql`select ${at}::timestamptz as at, ${JSON.stringify({ a: "it's \\ 1" })}::jsonb as doc,
        ${12n}::bigint as n, ${'as dates'}::text as label`;
      return mark ? prepared(query) : query;
    };
    const [plain] = rowsOf(await db.execute(statement(false)));
    const [marked] = rowsOf(await db.execute(statement(true)));
    assert.deepEqual(marked, plain);
    assert.ok((await preparedTexts()).some((row) => String(row.statement).includes('as label')));
  });

  test('on PGlite values stay values with standard_conforming_strings off', async () => {
    const { db } = await getDatabase();
    const text = "\\'); select 'injected' --";
    await db.execute(sql`set standard_conforming_strings = off`);
    try {
      for (let i = 0; i < 2; i += 1) {
        const rows = rowsOf(
          await db.execute(prepared(sql`select ${text}::text as kept, ${'x'}::text as other`)),
        );
        assert.deepEqual(rows, [{ kept: text, other: 'x' }]);
      }
    } finally {
      await db.execute(sql`set standard_conforming_strings = on`);
    }
  });

  test('on PGlite a value with a NUL is refused as it is unmarked', async () => {
    const { db } = await getDatabase();
    const run = (mark: boolean) => {
      const query = sql`select ${'a\0b'}::text as t`;
      return db.execute(mark ? prepared(query) : query);
    };
    // Drizzle's message repeats the statement's text; the database's own error is its cause.
    const outcome = (mark: boolean) =>
      run(mark).then(
        () => 'answered',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    const plain = await outcome(false);
    const marked = await outcome(true);
    assert.notEqual(plain, 'answered');
    assert.equal(marked, plain);
  });

  test('on PGlite a marked statement first seen in a transaction runs unnamed, then prepared after it', async () => {
    const { db } = await getDatabase();
    const statement = prepared(sql`select ${5}::int * 3 as fifteen`);
    const inside = await db.transaction(async (tx) => {
      const rows = rowsOf(await tx.execute(statement));
      const during = rowsOf(await tx.execute(sql`select name from pg_prepared_statements`));
      return { rows, during };
    });
    assert.deepEqual(inside.rows, [{ fifteen: 15 }]);
    const fifteen = statementName(`/* prepared */ select $1::int * 3 as fifteen`);
    assert.ok(!inside.during.some((row) => row.name === fifteen), 'not prepared inside the transaction');
    await db.execute(sql`select 1`); // the queued PREPARE runs when the transaction has ended
    assert.ok((await preparedTexts()).some((row) => row.name === fifteen));
    // Now prepared, it runs as EXECUTE inside a transaction too, also one that rolls back.
    await assert.rejects(
      db.transaction(async (tx) => {
        assert.deepEqual(rowsOf(await tx.execute(statement)), [{ fifteen: 15 }]);
        throw new Error('roll back');
      }),
      /roll back/,
    );
    assert.deepEqual(rowsOf(await db.execute(statement)), [{ fifteen: 15 }]);
  });

  test('on PGlite a statement that cannot be prepared still answers, unnamed', async () => {
    const { db } = await getDatabase();
    // PREPARE takes queries and data-modifying statements only, not SHOW.
    const rows = rowsOf(await db.execute(prepared(sql`show standard_conforming_strings`)));
    assert.deepEqual(rows, [{ standard_conforming_strings: 'on' }]);
    assert.ok(!(await preparedTexts()).some((row) => String(row.statement).includes('show')));
  });

  test('on PGlite a statement of the query builder, marked by its text, is prepared too', async () => {
    const { db } = await getDatabase();
    const query = db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, sql.placeholder('id')))
      .limit(1);
    const text = query.toSQL().sql;
    markBuiltStatement(text);
    const statement = query.prepare('itest_builder');
    for (const id of ['nobody', "o'brien"]) assert.deepEqual(await statement.execute({ id }), []);
    const named = (await preparedTexts()).filter((row) => row.name === statementName(text));
    assert.equal(named.length, 1);
  });
}
