// Column builders the tables share, so that every instant is stored the same way (timestamptz) and a
// table cannot drift from its neighbours. Each call returns a new builder: a builder is one column.
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

export const identityId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A full-text search document (Postgres tsvector), written by SQL, never read as a value. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
