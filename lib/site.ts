// Brand, navigation tree, social links and the spec's constants, in one place.
import type { AppMessages } from './i18n/app-config';
import { pagePath, type PageId, type PagePath } from './routes';

export const site = {
  name: 'Civitas',
  /** Absolute origin used for canonical links, hreflang, OpenGraph and the sitemap. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  themeColor: '#070b18',
} as const;

/** A link of the navigation bar: a page with a label under nav.links. */
export type NavLink = { id: keyof AppMessages['nav']['links'] & PageId; href: PagePath };
export type NavGroup = { id: keyof AppMessages['nav']['groups']; items: readonly NavLink[] };
export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** Links to pages, each labelled by its id: the paths come from the route table. */
function navLinks<Id extends PageId>(...ids: Id[]): { id: Id; href: PagePath }[] {
  return ids.map((id) => ({ id, href: pagePath(id) }));
}

/** The ecosystem's areas, in the order both the navigation bar and the footer list them. */
const ecosystem = navLinks('aiUniverse', 'healthTech', 'dao', 'quantum', 'web3');

/** The spec's navigation bar, in order. Labels live in messages under nav.links / nav.groups. */
export const mainNav: readonly NavEntry[] = [
  ...navLinks('home', 'about'),
  { id: 'ecosystem', items: ecosystem },
  ...navLinks('academy', 'creatorHub', 'builders', 'community'),
  { id: 'more', items: navLinks('newsroom', 'contact', 'docs') },
];

/**
 * A footer link: a page, or another name for one ("whitepaper" is the docs page), with a label under
 * footer.links.
 */
export type FooterLink = { id: keyof AppMessages['footer']['links']; href: PagePath };

/** Footer link columns. "whitepaper" points at the docs, as the spec says. */
export const footerColumns: readonly {
  id: keyof AppMessages['footer']['columns'];
  links: readonly FooterLink[];
}[] = [
  { id: 'ecosystem', links: ecosystem },
  { id: 'company', links: navLinks('about', 'careers', 'contact') },
  {
    id: 'resources',
    links: [...navLinks('docs'), { id: 'whitepaper', href: pagePath('docs') }, ...navLinks('newsroom')],
  },
];

export const socialLinks = [
  { id: 'x', label: 'X (Twitter)', href: 'https://x.com/civitas' },
  { id: 'discord', label: 'Discord', href: 'https://discord.gg/civitas' },
  { id: 'telegram', label: 'Telegram', href: 'https://t.me/civitas' },
  { id: 'github', label: 'GitHub', href: 'https://github.com/civitas' },
] as const;

/** Constants from the spec, section 9. */
export const constants = {
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  toastHotkey: ['F8'] as string[],
  assistantReplyDelayMs: 1000,
  navScrollThresholdPx: 20,
  loaderTurnSeconds: 1.5,
  votingPeriodDays: 3,
} as const;
