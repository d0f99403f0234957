// Which message namespaces each locale must translate (the spec's coverage, section 1). Anything
// beyond its floor is welcome; anything missing falls back to English key by key.
import { pages, type PageId } from '../routes';
import type { Locale } from './config';
import type { Messages } from './merge';

/**
 * Namespaces of the shared frame: navbar, footer, language menu, chat, toasts, loader, 404, offline, and
 * the account islands (join dialog, notifications, onboarding, newsletter).
 */
export const frameNamespaces = [
  'common',
  'nav',
  'footer',
  'language',
  'chat',
  'notFound',
  'offline',
  'account',
  'notifications',
  'onboarding',
  'newsletter',
] as const;

export const pageNamespaces: readonly PageId[] = pages.map((p) => p.id);

/**
 * Namespaces no page ships in its HTML: the wallet island fetches `wallet` as its own chunk when it
 * opens (components/wallet/messages.ts), so it stays out of the layout's `clientNamespaces`.
 */
export const islandNamespaces = ['wallet'] as const;

/**
 * Namespaces only the server reads: the e-mails, in every recipient's language, and the pages their
 * links open (password reset, link outcomes).
 */
export const serverNamespaces = ['mail', 'email'] as const;

/**
 * Namespaces of the feature modules' pages that are not in the route table (a proposal, a citizen's
 * profile) and of their islands (voting, proposing).
 */
export const featureNamespaces = [
  'governance',
  'citizens',
  'forum',
  'groups',
  'people',
  'moderation',
  'chain',
] as const;

export const allNamespaces: readonly string[] = [
  ...frameNamespaces,
  ...islandNamespaces,
  ...serverNamespaces,
  ...pageNamespaces,
  ...featureNamespaces,
];

/**
 * Each locale's floor: every namespace (issue #20: every page in every language, kept complete by CI). A
 * new English key fails the tests until every locale has it.
 */
export const coverageFloors: Record<Locale, readonly string[]> = {
  en: allNamespaces,
  vi: allNamespaces,
  fr: allNamespaces,
  es: allNamespaces,
  zh: allNamespaces,
  ja: allNamespaces,
  hi: allNamespaces,
  hmn: allNamespaces,
};

/** The messages a floor entry names: a namespace, or a dotted part of one. Undefined when absent. */
export function floorSection(messages: Messages, entry: string): Messages | undefined {
  const node = entry.split('.').reduce<unknown>((n, part) => (n as Messages | undefined)?.[part], messages);
  return typeof node === 'object' && node !== null ? (node as Messages) : undefined;
}
