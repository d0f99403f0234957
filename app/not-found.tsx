import Link from 'next/link';
import { routes } from '@/lib/routes';

// Requests outside any locale (rare: the proxy sends unprefixed paths to English) end here.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main style={{ padding: '4rem 1.5rem', fontFamily: 'system-ui, sans-serif' }}>
          <h1>404 — Page not found</h1>
          <p>
            <Link href={routes.home}>Go to the home page</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
