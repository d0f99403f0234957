// After `next build` (run with tsx: it reads lib/routes.ts): mark the first-load scripts for eager
// compilation (server/compile-hints.mjs), write public/sw.js for this build (its version and
// precache list), and the per-page Content-Security-Policy manifest the server sends (server/server.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { locales } from '../lib/i18n/config.ts';
import { aliases } from '../lib/routes.ts';
import { addCompileHints } from './compile-hints.mjs';
import { inlineScriptHashes, policy } from './csp.mjs';
import { prerenderedPages, scriptsOf, staticAssetsOf } from './pages.mjs';

const root = process.cwd();
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next');
const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();

const pages = prerenderedPages(root, distDir);

// Every page's first-load scripts run all their code at start-up: compile it as it loads.
const firstLoad = new Set(pages.flatMap((page) => scriptsOf(page.html)));
const hinted = addCompileHints(distDir, firstLoad);
console.log(`postbuild: compile hints in ${hinted} of ${firstLoad.size} first-load scripts`);

// The offline page in every locale, and the static assets (CSS, frame JavaScript) that pages load.
const offlinePages = locales.map((l) => (l === 'en' ? '/offline' : `/${l}/offline`));
const assets = new Set();
for (const page of pages) {
  for (const asset of staticAssetsOf(page.html)) assets.add(asset);
}
const precache = [
  ...offlinePages,
  ...[...assets].sort(),
  '/favicon.ico',
  '/icon.svg',
  '/manifest.webmanifest',
];

const template = fs.readFileSync(path.join(root, 'server', 'sw.template.js'), 'utf8');
const worker = template
  .replace('__VERSION__', JSON.stringify(buildId))
  .replace('__PRECACHE__', JSON.stringify(precache))
  .replace('__LOCALES__', JSON.stringify(locales));
fs.writeFileSync(path.join(root, 'public', 'sw.js'), worker);
console.log(`postbuild: public/sw.js for build ${buildId}, ${precache.length} precached URLs`);

// Per-page policies and files, keyed by the public URL path. English is served unprefixed, and aliases
// show their main route's page (lib/routes.ts), so they share its policy and file.
const csp = {};
const files = {};
for (const page of pages) {
  const [, locale = '', ...rest] = page.route.split('/');
  const internal = '/' + rest.join('/');
  const publicPath = (p) => (locale === 'en' ? p : p === '/' ? `/${locale}` : `/${locale}${p}`);
  const value = policy(inlineScriptHashes(page.html));
  const file = path.relative(distDir, page.file);
  const add = (p) => {
    csp[p] = value;
    files[p] = file;
  };
  add(publicPath(internal === '/' ? '/' : internal));
  for (const [alias, target] of Object.entries(aliases)) {
    if (internal === target) add(publicPath(alias));
    if (target === '/newsroom' && internal.startsWith('/newsroom/')) {
      add(publicPath(internal.replace('/newsroom/', `${alias}/`)));
    }
  }
}

// Every page compressed once, at build time, as the server sends it (brotli at its best, gzip too):
// compressing 100 KB of HTML on every request was most of a static page's server time.
let compressedBytes = 0;
for (const page of pages) {
  const html = Buffer.from(page.html);
  const br = zlib.brotliCompressSync(html, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  const gz = zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION });
  fs.writeFileSync(`${page.file}.br`, br);
  fs.writeFileSync(`${page.file}.gz`, gz);
  compressedBytes += br.length;
}
console.log(
  `postbuild: ${pages.length} pages pre-compressed (brotli ${Math.round(compressedBytes / pages.length / 1024)} KB a page on average)`,
);

// Pages rendered on request (404s) carry a nonce, and the boot script, which is the same on every page
// of a locale, by its hash (the layout cannot read a nonce without making every page dynamic).
const bootHashes = new Set();
for (const page of pages) {
  const boot = /<script id="boot">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
  if (boot) for (const hash of inlineScriptHashes(`<script>${boot}</script>`)) bootHashes.add(hash);
}
fs.writeFileSync(
  path.join(distDir, 'csp-manifest.json'),
  JSON.stringify({ pages: csp, files, locales, dynamic: [...bootHashes] }),
);
console.log(`postbuild: ${Object.keys(csp).length} per-page Content-Security-Policies`);
