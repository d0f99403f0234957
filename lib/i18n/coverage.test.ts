// Every locale translates every key (issue #20; the spec's floors were lower): a missing key, a key
// English lacks, an argument that differs from English, or a value left as English writes it (beyond a
// short allow-list of names and shared words, ./same-as-english.ts) fails here. `npm run i18n:coverage`
// prints the figures.
import { locales } from './config';
import { allNamespaces, coverageFloors, floorSection } from './coverage';
import { readLocaleFiles } from './load';
import { compareKeys, leafKeys, type Messages } from './merge';
import { mayMatchEnglish } from './same-as-english';

const en = readLocaleFiles('en');

describe('English is the complete reference', () => {
  it.each(allNamespaces)('has the %s namespace', (ns) => {
    expect(en[ns]).toBeDefined();
    expect(leafKeys(en[ns] as Messages).length).toBeGreaterThan(0);
  });
  it('has no namespace the app does not know', () => {
    expect(Object.keys(en).filter((ns) => !allNamespaces.includes(ns))).toEqual([]);
  });
  it('has no empty strings', () => {
    const empty = leafKeys(en).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], en);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});

describe.each(locales.filter((l) => l !== 'en'))('%s', (locale) => {
  const messages = readLocaleFiles(locale);

  it.each(coverageFloors[locale])('translates every key of %s', (entry) => {
    const reference = floorSection(en, entry);
    const own = floorSection(messages, entry);
    expect(reference).toBeDefined();
    expect(own).toBeDefined();
    expect(compareKeys(reference!, own!).missing).toEqual([]);
  });

  it('holds no key that English lacks', () => {
    const extra = Object.keys(messages).flatMap((ns) =>
      en[ns]
        ? compareKeys(en[ns] as Messages, messages[ns] as Messages).extra.map((k) => `${ns}.${k}`)
        : [ns],
    );
    expect(extra).toEqual([]);
  });

  it('leaves no value as English writes it, but names, codes and words the language shares', () => {
    const untranslated = Object.keys(messages).flatMap((ns) =>
      leafKeys(messages[ns] as Messages)
        .filter((key) => {
          const get = (root: Messages) =>
            key.split('.').reduce<unknown>((n, p) => (n as Messages)?.[p], root);
          const own = get(messages[ns] as Messages);
          return typeof own === 'string' && own === get(en[ns] as Messages) && !mayMatchEnglish(locale, own);
        })
        .map((k) => `${ns}.${k}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps ICU arguments intact', () => {
    const args = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = Object.keys(messages).flatMap((ns) =>
      leafKeys(messages[ns] as Messages)
        .filter((key) => {
          const get = (root: Messages) =>
            key.split('.').reduce<unknown>((n, p) => (n as Messages)?.[p], root);
          const own = get(messages[ns] as Messages);
          const ref = get(en[ns] as Messages);
          return typeof own === 'string' && typeof ref === 'string' && args(own).join() !== args(ref).join();
        })
        .map((k) => `${ns}.${k}`),
    );
    expect(mismatched).toEqual([]);
  });
});
