// The production server: Next's request handler behind a thin layer that sends each pre-rendered
// page's own Content-Security-Policy (hashes computed by scripts/postbuild.mjs), and a per-request
// nonce policy for documents rendered on request. Pages stay static; no 'unsafe-inline' for scripts.
//   PORT (default 3000), NEXT_DIST_DIR (default .next)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { policy } from './lib/csp.mjs';

const port = Number(process.env.PORT ?? 3000);
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next');
const manifestFile = path.join(distDir, 'csp-manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build with \`npm run build\` first.`);
  process.exit(1);
}
const { pages, dynamic } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

http
  .createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith('/_next/')) {
      let value = pages[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
      if (!value) {
        // Rendered on request: Next reads the nonce from this request header and puts it on its scripts.
        const nonce = crypto.randomBytes(16).toString('base64');
        value = policy([`'nonce-${nonce}'`, ...dynamic]);
        req.headers['content-security-policy'] = value;
      }
      res.setHeader('Content-Security-Policy', value);
    }
    handle(req, res);
  })
  .listen(port, () => console.log(`civitas: listening on http://localhost:${port}`));
