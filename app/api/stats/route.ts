import { NextResponse } from 'next/server';
import type { SiteStats } from '@/lib/api/contract';
import { withErrors } from '@/lib/api/http';
import { roleCounts, siteStats } from '@/lib/citizens/service';
import { listingCounts } from '@/lib/marketplace/service';

export const dynamic = 'force-dynamic';

const FRESH_MS = 15_000;
const globalForStats = globalThis as unknown as { civitasStats?: { at: number; value: Promise<SiteStats> } };

async function readStats(): Promise<SiteStats> {
  const [figures, roles, listings] = await Promise.all([siteStats(), roleCounts(), listingCounts()]);
  return { ...figures, aiModels: listings.models, roles };
}

// The home page's real-time figures (citizens, published model listings, contributions) and the DAO page's role counts: read from counters, kept for 15 s per
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
