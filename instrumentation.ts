// Runs once when the server starts (Node runtime only; see lib/db/startup.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await import('./lib/db/startup');
  }
}
