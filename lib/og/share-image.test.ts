/** @jest-environment node */
import sharp from 'sharp';
import { locales } from '../i18n/config';
import { shareImage, shareImageSvg, SHARE_IMAGE, wrapTitle } from './share-image';
import { staticShareIds, staticShareText } from './titles';

// marked ships ES modules only, which Jest (CommonJS here) loads from its UMD build instead.
jest.mock('marked', () => jest.requireActual('../../node_modules/marked/lib/marked.umd.js'));

describe('share images', () => {
  it('are 1200 × 630 PNGs', async () => {
    const png = await shareImage({ title: 'Citizenship and governance', section: 'DAO', locale: 'en' });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });

  it('carry the title in the page language, escaped, marked with its language', () => {
    const svg = shareImageSvg({ title: 'Tom & Jerry <3 "AI"', section: 'Học viện', locale: 'vi' });
    expect(svg).toContain('Tom &amp; Jerry &lt;3 &quot;AI&quot;');
    expect(svg).toContain('xml:lang="vi"');
    expect(svg).toContain('Học viện');
    expect(shareImageSvg({ title: '公民', section: '学院', locale: 'zh' })).toContain("'Noto Sans CJK SC'");
    expect(shareImageSvg({ title: 'नागरिक', section: 'अकादमी', locale: 'hi' })).toContain(
      "'Noto Sans Devanagari'",
    );
  });

  it('wrap by words, by characters for Chinese and Japanese, and cut long titles with an ellipsis', () => {
    const words = wrapTitle(
      'A digital civilization where artificial intelligence empowers people',
      64,
      1040,
      4,
    );
    expect(words.length).toBeGreaterThan(1);
    expect(words.join(' ')).toBe('A digital civilization where artificial intelligence empowers people');
    const cjk = wrapTitle('人工智能赋能人类的数字文明：成为公民、提出法律并为之投票', 64, 600, 4);
    expect(cjk.length).toBeGreaterThan(1);
    expect(cjk.every((line) => !line.includes(' '))).toBe(true);
    const cut = wrapTitle('word '.repeat(200), 64, 600, 3);
    expect(cut).toHaveLength(3);
    expect(cut[2]!.endsWith('…')).toBe(true);
  });

  it('exist for every page of the route table and every article, in every locale', () => {
    for (const locale of locales)
      for (const id of staticShareIds()) {
        const text = staticShareText(locale, id);
        expect(text?.title).toBeTruthy();
        expect(text?.section).toBeTruthy();
        expect(text!.title).not.toMatch(/\{brand\}/);
      }
    expect(staticShareText('en', 'no-such-page')).toBeNull();
  });
});
