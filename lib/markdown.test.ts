// Members' markdown (lib/markdown.ts) renders inert: no element or attribute that runs script, no link
// to anything but the web, mail and this site, no image; and ordinary markdown still reads as intended.

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../node_modules/marked/lib/marked.umd.js'));

import { countLinks, renderMarkdown, safeHref } from './markdown';

/** The HTML as a browser would build it (jsdom; innerHTML runs no script). */
function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const ALLOWED_HREF = /^(https?:|mailto:|\/(?![/\\])|#)/i;

/** What would make the HTML active: script-bearing elements, event handlers, unsafe link targets. */
function activeParts(html: string): string[] {
  const root = dom(html);
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'img',
        'object',
        'embed',
        'style',
        'svg',
        'math',
        'form',
        'link',
        'meta',
        'base',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (['src', 'srcset', 'style', 'formaction', 'action', 'xlink:href'].includes(attr.name))
        found.push(`${tag}[${attr.name}]`);
    }
    if (tag === 'a') {
      const href = el.getAttribute('href') ?? '';
      // What the browser resolves: jsdom decodes references; tabs and line breaks are dropped.
      const resolved = href.replace(/[\t\n\r]/g, '').trim();
      if (!ALLOWED_HREF.test(resolved)) found.push(`a[href=${href}]`);
    }
  }
  return found;
}

function links(html: string) {
  return Array.from(dom(html).querySelectorAll('a')).map((a) => ({
    href: a.getAttribute('href'),
    rel: a.getAttribute('rel'),
    text: a.textContent,
  }));
}

describe('renderMarkdown: nothing the author writes runs', () => {
  it.each([
    ['a script block', '<script>alert(1)</script>'],
    ['an inline script', 'Hello <script>alert(1)</script> world'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an inline image with onerror', 'text <img src=x onerror="alert(1)"> text'],
    ['an onclick attribute', '<a href="#" onclick="alert(1)">click</a>'],
    ['an onclick on any tag', 'a <b onclick="alert(1)">bold</b> word'],
    ['svg with onload', '<svg onload=alert(1)></svg>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a details with ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
    ['an HTML comment', '<!-- <script>alert(1)</script> -->'],
    ['a form', '<form action="https://evil.example"><button>go</button></form>'],
  ])('shows %s as text', (_name, source) => {
    const html = renderMarkdown(source);
    expect(activeParts(html)).toEqual([]);
    // The author's text is still there, as text.
    expect(dom(html).textContent).toContain(source.match(/<(\w+|!--)/)![0]);
  });

  it.each([
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a mixed-case JaVaScRiPt: link', '[click](JaVaScRiPt:alert(1))'],
    ['a decimal-entity javascript: link', '[click](&#106;avascript:alert(1))'],
    ['a hex-entity javascript: link', '[click](&#x6A;&#x61;vascript:alert(1))'],
    ['a javascript: link with a named-entity colon', '[click](javascript&colon;alert(1))'],
    ['a javascript: link with a numeric colon and no semicolon', '[click](javascript&#58alert(1))'],
    ['a javascript: link after a control and a space', '[click](<\u0001 javascript:alert(1)>)'],
    ['a javascript: link with a tab in the scheme', '[click](<java\tscript:alert(1)>)'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[click](vbscript:msgbox(1))'],
    ['a protocol-relative // link', '[click](//evil.example/path)'],
    ['a /\\ link (another host)', '[click](/\\evil.example/path)'],
    ['a / link whose second slash is an entity', '[click](/&#47;evil.example)'],
    ['a reference-style javascript: link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a relative path without a leading slash', '[click](evil.html)'],
  ])('renders %s as its text only', (_name, source) => {
    const html = renderMarkdown(source);
    expect(activeParts(html)).toEqual([]);
    expect(links(html)).toEqual([]);
  });

  it('never renders an image; an http(s) image becomes a link named by its alt text', () => {
    const html = renderMarkdown(
      '![A chart](https://example.org/chart.png) ![tracker](javascript:alert(1)) ![pixel](data:image/png;base64,AAAA)',
    );
    expect(activeParts(html)).toEqual([]);
    expect(dom(html).querySelector('img')).toBeNull();
    expect(links(html)).toEqual([
      { href: 'https://example.org/chart.png', rel: 'nofollow ugc noopener', text: 'A chart' },
    ]);
    expect(dom(html).textContent).toContain('tracker');
    expect(dom(html).textContent).toContain('pixel');
  });

  it('keeps quotes in a link target or title from breaking out of the attribute', () => {
    const html = renderMarkdown('[x](https://example.org/"onmouseover="alert(1) "a\\" onclick=\\"b")');
    expect(activeParts(html)).toEqual([]);
    expect(dom(html).querySelector('a')?.getAttributeNames().sort()).toEqual(['href', 'rel', 'title']);
  });

  it('escapes HTML inside code', () => {
    const html = renderMarkdown('`<script>` and\n\n```html\n<img src=x onerror=alert(1)>\n```');
    expect(activeParts(html)).toEqual([]);
    expect(dom(html).querySelector('pre code')?.textContent).toBe('<img src=x onerror=alert(1)>\n');
    expect(dom(html).querySelector('p code')?.textContent).toBe('<script>');
  });
});

describe('renderMarkdown: ordinary markdown', () => {
  const source = [
    '# Title',
    '',
    'Some *emphasis*, **strong** text and `code`.',
    '',
    '## Details',
    '',
    '- one',
    '- two',
    '',
    '1. first',
    '2. second',
    '',
    '> a quote',
    '',
    'See [the DAO](/ecosystem/dao#constitution), [a section](#details), [the web](https://example.org/a?b=1&c=2) and [mail](mailto:hello@example.org).',
    '',
    '###### Smallest',
  ].join('\n');
  const root = dom(renderMarkdown(source));

  it('starts headings at h2, so the page title stays the only h1, and leaves no level out', () => {
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('h3')?.textContent).toBe('Details');
    expect(root.querySelector('h4')?.textContent).toBe('Smallest');
  });

  it.each([
    ['# a\n\n## b\n\n### c', ['H2', 'H3', 'H4']],
    ['## a\n\n### b', ['H2', 'H3']],
    ['### a\n\n## b', ['H3', 'H2']],
    ['## a\n\n#### b', ['H2', 'H3']],
    ['a\n===\n\nb\n---', ['H2', 'H3']],
    ['> # quoted', ['H2']],
    ['# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6', ['H2', 'H3', 'H4', 'H5', 'H6', 'H6']],
  ])('places the headings of %j as %j', (text, tags) => {
    const found = Array.from(dom(renderMarkdown(text)).querySelectorAll('h1, h2, h3, h4, h5, h6'));
    expect(found.map((h) => h.tagName)).toEqual(tags);
  });

  it('renders emphasis, code, lists and quotes', () => {
    expect(root.querySelector('em')?.textContent).toBe('emphasis');
    expect(root.querySelector('strong')?.textContent).toBe('strong');
    expect(root.querySelector('p code')?.textContent).toBe('code');
    expect(Array.from(root.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(Array.from(root.querySelectorAll('ol > li')).map((li) => li.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('a quote');
  });

  it('links to this site, anchors, the web and mail; only the web gets rel="nofollow ugc noopener"', () => {
    expect(
      Array.from(root.querySelectorAll('a')).map((a) => [a.getAttribute('href'), a.getAttribute('rel')]),
    ).toEqual([
      ['/ecosystem/dao#constitution', null],
      ['#details', null],
      ['https://example.org/a?b=1&c=2', 'nofollow ugc noopener'],
      ['mailto:hello@example.org', null],
    ]);
  });

  it('links bare URLs (GFM autolinks) with the same rules', () => {
    expect(links(renderMarkdown('Visit https://example.org/x or www.example.com.'))).toEqual([
      { href: 'https://example.org/x', rel: 'nofollow ugc noopener', text: 'https://example.org/x' },
      { href: 'http://www.example.com', rel: 'nofollow ugc noopener', text: 'www.example.com' },
    ]);
  });

  it('keeps entities the author typed as text', () => {
    expect(dom(renderMarkdown('Fish &amp; chips &lt;3')).textContent?.trim()).toBe('Fish & chips <3');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.org', true],
    ['HTTP://example.org', true],
    ['mailto:a@example.org', false],
    ['/path', false],
    ['#anchor', false],
  ])('accepts %s', (href, external) => {
    expect(safeHref(href)).toEqual(expect.objectContaining({ external }));
  });

  it('percent-encodes spaces and escapes the attribute', () => {
    expect(safeHref('/a b"c')?.href).toBe('/a%20b%22c');
    expect(safeHref('https://x.org/?a=1&b=2')?.href).toBe('https://x.org/?a=1&amp;b=2');
  });
});

describe('renderMarkdown: @mentions', () => {
  const mentions = ['alice'];

  it('links the handles it is given to their profiles, and no other', () => {
    const root = dom(renderMarkdown('Thanks @Alice and @bob!', { mentions }));
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['@Alice', '/citizens/alice'],
    ]);
    expect(root.textContent).toContain('@bob');
  });

  it('never inside code, a link or an e-mail address, and never with markup around it', () => {
    const root = dom(
      renderMarkdown('`@alice` [see @alice](https://x.org) a@alice.org <b>@alice</b>', { mentions }),
    );
    expect(root.querySelectorAll('a.mention')).toHaveLength(1);
    expect(root.querySelector('code')?.textContent).toBe('@alice');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('a[href="https://x.org"]')?.textContent).toBe('see @alice');
  });

  it('without mentions, a handle stays text', () => {
    expect(dom(renderMarkdown('@alice')).querySelector('a')).toBeNull();
  });
});

describe('countLinks', () => {
  it('counts written links, bare URLs and images', () => {
    expect(countLinks('plain text')).toBe(0);
    expect(countLinks('[a](https://a.org) https://b.org ![c](https://c.org/c.png)')).toBe(3);
    expect(countLinks('`https://code.org` is code')).toBe(0);
  });
});
