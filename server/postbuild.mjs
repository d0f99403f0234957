// After `next build` (run with tsx: it reads lib/routes.ts): mark the first-load scripts for eager
// compilation (server/compile-hints.mjs), write public/sw.js for this build (its version and
// precache list), and the per-page Content-Security-Policy manifest the server sends (server/server.mjs).
import fs from 'node:fs';
import path from 'node:path';
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

// Per-page policies, keyed by the public URL path. English is served unprefixed, and aliases show
// their main route's page (lib/routes.ts), so they share its policy.
const csp = {};
for (const page of pages) {
  const [, locale = '', ...rest] = page.route.split('/');
  const internal = '/' + rest.join('/');
  const publicPath = (p) => (locale === 'en' ? p : p === '/' ? `/${locale}` : `/${locale}${p}`);
  const value = policy(inlineScriptHashes(page.html));
  csp[publicPath(internal === '/' ? '/' : internal)] = value;
  for (const [alias, target] of Object.entries(aliases)) {
    if (internal === target) csp[publicPath(alias)] = value;
    if (target === '/newsroom' && internal.startsWith('/newsroom/')) {
      csp[publicPath(internal.replace('/newsroom/', `${alias}/`))] = value;
    }
  }
}
// Pages rendered on request (404s) carry a nonce, and the boot script, which is the same on every page
// of a locale, by its hash (the layout cannot read a nonce without making every page dynamic).
const bootHashes = new Set();
for (const page of pages) {
  const boot = /<script id="boot">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
  if (boot) for (const hash of inlineScriptHashes(`<script>${boot}</script>`)) bootHashes.add(hash);
}
fs.writeFileSync(
  path.join(distDir, 'csp-manifest.json'),
  JSON.stringify({ pages: csp, dynamic: [...bootHashes] }),
);
console.log(`postbuild: ${Object.keys(csp).length} per-page Content-Security-Policies`);
