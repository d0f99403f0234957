import { NextResponse, type NextRequest } from 'next/server';

// The floor of a proxy (scripts/bench.mjs): /via-proxy is rewritten to the reference page, the least work
// a proxy can do on its way to a static page. The site's proxy.ts does the same for unprefixed English URLs,
// after a few string operations to choose the language.
export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = '/';
  return NextResponse.rewrite(url);
}

export const config = { matcher: ['/via-proxy'] };
