import 'server-only';
// A page's share image (OpenGraph, 1200 × 630 PNG): the brand, the page's section and its title in the
// page's language and script, drawn as SVG and rasterized by sharp (librsvg, the system's fonts through
// fontconfig: the Noto families cover Latin with Vietnamese, Devanagari and CJK; README names them).
import sharp from 'sharp';
import type { Locale } from '../i18n/config';
import { site } from '../site';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const FONTS: Record<Locale, string> = {
  en: "'Noto Sans', 'DejaVu Sans', sans-serif",
  vi: "'Noto Sans', 'DejaVu Sans', sans-serif",
  fr: "'Noto Sans', 'DejaVu Sans', sans-serif",
  es: "'Noto Sans', 'DejaVu Sans', sans-serif",
  hmn: "'Noto Sans', 'DejaVu Sans', sans-serif",
  zh: "'Noto Sans CJK SC', 'Noto Sans', sans-serif",
  ja: "'Noto Sans CJK JP', 'Noto Sans', sans-serif",
  hi: "'Noto Sans Devanagari', 'Noto Sans', sans-serif",
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A character's width in ems, roughly: full-width CJK 1, Devanagari and capitals wider than lower case. */
function em(char: string): number {
  const code = char.codePointAt(0)!;
  if (code >= 0x2e80) return 1;
  if (code >= 0x0900 && code <= 0x097f) return 0.62;
  if (/[A-Z0-9@#%&mwMW]/.test(char)) return 0.68;
  if (/[\s.,:;'!|il]/.test(char)) return 0.3;
  return 0.56;
}
const widthOf = (text: string, size: number) => [...text].reduce((sum, c) => sum + em(c), 0) * size;

/**
 * The title in at most `maxLines` lines of `maxWidth` px: by words, or by characters for scripts written
 * without spaces (Chinese, Japanese); the last line ends in an ellipsis when the title is cut.
 */
export function wrapTitle(title: string, size: number, maxWidth: number, maxLines: number): string[] {
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/.test(title);
  const units = cjk ? [...title.replace(/\s+/g, ' ')] : title.split(/\s+/).filter(Boolean);
  const joiner = cjk ? '' : ' ';
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const next = line ? `${line}${joiner}${unit}` : unit;
    if (widthOf(next, size) <= maxWidth || !line) line = next;
    else {
      lines.push(line);
      line = unit;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 1 && widthOf(`${last}…`, size) > maxWidth) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

export function shareImageSvg({
  title,
  section,
  locale,
}: {
  title: string;
  section: string;
  locale: Locale;
}) {
  const { width, height } = SHARE_IMAGE;
  const font = FONTS[locale];
  const size = widthOf(title, 64) > 1040 * 3 ? 52 : 64;
  const lines = wrapTitle(title, size, 1040, 4);
  const top = 300 - ((lines.length - 1) * size * 1.2) / 2;
  const host = new URL(site.url).host;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#070b18"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.15" r="0.6"><stop offset="0" stop-color="#38bdf8" stop-opacity="0.35"/><stop offset="1" stop-color="#38bdf8" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<circle cx="92" cy="92" r="26" fill="none" stroke="#38bdf8" stroke-width="6"/>
<text x="136" y="104" font-family="${font}" font-size="36" font-weight="700" fill="#f8fafc">${escape(site.name)}</text>
<text x="80" y="${top - size * 1.1}" font-family="${font}" font-size="30" fill="#7dd3fc" xml:lang="${locale}">${escape(section)}</text>
${lines
  .map(
    (line, i) =>
      `<text x="80" y="${top + i * size * 1.2}" font-family="${font}" font-size="${size}" font-weight="700" fill="#f8fafc" xml:lang="${locale}">${escape(line)}</text>`,
  )
  .join('\n')}
<text x="80" y="580" font-family="${font}" font-size="26" fill="#94a3b8">${escape(host)}</text>
</svg>`;
}

/** The PNG a page shares. */
export async function shareImage(input: { title: string; section: string; locale: Locale }): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(input)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

export const shareImageHeaders = (maxAge: number) => ({
  'content-type': 'image/png',
  'cache-control': `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 12}`,
  'x-content-type-options': 'nosniff',
});
