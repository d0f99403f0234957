import { excerpt, plainText, quotableText, quoteBlock, sameAuthor, withinEditWindow } from './format';

describe("plainText and excerpt (a thread page's description)", () => {
  it('reads the text of safe HTML, entities decoded, on one line', () => {
    expect(plainText('<h2>Plan</h2>\n<p>Tom &amp; Jerry &lt;3 &#39;ok&#39; &quot;yes&quot;</p>')).toBe(
      'Plan Tom & Jerry <3 \'ok\' "yes"',
    );
  });

  it('joins inline markup to the words around it, and separates blocks', () => {
    expect(plainText('<p>Hello <strong>neighbours</strong>, see <a href="/x">this</a>.</p><p>Next</p>')).toBe(
      'Hello neighbours, see this. Next',
    );
  });

  it('cuts at a word boundary with an ellipsis, and leaves short text alone', () => {
    expect(excerpt('short')).toBe('short');
    const long = 'word '.repeat(60).trim();
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('quotableText and quoteBlock (Quote)', () => {
  it('keeps paragraphs and list items, and leaves out quotes inside the post', () => {
    const html =
      '<blockquote><p>@ada wrote: old</p></blockquote><p>First <strong>point</strong></p><ul><li>one</li><li>two</li></ul>';
    expect(quotableText(html)).toBe('First point\n\n- one\n- two');
  });

  it('prefixes every line, blank ones included, and ends with an empty line', () => {
    expect(quoteBlock('@ada wrote:', 'One\n\nTwo')).toBe('> @ada wrote:\n> One\n>\n> Two\n\n');
  });
});

describe('sameAuthor and withinEditWindow', () => {
  it('compares handles without case; a former member is nobody', () => {
    expect(sameAuthor({ handle: 'Nova' }, 'nova')).toBe(true);
    expect(sameAuthor(null, 'nova')).toBe(false);
    expect(sameAuthor({ handle: 'nova' }, null)).toBe(false);
  });

  it('is open for 24 hours after the post', () => {
    const at = Date.parse('2026-03-01T12:00:00Z');
    expect(withinEditWindow({ createdAt: '2026-02-28T12:00:01Z' }, at)).toBe(true);
    expect(withinEditWindow({ createdAt: '2026-02-28T12:00:00Z' }, at)).toBe(false);
  });
});
