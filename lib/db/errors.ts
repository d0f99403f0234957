/** A Postgres unique violation (23505), found through Drizzle's wrapping; the constraint's name if known. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
    e = cause;
  }
  return null;
}
