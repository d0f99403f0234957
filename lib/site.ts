// Brand, navigation tree, social links and the spec's constants, in one place.
import type { PageId } from './routes';

export const site = {
  name: 'Civitas',
  /** Absolute origin used for canonical links, hreflang, OpenGraph and the sitemap. */
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  themeColor: '#070b18',
} as const;

export type NavLink = { id: PageId; href: string };
export type NavGroup = { id: 'ecosystem' | 'more'; items: readonly NavLink[] };
export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** The spec's navigation bar, in order. Labels live in messages under nav.links / nav.groups. */
export const mainNav: readonly NavEntry[] = [
  { id: 'home', href: '/' },
  { id: 'about', href: '/about' },
  {
    id: 'ecosystem',
    items: [
      { id: 'aiUniverse', href: '/ecosystem/ai-universe' },
      { id: 'healthTech', href: '/ecosystem/health-tech' },
      { id: 'dao', href: '/ecosystem/dao' },
      { id: 'quantum', href: '/ecosystem/quantum' },
      { id: 'web3', href: '/ecosystem/web3' },
    ],
  },
  { id: 'academy', href: '/academy' },
  { id: 'creatorHub', href: '/creator-hub' },
  { id: 'builders', href: '/builders' },
  { id: 'community', href: '/community' },
  {
    id: 'more',
    items: [
      { id: 'newsroom', href: '/newsroom' },
      { id: 'contact', href: '/contact' },
      { id: 'docs', href: '/docs' },
    ],
  },
];

/** Footer link columns. "whitepaper" points at the docs, as the spec says. */
export const footerColumns = [
  {
    id: 'ecosystem',
    links: [
      { id: 'aiUniverse', href: '/ecosystem/ai-universe' },
      { id: 'healthTech', href: '/ecosystem/health-tech' },
      { id: 'dao', href: '/ecosystem/dao' },
      { id: 'quantum', href: '/ecosystem/quantum' },
      { id: 'web3', href: '/ecosystem/web3' },
    ],
  },
  {
    id: 'company',
    links: [
      { id: 'about', href: '/about' },
      { id: 'careers', href: '/careers' },
      { id: 'contact', href: '/contact' },
    ],
  },
  {
    id: 'resources',
    links: [
      { id: 'docs', href: '/docs' },
      { id: 'whitepaper', href: '/docs' },
      { id: 'newsroom', href: '/newsroom' },
    ],
  },
] as const;

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
