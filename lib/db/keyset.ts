// Keyset pagination: the rows strictly past the last one a page showed, in the list's own order of (time,
// tie-breaker). Unlike OFFSET, a row written between two pages neither repeats nor hides one.
import { and, eq, gt, lt, or, type Column, type SQL } from 'drizzle-orm';

/** For a list ordered by (time, tie) descending: the rows after (at, id). */
export function below(time: Column, tie: Column, at: Date, id: number | string): SQL | undefined {
  return or(lt(time, at), and(eq(time, at), lt(tie, id)));
}

/** For a list ordered by (time, tie) ascending: the rows after (at, id). */
export function above(time: Column, tie: Column, at: Date, id: number | string): SQL | undefined {
  return or(gt(time, at), and(eq(time, at), gt(tie, id)));
}
