// Reads the pre-rendered pages of a build (.next/server/app/**/*.html).
import fs from 'node:fs';
import path from 'node:path';

/** [{ route: '/vi/about', file, html }] for every pre-rendered HTML page of the build. */
export function prerenderedPages(root, distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next')) {
  const dir = path.join(distDir, 'server', 'app');
  const pages = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && !entry.name.startsWith('_')) {
        const route =
          '/' +
          path
            .relative(dir, full)
            .replace(/\.html$/, '')
            .replace(/\\/g, '/');
        pages.push({
          route: route.replace(/\/index$/, '') || '/',
          file: full,
          html: fs.readFileSync(full, 'utf8'),
        });
      }
    }
  };
  walk(dir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The /_next/static/ scripts a page loads at start-up (its first-load JavaScript). `noModule` scripts
 * (legacy polyfills) are skipped: modern browsers never download them.
 */
export function scriptsOf(html) {
  const tags = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)];
  return [...new Set(tags.filter((m) => !/\snomodule/i.test(m[0])).map((m) => m[1]))];
}

/** The build's file behind a public asset path: /_next/static/chunks/a.js → <distDir>/static/chunks/a.js. */
export function assetFile(distDir, asset) {
  return path.join(distDir, asset.replace(/^\/_next\//, ''));
}

/** Scripts plus stylesheets. */
export function staticAssetsOf(html) {
  const css = [...html.matchAll(/<link[^>]+href="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]);
  return [...new Set([...scriptsOf(html), ...css])];
}
