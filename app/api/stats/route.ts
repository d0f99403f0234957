import { NextResponse } from 'next/server';
import type { SiteStats } from '@/lib/api/contract';
import { withErrors } from '@/lib/api/http';
import { roleCounts, siteStats } from '@/lib/citizens/service';

export const dynamic = 'force-dynamic';

const FRESH_MS = 15_000;
const globalForStats = globalThis as unknown as { civitasStats?: { at: number; value: Promise<SiteStats> } };

async function readStats(): Promise<SiteStats> {
  const [figures, roles] = await Promise.all([siteStats(), roleCounts()]);
  return { ...figures, roles };
}

// The home page's real-time figures and the DAO page's role counts: read from counters, kept for 15 s per
// process and 15 s by browsers and caches, so they are never more than 30 s old.
export const GET = withErrors(async () => {
  const cached = globalForStats.civitasStats;
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const value = readStats();
    globalForStats.civitasStats = { at: Date.now(), value };
    value.catch(() => (globalForStats.civitasStats = undefined));
  }
  const stats = await globalForStats.civitasStats!.value;
  return NextResponse.json(stats, { headers: { 'Cache-Control': 'public, max-age=15' } });
});
