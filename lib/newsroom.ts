import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { defaultLocale, locales, type Locale } from './i18n/config';

// Newsroom articles are Markdown files in content/newsroom/<locale>/<slug>.md. English is complete;
// another locale shows its own version where one exists and the English one otherwise.

export type ArticleMeta = {
  slug: string;
  /** The language the text is actually in (English when the locale has no version yet). */
  contentLocale: Locale;
  title: string;
  date: string;
  author: string;
  authorRole?: string;
  summary: string;
  cover: string;
  coverAlt: string;
  tags: string[];
};
export type Article = ArticleMeta & { html: string };

function requireString(data: Record<string, unknown>, key: string, file: string): string {
  const value = data[key];
  if (typeof value !== 'string' || !value.trim())
    throw new Error(`${file}: front matter "${key}" is missing`);
  return value;
}

function readArticle(locale: Locale, slug: string): Article | undefined {
  const file = path.join(process.cwd(), 'content', 'newsroom', locale, `${slug}.md`);
  if (!fs.existsSync(file)) return undefined;
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  const date =
    data.date instanceof Date ? data.date.toISOString().slice(0, 10) : requireString(data, 'date', file);
  return {
    slug,
    contentLocale: locale,
    title: requireString(data, 'title', file),
    date,
    author: requireString(data, 'author', file),
    authorRole: typeof data.authorRole === 'string' ? data.authorRole : undefined,
    summary: requireString(data, 'summary', file),
    cover: requireString(data, 'cover', file),
    coverAlt: requireString(data, 'coverAlt', file),
    tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
    html: marked.parse(content, { async: false, gfm: true }),
  };
}

// Articles are build inputs; reading them once per process is safe (no per-user state).
let slugCache: string[] | undefined;

/** Every article slug, from the English reference folder. */
export function articleSlugs(): string[] {
  slugCache ??= fs
    .readdirSync(path.join(process.cwd(), 'content', 'newsroom', defaultLocale))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));
  return slugCache;
}

export function getArticle(locale: Locale, slug: string): Article | undefined {
  if (!articleSlugs().includes(slug)) return undefined;
  return readArticle(locale, slug) ?? readArticle(defaultLocale, slug);
}

/** Newest first. */
export function listArticles(locale: Locale): ArticleMeta[] {
  return articleSlugs()
    .map((slug) => getArticle(locale, slug))
    .filter((a): a is Article => Boolean(a))
    .map(({ html: _html, ...meta }) => meta)
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Locales that have their own version of the article. */
export function articleLocales(slug: string): Locale[] {
  return locales.filter((l) =>
    fs.existsSync(path.join(process.cwd(), 'content', 'newsroom', l, `${slug}.md`)),
  );
}
