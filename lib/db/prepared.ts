// Hot statements parsed and planned once per connection instead of on every request. Postgres parses,
// analyses and plans a statement's text each time it arrives unnamed; a named (prepared) statement is
// sent once per connection and then only bound and executed. For the vote, a statement of several
// data-modifying WITH items, that was about a fifth of the request's server CPU and a third of the
// database's (docs/performance.md). Only statements marked with `prepared()` are named: their text is
// fixed by the code (a few variants each), so the set stays small; a query whose best plan depends on its
// values (search) stays unnamed and is planned for its values every time. PGlite, whose client has no
// named statements, prepares them with SQL (prepareMarkedStatementsOnPglite, below).
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

const MARK = '/* prepared */ ';

/** The statement, marked to be prepared once per connection (on Postgres and on PGlite, below). */
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
type Serializer = (value: unknown) => string;
/** The part of a PGlite instance used here (its `query`, `exec`, `transaction` and `serializers`). */
export type PgliteClient = {
  query: PgliteQuery;
  exec: (text: string) => Promise<unknown>;
  transaction: <T>(callback: (tx: never) => Promise<T>) => Promise<T>;
  serializers: Record<number, Serializer>;
};

/**
 * A parameter's text (as PGlite would have sent it bound) as an escaped string literal, for EXECUTE's
 * arguments: `E'…'` with backslashes and quotes doubled, which reads the same whatever
 * `standard_conforming_strings` is. Undefined for a text the statement text could not carry intact (a NUL
 * ends a protocol string; a lone surrogate is mis-measured by PGlite's encoder): the statement then runs
 * unnamed, with its values bound as before. A quoted literal is of unknown type, so EXECUTE converts it
 * with the parameter's input function, as a bound text value is converted.
 */
export function quotedLiteral(text: string | null): string | undefined {
  if (text === null) return 'NULL';
  if (text.includes('\0') || /\p{Surrogate}/u.test(text)) return undefined;
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * PGlite runs one backend in this process, so each statement's parse and plan is this process's CPU (a
 * vote's statement: ~1.5 ms against ~0.4 ms prepared, measured on PGlite 0.5). Its client has no named
 * statements, so a marked statement is prepared with SQL (`PREPARE name AS …`, once, outside any
 * transaction) and then run as `EXECUTE name(E'value', …)`, each value first turned into text by PGlite's
 * own serializer for the parameter's type, exactly as it is when bound. Inside a transaction a statement
 * not yet prepared runs unnamed, and its PREPARE is queued to run after that transaction (PGlite runs
 * top-level statements between transactions), so a failing PREPARE never aborts one. A statement that
 * cannot be prepared (SHOW, a parameter of undetermined type) or a value a literal cannot carry runs
 * unnamed, exactly as before; a PREPARE that failed is not tried again. Returns what to await before
 * closing the client: the PREPAREs still queued.
 */
export function prepareMarkedStatementsOnPglite(client: PgliteClient): () => Promise<void> {
  /** name -> the parameters' type oids once prepared, or null when it cannot be. */
  const preparing = new Map<string, Promise<number[] | null>>();
  const ready = new Map<string, number[]>();
  const prepare = (name: string, text: string): Promise<number[] | null> => {
    let done = preparing.get(name);
    if (!done) {
      if (preparing.size >= MAX_PREPARED_PER_CONNECTION) return Promise.resolve(null);
      done = client
        .exec(`PREPARE "${name}" AS ${text}`)
        .then(() =>
          client.query(`SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = $1`, [
            name,
          ]),
        )
        .then(
          (result) => {
            const types = ((result as { rows: { types: number[] }[] }).rows[0]?.types ?? []).map(Number);
            ready.set(name, types);
            return types;
          },
          () => null,
        );
      preparing.set(name, done);
    }
    return done;
  };
  /** Runs a prepared statement as EXECUTE, or with `run` as it came when a value cannot be a literal. */
  const execute = (
    run: PgliteQuery,
    name: string,
    types: number[],
    text: string,
    params: unknown[] = [],
    options?: never,
  ) => {
    if (params.length !== types.length) return run(text, params, options);
    const given = (options as { serializers?: Record<number, Serializer> } | undefined)?.serializers;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return 'NULL';
      const serialize = given?.[types[i]!] ?? client.serializers[types[i]!];
      try {
        return quotedLiteral(serialize ? serialize(value) : String(value));
      } catch {
        return undefined; // bound, the value meets the same serializer and its error, as before
      }
    });
    if (values.some((value) => value === undefined)) return run(text, params, options);
    return run(`EXECUTE "${name}"${values.length > 0 ? `(${values.join(', ')})` : ''}`, [], options);
  };

  const query = client.query.bind(client) as PgliteQuery;
  client.query = (text, params, options) => {
    const name = typeof text === 'string' ? statementName(text) : null;
    if (!name) return query(text, params, options);
    const known = ready.get(name);
    // Once prepared, no wait: the statement queues for PGlite in the order it was called.
    if (known) return execute(query, name, known, text, params, options);
    return prepare(name, text).then((types) =>
      types ? execute(query, name, types, text, params, options) : query(text, params, options),
    );
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx: PgliteTransaction) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => {
        const name = typeof text === 'string' ? statementName(text) : null;
        const known = name ? ready.get(name) : undefined;
        if (name && known) return execute(txQuery, name, known, text, params, options);
        if (name) void prepare(name, text);
        return txQuery(text, params, options);
      };
      return callback(tx as never);
    });
  return async () => {
    await Promise.allSettled(preparing.values());
  };
}
