import { compareKeys, deepMerge, leafKeys, pick, substituteConstants } from './merge';

describe('deepMerge puts English under a locale key by key', () => {
  const en = { nav: { home: 'Home', about: 'About' }, footer: { tagline: 'Hi' } };
  it('keeps translated keys and falls back for missing ones', () => {
    expect(deepMerge(en, { nav: { home: 'Trang chủ' } })).toEqual({
      nav: { home: 'Trang chủ', about: 'About' },
      footer: { tagline: 'Hi' },
    });
  });
  it('does not mutate its inputs', () => {
    const vi = { nav: { home: 'Trang chủ' } };
    deepMerge(en, vi);
    expect(en.nav.home).toBe('Home');
    expect(vi).toEqual({ nav: { home: 'Trang chủ' } });
  });
  it('returns the base for a missing locale', () => expect(deepMerge(en, undefined)).toBe(en));
});

describe('key comparison', () => {
  it('lists leaf keys as dotted paths', () =>
    expect(leafKeys({ a: { b: 'x', c: { d: 'y' } } })).toEqual(['a.b', 'a.c.d']));
  it('reports missing and extra keys', () => {
    expect(compareKeys({ a: 'x', b: { c: 'y' } }, { a: 'x', z: 'q' })).toEqual({
      missing: ['b.c'],
      extra: ['z'],
      translated: 1,
      total: 2,
    });
  });
  it('picks namespaces', () => expect(pick({ a: 'x', b: 'y' }, ['b', 'c'])).toEqual({ b: 'y' }));
});

describe('substituteConstants', () => {
  it('replaces {brand} everywhere and leaves other arguments for ICU', () => {
    expect(
      substituteConstants({ a: '{brand} rocks', b: { c: '© {year} {brand}' } }, { brand: 'Civitas' }),
    ).toEqual({
      a: 'Civitas rocks',
      b: { c: '© {year} Civitas' },
    });
  });
});
