import { routes } from '@/lib/routes';

// Requests outside any locale (rare: the proxy sends unprefixed paths to English) end here. A plain
// anchor: next/link here put its client module into every page's first-load JavaScript (3.3 KB gzip),
// since this boundary sits above every route; a page of another root layout loads in full anyway.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main style={{ padding: '4rem 1.5rem', fontFamily: 'system-ui, sans-serif' }}>
          <h1>404 — Page not found</h1>
          <p>
            <a href={routes.home}>Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
