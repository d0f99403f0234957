/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageChangesIn, pageShows, pagesChanged } from '@/lib/page-cache';
import { cacheKey, createPageCache, isWrite, pageScope, runWrite, serveCached } from './page-cache.mjs';

// lib/page-cache.ts finds the request's scope here, as in server/server.mjs.
(globalThis as { civitasPageScope?: unknown }).civitasPageScope = pageScope;

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A server in front of `render` the way server/server.mjs puts the cache in front of Next. */
async function serverWith(cache: ReturnType<typeof createPageCache>, render: Handler) {
  const server = http.createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    if (isWrite(req, pathname)) {
      runWrite(
        res,
        (topics) => cache.invalidate(topics),
        () => render(req, res),
      );
      return;
    }
    const key = cacheKey(req, pathname, search);
    if (key && serveCached(cache, key, req, res, render)) return;
    render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('the page cache of members pages', () => {
  let renders = 0;
  let status = 200;
  let cookie = false;
  let close: () => Promise<unknown> = async () => {};
  let base = '';
  let clock = 0;
  const cache = createPageCache({ ttlMs: 60_000, declaredTtlMs: 600_000, now: () => clock });

  beforeAll(async () => {
    ({ base, close } = await serverWith(cache, (req, res) => {
      if (req.method === 'POST') {
        // What the app's writes say (lib/page-cache.ts): a vote its proposal and the list, a visit
        // nothing, anything else (here /api/account/…) says nothing and so changes everything.
        const vote = /^\/api\/proposals\/(\d+)\/votes/.exec(req.url ?? '');
        if (vote) pagesChanged(`proposal:${vote[1]}`, 'proposals');
        if (req.url?.endsWith('/visit')) pagesChanged();
        res.statusCode = req.url?.includes('fail') ? 409 : 201;
        res.end('{}');
        return;
      }
      renders++;
      // What the app's pages say: a proposal its topic, a thread its topic and when its words change.
      const shown = /^\/society\/proposals\/(\d+)|^\/community\/threads\/(\d+)/.exec(req.url ?? '');
      if (shown?.[1]) pageShows(`proposal:${shown[1]}`);
      if (shown?.[2]) {
        pageShows(`thread:${shown[2]}`);
        pageChangesIn(90_000);
      }
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (cookie) res.setHeader('Set-Cookie', 'a=b');
      // Streamed in two parts, as React renders.
      res.write(`<p>render ${renders}`);
      setTimeout(() => {
        // A write lands at another request while this page renders.
        if (req.url?.includes('race') && renders === 1) cache.clear();
        res.end(` of ${req.url}</p>`);
      }, 5);
    }));
  });
  afterAll(() => close());
  beforeEach(() => {
    cache.clear();
    clock = 0;
    status = 200;
    cookie = false;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers }).then(async (r) => ({
      status: r.status,
      body: await r.text(),
      cache: r.headers.get('x-page-cache'),
    }));

  it('renders a thread once and serves the same HTML to the next readers', async () => {
    const first = await get('/community/threads/7');
    const second = await get('/community/threads/7');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(second).toEqual({ ...first, cache: 'hit' });
    expect((await get('/vi/community/threads/7')).cache).toBe('miss');
  });

  it('a successful write empties it; a refused one does not', async () => {
    await get('/society/proposals/3');
    await fetch(`${base}/api/proposals/3/votes?fail`, { method: 'POST' });
    expect((await get('/society/proposals/3')).cache).toBe('hit');
    await fetch(`${base}/api/proposals/3/votes`, { method: 'POST' });
    const after = await get('/society/proposals/3');
    expect(after.cache).toBe('miss');
    expect(after.body).toContain(`render ${renders}`);
  });

  it('a write drops what it changed and the pages that said nothing, and keeps the rest', async () => {
    for (const path of [
      '/society/proposals/3',
      '/society/proposals/4',
      '/community/threads/7',
      '/citizens/ada',
    ])
      await get(path);
    await fetch(`${base}/api/proposals/3/votes`, { method: 'POST' });
    expect((await get('/society/proposals/3')).cache).toBe('miss');
    expect((await get('/citizens/ada')).cache).toBe('miss');
    expect((await get('/society/proposals/4')).cache).toBe('hit');
    expect((await get('/community/threads/7')).cache).toBe('hit');
    // A visit changes no page; a write that says nothing changes them all.
    await fetch(`${base}/api/community/threads/7/visit`, { method: 'POST' });
    expect((await get('/citizens/ada')).cache).toBe('hit');
    await fetch(`${base}/api/account/password`, { method: 'POST' });
    expect((await get('/society/proposals/4')).cache).toBe('miss');
    expect((await get('/community/threads/7')).cache).toBe('miss');
  });

  it('keeps a page that says what it shows until its words change, one that does not briefly', async () => {
    for (const path of ['/society/proposals/3', '/community/threads/7', '/citizens/ada']) await get(path);
    clock = 60_001;
    expect((await get('/citizens/ada')).cache).toBe('miss');
    expect((await get('/society/proposals/3')).cache).toBe('hit');
    expect((await get('/community/threads/7')).cache).toBe('hit');
    clock = 90_000;
    expect((await get('/community/threads/7')).cache).toBe('miss');
    clock = 600_000;
    expect((await get('/society/proposals/3')).cache).toBe('miss');
  });

  it('a page rendered while a write happened is not kept', async () => {
    renders = 0;
    await get('/community/search?q=race');
    expect((await get('/community/search?q=race')).cache).toBe('miss');
    expect((await get('/community/search?q=race')).cache).toBe('hit');
  });

  it('keeps no error page and no answer that sets a cookie', async () => {
    status = 404;
    await get('/citizens/nobody');
    expect((await get('/citizens/nobody')).cache).toBe('miss');
    status = 200;
    cookie = true;
    await get('/citizens/somebody');
    expect((await get('/citizens/somebody')).cache).toBe('miss');
  });

  it('leaves other pages, client navigations and language choices to Next', async () => {
    expect((await get('/about')).cache).toBeNull();
    expect((await get('/community/threads/7', { RSC: '1' })).cache).toBeNull();
    expect((await get('/community/threads/7?_rsc=abc')).cache).toBeNull();
    expect((await get('/community/threads/7?lng=vi')).cache).toBeNull();
  });

  it('keys unprefixed pages by the language signals the proxy reads, and by the encoding', async () => {
    await get('/community/threads/9', { 'Accept-Language': 'en-US' });
    expect((await get('/community/threads/9', { 'Accept-Language': 'vi' })).cache).toBe('miss');
    expect(
      (await get('/community/threads/9', { 'Accept-Language': 'en-US', Cookie: 'NEXT_LOCALE=fr' })).cache,
    ).toBe('miss');
    expect((await get('/community/threads/9', { 'Accept-Language': 'en-US' })).cache).toBe('hit');
  });
});

describe('createPageCache', () => {
  const answer = { status: 200, headers: {}, body: Buffer.from('x') };
  const shows = (...topics: string[]) => ({ declared: true, tags: new Set(topics) });

  it('keeps a page rendered during a write only if the write changed nothing it shows', () => {
    const cache = createPageCache();
    const started = cache.generation;
    cache.invalidate(['proposal:4', 'proposals']);
    expect(cache.set('p3', started, answer, shows('proposal:3'))).toBe(true);
    expect(cache.set('p4', started, answer, shows('proposal:4'))).toBe(false);
    expect(cache.set('list', started, answer, shows('proposals'))).toBe(false);
    expect(cache.set('profile', started, answer)).toBe(false);
    cache.invalidate([]);
    expect(cache.set('profile', cache.generation, answer)).toBe(true);
    const before = cache.generation;
    cache.clear();
    expect(cache.set('p3', before, answer, shows('proposal:3'))).toBe(false);
  });

  it('keeps no page whose render began before the invalidations it remembers', () => {
    const cache = createPageCache();
    const started = cache.generation;
    for (let i = 0; i < 5_000; i++) cache.invalidate([`thread:${i}`]);
    expect(cache.set('p3', started, answer, shows('proposal:3'))).toBe(false);
    expect(cache.set('p3', cache.generation - 1, answer, shows('proposal:3'))).toBe(true);
  });

  it('drops an entry by any of its topics, and forgets the entry in each index', () => {
    const cache = createPageCache();
    cache.set('a', cache.generation, answer, shows('thread:1', 'proposals'));
    cache.set('b', cache.generation, answer, shows('thread:2'));
    cache.invalidate(['proposals']);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).not.toBeNull();
    cache.set('a', cache.generation, answer, shows('thread:1'));
    cache.invalidate(['thread:2']);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).not.toBeNull();
  });

  it('expires entries and drops the oldest past its limits', () => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 1_000, maxEntries: 2, now: () => t });
    const answer = { status: 200, headers: {}, body: Buffer.from('x') };
    cache.set('a', cache.generation, answer);
    cache.set('b', cache.generation, answer);
    cache.set('c', cache.generation, answer);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
    t = 1_001;
    expect(cache.get('c')).toBeNull();
    expect(cache.size).toBe(1);
  });
});
