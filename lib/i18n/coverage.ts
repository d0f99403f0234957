// Which message namespaces each locale must translate (the spec's coverage, section 1). Anything
// beyond its floor is welcome; anything missing falls back to English key by key.
import { pages, type PageId } from '../routes';
import type { Locale } from './config';

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

export const allNamespaces: readonly string[] = [...frameNamespaces, ...pageNamespaces];

const techGatewayPages: readonly PageId[] = [
  'home',
  'about',
  'roadmap',
  'manifesto',
  'aiUniverse',
  'healthTech',
  'dao',
  'quantum',
];

export const coverageFloors: Record<Locale, readonly string[]> = {
  en: allNamespaces,
  vi: allNamespaces,
  fr: [...frameNamespaces, ...techGatewayPages],
  es: [...frameNamespaces, ...techGatewayPages],
  zh: [...frameNamespaces, ...techGatewayPages],
  ja: [...frameNamespaces, ...techGatewayPages],
  hi: [...frameNamespaces, 'home'],
  hmn: [...frameNamespaces, 'home'],
};
