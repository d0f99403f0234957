import 'server-only';
// An item enters a member's library the same way whether it was free (./service.ts) or paid for
// (lib/chain/purchases.ts): the row, and the listing's download counter in the same transaction.
import { eq, sql } from 'drizzle-orm';
import { listing, listingGet } from '../db/schema';
import type { Executor } from '../mail/outbox';

/** Whether the item is new to the library: getting it again counts no second download. */
export async function addToLibrary(
  tx: Executor,
  listingId: number,
  userId: string,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(listingGet)
    .values({ listingId, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: listingGet.listingId });
  if (inserted.length > 0)
    await tx
      .update(listing)
      .set({ downloads: sql`${listing.downloads} + 1` })
      .where(eq(listing.id, listingId));
  return inserted.length > 0;
}
