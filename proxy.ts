// Locale detection for unprefixed URLs only. Locale-prefixed pages (/vi/...) are served straight from
// the static output without this function: a proxy on every request measured 2-3x slower.
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './lib/i18n/config';
import { detectLocale, localizePath, matchLocale, splitLocale } from './lib/i18n/detect';
import { resolveAlias } from './lib/routes';

function rememberLocale(response: NextResponse, locale: string) {
  response.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
  });
  return response;
}

export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  const { locale: prefix, path } = splitLocale(url.pathname);

  // ?lng=xx chooses a language: remember it and drop the parameter from the URL.
  if (url.searchParams.has('lng')) {
    const chosen = matchLocale(url.searchParams.get('lng'));
    url.searchParams.delete('lng');
    if (!chosen) return NextResponse.redirect(url, 307);
    url.pathname = localizePath(chosen, path);
    return rememberLocale(NextResponse.redirect(url, 307), chosen);
  }

  // /en/about is served at /about (localePrefix "as-needed").
  if (prefix === defaultLocale) {
    url.pathname = path;
    return NextResponse.redirect(url, 308);
  }
  if (prefix) return NextResponse.next();

  // The offline worker precaches /offline as the English offline page: never redirect it.
  if (path === '/offline') {
    url.pathname = `/${defaultLocale}/offline`;
    return NextResponse.rewrite(url);
  }

  const { locale } = detectLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (locale !== defaultLocale) {
    url.pathname = localizePath(locale, path);
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  }
  const target = resolveAlias(path);
  url.pathname = target === '/' ? `/${defaultLocale}` : `/${defaultLocale}${target}`;
  const response = NextResponse.rewrite(url);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

export const config = {
  // Literal patterns (Next reads them statically); proxy.test.ts checks they list every locale.
  matcher: [
    // Unprefixed paths and /en/...: everything except other locales' prefixes, /api, Next's assets and files.
    '/((?!api/|_next/|_vercel|(?:vi|fr|es|zh|ja|hi|hmn)(?:/|$)|.*\\..*).*)',
    // A locale-prefixed URL carrying ?lng= (a language choice) needs the proxy too.
    { source: '/:locale(vi|fr|es|zh|ja|hi|hmn)/:path*', has: [{ type: 'query', key: 'lng' }] },
  ],
};
