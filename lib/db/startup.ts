// Imported once at server start (instrumentation.ts): open the database and apply migrations before the
// first request, or stop with a clear message — e.g. when another process owns the PGlite directory.
// Then the founding proposal is put to the vote if the site is new, and the worker starts: the mail
// outbox, the hourly digests checked every minute, the governance jobs (results, vote batches,
// announcements) every 30 seconds, the featured members daily, and hourly prunes (mail, ledger buckets,
// search's index of the newest posts). The founding groups are seeded like the founding proposal. The
// studio's job worker starts beside the mail's.
import { getDatabase, getDb } from './index';

/**
 * The production server's page cache (server/page-cache.mjs) drops what a write changed at this process
 * at once; through the live bus (Postgres NOTIFY) a write at any process drops it at every process.
 */
async function linkPageCaches() {
  const shared = globalThis as unknown as {
    civitasPageCache?: { invalidate(topics: string[] | null): void };
    civitasPagesChanged?: (topics: string[] | null) => void;
  };
  const cache = shared.civitasPageCache;
  if (!cache) return;
  const { publish, subscribe } = await import('../live/bus');
  // Each process hears its own events too: it has already acted on those.
  const self = crypto.randomUUID();
  await subscribe('pages', (data) => {
    if (data.from !== self) cache.invalidate(Array.isArray(data.topics) ? data.topics.map(String) : null);
  });
  // The others hear of this process's writes within 50 ms, in one NOTIFY for all the writes of those
  // 50 ms (a vote a millisecond costs no NOTIFY each): the topics they changed, or everything.
  let batch: { topics: Set<string> | null } | null = null;
  shared.civitasPagesChanged = (topics) => {
    cache.invalidate(topics);
    if (!batch) {
      const sent = (batch = { topics: new Set() });
      setTimeout(() => {
        batch = null;
        // A NOTIFY carries at most 8,000 bytes: past a few hundred topics, everything goes.
        const list = sent.topics && sent.topics.size <= 200 ? [...sent.topics] : null;
        publish('pages', list ? { from: self, topics: list } : { from: self }).catch(() => {});
      }, 50).unref();
    }
    if (!topics) batch.topics = null;
    else if (batch.topics) for (const topic of topics) batch.topics.add(topic);
  };
}

try {
  // The studio's prompt filter list (STUDIO_BLOCKED_WORDS_FILE), if configured, must be readable.
  (await import('../studio/filter')).promptBlocked('');
} catch (error) {
  console.error(`civitas: cannot start: the prompt filter list: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const { engine } = await getDatabase();
  console.warn(`civitas: database ready (${engine})`);
} catch (error) {
  console.error(`civitas: cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const [
  { pruneMail, startMailWorker },
  { queueDigests },
  { ensureFoundingProposal, runGovernanceJobs },
  { ensureFoundingGroups },
  { recomputeFeatured },
  { pruneLedgerBuckets },
  { pruneRecentSearch },
] = await Promise.all([
  import('../mail/worker'),
  import('../notifications/digest'),
  import('../governance/service'),
  import('../community/groups'),
  import('../community/people'),
  import('../citizens/ledger'),
  import('../community/search'),
]);
await ensureFoundingProposal();
await ensureFoundingGroups();
await (await import('../marketplace/service')).ensureCuratedListings();
await linkPageCaches();
// The studio's generation jobs run in a loop of their own: a video must not hold up the mail.
await (await import('../studio/worker')).startStudioWorker();
// Pending mints, anchors and purchases are read from the chain again every 15 s (only where contracts are deployed).
(await import('../chain/watch')).startChainWatcher();
await startMailWorker([
  { everyMs: 60_000, run: queueDigests },
  { everyMs: 30_000, run: runGovernanceJobs },
  // Featured members: recomputed once the pick is a day old (lib/community/people.ts).
  { everyMs: 60_000, run: () => recomputeFeatured() },
  { everyMs: 60 * 60_000, run: pruneMail },
  { everyMs: 60 * 60_000, run: async () => pruneLedgerBuckets(await getDb(), new Date()) },
  // Search's index of the newest posts keeps the newest 50,000 (lib/community/search.ts).
  { everyMs: 60 * 60_000, run: () => pruneRecentSearch() },
]);
