// Cursors for "newest first" (or oldest first) lists: the last item's time and id, opaque to the browser.
// Shared by proposals, voters, groups, threads, posts and search.

/** `${iso}|${id}` in base64url. */
export function encodeCursor(p: { createdAt: string; id: number }): string {
  return Buffer.from(`${p.createdAt}|${p.id}`).toString('base64url');
}

/**
 * Only what encodeCursor writes: an ISO instant the database can hold, and an id up to `maxId` (32-bit
 * ids by default). Anything else is no cursor (the first page).
 */
export function decodeCursor(
  cursor: string | undefined | null,
  maxId = 2_147_483_647,
): { createdAt: Date; id: number } | null {
  if (!cursor || cursor.length > 200) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!iso || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso)) return null;
  if (!id || !/^[0-9]{1,16}$/.test(id)) return null;
  const createdAt = new Date(iso);
  const n = Number(id);
  const time = createdAt.getTime();
  return Number.isNaN(time) || time < 0 || n > maxId ? null : { createdAt, id: n };
}

/**
 * `${iso}_${id}` in the clear, as the academy's community paths and the studio's gallery write it: any
 * date Date parses, and an id up to 32 bits. Anything else is no cursor (the first page).
 */
export function decodePlainCursor(cursor: string | undefined): { at: Date; id: number } | null {
  const match = cursor ? /^(.{10,40})_(\d{1,10})$/.exec(cursor) : null;
  if (!match) return null;
  const at = new Date(match[1]!);
  const id = Number(match[2]);
  return Number.isNaN(at.getTime()) || id > 2_147_483_647 ? null : { at, id };
}
