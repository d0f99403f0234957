/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { locales } from './lib/i18n/config';
import { config, proxy } from './proxy';

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

const rewriteOf = (res: Response) => res.headers.get('x-middleware-rewrite');
const locationOf = (res: Response) => res.headers.get('location');

describe('proxy: language detection at unprefixed URLs', () => {
  it('serves English by rewriting to /en when nothing says otherwise', () => {
    const res = proxy(request('/about'));
    expect(rewriteOf(res)).toBe('http://localhost:3000/en/about');
  });

  it('redirects by Accept-Language', () => {
    const res = proxy(request('/about', { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' }));
    expect(res.status).toBe(307);
    expect(locationOf(res)).toBe('http://localhost:3000/vi/about');
  });

  it('prefers the cookie over Accept-Language', () => {
    const res = proxy(request('/about', { cookie: 'NEXT_LOCALE=fr', 'accept-language': 'vi' }));
    expect(locationOf(res)).toBe('http://localhost:3000/fr/about');
  });

  it('stays English when the cookie says English, whatever the browser says', () => {
    const res = proxy(request('/', { cookie: 'NEXT_LOCALE=en', 'accept-language': 'ja' }));
    expect(rewriteOf(res)).toBe('http://localhost:3000/en');
  });

  it('prefers ?lng over the cookie, remembers it for a year and drops it from the URL', () => {
    const res = proxy(request('/about?lng=ja&x=1', { cookie: 'NEXT_LOCALE=fr' }));
    expect(res.status).toBe(307);
    expect(locationOf(res)).toBe('http://localhost:3000/ja/about?x=1');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/NEXT_LOCALE=ja/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it('handles ?lng on a locale-prefixed URL too', () => {
    const res = proxy(request('/vi/about?lng=en'));
    expect(locationOf(res)).toBe('http://localhost:3000/about');
    expect(res.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=en/);
  });

  it('drops an unsupported ?lng without choosing anything', () => {
    const res = proxy(request('/about?lng=xx'));
    expect(locationOf(res)).toBe('http://localhost:3000/about');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('redirects /en/... to the unprefixed URL', () => {
    const res = proxy(request('/en/about'));
    expect(res.status).toBe(308);
    expect(locationOf(res)).toBe('http://localhost:3000/about');
  });

  it('resolves English aliases to their main route', () => {
    expect(rewriteOf(proxy(request('/society')))).toBe('http://localhost:3000/en/ecosystem/dao');
    expect(rewriteOf(proxy(request('/insights/abc')))).toBe('http://localhost:3000/en/newsroom/abc');
  });

  it('never redirects the precached offline page', () => {
    const res = proxy(request('/offline', { cookie: 'NEXT_LOCALE=vi' }));
    expect(rewriteOf(res)).toBe('http://localhost:3000/en/offline');
  });
});

describe('proxy matcher', () => {
  // Next reads `config.matcher` statically, so the locale list is written out there by hand.
  it('excludes exactly the non-default locale prefixes', () => {
    const [unprefixed, withLng] = config.matcher as [string, { source: string }];
    const others = locales.filter((l) => l !== 'en').join('|');
    expect(unprefixed).toContain(`(?:${others})(?:/|$)`);
    expect(withLng.source).toBe(`/:locale(${others})/:path*`);
  });

  it('matches unprefixed and /en paths, not other locales, api, assets or files', () => {
    const pattern = new RegExp(`^${(config.matcher[0] as string).replace('/((', '/(?:(')}$`);
    for (const path of ['/', '/about', '/en/about', '/history', '/vietnam', '/hindsight'])
      expect(pattern.test(path)).toBe(true);
    for (const path of [
      '/vi',
      '/vi/about',
      '/hmn/x',
      '/api/x',
      '/_next/static/a.js',
      '/favicon.ico',
      '/sw.js',
    ])
      expect(pattern.test(path)).toBe(false);
  });
});
