// The community's search service measured in-process (no HTTP, no page): searchCommunity() from
// lib/community/search.ts on the database DATABASE_URL and DATABASE_SCHEMA name, at BENCH_CONNECTIONS
// (default 10) concurrent calls for BENCH_DURATION_S seconds after a BENCH_WARM_UP_S warm-up, each call
// the next of the queries in BENCH_QUERIES (a JSON array). Run by scripts/bench.mjs as
//   node --conditions=react-server --import tsx scripts/lib/search-bench.mts
// Prints one line of JSON: { calls, perSecond, p50, p95, p99, hits, medians } (milliseconds; hits: items
// on the first page, and medians: the median time, per query).
import { searchCommunity } from '../../lib/community/search';
import { closeDb } from '../../lib/db';

const queries: string[] = JSON.parse(process.env.BENCH_QUERIES ?? '["community"]');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationMs = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const warmUpMs = Number(process.env.BENCH_WARM_UP_S ?? 2) * 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

let next = 0;
const hits: Record<string, number> = {};
const byQuery: Record<string, number[]> = {};
async function load(until: number, record: number[] | null) {
  while (Date.now() < until) {
    const q = queries[next++ % queries.length]!;
    const started = performance.now();
    const page = await searchCommunity(q, 'en');
    const ms = performance.now() - started;
    if (record) {
      record.push(ms);
      (byQuery[q] ??= []).push(ms);
    }
    hits[q] = page.items.length;
  }
}

try {
  const warmUntil = Date.now() + warmUpMs;
  await Promise.all(Array.from({ length: connections }, () => load(warmUntil, null)));
  const latencies: number[] = [];
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, () => load(started + durationMs, latencies)));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      calls: latencies.length,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      hits,
      medians: Object.fromEntries(
        Object.entries(byQuery).map(([q, times]) => [
          q,
          percentile(
            times.sort((a, b) => a - b),
            50,
          ),
        ]),
      ),
    }),
  );
} finally {
  await closeDb();
}
