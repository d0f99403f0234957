// The shape of the messages, from the English files (the complete reference): next-intl's typed
// messages (AppConfig below) and the islands' translator (use-translator.ts) check every key against it,
// so a misspelt or removed key fails `tsc --noEmit` instead of showing `ns.key` on the page. Types only:
// nothing here imports a message file at run time.
import type about from '@/messages/en/about.json';
import type academy from '@/messages/en/academy.json';
import type account from '@/messages/en/account.json';
import type aiUniverse from '@/messages/en/aiUniverse.json';
import type builders from '@/messages/en/builders.json';
import type careers from '@/messages/en/careers.json';
import type chain from '@/messages/en/chain.json';
import type chat from '@/messages/en/chat.json';
import type citizens from '@/messages/en/citizens.json';
import type common from '@/messages/en/common.json';
import type community from '@/messages/en/community.json';
import type contact from '@/messages/en/contact.json';
import type creatorHub from '@/messages/en/creatorHub.json';
import type dao from '@/messages/en/dao.json';
import type dashboard from '@/messages/en/dashboard.json';
import type docs from '@/messages/en/docs.json';
import type email from '@/messages/en/email.json';
import type footer from '@/messages/en/footer.json';
import type forum from '@/messages/en/forum.json';
import type governance from '@/messages/en/governance.json';
import type groups from '@/messages/en/groups.json';
import type healthTech from '@/messages/en/healthTech.json';
import type helpCenter from '@/messages/en/helpCenter.json';
import type home from '@/messages/en/home.json';
import type language from '@/messages/en/language.json';
import type manifesto from '@/messages/en/manifesto.json';
import type mail from '@/messages/en/mail.json';
import type marketplace from '@/messages/en/marketplace.json';
import type moderation from '@/messages/en/moderation.json';
import type nav from '@/messages/en/nav.json';
import type newsletter from '@/messages/en/newsletter.json';
import type newsroom from '@/messages/en/newsroom.json';
import type notFound from '@/messages/en/notFound.json';
import type notifications from '@/messages/en/notifications.json';
import type offline from '@/messages/en/offline.json';
import type onboarding from '@/messages/en/onboarding.json';
import type people from '@/messages/en/people.json';
import type privacy from '@/messages/en/privacy.json';
import type proposals from '@/messages/en/proposals.json';
import type quantum from '@/messages/en/quantum.json';
import type roadmap from '@/messages/en/roadmap.json';
import type terms from '@/messages/en/terms.json';
import type tokenomics from '@/messages/en/tokenomics.json';
import type wallet from '@/messages/en/wallet.json';
import type web3 from '@/messages/en/web3.json';
import type { Locale } from './config';

/**
 * Every file in messages/en/, by name. The type below is built from this list, and
 * app-config.test.ts fails when a file is missing from it, so a new namespace cannot be forgotten.
 */
export const messageNamespaces = [
  'about',
  'academy',
  'account',
  'aiUniverse',
  'builders',
  'careers',
  'chain',
  'chat',
  'citizens',
  'common',
  'community',
  'contact',
  'creatorHub',
  'dao',
  'dashboard',
  'docs',
  'email',
  'footer',
  'forum',
  'governance',
  'groups',
  'healthTech',
  'helpCenter',
  'home',
  'language',
  'manifesto',
  'mail',
  'marketplace',
  'moderation',
  'nav',
  'newsletter',
  'newsroom',
  'notFound',
  'notifications',
  'offline',
  'onboarding',
  'people',
  'privacy',
  'proposals',
  'quantum',
  'roadmap',
  'terms',
  'tokenomics',
  'wallet',
  'web3',
] as const;

export type Namespace = (typeof messageNamespaces)[number];

/** `T`, which must have exactly the namespaces of messageNamespaces: a missing or extra one fails here. */
type Exactly<T extends Record<Namespace, object> & Record<Exclude<keyof T, Namespace>, never>> = T;

/** All messages, namespace by namespace, as the English files have them. */
export type AppMessages = Exactly<{
  about: typeof about;
  academy: typeof academy;
  account: typeof account;
  aiUniverse: typeof aiUniverse;
  builders: typeof builders;
  careers: typeof careers;
  chain: typeof chain;
  chat: typeof chat;
  citizens: typeof citizens;
  common: typeof common;
  community: typeof community;
  contact: typeof contact;
  creatorHub: typeof creatorHub;
  dao: typeof dao;
  dashboard: typeof dashboard;
  docs: typeof docs;
  email: typeof email;
  footer: typeof footer;
  forum: typeof forum;
  governance: typeof governance;
  groups: typeof groups;
  healthTech: typeof healthTech;
  helpCenter: typeof helpCenter;
  home: typeof home;
  language: typeof language;
  manifesto: typeof manifesto;
  mail: typeof mail;
  marketplace: typeof marketplace;
  moderation: typeof moderation;
  nav: typeof nav;
  newsletter: typeof newsletter;
  newsroom: typeof newsroom;
  notFound: typeof notFound;
  notifications: typeof notifications;
  offline: typeof offline;
  onboarding: typeof onboarding;
  people: typeof people;
  privacy: typeof privacy;
  proposals: typeof proposals;
  quantum: typeof quantum;
  roadmap: typeof roadmap;
  terms: typeof terms;
  tokenomics: typeof tokenomics;
  wallet: typeof wallet;
  web3: typeof web3;
}>;

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: AppMessages;
  }
}
