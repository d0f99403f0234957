// The production server: Next's request handler behind a thin layer that sends each pre-rendered
// page's own Content-Security-Policy (hashes computed by server/postbuild.mjs), and a per-request
// nonce policy for documents rendered on request. Pages stay static; no 'unsafe-inline' for scripts.
// Before Next sees a request, lib/edge.mjs decides who sent it (the socket, or TRUST_PROXY hops) and
// for which of our origins, whatever the client wrote in its headers or request target. Pre-rendered
// pages go out from their build-time compressed files (server/static-pages.mjs).
//   PORT (default 3000), NEXT_DIST_DIR (default .next), TRUST_PROXY, NEXT_PUBLIC_SITE_URL
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { SERVER_MARK, prepareRequest, siteOrigins, trustedHops } from '../lib/edge.mjs';
import { policy } from './csp.mjs';
import { cacheKey, createPageCache, isWrite, pageScope, runWrite, serveCached } from './page-cache.mjs';
import { createStaticPages } from './static-pages.mjs';

const port = Number(process.env.PORT ?? 3000);
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifestFile = path.join(distDir, 'csp-manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build with \`npm run build\` first.`);
  process.exit(1);
}
const { pages, files, locales, dynamic } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
// A build from before pre-compression has no files list: every page then goes through Next.
const staticPages = createStaticPages({ distDir, files: files ?? {}, locales: locales ?? [] });

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL?.trim() || undefined;
if (process.env.APP_ENV === 'production' && !siteUrl) {
  console.error(
    'NEXT_PUBLIC_SITE_URL is required when APP_ENV=production (the origin the site is served at).',
  );
  process.exit(1);
}
let edge;
try {
  edge = { hops: trustedHops(process.env.TRUST_PROXY), origins: siteOrigins({ siteUrl, port }) };
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// Route handlers trust the client-address header only in this server's process (lib/api/http.ts).
process.env[SERVER_MARK] = '1';
process.env.PORT = String(port);

// Members' pages rendered on request are kept briefly (server/page-cache.mjs); PAGE_CACHE=0 turns it off.
// lib/db/startup.ts links this process's cache to the others' (a write at one empties them all).
// Pages and writes say what they show and change through lib/page-cache.ts, which finds their request's
// scope here.
const pageCache = process.env.PAGE_CACHE === '0' ? null : createPageCache();
const shared =
  /** @type {{ civitasPageCache?: unknown, civitasPageScope?: unknown, civitasPagesChanged?: (topics: string[] | null) => void }} */ (
    globalThis
  );
shared.civitasPageCache = pageCache ?? undefined;
shared.civitasPageScope = pageScope;
/** @param {string[] | null} topics */
const pagesChanged = (topics) => (shared.civitasPagesChanged ?? ((t) => pageCache?.invalidate(t)))(topics);

const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  if (!prepareRequest(req, edge)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('Bad request target\n');
    return;
  }
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
  // A path that is not valid percent-encoded UTF-8 (/citizens/%C0%AF) names no page: Next would
  // answer it with a bare 500 when it decodes a dynamic segment.
  try {
    decodeURIComponent(pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad request target\n');
    return;
  }
  if (!pathname.startsWith('/_next/')) {
    let value = pages[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
    if (!value) {
      // Rendered on request: Next reads the nonce from this request header and puts it on its scripts.
      const nonce = crypto.randomBytes(16).toString('base64');
      value = policy([`'nonce-${nonce}'`, ...dynamic]);
      req.headers['content-security-policy'] = value;
    }
    res.setHeader('Content-Security-Policy', value);
    if (staticPages.serve(req, res, pathname, search)) return;
    if (pageCache && isWrite(req, pathname)) {
      runWrite(res, pagesChanged, () => handle(req, res));
      return;
    }
    const key = pageCache && cacheKey(req, pathname, search);
    if (key && serveCached(pageCache, key, req, res, handle)) return;
  }
  handle(req, res);
});
// An idle kept-alive connection is closed by whichever side times out first; a request the client
// writes as the server closes it fails with a reset. Node's own clients (Playwright's request context
// among them) drop idle connections after 5 s, Node's server default too, so the two raced. Idle
// connections stay open here longer than clients and proxies keep theirs (60 s for common load
// balancers), so the client always closes first. Headers must still arrive within headersTimeout.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`civitas: listening on http://localhost:${port}`));
