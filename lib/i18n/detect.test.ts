import { detectLocale, localizePath, matchLocale, negotiateAcceptLanguage, splitLocale } from './detect';

describe('matchLocale', () => {
  it.each([
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['ZH-hant-TW', 'zh'],
    ['hmn', 'hmn'],
    ['fr_CA', 'fr'],
    [' ja ', 'ja'],
  ])('maps %s to %s', (tag, locale) => expect(matchLocale(tag)).toBe(locale));

  it.each(['', 'de', 'x', null, undefined])('has no locale for %p', (tag) =>
    expect(matchLocale(tag)).toBeUndefined(),
  );
});

describe('negotiateAcceptLanguage', () => {
  it('takes the highest q-value that is supported', () => {
    expect(negotiateAcceptLanguage('de-DE,de;q=0.9,ja;q=0.8,vi;q=0.85')).toBe('vi');
  });
  it('keeps header order for equal q-values', () => {
    expect(negotiateAcceptLanguage('fr, es')).toBe('fr');
  });
  it('ignores q=0 and wildcards', () => {
    expect(negotiateAcceptLanguage('vi;q=0, *;q=0.5')).toBeUndefined();
  });
  it('returns nothing for unsupported or missing headers', () => {
    expect(negotiateAcceptLanguage('de, it')).toBeUndefined();
    expect(negotiateAcceptLanguage(null)).toBeUndefined();
  });
});

describe('detectLocale follows the spec order: ?lng, cookie, Accept-Language, English', () => {
  const all = { lng: 'ja', cookie: 'fr', acceptLanguage: 'vi' };
  it('prefers the query parameter', () =>
    expect(detectLocale(all)).toEqual({ locale: 'ja', source: 'query' }));
  it('then the cookie', () =>
    expect(detectLocale({ ...all, lng: null })).toEqual({ locale: 'fr', source: 'cookie' }));
  it('then Accept-Language', () =>
    expect(detectLocale({ acceptLanguage: 'vi' })).toEqual({ locale: 'vi', source: 'accept-language' }));
  it('then English', () => expect(detectLocale({})).toEqual({ locale: 'en', source: 'default' }));
  it('skips invalid values at each step', () =>
    expect(detectLocale({ lng: 'xx', cookie: 'nope', acceptLanguage: 'de' })).toEqual({
      locale: 'en',
      source: 'default',
    }));
});

describe('paths', () => {
  it('splits a locale prefix off', () => {
    expect(splitLocale('/vi/about')).toEqual({ locale: 'vi', path: '/about' });
    expect(splitLocale('/hmn')).toEqual({ locale: 'hmn', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: undefined, path: '/about' });
    expect(splitLocale('/history')).toEqual({ locale: undefined, path: '/history' });
  });
  it('prefixes every locale but English', () => {
    expect(localizePath('en', '/about')).toBe('/about');
    expect(localizePath('vi', '/')).toBe('/vi');
    expect(localizePath('zh', '/about/roadmap')).toBe('/zh/about/roadmap');
  });
});
