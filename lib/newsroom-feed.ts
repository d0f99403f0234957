import 'server-only';
// The newsroom as an RSS 2.0 feed per locale (/newsroom/feed, /vi/newsroom/feed, …): the articles as the
// locale's newsroom lists them (its own version, else English, each item tagged with its language),
// newest first. Built at build time like the pages; advertised by <link rel="alternate"> on them.
import { formatMessage } from './i18n/format-message';
import { localeTags, type Locale } from './i18n/config';
import { localizePath } from './i18n/detect';
import { getMessages } from './i18n/messages';
import { listArticles } from './newsroom';
import { articlePath } from './routes';
import { site } from './site';

export const FEED_PATH = '/newsroom/feed';
export const feedUrl = (locale: Locale) => `${site.url}${localizePath(locale, FEED_PATH)}`;

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RFC 822 dates, as RSS 2.0 wants them (articles carry a day: noon UTC). */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

export function newsroomFeedTitle(locale: Locale): string {
  const { meta } = getMessages(locale).newsroom;
  return `${site.name} · ${meta.title}`;
}

/** The page metadata's `alternates.types` entry that advertises the locale's feed. */
export function feedAlternate(locale: Locale) {
  return { types: { 'application/rss+xml': [{ url: feedUrl(locale), title: newsroomFeedTitle(locale) }] } };
}

export function newsroomFeed(locale: Locale): string {
  const { meta } = getMessages(locale).newsroom;
  const articles = listArticles(locale);
  const home = `${site.url}${localizePath(locale, '/newsroom')}`;
  const items = articles.map((a) => {
    const link = `${site.url}${localizePath(locale, articlePath(a.slug))}`;
    return [
      '    <item>',
      `      <title>${escape(a.title)}</title>`,
      `      <link>${escape(link)}</link>`,
      `      <guid isPermaLink="true">${escape(link)}</guid>`,
      `      <pubDate>${rfc822(a.date)}</pubDate>`,
      `      <dc:creator>${escape(a.author)}</dc:creator>`,
      `      <dc:language>${localeTags[a.contentLocale]}</dc:language>`,
      ...a.tags.map((tag) => `      <category>${escape(tag)}</category>`),
      `      <description>${escape(a.summary)}</description>`,
      `      <enclosure url="${escape(`${site.url}${a.cover}`)}" type="image/svg+xml" length="0"/>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escape(newsroomFeedTitle(locale))}</title>`,
    `    <link>${escape(home)}</link>`,
    `    <description>${escape(formatMessage(meta.description, { brand: site.name }, locale))}</description>`,
    `    <language>${localeTags[locale]}</language>`,
    `    <atom:link href="${escape(feedUrl(locale))}" rel="self" type="application/rss+xml"/>`,
    ...(articles[0] ? [`    <lastBuildDate>${rfc822(articles[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
