// Ids in URL segments, checked before any query: a malformed or out-of-range one is a 404, where the
// database would fail the query (a serial is a 32-bit integer).

/** A serial id: digits only, no leading zero, at most 2^31 - 1; else null. */
export function serialIdOf(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

/** A random UUID as the site writes them (lower-case hex). */
export const isUuid = (segment: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(segment);
