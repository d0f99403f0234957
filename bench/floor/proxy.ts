import { NextResponse, type NextRequest } from 'next/server';

// The floor of a proxy (scripts/bench.mjs): /via-proxy is rewritten to the reference page, the least work
// a proxy can do on its way to a static page; /via-next is passed on untouched (NextResponse.next()) and
// reaches the page through a next.config rewrite (bench/floor/next.config.mjs), as /via-config does with
// no proxy at all. The site's proxy.ts rewrites unprefixed English URLs after a few string operations to
// choose the language.
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/via-next') return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = '/';
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/via-proxy', '/via-next'] };
