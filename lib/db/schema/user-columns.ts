// References to an account. Kept apart from columns.ts because auth.ts, which defines `user`, uses those.
import { text } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The row belongs to the member: it goes when the account does. */
export const userId = (name = 'user_id') =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** The row outlives the member who wrote or acted on it: the reference is cleared. */
export const formerUserId = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });
