/** @jest-environment node */
import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { localeTags, locales } from './i18n/config';
import { articleSlugs, listArticles } from './newsroom';
import { feedAlternate, newsroomFeed } from './newsroom-feed';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../node_modules/marked/lib/marked.umd.js'));

// Every locale's newsroom feed is well-formed XML (fast-xml-parser's validator) and a valid RSS 2.0
// document to a feed reader's parser (rss-parser), with one item per article, newest first, in the
// locale's words and links.
describe.each(locales)('the %s newsroom feed', (locale) => {
  const xml = newsroomFeed(locale);

  it('is well-formed XML', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it('is RSS 2.0 a feed reader parses, with every article newest first', async () => {
    const feed = await new Parser().parseString(xml);
    expect(feed.title).toMatch(/^Civitas · /);
    expect(feed.link).toMatch(locale === 'en' ? /\/newsroom$/ : new RegExp(`/${locale}/newsroom$`));
    expect(feed.items).toHaveLength(articleSlugs().length);
    const expected = listArticles(locale);
    expect(feed.items.map((i) => i.title)).toEqual(expected.map((a) => a.title));
    for (const item of feed.items) {
      expect(item.link).toMatch(
        locale === 'en' ? /\/newsroom\/[a-z0-9-]+$/ : new RegExp(`/${locale}/newsroom/`),
      );
      expect(item.guid).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);
      expect(item.contentSnippet ?? item.content).toBeTruthy();
    }
    const dates = feed.items.map((i) => Date.parse(i.pubDate!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('names its language and links to itself', () => {
    expect(xml).toContain(`<language>${localeTags[locale]}</language>`);
    const self = feedAlternate(locale).types['application/rss+xml'][0]!.url;
    expect(xml).toContain(`<atom:link href="${self}" rel="self"`);
  });
});

it('escapes what would break the XML', () => {
  const xml = newsroomFeed('en');
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
});
