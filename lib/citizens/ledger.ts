import 'server-only';
// The contribution ledger and the site's counters. Every earning action calls earn() inside its own
// transaction: the ledger row, the citizen's points and the hourly activity bucket change together or
// not at all. Pages read counters, never COUNT over the ledger.
import { and, inArray, is, like, lt, SQL, sql } from 'drizzle-orm';
import { citizen, contribution, counter } from '../db/schema';
import { together, type Step } from '../db/together';
import type { Executor } from '../mail/outbox';
import { POINTS, type ContributionAction } from './rules';

/** The hourly bucket a moment falls in: `ledger:2026-11-25T13`. */
export function ledgerBucket(at: Date): string {
  return `ledger:${at.toISOString().slice(0, 13)}`;
}

/** The 24 buckets of the last 24 hours up to `at` (the current, partial hour included). */
export function lastDayBuckets(at: Date): string[] {
  const hour = 60 * 60_000;
  return Array.from({ length: 24 }, (_, i) => ledgerBucket(new Date(at.getTime() - i * hour)));
}

export async function bumpCounter(db: Executor, name: string, by = 1) {
  await db
    .insert(counter)
    .values({ name, value: by })
    .onConflictDoUpdate({ target: counter.name, set: { value: sql`${counter.value} + ${by}` } });
}

export async function readCounters(db: Executor, names: string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ name: counter.name, value: counter.value })
    .from(counter)
    .where(inArray(counter.name, names));
  const values: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  for (const row of rows) values[row.name] = Number(row.value);
  return values;
}

/** A count on the citizen's row that the earning action also moves by one. */
export type CitizenCount = 'votes' | 'posts' | 'proposals';

/**
 * The writes one ledger row brings, as statements for together(): the ledger row, the citizen's points
 * (and `counts`, the citizen's own counts the action moves by one: a vote, a post) and the hourly
 * bucket. With `when` (the name of an earlier WITH item of the same statement), they happen only if
 * that item returned a row: a vote's ledger row follows its insert, which a second vote does not make.
 * `ref` may be SQL, for the id of a row the same statement writes (a reply's).
 *
 * The bucket is one row every earning of the hour writes, so it is locked last: it reads the citizen's
 * update (`earned_citizen`, so one earning a statement), which therefore runs first. Left to itself,
 * Postgres would run the bucket's write first (see withItems) and hold it while waiting for the
 * citizen's row; a reply holds its writer's row from its start and then needs the bucket, so a like on
 * one of that writer's posts, made at that moment, and the reply would wait for each other: a deadlock,
 * which Postgres ends after a second by failing one of the two.
 */
export function earning(
  input: { userId: string; action: ContributionAction; ref?: string | SQL; at: Date },
  counts: readonly CitizenCount[] = [],
  when?: SQL,
): Step[] {
  const points = POINTS[input.action];
  const column = (name: CitizenCount | 'points') => sql.identifier(citizen[name].name);
  const moved = counts.map((name) => sql`, ${column(name)} = ${column(name)} + 1`);
  const at = input.at.toISOString();
  const ref = is(input.ref, SQL) ? sql`(${input.ref})` : (input.ref ?? null);
  const followed = when ? sql`exists (select 1 from ${when})` : null;
  const guard = followed ? sql` where ${followed}` : sql``;
  const citizenWhen = followed ? sql` and ${followed}` : sql``;
  const earned = 'earned_citizen';
  return [
    sql`insert into ${contribution} (user_id, action, points, ref, created_at)
      select ${input.userId}::text, ${input.action}::text, ${points}::int, ${ref}::text,
        ${at}::timestamptz${guard}`,
    {
      withName: earned,
      step: sql`update ${citizen} set ${column('points')} = ${column('points')} + ${points}::int
        ${sql.join(moved)} where user_id = ${input.userId}${citizenWhen} returning 1`,
    },
    // count(*) reads the whole update before this row is written.
    sql`insert into ${counter} (name, value)
      select ${ledgerBucket(input.at)}::text, 1
      from (select count(*) from ${sql.identifier(earned)}) as citizen_first${guard}
      on conflict (name) do update set value = ${counter}.value + 1`,
  ];
}

/**
 * Writes one ledger row and everything that follows from it, in the caller's transaction, in one
 * statement: every thread, reply and lesson pays one round trip for it, not three.
 */
export async function earn(
  tx: Executor,
  input: { userId: string; action: ContributionAction; ref?: string; at: Date },
  counts: readonly CitizenCount[] = [],
): Promise<number> {
  await together(tx, earning(input, counts));
  return POINTS[input.action];
}

/** The hourly buckets are read for the last 24 hours only: older ones go (the hourly prune job). */
export async function pruneLedgerBuckets(db: Executor, at: Date): Promise<void> {
  const oldest = ledgerBucket(new Date(at.getTime() - 48 * 60 * 60_000));
  await db.delete(counter).where(and(like(counter.name, 'ledger:%'), lt(counter.name, oldest)));
}
