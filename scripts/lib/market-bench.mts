// The marketplace's search service measured in-process (no HTTP, no page): searchListings() from
// lib/marketplace/service.ts on the database DATABASE_URL and DATABASE_SCHEMA name (or PGlite in DATA_DIR),
// after seeding BENCH_LISTINGS published listings with SQL (titles, tags and texts drawn from a
// vocabulary of AI words, so common words match many listings and rare ones few). Then BENCH_CONNECTIONS
// (default 10) concurrent calls for BENCH_DURATION_S seconds after a BENCH_WARM_UP_S warm-up, each the next
// of the searches below (words, a misspelt word, filters, the sorts and a second page). Run by
// scripts/bench.mjs as
//   node --conditions=react-server --import tsx scripts/lib/market-bench.mts
// Prints one line of JSON: { listings, seedSeconds, calls, perSecond, p50, p95, p99, medians, hits }.
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '../../lib/db';
import { searchListings } from '../../lib/marketplace/service';
import { searchSchema, type SearchInput } from '../../lib/marketplace/validation';

const listings = Number(process.env.BENCH_LISTINGS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationMs = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const warmUpMs = Number(process.env.BENCH_WARM_UP_S ?? 2) * 1000;

const WORDS = [
  'speech',
  'vision',
  'language',
  'translation',
  'embedding',
  'tokenizer',
  'diffusion',
  'audio',
  'classifier',
  'detector',
  'segmentation',
  'retrieval',
  'summarizer',
  'agent',
  'benchmark',
  'corpus',
  'medical',
  'legal',
  'climate',
  'satellite',
  'crop',
  'finance',
  'governance',
  'civic',
  'multilingual',
  'vietnamese',
  'hmong',
  'robotics',
  'sensor',
  'forecast',
  'quantized',
  'distilled',
  'transformer',
  'recurrent',
  'graph',
  'tabular',
  'synthetic',
  'annotated',
  'curated',
  'realtime',
];
const CATEGORIES = ['models', 'datasets', 'plugins', 'tools'];
const LICENSES = ['Apache-2.0', 'MIT', 'CC-BY-4.0', 'CC0-1.0', 'BSD-3-Clause', 'CC-BY-SA-4.0'];

const SEARCHES: [string, Partial<SearchInput>][] = [
  ['common word', { q: 'speech' }],
  ['two words', { q: 'vision transformer' }],
  ['misspelt word', { q: 'segmentaton' }],
  ['word + category', { q: 'medical', category: 'datasets' }],
  ['free + licence', { price: 'free', license: 'MIT' }],
  ['tag, popular', { tag: 'audio', sort: 'popular' }],
  ['newest', {}],
  ['cheapest paid', { price: 'paid', sort: 'price' }],
];

async function seed() {
  const db = await getDb();
  const words = sql.raw(`(array[${WORDS.map((w) => `'${w}'`).join(',')}])`);
  const categories = sql.raw(`(array[${CATEGORIES.map((w) => `'${w}'`).join(',')}])`);
  const licenses = sql.raw(`(array[${LICENSES.map((w) => `'${w}'`).join(',')}])`);
  const n = sql.raw(String(WORDS.length));
  // Each listing's words by hashing its number: deterministic, spread, the same run to run.
  await db.execute(sql`
    insert into listing (status, category, title, summary, description, tags, license, price_wei, link,
      version, downloads, reviews, rating_sum, search_config, search, published_at, created_at,
      updated_at)
    select 'published', ${categories}[1 + i % 4], t.title, t.summary, t.description, t.tags,
      ${licenses}[1 + (i * 7) % 6], case when i % 3 = 0 then (i % 97) * 1000000000000000 else 0 end,
      'https://example.org/item/' || i, '1.0.' || (i % 10), (i * 31) % 1000, 0, 0, 'english',
      setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', array_to_string(t.tags, ' ')), 'B')
        || setweight(to_tsvector('english', t.summary || ' ' || t.description), 'C'),
      now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval, now()
    from generate_series(1, ${sql.raw(String(Math.floor(listings)))}) as i
    cross join lateral (
      select
        initcap(${words}[1 + (i * 13) % ${n}]) || ' ' || ${words}[1 + (i * 17 + 3) % ${n}] || ' ' ||
          ${words}[1 + (i * 19 + 5) % ${n}] || ' ' || i as title,
        'A ' || ${words}[1 + (i * 23) % ${n}] || ' ' || ${words}[1 + (i * 29) % ${n}] || ' resource for builders.' as summary,
        'Built for ' || ${words}[1 + (i * 31) % ${n}] || ' and ' || ${words}[1 + (i * 37) % ${n}] || ' work. ' ||
          'Evaluated on ' || ${words}[1 + (i * 41) % ${n}] || ' data, documented with its limits.' as description,
        array[${words}[1 + (i * 43) % ${n}], ${words}[1 + (i * 47) % ${n}]] as tags
    ) t`);
  await db.execute(sql`
    insert into listing_word (word)
    select distinct w.lexeme
    from listing l, unnest(to_tsvector('simple', l.title || ' ' || array_to_string(l.tags, ' '))) as w
    where length(w.lexeme) between 4 and 40 and w.lexeme !~ '^[0-9]+$'
    on conflict do nothing`);
  // As autovacuum would after a bulk load: the text indexes' pending entries merged, statistics taken.
  await db.execute(sql`vacuum analyze listing`);
  await db.execute(sql`vacuum analyze listing_word`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

let next = 0;
const hits: Record<string, number> = {};
const byName: Record<string, number[]> = {};
const cursors: Record<string, string | null> = {};
async function load(until: number, record: number[] | null) {
  while (Date.now() < until) {
    const [name, search] = SEARCHES[next++ % SEARCHES.length]!;
    // Every other call of a search asks for its second page, when it has one.
    const second = next % (2 * SEARCHES.length) >= SEARCHES.length && cursors[name];
    const input = searchSchema.parse({ q: '', ...search, cursor: second || undefined });
    const started = performance.now();
    const page = await searchListings(input, 'en');
    const ms = performance.now() - started;
    if (record) {
      record.push(ms);
      (byName[name] ??= []).push(ms);
    }
    if (!second) {
      hits[name] = page.items.length;
      cursors[name] = page.nextCursor;
    }
  }
}

try {
  const seeded = Date.now();
  await seed();
  const seedSeconds = (Date.now() - seeded) / 1000;
  const warmUntil = Date.now() + warmUpMs;
  await Promise.all(Array.from({ length: connections }, () => load(warmUntil, null)));
  const latencies: number[] = [];
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, () => load(started + durationMs, latencies)));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      listings,
      seedSeconds,
      calls: latencies.length,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      hits,
      medians: Object.fromEntries(
        Object.entries(byName).map(([q, times]) => [
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
