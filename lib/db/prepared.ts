// Hot statements parsed and planned once per connection instead of on every request. Postgres parses,
// analyses and plans a statement's text each time it arrives unnamed; a named (prepared) statement is
// sent once per connection and then only bound and executed. For the vote, a statement of several
// data-modifying WITH items, that was about a fifth of the request's server CPU and a third of the
// database's (docs/performance.md). Only statements marked with `prepared()` are named: their text is
// fixed by the code (a few variants each), so the set stays small; a query whose best plan depends on its
// values (search) stays unnamed and is planned for its values every time.
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

const MARK = '/* prepared */ ';

/** The statement, marked to be prepared once per connection on Postgres (PGlite reads the mark as a comment). */
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(MARK)}${query}`;
}

/** At most this many statements are prepared on one connection; later marked texts run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 64;

const builtTexts = new Set<string>();

/**
 * Marks a statement of Drizzle's query builder, which cannot carry the comment, by its text (the
 * builder's `.toSQL().sql`). On Postgres give the builder its own `.prepare(name)` as well: there this
 * mark is not needed; on PGlite it is what prepares the statement.
 */
export function markBuiltStatement(text: string): void {
  if (builtTexts.size < MAX_PREPARED_PER_CONNECTION) builtTexts.add(text);
}

const names = new Map<string, string>();

/** A marked text's statement name: the same text always has the same name, another text another. */
export function statementName(text: string): string | null {
  if (!text.startsWith(MARK) && !builtTexts.has(text)) return null;
  let name = names.get(text);
  if (!name) {
    name = `civitas_${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size >= 4 * MAX_PREPARED_PER_CONNECTION) names.clear(); // a bound, never reached by the code's texts
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };
type Queryable = { query: (...args: never[]) => unknown };

/**
 * Makes a pg client send marked statements named (see above), so the driver parses each once on this
 * connection. For the pool's 'connect' event. A statement named already (Drizzle's `.prepare(name)`, as
 * the session read in lib/auth/session.ts) is left as it is.
 */
export function prepareMarkedStatements(client: Queryable): void {
  const original = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  const named = new Set<string>();
  const query = (config: unknown, ...rest: unknown[]) => {
    const given = config as QueryConfigLike | null;
    if (
      given &&
      typeof given === 'object' &&
      typeof given.text === 'string' &&
      !given.name &&
      !given.submit
    ) {
      const name = statementName(given.text);
      if (name && (named.has(name) || named.size < MAX_PREPARED_PER_CONNECTION)) {
        named.add(name);
        return original({ ...given, name }, ...rest);
      }
    }
    return original(config, ...rest);
  };
  client.query = query as Queryable['query'];
}

type PgliteQuery = (text: string, params?: unknown[], options?: never) => Promise<unknown>;
type PgliteTransaction = { query: PgliteQuery };
/** The part of a PGlite instance used here (its `query`, `exec` and `transaction`). */
export type PgliteClient = {
  query: PgliteQuery;
  exec: (text: string) => Promise<unknown>;
  transaction: <T>(callback: (tx: never) => Promise<T>) => Promise<T>;
};

/**
 * A value as a quoted SQL literal, for EXECUTE's arguments; undefined for a kind not written here (the
 * statement then runs unnamed, with the value bound as before). Only on a connection whose
 * `standard_conforming_strings` is on, where a quote is the one character to escape within quotes. A
 * quoted literal is of unknown type, so EXECUTE converts it to the type the statement gave that
 * parameter, as a bound text value would be converted.
 */
export function quotedLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else return undefined;
  // PGlite's protocol messages end a string at a NUL: never let one cut the statement short.
  if (text.includes('\0')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * PGlite runs one backend in this process, so each statement's parse and plan is this process's CPU (a
 * vote's statement: ~1.5 ms against ~0.4 ms prepared, measured on PGlite 0.5). Its client has no named
 * statements, so a marked statement is prepared with SQL (`PREPARE name AS …`, once, outside any
 * transaction) and then run as `EXECUTE name('value', …)`. Inside a transaction a statement not yet
 * prepared runs unnamed, and its PREPARE is queued to run after that transaction (PGlite runs
 * top-level statements between transactions), so a failing PREPARE never aborts one. A statement that
 * cannot be prepared (a parameter of undetermined type) or a value not written as a literal runs
 * unnamed, exactly as before. Enabled only where `standard_conforming_strings` is on.
 */
export async function prepareMarkedStatementsOnPglite(client: PgliteClient): Promise<void> {
  const setting = (await client.query(`SELECT current_setting('standard_conforming_strings') AS on`)) as {
    rows: { on: string }[];
  };
  if (setting.rows[0]?.on !== 'on') return;
  const preparing = new Map<string, Promise<boolean>>();
  const preparedNames = new Set<string>();
  const prepare = (name: string, text: string): Promise<boolean> => {
    let done = preparing.get(name);
    if (!done) {
      if (preparing.size >= MAX_PREPARED_PER_CONNECTION) return Promise.resolve(false);
      done = client.exec(`PREPARE "${name}" AS ${text}`).then(
        () => (preparedNames.add(name), true),
        () => false,
      );
      preparing.set(name, done);
    }
    return done;
  };
  const execute = (query: PgliteQuery, name: string, params: unknown[] = [], options?: never) => {
    const values = params.map(quotedLiteral);
    if (values.some((value) => value === undefined)) return null;
    return query(`EXECUTE "${name}"${values.length > 0 ? `(${values.join(', ')})` : ''}`, [], options);
  };

  const query = client.query.bind(client) as PgliteQuery;
  client.query = async (text, params, options) => {
    const name = typeof text === 'string' ? statementName(text) : null;
    if (name && (await prepare(name, text))) {
      const run = execute(query, name, params, options);
      if (run) return run;
    }
    return query(text, params, options);
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx: PgliteTransaction) => {
      const txQuery = tx.query.bind(tx);
      tx.query = async (text, params, options) => {
        const name = typeof text === 'string' ? statementName(text) : null;
        if (name && preparedNames.has(name)) {
          const run = execute(txQuery, name, params, options);
          if (run) return run;
        } else if (name) void prepare(name, text);
        return txQuery(text, params, options);
      };
      return callback(tx as never);
    });
}
