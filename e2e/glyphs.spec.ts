import fs from 'node:fs';
import path from 'node:path';
import { locales } from '../lib/i18n/config';
import { expect, test } from './fixtures';

// No glyph of any language falls back to a missing-glyph box (issue #20): every character the site's
// texts use in a locale (its messages, lessons and articles) is drawn, in the page's own font stack,
// with a real glyph. A character no font covers is drawn as the same box as an unassigned code point.

function textsOf(locale: string): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.join('messages', locale));
  walk(path.join('content', 'academy', locale));
  walk(path.join('content', 'newsroom', locale));
  return files.map((f) => fs.readFileSync(f, 'utf8')).join('');
}

/** The distinct characters of a text beyond ASCII (letters, marks, punctuation like … and ·), not spaces. */
function charactersOf(text: string): string[] {
  const seen = new Set<string>();
  for (const char of text) if (char.codePointAt(0)! > 0x7f && /[^\s\p{C}]/u.test(char)) seen.add(char);
  return [...seen];
}

for (const locale of locales)
  test(`${locale}: every character of its texts has a glyph`, async ({ page }) => {
    const characters = charactersOf(textsOf(locale));
    await page.goto(locale === 'en' ? '/' : `/${locale}`);
    const missing = await page.evaluate((chars) => {
      const font = getComputedStyle(document.body).fontFamily;
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.font = `32px ${font}`;
      context.textBaseline = 'top';
      const draw = (char: string) => {
        context.clearRect(0, 0, 48, 48);
        context.fillText(char, 4, 4);
        return Array.from(context.getImageData(0, 0, 48, 48).data).join(',');
      };
      // Unassigned and private code points: whatever box this browser draws for a missing glyph.
      const boxes = new Set(['\u{10FFFD}', '\u{E0FF}', '\u{0378}'].map(draw));
      return chars.filter((char) => boxes.has(draw(char)));
    }, characters);
    expect(characters.length).toBeGreaterThan(0);
    expect(missing.slice(0, 20).map((c) => `${c} U+${c.codePointAt(0)!.toString(16)}`)).toEqual([]);
  });
