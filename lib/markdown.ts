// Markdown that members write (a proposal's text) as HTML that is safe to put in a page. The server
// renders pages with it, and the propose dialog's Preview tab with the very same code. Unlike the
// newsroom's own articles, nothing here is trusted:
// - no raw HTML at all: every HTML tag or block the author typed is shown as text;
// - links only to http:, https:, mailto: or this site (`/path`, `#anchor`); any other target (javascript:,
//   data:, vbscript:, `//host`…), however it is spelt or entity-encoded, leaves the link's text alone;
// - no images: an image becomes its alt text, linked to the image when it is on http(s);
// - links to other sites get rel="nofollow ugc noopener";
// - headings start at h2 (# → h2), so the page's title stays its only h1, and follow each other without
//   gaps: the levels a text uses become h2, h3… in order (# and ## → h2 and h3; ## alone → h2; ## and
//   #### → h2 and h3), so that the page's outline has no skipped level.
import { Marked, type RendererObject, type Token, type Tokens } from 'marked';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes all of `& < > " '`: for text the author typed as HTML, and for attribute values. */
function escapeAll(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Escapes `< > " '` and any `&` that does not start a character reference: for text marked has already
 * lexed (its `&amp;` stays one ampersand). A character reference only ever decodes to text here.
 */
function escapeText(text: string): string {
  return text.replace(/[<>"']|&(?!#\d{1,7};|#[xX][0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/g, (c) =>
    c === '&' ? '&amp;' : HTML_ESCAPES[c]!,
  );
}

/** The named character references a browser would decode in a link target that matter to its scheme. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  num: '#',
  quest: '?',
  equals: '=',
  percnt: '%',
  period: '.',
  lpar: '(',
  rpar: ')',
  nbsp: '\u00a0',
};

/**
 * Decodes character references in a link target, as CommonMark (and a browser reading an attribute) would,
 * so that the scheme is checked on what the target really says (`&#106;avascript:` is `javascript:`).
 * Unknown named references stay as typed; the target is escaped in full when written, so they stay text.
 */
function decodeReferences(value: string): string {
  return value.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g,
    (match, dec, hex, name) => {
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
        return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
          ? '\ufffd'
          : String.fromCodePoint(code);
      }
      return NAMED_REFERENCES[(name as string).toLowerCase()] ?? match;
    },
  );
}

export type SafeLink = { href: string; external: boolean };

/**
 * A link target the page may point to, cleaned and ready for an attribute (escaped), or null when it must
 * not be a link. Follows what a browser does before resolving a URL: leading and trailing controls and
 * spaces are ignored, tabs and line breaks anywhere are removed; then only http(s) and mailto URLs, paths
 * on this site (`/x`, but not `//host` or `/\host`, which lead to another host) and anchors (`#x`) pass.
 */
export function safeHref(raw: string): SafeLink | null {
  const target = decodeReferences(raw)
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/[\t\n\r]/g, '');
  let external: boolean;
  if (/^https?:/i.test(target)) external = true;
  else if (/^mailto:/i.test(target)) external = false;
  else if (/^\/(?![/\\])/.test(target) || target.startsWith('#')) external = false;
  else return null;
  let encoded: string;
  try {
    // Spaces and other characters a URL cannot hold are percent-encoded; existing escapes are kept.
    encoded = encodeURI(target).replace(/%25([0-9a-fA-F]{2})/g, '%$1');
  } catch {
    return null; // a lone surrogate
  }
  return { href: escapeAll(encoded), external };
}

const EXTERNAL_REL = 'nofollow ugc noopener';

function anchor(link: SafeLink, title: string | null | undefined, inner: string): string {
  const rel = link.external ? ` rel="${EXTERNAL_REL}"` : '';
  const titled = title ? ` title="${escapeText(title)}"` : '';
  return `<a href="${link.href}"${rel}${titled}>${inner}</a>`;
}

/**
 * The mentions of the text being rendered (renderMarkdown is synchronous, so one render at a time):
 * `@handle` becomes a link to the citizen's profile only for handles in this set, and never inside a link.
 */
const mentionState: { handles: ReadonlySet<string> | null; linkDepth: number } = {
  handles: null,
  linkDepth: 0,
};

/** `@handle` in already escaped text → a profile link, for the known handles only. */
function linkMentions(escaped: string, handles: ReadonlySet<string>): string {
  return escaped.replace(
    /(^|[^\w@/.&;-])@([A-Za-z0-9_-]{3,24})(?![\w-])/g,
    (match, before: string, handle: string) =>
      handles.has(handle.toLowerCase())
        ? `${before}<a href="/citizens/${handle.toLowerCase()}" class="mention">@${handle}</a>`
        : match,
  );
}

const renderer: RendererObject = {
  text(token: Tokens.Text | Tokens.Escape) {
    if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
    const escaped = escapeText(token.text);
    const { handles, linkDepth } = mentionState;
    return handles && handles.size > 0 && linkDepth === 0 ? linkMentions(escaped, handles) : escaped;
  },
  html({ text, block }: Tokens.HTML | Tokens.Tag) {
    const shown = escapeAll(text);
    return block ? `<p>${shown.trim()}</p>\n` : shown;
  },
  heading({ tokens, depth }: Tokens.Heading) {
    // `depth` is already the page's level (renderMarkdown).
    const level = Math.min(Math.max(depth, 2), 6);
    return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
  },
  link({ href, title, tokens, text, autolink }: Tokens.Link) {
    // An autolink's text is its literal target; other links' text is markdown.
    mentionState.linkDepth++;
    let inner: string;
    try {
      inner = autolink ? escapeAll(text) : this.parser.parseInline(tokens);
    } finally {
      mentionState.linkDepth--;
    }
    const link = safeHref(href);
    return link ? anchor(link, title, inner) : inner;
  },
  image({ href, title, text, tokens }: Tokens.Image) {
    const alt = escapeText(tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text);
    const link = safeHref(href);
    // Only an image on the web is linked (a mailto: or a path on this site is no image to show).
    return link?.external ? anchor(link, title, alt || link.href) : alt;
  },
};

const markdown = new Marked({ gfm: true, breaks: false, pedantic: false, renderer });

/** Sets each heading's depth to its level on the page: the text's levels in order, from h2. */
function placeHeadings(tokens: Token[]): void {
  const headings: Tokens.Heading[] = [];
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
  });
  const levels = [...new Set(headings.map((h) => h.depth))].sort((a, b) => a - b);
  for (const heading of headings) heading.depth = Math.min(2 + levels.indexOf(heading.depth), 6);
}

/**
 * The author's markdown as safe HTML (see the top of this file); for `dangerouslySetInnerHTML`.
 * `mentions`: lower-case handles of citizens whose `@handle` becomes a link to their profile (a post stores
 * the ones that existed when it was written); any other `@name` stays text.
 */
export function renderMarkdown(source: string, options: { mentions?: Iterable<string> } = {}): string {
  const tokens = markdown.lexer(source);
  placeHeadings(tokens);
  mentionState.handles = options.mentions ? new Set(options.mentions) : null;
  mentionState.linkDepth = 0;
  try {
    return markdown.parser(tokens);
  } finally {
    mentionState.handles = null;
  }
}

/** How many links (written, automatic or images) a text has: new members may post only a few. */
export function countLinks(source: string): number {
  let links = 0;
  markdown.walkTokens(markdown.lexer(source), (token) => {
    if (token.type === 'link' || token.type === 'image') links++;
  });
  return links;
}
