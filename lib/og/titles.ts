import 'server-only';
// What a share image says: the page's title and its section, in the locale's words, for the pages of
// the route table and the newsroom's articles (drawn at build time) and for members' pages (on request,
// from the database: a hidden proposal or thread shows only its section).
import { formatMessage } from '../i18n/format-message';
import type { Locale } from '../i18n/config';
import { getMessages } from '../i18n/messages';
import { articleSlugs, getArticle } from '../newsroom';
import { pages, type PageId } from '../routes';
import { site } from '../site';

export type ShareText = { title: string; section: string };

const ARTICLE = 'news-';

/** The ids of the images drawn at build time: every page of the route table, every article. */
export function staticShareIds(): string[] {
  return [...pages.map((p) => p.id), ...articleSlugs().map((slug) => `${ARTICLE}${slug}`)];
}

export const pageShareImage = (locale: Locale, id: PageId) => `/api/og/${locale}/${id}`;
export const articleShareImage = (locale: Locale, slug: string) => `/api/og/${locale}/${ARTICLE}${slug}`;
export const memberShareImage = (locale: Locale, kind: MemberKind, id: string | number) =>
  `/api/og/${locale}/members/${kind}/${id}`;

export function staticShareText(locale: Locale, id: string): ShareText | null {
  const messages = getMessages(locale);
  const brand = { brand: site.name };
  if (id.startsWith(ARTICLE)) {
    const article = getArticle(locale, id.slice(ARTICLE.length));
    return article ? { title: article.title, section: messages.newsroom.meta.title } : null;
  }
  const page = pages.find((p) => p.id === id);
  if (!page) return null;
  const meta = (messages as unknown as Record<string, { meta?: { title?: string } }>)[page.id]?.meta;
  const links = messages.nav.links as Record<string, string>;
  return {
    title: formatMessage(meta?.title ?? site.name, brand, locale),
    section: page.id === 'home' ? site.name : (links[page.id] ?? site.name),
  };
}

export const MEMBER_KINDS = ['proposal', 'thread', 'listing', 'citizen'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];
