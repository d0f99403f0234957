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

const names = new Map<string, string>();

/** A marked text's statement name: the same text always has the same name, another text another. */
export function statementName(text: string): string | null {
  if (!text.startsWith(MARK)) return null;
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
