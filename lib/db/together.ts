import 'server-only';
// Several writes of one transaction sent as one statement. Every round trip to the database costs
// about 0.2 ms of system time on a small machine before any SQL runs, so an action of five writes
// pays for one instead of five.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../mail/outbox';

/**
 * The writes as data-modifying WITH items of one statement. They run on one snapshot, so none may read
 * what another writes, and no two may change the same row (Postgres refuses it).
 */
export function togetherSql(steps: readonly SQLWrapper[], also?: SQL | null): SQL {
  // getSQL(): a query builder put in a template as it is would be wrapped in parentheses, as a subquery.
  const items = steps.map((step, i) => sql`${sql.raw(`step${i}`)} as (${step.getSQL()})`);
  return sql`with ${sql.join(items, sql`, `)} select ${also ?? sql`1`} as done`;
}

/**
 * Runs the writes in one round trip (nothing when there are none). `also`: an expression the statement
 * evaluates once besides (a NOTIFY sent on commit: lib/live/bus.ts).
 */
export async function together(db: Executor, steps: readonly SQLWrapper[], also?: SQL | null): Promise<void> {
  if (steps.length > 0) await db.execute(togetherSql(steps, also));
  else if (also) await db.execute(sql`select ${also}`);
}
