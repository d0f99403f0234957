import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  MAX_PREPARED_PER_CONNECTION,
  prepareMarkedStatements,
  prepared,
  quotedLiteral,
  statementName,
} from './prepared';

const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

/** A stand-in for a pg client: records what reaches its query method. */
function fakeClient() {
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]): unknown => (calls.push(args), 'result') };
  prepareMarkedStatements(client);
  return { query: client.query, calls };
}

describe('statementName', () => {
  it('names a marked text, the same text always alike and another text otherwise', () => {
    const one = textOf(prepared(sql`select ${1}::int as a`));
    const two = textOf(prepared(sql`select ${1}::int as b`));
    expect(statementName(one)).toMatch(/^civitas_[A-Za-z0-9_-]{22}$/);
    expect(statementName(one)).toBe(statementName(textOf(prepared(sql`select ${2}::int as a`))));
    expect(statementName(two)).not.toBe(statementName(one));
  });

  it('leaves an unmarked text unnamed', () => {
    expect(statementName(textOf(sql`select ${1}::int as a`))).toBeNull();
  });
});

describe('prepareMarkedStatements', () => {
  it('names marked statements and passes everything else on as it came', () => {
    const { query, calls } = fakeClient();
    const marked = { text: textOf(prepared(sql`select ${1}::int as x`)), rowMode: 'array' };
    const unmarked = { text: 'select $1::int as x' };
    const ownName = { text: marked.text, name: 'its_own' };
    expect(query(marked, [1])).toBe('result');
    query(unmarked, [1]);
    query(ownName, [1]);
    query('select 1');
    expect(calls).toEqual([
      [{ ...marked, name: statementName(marked.text) }, [1]],
      [unmarked, [1]],
      [ownName, [1]],
      ['select 1'],
    ]);
  });

  it(`prepares at most ${MAX_PREPARED_PER_CONNECTION} statements on a connection, and keeps using those`, () => {
    const { query, calls } = fakeClient();
    const texts = Array.from({ length: MAX_PREPARED_PER_CONNECTION + 1 }, (_, i) =>
      textOf(prepared(sql`select ${i}::int as ${sql.identifier(`c${i}`)}`)),
    );
    for (const text of texts) query({ text });
    query({ text: texts[0] });
    const names = calls.map(([config]) => (config as { name?: string }).name);
    expect(names.slice(0, MAX_PREPARED_PER_CONNECTION).every(Boolean)).toBe(true);
    expect(names[MAX_PREPARED_PER_CONNECTION]).toBeUndefined();
    expect(names.at(-1)).toBe(statementName(texts[0]!));
  });
});

describe('quotedLiteral', () => {
  it('writes an escaped string literal: backslashes and quotes doubled, everything else as it is', () => {
    expect(quotedLiteral("it's")).toBe("E'it''s'");
    expect(quotedLiteral("''")).toBe("E''''''");
    expect(quotedLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(quotedLiteral("\\'); drop table x; --")).toBe("E'\\\\''); drop table x; --'");
    expect(quotedLiteral('ünï 中文 🎉')).toBe("E'ünï 中文 🎉'");
    expect(quotedLiteral('')).toBe("E''");
    expect(quotedLiteral(null)).toBe('NULL');
  });

  it('gives up on a text the statement could not carry intact (it then runs with bound values)', () => {
    for (const text of ['a\0b', 'é\uDC00', '\uD800x']) expect(quotedLiteral(text)).toBeUndefined();
  });
});
