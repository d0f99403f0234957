/** @jest-environment node */
import { locales } from './i18n/config';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../node_modules/marked/lib/marked.umd.js'));
import { buildMetadata, translatedLocalesOf } from './seo';

// The noindex fallback (issue #20 keeps it for anything a future change leaves untranslated): a page
// shown in English because its locale lacks the translation is noindex, canonical to English, and out
// of the alternates; a translated one is indexable with every translation as an alternate.
const page = { path: '/about', title: 'About', description: 'About us' };

describe('buildMetadata', () => {
  it('indexes a translated page, canonical to itself, with every translation as an alternate', () => {
    const meta = buildMetadata({ ...page, locale: 'fr', translatedLocales: ['en', 'vi', 'fr'] });
    expect(meta.robots).toEqual({ index: true, follow: true });
    expect(meta.alternates?.canonical).toBe('/fr/about');
    expect(meta.alternates?.languages).toEqual({
      en: '/about',
      vi: '/vi/about',
      fr: '/fr/about',
      'x-default': '/about',
    });
  });

  it('keeps a fallback page out of search: noindex, canonical to English, not an alternate', () => {
    const meta = buildMetadata({ ...page, locale: 'hi', translatedLocales: ['en', 'vi'] });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toBe('/about');
    expect(Object.keys(meta.alternates?.languages ?? {})).not.toContain('hi');
    expect(meta.openGraph).toMatchObject({ url: '/about', locale: 'en_US' });
  });
});

describe('translatedLocalesOf', () => {
  it('names every locale for a namespace every locale translates (all of them, today)', () => {
    expect(translatedLocalesOf('web3')).toEqual(locales);
    expect(translatedLocalesOf('about')).toEqual(locales);
  });
});
