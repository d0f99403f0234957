// A short cache of the pages members write (proposals, profiles, groups, threads, search), rendered on
// request: a hot page is rendered once and then served as it was until something changes, instead of
// rendering the same HTML for every reader (16-24 ms of CPU each).
// - Only plain document GETs of those pages (no RSC navigation, no query beyond a page's own cursor or
//   filter), answered 200 with HTML and no cookie. The pages read no session: the HTML is the same for
//   every reader, and everything personal comes from islands.
// - Any successful write to the routes that change those pages (a non-GET request answered below 400)
//   empties the cache at once in
//   this process, and through `onWrite` at the others (lib/live/bus.ts carries it on Postgres); a page
//   rendered while a write happened is not stored. Entries also expire after `ttlMs`, for what time alone
//   changes ("Voting ends in 3 days" becoming "Voting has ended").
// - The cached answer keeps the CSP nonce it was rendered with (its scripts carry that nonce). A nonce is
//   there to stop markup injected into a page from running; members' text is rendered through a
//   sanitizer that lets no markup through, and every change to a page renders it anew with a new nonce.

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

/** Calls `changed` when the write's answer is a success, before the answer is complete. */
export function onSuccess(res, changed) {
  const end = res.end.bind(res);
  res.end = (...args) => {
    if (res.statusCode < 400) changed();
    return end(...args);
  };
}

export function createPageCache({
  ttlMs = 10_000,
  maxEntries = 2_000,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
} = {}) {
  /** key -> { status, headers, body, expires, size } ; Map order is insertion order (oldest first). */
  const entries = new Map();
  let bytes = 0;
  let generation = 0;
  const counts = { hits: 0, misses: 0, stored: 0 };

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  }

  return {
    counts,
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    /** Everything goes: a write happened here or at another process. */
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
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
    /** Stores an answer rendered from `startedAt` generation on, unless a write happened meanwhile. */
    set(key, startedAt, answer) {
      if (startedAt !== generation) return false;
      const size = answer.body.length;
      if (size > maxBytes / 16) return false;
      drop(key);
      entries.set(key, { ...answer, expires: now() + ttlMs, size });
      bytes += size;
      counts.stored++;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
  };
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
      cache.set(key, startedAt, { status: 200, headers: kept, body: Buffer.concat(chunks) });
    }
    keep = false;
    return end(chunk, ...rest);
  };
  res.setHeader('X-Page-Cache', 'miss');
  handle(req, res);
  return true;
}
