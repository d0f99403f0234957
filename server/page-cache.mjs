// A cache of the pages members write (proposals, profiles, groups, threads, search), rendered on
// request: a page is rendered once and then served as it was until something it shows changes,
// instead of rendering the same HTML for every reader (16-30 ms of CPU each).
// - Only plain document GETs of those pages (no RSC navigation, no query beyond a page's own cursor or
//   filter), answered 200 with HTML and no cookie. The pages read no session: the HTML is the same for
//   every reader, and everything personal comes from islands.
// - A page may say what it shows while it renders (lib/page-cache.ts: `pageShows('proposal:42')`) and
//   when its text changes with time alone (`pageChangesIn(ms)`: "Voting ends in 3 days" becoming "in 2
//   days", or "Voting Active" becoming "Passed"). Such a page is kept until then, at most
//   `declaredTtlMs`, and dropped when a write changes one of its topics. A page that says nothing is
//   kept `ttlMs` and dropped by any write. What such a page shows only beside its topics (a post
//   author's tier, moved by points earned elsewhere) may lag by up to `declaredTtlMs`.
// - A successful write to the routes that change those pages (a non-GET request answered below 400)
//   drops what it changed at once in this process, and at the others through the live bus
//   (`civitasPagesChanged`, set up in lib/db/startup.ts). A write says what it changed
//   (`pagesChanged('proposal:42', 'proposals')`); one that says nothing drops every page. A page
//   rendered while a write to one of its topics happened is not stored.
// - The cached answer keeps the CSP nonce it was rendered with (its scripts carry that nonce). A nonce is
//   there to stop markup injected into a page from running; members' text is rendered through a
//   sanitizer that lets no markup through, and every change to a page renders it anew with a new nonce.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a page or a write runs in, for lib/page-cache.ts (reached through globalThis, as the
 * app's code is bundled apart from this server): `{ page }` while a cacheable page renders, `{ write }`
 * while a write runs.
 */
export const pageScope = new AsyncLocalStorage();

const MEMBER_PAGES =
  /^(\/(?:vi|fr|es|zh|ja|hi|hmn))?\/(?:society\/proposals(?:\/\d+)?|citizens\/[^/]+|community\/(?:groups\/[^/]+|threads\/\d+|search)|marketplace\/\d+)$/;

/** Whether a request is for a cacheable page, and its key (the encoding is part of it). */
export function cacheKey(req, pathname, search) {
  if (req.method !== 'GET') return null;
  const page = MEMBER_PAGES.exec(pathname);
  if (!page) return null;
  const h = req.headers;
  if (h.rsc || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-router-segment-prefetch'])
    return null;
  if (search.includes('_rsc=') || /[?&]lng=/.test(search) || search.length > 300) return null;
  // The answer is compressed as the client asked: its Accept-Encoding, as sent, is part of the key.
  const encoding = String(h['accept-encoding'] ?? '').slice(0, 100);
  // An unprefixed path is English or a redirect to the reader's language (proxy.ts), decided by the
  // language cookie and Accept-Language: both are part of its key.
  const detection = page[1]
    ? ''
    : ` ${/(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(String(h.cookie ?? ''))?.[1] ?? ''} ${String(h['accept-language'] ?? '').slice(0, 200)}`;
  return `${encoding}|${pathname}${search}${detection}`;
}

/** The routes whose writes change what those pages show (a quiz passed moves a citizen's points). */
const PAGE_WRITES =
  /^\/api\/(?:(?:proposals|citizens|community|moderation|account|marketplace|test)(?:\/|$)|academy\/quiz$)/;

export function isWrite(req, pathname) {
  return (
    req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && PAGE_WRITES.test(pathname)
  );
}

/**
 * Runs the write `run` in its scope, and calls `changed` with what it said it changed (an array of
 * topics, or null for everything) when its answer is a success, before the answer is complete.
 */
export function runWrite(res, changed, run) {
  const write = { changed: null };
  const end = res.end.bind(res);
  res.end = (...args) => {
    if (res.statusCode < 400) changed(write.changed ? [...write.changed] : null);
    return end(...args);
  };
  return pageScope.run({ write }, run);
}

/** How many invalidations are remembered for renders still under way (older renders are not kept). */
const LOG_SIZE = 4_096;

export function createPageCache({
  ttlMs = 10_000,
  declaredTtlMs = 300_000,
  maxEntries = 4_000,
  maxBytes = 128 * 1024 * 1024,
  now = Date.now,
} = {}) {
  /** key -> { status, headers, body, expires, size, tags }; Map order is insertion order (oldest first). */
  const entries = new Map();
  /** topic -> keys of the entries that show it; `undeclared`: keys of entries that said nothing. */
  const byTopic = new Map();
  const undeclared = new Set();
  /** The last invalidations, oldest first: { generation, topics (null: everything) }. */
  const log = [];
  let bytes = 0;
  let generation = 0;
  const counts = { hits: 0, misses: 0, stored: 0 };

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
    if (!entry.tags) undeclared.delete(key);
    else
      for (const tag of entry.tags) {
        const keys = byTopic.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTopic.delete(tag);
      }
  }

  /** Whether a render of `tags` (null: said nothing) begun at `startedAt` saw every write since. */
  function unchangedSince(startedAt, tags) {
    if (startedAt === generation) return true;
    if (!tags || log.length === 0 || log[0].generation > startedAt + 1) return false;
    for (let i = log.length - 1; i >= 0 && log[i].generation > startedAt; i--) {
      const { topics } = log[i];
      if (!topics || topics.some((topic) => tags.includes(topic))) return false;
    }
    return true;
  }

  const cache = {
    counts,
    now,
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    /**
     * Drops the pages that show any of `topics` and every page that said nothing; null drops all, and
     * an empty list nothing. A write happened here or at another process.
     */
    invalidate(topics) {
      // A write that changed nothing shown (a reader's visit) drops nothing.
      if (topics && topics.length === 0) return;
      generation++;
      log.push({ generation, topics: topics ? [...topics] : null });
      if (log.length > LOG_SIZE) log.shift();
      if (!topics) {
        entries.clear();
        byTopic.clear();
        undeclared.clear();
        bytes = 0;
        return;
      }
      for (const key of [...undeclared]) drop(key);
      for (const topic of topics) for (const key of [...(byTopic.get(topic) ?? [])]) drop(key);
    },
    clear() {
      cache.invalidate(null);
    },
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) {
        counts.hits++;
        return entry;
      }
      if (entry) drop(key);
      counts.misses++;
      return null;
    },
    /**
     * Stores an answer rendered from `startedAt` generation on, unless a write to what it shows happened
     * meanwhile. `page`: what the page said while it rendered ({ declared, tags }), if anything, and
     * `until` when its words change with time.
     */
    set(key, startedAt, answer, page) {
      const tags = page?.declared ? [...page.tags] : null;
      if (!unchangedSince(startedAt, tags)) return false;
      const size = answer.body.length;
      if (size > maxBytes / 16) return false;
      const expires = Math.min(now() + (tags ? declaredTtlMs : ttlMs), page?.until ?? Infinity);
      if (!(expires > now())) return false;
      drop(key);
      entries.set(key, { ...answer, expires, size, tags });
      if (!tags) undeclared.add(key);
      else
        for (const tag of tags) {
          let keys = byTopic.get(tag);
          if (!keys) byTopic.set(tag, (keys = new Set()));
          keys.add(key);
        }
      bytes += size;
      counts.stored++;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
  };
  return cache;
}

/**
 * Serves `req` from the cache, or lets `handle` render it and keeps a copy of a cacheable answer.
 * Returns true when it took the request (hit or capture); the caller then does nothing more.
 */
export function serveCached(cache, key, req, res, handle) {
  const hit = cache.get(key);
  if (hit) {
    for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
    res.setHeader('X-Page-Cache', 'hit');
    res.writeHead(hit.status);
    res.end(hit.body);
    return true;
  }
  const startedAt = cache.generation;
  const begun = cache.now();
  // Filled in by lib/page-cache.ts as the page renders; `changesIn` counts from before the render.
  const page = { declared: false, tags: new Set(), changesIn: Infinity };
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let keep = true;
  res.write = (chunk, ...rest) => {
    if (keep && chunk) chunks.push(Buffer.from(chunk));
    return write(chunk, ...rest);
  };
  res.end = (chunk, ...rest) => {
    if (keep && chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
    const headers = res.getHeaders();
    const html = String(headers['content-type'] ?? '').startsWith('text/html');
    if (keep && res.statusCode === 200 && html && !headers['set-cookie']) {
      const { 'transfer-encoding': _te, connection: _c, 'keep-alive': _k, date: _d, ...kept } = headers;
      const until = begun + page.changesIn;
      cache.set(
        key,
        startedAt,
        { status: 200, headers: kept, body: Buffer.concat(chunks) },
        { ...page, until },
      );
    }
    keep = false;
    return end(chunk, ...rest);
  };
  res.setHeader('X-Page-Cache', 'miss');
  pageScope.run({ page }, () => handle(req, res));
  return true;
}
