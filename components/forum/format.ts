// What the thread page's parts share: plain text out of a post's safe HTML (the page's description, a
// quote), the quote block a reply starts with, and the edit window. Plain functions: server and islands.
import { EDIT_WINDOW_MS } from '@/lib/community/rules';
import type { AuthorRef, PostView } from '@/lib/api/contract';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of a post's HTML (lib/markdown.ts output), on one line: for a page's description. */
export function plainText(html: string): string {
  return (
    html
      // Inline markup joins its text to the words around it ("**bold**," stays "bold,"); blocks separate.
      .replace(/<\/?(?:a|abbr|b|code|del|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
      .replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code)))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** `text` cut to `max` characters at a word boundary, with an ellipsis when it was cut. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'UL', 'OL', 'TABLE', 'HR', 'DIV']);

/**
 * A post's HTML as the lines a quote repeats (in the browser: it parses with DOMParser, which runs and
 * loads nothing). Quotes inside the post are left out, as forums do, so quotes do not nest forever.
 */
export function quotableText(html: string, max = 1000): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('blockquote').forEach((node) => node.remove());
  const paragraphs: string[] = [];
  const push = (text: string) => {
    const clean = text.replace(/[ \t\r\f\v]+/g, ' ').trim();
    if (clean) paragraphs.push(clean);
  };
  for (const node of Array.from(doc.body.childNodes)) {
    const element = node as Element;
    if (element.tagName === 'UL' || element.tagName === 'OL') {
      const items = Array.from(element.querySelectorAll(':scope > li'), (li) =>
        `- ${li.textContent ?? ''}`.replace(/\s+/g, ' ').trim(),
      );
      if (items.length) paragraphs.push(items.join('\n'));
    } else if (element.tagName === 'PRE') paragraphs.push((element.textContent ?? '').trimEnd());
    else if (BLOCKS.has(element.tagName ?? '')) push(element.textContent ?? '');
    else push(node.textContent ?? '');
  }
  return excerpt(paragraphs.join('\n\n'), max);
}

/** `> @nova wrote:\n> line\n>\n> line\n\n`: a quote as the reply's markdown opens with it. */
export function quoteBlock(header: string, text: string): string {
  const lines = [header, ...text.split('\n')].map((line) => (line ? `> ${line}` : '>'));
  return `${lines.join('\n')}\n\n`;
}

/** Handles compare without case (they are stored lower-case; a session may spell one otherwise). */
export function sameAuthor(
  author: Pick<NonNullable<AuthorRef>, 'handle'> | null,
  handle: string | null | undefined,
): boolean {
  return Boolean(author && handle && author.handle.toLowerCase() === handle.toLowerCase());
}

/** Whether the author may still edit the post by this device's clock (the server has the last word). */
export function withinEditWindow(post: Pick<PostView, 'createdAt'>, now = Date.now()): boolean {
  return now < new Date(post.createdAt).getTime() + EDIT_WINDOW_MS;
}
