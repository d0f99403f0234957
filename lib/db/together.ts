import 'server-only';
// Several writes of one transaction sent as one statement. Every round trip to the database costs
// about 0.2 ms of system time on a small machine before any SQL runs, so an action of five writes
// pays for one instead of five.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../mail/outbox';

/** A write a later one reads by its name, which orders the two: see withItems. */
type NamedStep = { withName: string; step: SQLWrapper };
export type Step = SQLWrapper | NamedStep;

/**
 * Writes as data-modifying WITH items named `${name}0`, `${name}1`… (or their own `withName`), for a
 * statement's WITH list. They run on one snapshot: none sees the others' changes to the tables (only what
 * an earlier item returns, by its name), and no two may change the same row (Postgres refuses it). Their
 * order in the list is not the order they run in: Postgres runs an item nobody reads after the rest of the
 * statement, the last one first. An item that must lock its rows before another does is read by that
 * other.
 */
export function withItems(steps: readonly Step[], name = 'step'): SQL {
  // getSQL(): a query builder put in a template as it is would be wrapped in parentheses, as a subquery.
  return sql.join(
    steps.map((one, i) =>
      'withName' in one
        ? sql`${sql.identifier(one.withName)} as (${one.step.getSQL()})`
        : sql`${sql.raw(`${name}${i}`)} as (${one.getSQL()})`,
    ),
    sql`, `,
  );
}

/**
 * Runs the writes in one round trip (nothing when there are none). `also`: an expression the statement
 * evaluates once besides (a NOTIFY sent on commit: lib/live/bus.ts).
 */
export async function together(db: Executor, steps: readonly Step[], also?: SQL | null): Promise<void> {
  if (steps.length > 0) await db.execute(sql`with ${withItems(steps)} select ${also ?? sql`1`} as done`);
  else if (also) await db.execute(sql`select ${also}`);
}
