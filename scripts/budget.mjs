// First-load JavaScript (gzip) of every pre-rendered marketing page; fails above the budget (issue #2:
// 165 KB per marketing page). The account and utility pages (dashboard, the moderation queue, newsletter
// unsubscribe, offline, password reset)
// are listed apart, measured but not held to it: they exist to run the account islands.
// Run after `npm run build` (NEXT_DIST_DIR names another build's directory, as for `next build`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { assetFile, prerenderedPages, scriptsOf } from '../server/pages.mjs';
import { distDir as buildDir, hasBuild } from './lib/harness.mjs';

const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 165);
const root = process.cwd();
const distDir = path.join(root, buildDir);
if (!hasBuild()) {
  console.error('budget: no build found; run `npm run build` first.');
  process.exit(1);
}

const sizes = new Map();
const gzipSize = (asset) => {
  if (!sizes.has(asset)) {
    const file = assetFile(distDir, asset);
    sizes.set(asset, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  }
  return sizes.get(asset);
};

const NOT_MARKETING = /\/(offline|dashboard|dashboard\/moderation|newsletter\/unsubscribe|reset-password)$/; // also in scripts/bench.mjs
const measured = prerenderedPages(root, distDir).map((page) => {
  const scripts = scriptsOf(page.html);
  const bytes = scripts.reduce((sum, s) => sum + gzipSize(s), 0);
  return { route: page.route, kb: bytes / 1000, scripts: scripts.length };
});
const rows = measured.filter((r) => !NOT_MARKETING.test(r.route));
const others = measured.filter((r) => NOT_MARKETING.test(r.route));

const over = rows.filter((r) => r.kb > BUDGET_KB);
const max = rows.reduce((m, r) => Math.max(m, r.kb), 0);
const min = rows.reduce((m, r) => Math.min(m, r.kb), Infinity);
if (process.argv.includes('--all'))
  for (const r of rows) console.log(`${r.kb.toFixed(1).padStart(7)} KB  ${r.route}`);
console.log(
  `budget: ${rows.length} marketing pages, first-load JS ${min.toFixed(2)}–${max.toFixed(2)} KB gzip (budget ${BUDGET_KB} KB)`,
);
if (others.length) {
  const kbs = others.map((r) => r.kb);
  console.log(
    `  account and utility pages (not held to the budget): ${others.length}, ${Math.min(...kbs).toFixed(1)}–${Math.max(...kbs).toFixed(1)} KB`,
  );
}
if (rows.length === 0) {
  console.error('budget: no pre-rendered pages found');
  process.exit(1);
}
if (over.length) {
  for (const r of over.slice(0, 10)) console.error(`  over budget: ${r.route} ${r.kb.toFixed(1)} KB`);
  if (over.length > 10) console.error(`  … and ${over.length - 10} more pages`);
  process.exit(1);
}
