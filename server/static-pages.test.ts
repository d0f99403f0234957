/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticPages, pickEncoding } from './static-pages.mjs';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['br;q=0, gzip;q=0', null],
  ])('%p -> %p', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });
});

describe('pre-compressed pages', () => {
  const html = `<!DOCTYPE html><html><body>${'<p>Civitas</p>'.repeat(500)}</body></html>`;
  let dir: string;
  let server: http.Server;
  let base: string;
  let nextCalls: string[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-static-'));
    fs.mkdirSync(path.join(dir, 'server', 'app', 'vi'), { recursive: true });
    const file = path.join('server', 'app', 'vi', 'about.html');
    fs.writeFileSync(path.join(dir, file), html);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(html));
    const pages = createStaticPages({
      distDir: dir,
      files: { '/vi/about': file, '/about': file },
      locales: ['en', 'vi'],
    });
    nextCalls = [];
    // Stands in for Next: the page with its headers, as Next sends a pre-rendered page.
    server = http.createServer((req, res) => {
      const { pathname, search } = new URL(req.url ?? '/', 'http://x');
      if (pages.serve(req, res, pathname, search)) return;
      nextCalls.push(`${req.url} ${req.headers.rsc ?? ''}`.trim());
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.setHeader('ETag', '"abc"');
      res.setHeader('Vary', 'rsc, next-router-state-tree');
      res.setHeader('Set-Cookie', 'never=replayed');
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });

  it('sends the first request through Next, then the build-time files with the headers Next sent', async () => {
    const first = await get('/vi/about', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(nextCalls).toEqual(['/vi/about']);

    const br = await get('/vi/about', { 'accept-encoding': 'gzip, br' });
    expect(nextCalls).toHaveLength(1);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 's-maxage=31536000',
      etag: '"abc"',
      vary: 'rsc, next-router-state-tree, Accept-Encoding',
    });
    expect(br.headers['set-cookie']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);

    const gz = await get('/vi/about', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
    const plain = await get('/vi/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    expect(nextCalls).toHaveLength(2); // no compression wanted: Next answers

    const notModified = await get('/vi/about', { 'if-none-match': '"abc"', 'accept-encoding': 'br' });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toHaveLength(0);
  });

  it('leaves to Next what it could answer differently', async () => {
    await get('/vi/about');
    nextCalls.length = 0;
    await get('/vi/about?x=1');
    await get('/vi/about', { rsc: '1' });
    await get('/about'); // English: learned now
    await get('/about', { 'accept-language': 'vi-VN,vi;q=0.9' }); // the proxy would redirect to /vi/about
    await get('/about', { cookie: 'NEXT_LOCALE=vi' });
    expect(nextCalls).toEqual(['/vi/about?x=1', '/vi/about 1', '/about', '/about', '/about']);
    const english = await get('/about', { 'accept-language': 'en-GB,de;q=0.5', 'accept-encoding': 'br' });
    expect(english.headers['content-encoding']).toBe('br');
    // An English URL's answer depends on the language detection's inputs too.
    expect(english.headers.vary).toBe(
      'rsc, next-router-state-tree, Accept-Encoding, Cookie, Accept-Language',
    );
    expect(nextCalls).toHaveLength(5);
  });
});
