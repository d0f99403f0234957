import 'server-only';
// The server's clock for every rule that depends on time (voting windows, limits). Tests move it forward
// through /api/test/clock, which exists only when CIVITAS_TEST_CLOCK=1 and never in production.

const globalForClock = globalThis as unknown as { civitasClockOffsetMs?: number };

export function testClockEnabled(): boolean {
  return process.env.CIVITAS_TEST_CLOCK === '1' && process.env.APP_ENV !== 'production';
}

export function now(): Date {
  return new Date(Date.now() + (globalForClock.civitasClockOffsetMs ?? 0));
}

/** Moves this process's clock (tests only): the offset from real time, in milliseconds. */
export function setClockOffset(ms: number) {
  if (!testClockEnabled()) throw new Error('The test clock is disabled');
  globalForClock.civitasClockOffsetMs = ms;
}

export function clockOffset(): number {
  return globalForClock.civitasClockOffsetMs ?? 0;
}
