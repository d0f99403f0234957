/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheKey, createPageCache, isWrite, onSuccess, serveCached } from './page-cache.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A server in front of `render` the way server/server.mjs puts the cache in front of Next. */
async function serverWith(cache: ReturnType<typeof createPageCache>, render: Handler) {
  const server = http.createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    if (isWrite(req, pathname)) onSuccess(res, () => cache.clear());
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
  const cache = createPageCache({ ttlMs: 60_000 });

  beforeAll(async () => {
    ({ base, close } = await serverWith(cache, (req, res) => {
      if (req.method === 'POST') {
        res.statusCode = req.url?.includes('fail') ? 409 : 201;
        res.end('{}');
        return;
      }
      renders++;
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
