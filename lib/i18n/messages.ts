import 'server-only';
import type { AppMessages } from './app-config';
import { defaultLocale, type Locale } from './config';
import { readLocaleFiles } from './load';
import { compareKeys, deepMerge, substituteConstants, type Messages } from './merge';
import { site } from '../site';

// Message files are static build inputs, so reading each locale once per process is safe: this
// cache holds no per-user state.
const raw = new Map<Locale, Messages>();
const merged = new Map<Locale, Messages>();
const translated = new Map<string, boolean>();

function rawMessages(locale: Locale): Messages {
  let messages = raw.get(locale);
  if (!messages) {
    messages = readLocaleFiles(locale);
    raw.set(locale, messages);
  }
  return messages;
}

/**
 * The locale's messages with English underneath, so a missing key shows English, never the key. Typed
 * as the English files are (app-config.ts), since every key of those is here.
 */
export function getMessages(locale: Locale): AppMessages {
  let messages = merged.get(locale);
  if (!messages) {
    const withFallback =
      locale === defaultLocale
        ? rawMessages(locale)
        : deepMerge(rawMessages(defaultLocale), rawMessages(locale));
    // "{brand}" in any message is the product's name (one constant, lib/site.ts).
    messages = substituteConstants(withFallback, { brand: site.name });
    merged.set(locale, messages);
  }
  // Cast: the files are read at run time, so their shape is known only from the English ones, which
  // are all here (the locale's own keys merge onto English; coverage.test.ts checks none is extra).
  return messages as AppMessages;
}

/**
 * True when every English key of `namespace` exists in the locale's own files. Asked for every locale
 * by each page's metadata (its language alternates), so the answer is kept: comparing the keys took
 * about 6 % of a page rendered on request.
 */
export function isNamespaceTranslated(locale: Locale, namespace: string): boolean {
  if (locale === defaultLocale) return true;
  const key = `${locale}\u0000${namespace}`;
  let answer = translated.get(key);
  if (answer === undefined) {
    const reference = rawMessages(defaultLocale)[namespace];
    const own = rawMessages(locale)[namespace];
    answer =
      typeof reference === 'object' &&
      typeof own === 'object' &&
      compareKeys(reference, own).missing.length === 0;
    translated.set(key, answer);
  }
  return answer;
}
