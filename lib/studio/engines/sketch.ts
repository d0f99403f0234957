import 'server-only';

// The built-in "sketch engine": an original procedural renderer, NOT an AI model. A prompt, a style and a
// seed become a scene (palette, composition and motifs taken from the prompt's words), the scene becomes an
// SVG per style, and sharp (librsvg) rasterizes it: one frame as a WebP image, or VIDEO_SECONDS × VIDEO_FPS
// frames of a seamless loop that ffmpeg (@ffmpeg-installer/ffmpeg) encodes to WebM/VP9 (MP4/H.264 when the
// binary lacks VP9). Deterministic: the same request gives byte-identical images.
//
// The prompt's text never enters the SVG (only hashes of its words do), so there is nothing to escape and no
// font is needed. Output carries no metadata: sharp strips it unless asked, and ffmpeg runs with bitexact
// flags and -map_metadata -1.

import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';

import { VIDEO_FPS, VIDEO_SECONDS, type Quality, type Style } from '../rules';
import type { Engine, GeneratedFile, GenerationContext, GenerationRequest } from './types';

// ---------------------------------------------------------------------------------------------------------
// Randomness: sfc32 seeded from sha256 of the request's parts. FNV-1a hashes single words to choices.

class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  static of(...parts: (string | number)[]): Rng {
    const digest = createHash('sha256').update(JSON.stringify(parts)).digest();
    return new Rng(
      digest.readUInt32LE(0),
      digest.readUInt32LE(4),
      digest.readUInt32LE(8),
      digest.readUInt32LE(12),
    );
  }

  /** sfc32: a uniform number in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Roughly normal, mean 0, deviation about 1/3 (sum of three uniforms). */
  gauss(): number {
    return this.next() + this.next() + this.next() - 1.5;
  }
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// ---------------------------------------------------------------------------------------------------------
// Colour.

type Rgb = readonly [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(1, Math.max(0, s / 100));
  const light = Math.min(1, Math.max(0, l / 100));
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)];
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const lighten = (c: Rgb, t: number) => mix(c, WHITE, t);
const darken = (c: Rgb, t: number) => mix(c, BLACK, t);

/** The same hue, at the given saturation and lightness. */
function retone(c: Rgb, s: number, l: number): Rgb {
  return hsl(toHsl(c)[0], s, l);
}

/** One decimal place (SVG text stays short and deterministic). */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function n3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

// ---------------------------------------------------------------------------------------------------------
// Words → palette and motifs.

const COLOUR_WORDS: Record<string, readonly [number, number, number]> = {
  red: [0, 78, 48],
  crimson: [348, 75, 40],
  scarlet: [5, 85, 50],
  ruby: [350, 75, 42],
  blood: [355, 80, 35],
  pink: [330, 75, 72],
  rose: [340, 65, 65],
  coral: [12, 80, 66],
  peach: [25, 85, 75],
  cherry: [345, 70, 68],
  blossom: [330, 60, 82],
  orange: [28, 92, 55],
  amber: [40, 95, 52],
  gold: [45, 85, 52],
  golden: [45, 85, 52],
  yellow: [54, 92, 58],
  lemon: [56, 90, 62],
  sun: [42, 95, 60],
  sunny: [45, 95, 62],
  green: [125, 55, 42],
  emerald: [145, 70, 38],
  lime: [90, 70, 50],
  mint: [155, 50, 70],
  forest: [140, 45, 26],
  jungle: [130, 60, 28],
  leaf: [105, 55, 40],
  moss: [80, 40, 35],
  grass: [100, 55, 45],
  spring: [95, 60, 60],
  teal: [178, 65, 38],
  cyan: [188, 85, 55],
  turquoise: [175, 70, 50],
  aqua: [182, 80, 60],
  ocean: [200, 75, 36],
  sea: [195, 65, 42],
  water: [195, 60, 50],
  river: [200, 55, 45],
  lake: [205, 50, 45],
  wave: [195, 70, 45],
  blue: [220, 72, 50],
  azure: [210, 80, 55],
  navy: [225, 65, 22],
  sky: [205, 75, 68],
  sapphire: [222, 75, 40],
  cobalt: [215, 80, 40],
  ice: [195, 60, 85],
  snow: [205, 35, 94],
  winter: [210, 35, 85],
  frost: [200, 45, 88],
  frozen: [200, 50, 82],
  purple: [275, 55, 45],
  violet: [265, 65, 55],
  lavender: [260, 50, 78],
  magenta: [310, 80, 52],
  lilac: [280, 45, 75],
  plum: [300, 40, 30],
  amethyst: [285, 50, 50],
  night: [232, 55, 14],
  midnight: [240, 55, 10],
  dark: [240, 20, 12],
  space: [255, 55, 10],
  galaxy: [265, 60, 20],
  cosmic: [270, 60, 22],
  shadow: [240, 15, 18],
  sunset: [18, 88, 58],
  sunrise: [30, 90, 65],
  dawn: [20, 70, 75],
  dusk: [290, 40, 40],
  twilight: [260, 45, 35],
  autumn: [25, 78, 45],
  fire: [14, 92, 50],
  flame: [20, 95, 52],
  lava: [8, 90, 42],
  ember: [15, 85, 40],
  volcano: [10, 70, 30],
  desert: [36, 60, 66],
  sand: [40, 55, 72],
  dune: [35, 60, 62],
  beach: [42, 55, 75],
  black: [0, 0, 7],
  white: [0, 0, 96],
  grey: [0, 0, 55],
  gray: [0, 0, 55],
  silver: [210, 10, 75],
  brown: [25, 45, 30],
  earth: [30, 40, 35],
  wood: [28, 45, 35],
  copper: [22, 65, 45],
  bronze: [30, 55, 40],
  neon: [300, 100, 60],
  cyberpunk: [305, 90, 55],
  synthwave: [320, 90, 60],
};

const DARK_WORDS = new Set([
  'night',
  'midnight',
  'dark',
  'space',
  'galaxy',
  'cosmic',
  'shadow',
  'noir',
  'black',
]);
const LIGHT_WORDS = new Set([
  'snow',
  'white',
  'winter',
  'ice',
  'frost',
  'frozen',
  'pastel',
  'morning',
  'bright',
]);
const WARM_SKY_WORDS = new Set([
  'sunset',
  'sunrise',
  'dawn',
  'fire',
  'flame',
  'lava',
  'autumn',
  'desert',
  'dusk',
]);
const VIVID_WORDS = new Set(['neon', 'cyberpunk', 'synthwave', 'electric', 'glow', 'glowing', 'vibrant']);

const MOTIFS = [
  'orb',
  'peak',
  'tree',
  'wave',
  'star',
  'tower',
  'flower',
  'crystal',
  'ring',
  'cloud',
  'bird',
] as const;
type Motif = (typeof MOTIFS)[number];
const GROUNDED: ReadonlySet<Motif> = new Set<Motif>(['peak', 'tree', 'wave', 'tower', 'flower']);

const MOTIF_WORDS: Record<string, Motif> = {};
for (const [motif, words] of Object.entries({
  peak: 'mountain hill peak alps volcano cliff summit range',
  tree: 'tree forest woods jungle pine oak palm grove',
  wave: 'ocean sea wave water river lake beach surf tide',
  star: 'star night space galaxy cosmic sparkle constellation',
  tower: 'city tower building castle skyline street skyscraper cathedral temple town village house',
  flower: 'flower rose bloom garden blossom tulip petal meadow lotus',
  orb: 'sun moon planet orb ball sphere bubble lantern',
  crystal: 'crystal gem diamond ice jewel glass shard',
  cloud: 'cloud sky storm fog mist rain thunder',
  bird: 'bird dragon wing eagle fly flying butterfly phoenix owl',
  ring: 'ring portal halo circle wheel loop',
} satisfies Record<Motif, string>)) {
  for (const word of words.split(' ')) MOTIF_WORDS[word] = motif as Motif;
}

const STOP_WORDS = new Set(
  'a an the of in on at with and or to for by from is are be over under into onto my your its as this that'.split(
    ' ',
  ),
);

/** The prompt's words; Chinese and Japanese, written without spaces, count one word a character. */
function words(prompt: string): string[] {
  return (
    prompt
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+/gu) ?? []
  ).filter((w) => !STOP_WORDS.has(w));
}

/**
 * A word as the tables know it: itself, or without a plural ending. Own entries only: a prompt's
 * "constructor" or "__proto__" is a word like any other, not Object.prototype's.
 */
function lookup<T>(table: Record<string, T>, word: string): T | undefined {
  const entry = (key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);
  return (
    entry(word) ??
    (word.endsWith('es') ? entry(word.slice(0, -2)) : undefined) ??
    (word.endsWith('s') ? entry(word.slice(0, -1)) : undefined)
  );
}

function motifOf(word: string): Motif {
  return lookup(MOTIF_WORDS, word) ?? MOTIFS[fnv1a(word) % MOTIFS.length]!;
}

type Palette = {
  skyTop: Rgb;
  skyBottom: Rgb;
  groundFar: Rgb;
  groundNear: Rgb;
  light: Rgb;
  accents: Rgb[];
  mood: 'dark' | 'light' | 'mid';
  vivid: boolean;
  hue: number;
};

function palette(list: readonly string[], rng: Rng): Palette {
  const keyed = list
    .map((w) => lookup(COLOUR_WORDS, w))
    .filter((c): c is readonly [number, number, number] => !!c);
  const has = (set: ReadonlySet<string>) => list.some((w) => set.has(w) || set.has(w.replace(/s$/, '')));
  const wordsHash = list.reduce((h, w) => (Math.imul(h, 31) + fnv1a(w)) >>> 0, 7);
  const chromatic = keyed.filter(([, s]) => s > 12);
  const hue = chromatic[0]?.[0] ?? wordsHash % 360;
  const mood = has(DARK_WORDS) ? 'dark' : has(LIGHT_WORDS) ? 'light' : 'mid';
  const vivid = has(VIVID_WORDS);
  const warm = has(WARM_SKY_WORDS);

  const scheme = rng.pick([
    [0, 30, -30, 60],
    [0, 180, 30, 210],
    [0, 120, 240, 60],
    [0, 150, 210, -20],
  ]);
  const accents: Rgb[] = keyed.map(([h, s, l]) => hsl(h, s, l));
  for (const offset of scheme) {
    if (accents.length >= 5) break;
    accents.push(hsl(hue + offset + rng.range(-8, 8), vivid ? 95 : rng.range(52, 78), rng.range(44, 62)));
  }

  const skyHue = warm ? 25 + rng.range(-10, 10) : chromatic.length > 0 ? hue : rng.pick([205, 215, hue]);
  const groundHue = toHsl(accents[1] ?? accents[0]!)[0];
  let skyTop: Rgb, skyBottom: Rgb, groundFar: Rgb, groundNear: Rgb, light: Rgb;
  if (mood === 'dark') {
    skyTop = hsl(skyHue + 20, 50, 6);
    skyBottom = hsl(skyHue, 45, warm ? 30 : 22);
    groundFar = hsl(groundHue, 30, 14);
    groundNear = hsl(groundHue, 30, 6);
    light = hsl(210, 35, 88);
  } else if (mood === 'light') {
    skyTop = hsl(skyHue, 40, 78);
    skyBottom = hsl(skyHue + 10, 35, 95);
    groundFar = hsl(groundHue, 20, 88);
    groundNear = hsl(groundHue, 25, 78);
    light = hsl(50, 80, 92);
  } else {
    skyTop = hsl(skyHue + (warm ? -20 : 0), warm ? 70 : 62, warm ? 42 : 50);
    skyBottom = hsl(skyHue + (warm ? 20 : 15), warm ? 92 : 65, warm ? 66 : 82);
    groundFar = hsl(groundHue, 35, 45);
    groundNear = hsl(groundHue, 40, 24);
    light = warm ? hsl(35, 98, 68) : hsl(48, 95, 78);
  }
  return { skyTop, skyBottom, groundFar, groundNear, light, accents, mood, vivid, hue };
}

// ---------------------------------------------------------------------------------------------------------
// Motif geometry, in unit coordinates. Floating motifs are centred on 0,0 with radius about 1; grounded ones
// stand on y = 0 and rise to about y = -2. A part's tone: -1 shade, 0 body, 1 highlight.

type Part = { d: string; tone: -1 | 0 | 1; evenOdd?: boolean };

function circlePath(cx: number, cy: number, r: number): string {
  return `M${n3(cx - r)} ${n3(cy)}a${n3(r)} ${n3(r)} 0 1 0 ${n3(2 * r)} 0a${n3(r)} ${n3(r)} 0 1 0 ${n3(-2 * r)} 0Z`;
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number, angle = 0): string {
  const c = Math.cos((angle * Math.PI) / 180);
  const s = Math.sin((angle * Math.PI) / 180);
  const x1 = cx - rx * c;
  const y1 = cy - rx * s;
  const x2 = cx + rx * c;
  const y2 = cy + rx * s;
  const arc = `${n3(rx)} ${n3(ry)} ${n3(angle)} 1 0`;
  return `M${n3(x1)} ${n3(y1)}A${arc} ${n3(x2)} ${n3(y2)}A${arc} ${n3(x1)} ${n3(y1)}Z`;
}

function polygon(points: readonly (readonly [number, number])[]): string {
  return `M${points.map(([x, y]) => `${n3(x)} ${n3(y)}`).join('L')}Z`;
}

function starPath(points: number, inner: number, rotate = -90): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? 1 : inner;
    const a = ((rotate + (i * 180) / points) * Math.PI) / 180;
    pts.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return polygon(pts);
}

function motifParts(motif: Motif, rng: Rng, detail: number): Part[] {
  switch (motif) {
    case 'orb': {
      const parts: Part[] = [{ d: circlePath(0, 0, 1), tone: 0 }];
      for (let i = 0; i < Math.round(2 * detail); i++) {
        const a = rng.range(0, Math.PI * 2);
        const r = rng.range(0.1, 0.55);
        parts.push({ d: circlePath(Math.cos(a) * r, Math.sin(a) * r, rng.range(0.08, 0.22)), tone: -1 });
      }
      return parts;
    }
    case 'star':
      return rng.chance(0.5)
        ? [{ d: starPath(5, rng.range(0.38, 0.5)), tone: 0 }]
        : [
            { d: starPath(4, rng.range(0.18, 0.3), rng.range(-90, -45)), tone: 0 },
            { d: circlePath(0, 0, 0.18), tone: 1 },
          ];
    case 'crystal': {
      const w = rng.range(0.45, 0.7);
      const top = -rng.range(1.1, 1.4);
      const bottom = rng.range(0.9, 1.2);
      return [
        {
          d: polygon([
            [0, top],
            [w, -0.45],
            [w, 0.5],
            [0, bottom],
            [-w, 0.5],
            [-w, -0.45],
          ]),
          tone: 0,
        },
        {
          d: polygon([
            [0, top],
            [0, bottom],
            [-w, 0.5],
            [-w, -0.45],
          ]),
          tone: -1,
        },
        {
          d: polygon([
            [0, top],
            [w * 0.6, -0.4],
            [0, -0.1],
          ]),
          tone: 1,
        },
      ];
    }
    case 'ring':
      return [{ d: circlePath(0, 0, 1) + circlePath(0, 0, rng.range(0.55, 0.72)), tone: 0, evenOdd: true }];
    case 'cloud': {
      // One outline (scalloped top, flat bottom), so that outlined styles draw no inner circles.
      const lumps = 3 + Math.round(rng.range(0, 2) * detail);
      let d = 'M-1.3 0.3';
      let previous: [number, number] = [-1.3, 0.3];
      for (let i = 1; i <= lumps; i++) {
        const u = i / lumps;
        const x = -1.3 + 2.6 * u;
        const y = i === lumps ? 0.3 : 0.3 - Math.sin(Math.PI * u) * rng.range(0.45, 0.75);
        const chord = Math.hypot(x - previous[0], y - previous[1]);
        d += `A${n3(chord * 0.56)} ${n3(chord * 0.56)} 0 0 1 ${n3(x)} ${n3(y)}`;
        previous = [x, y];
      }
      d += 'Q0 0.55 -1.3 0.3Z';
      return [
        { d, tone: 0 },
        { d: ellipsePath(0, 0.32, 1.1, 0.12), tone: -1 },
      ];
    }
    case 'bird': {
      const lift = rng.range(0.5, 0.9);
      return [
        {
          d: `M-1.3 -0.1Q-0.6 ${n3(-lift)} 0 0.05Q0.6 ${n3(-lift)} 1.3 -0.1Q0.6 -0.3 0 0.35Q-0.6 -0.3 -1.3 -0.1Z`,
          tone: 0,
        },
      ];
    }
    case 'peak': {
      const sx = rng.range(-0.4, 0.4);
      const sy = -rng.range(1.6, 2.3);
      const left = -rng.range(1.4, 1.8);
      const right = rng.range(1.4, 1.8);
      const shoulderL: [number, number] = [(left + sx) / 2 + rng.range(-0.1, 0.1), sy * rng.range(0.45, 0.6)];
      const shoulderR: [number, number] = [(right + sx) / 2 + rng.range(-0.1, 0.1), sy * rng.range(0.5, 0.7)];
      const cap = 0.32;
      return [
        { d: polygon([[left, 0], shoulderL, [sx, sy], shoulderR, [right, 0]]), tone: 0 },
        { d: polygon([[sx, sy], shoulderR, [right, 0], [sx + 0.15, 0]]), tone: -1 },
        {
          d: polygon([
            [sx, sy],
            [sx + (shoulderR[0] - sx) * cap, sy + (shoulderR[1] - sy) * cap],
            [sx + 0.05, sy * 0.78],
            [sx - 0.1, sy * 0.84],
            [sx + (shoulderL[0] - sx) * cap, sy + (shoulderL[1] - sy) * cap],
          ]),
          tone: 1,
        },
      ];
    }
    case 'tree': {
      const trunk: Part = {
        d: polygon([
          [-0.12, 0],
          [-0.09, -0.7],
          [0.09, -0.7],
          [0.12, 0],
        ]),
        tone: -1,
      };
      if (rng.chance(0.5)) {
        const layers = 3;
        const parts: Part[] = [trunk];
        for (let i = 0; i < layers; i++) {
          const base = -0.45 - i * 0.5;
          const w = 0.9 - i * 0.22;
          parts.push({
            d: polygon([
              [-w, base],
              [0, base - 0.95],
              [w, base],
            ]),
            tone: 0,
          });
        }
        parts.push({
          d: polygon([
            [0, -2.35],
            [0.3, -1.5],
            [0, -1.6],
          ]),
          tone: 1,
        });
        return parts;
      }
      let d = '';
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI * 2 + rng.range(0, 1);
        d += circlePath(Math.cos(a) * 0.35, -1.4 + Math.sin(a) * 0.3, rng.range(0.45, 0.6));
      }
      return [trunk, { d, tone: 0 }, { d: circlePath(-0.2, -1.65, 0.25), tone: 1 }];
    }
    case 'wave': {
      const cycles = rng.int(2, 3);
      const amp = rng.range(0.15, 0.3);
      const pts: [number, number][] = [];
      const crest: [number, number][] = [];
      for (let i = 0; i <= 32; i++) {
        const x = -2 + (4 * i) / 32;
        const y = -0.6 - amp * Math.sin((i / 32) * cycles * Math.PI * 2);
        pts.push([x, y]);
        crest.push([x, y - 0.06]);
      }
      const foam = crest.concat(
        pts
          .slice()
          .reverse()
          .map(([x, y]) => [x, y + 0.08] as [number, number]),
      );
      return [
        { d: polygon([...pts, [2, 0], [-2, 0]]), tone: 0 },
        { d: polygon(foam), tone: 1 },
      ];
    }
    case 'tower': {
      const w = rng.range(0.3, 0.5);
      const h = rng.range(1.6, 3);
      const parts: Part[] = [
        {
          d: polygon([
            [-w, 0],
            [-w, -h],
            [w, -h],
            [w, 0],
          ]),
          tone: 0,
        },
      ];
      const roof = rng.int(0, 2);
      if (roof === 1)
        parts.push({
          d: polygon([
            [-w - 0.08, -h],
            [0, -h - w * 1.4],
            [w + 0.08, -h],
          ]),
          tone: -1,
        });
      if (roof === 2)
        parts.push({ d: `M${n3(-w)} ${n3(-h)}A${n3(w)} ${n3(w)} 0 0 1 ${n3(w)} ${n3(-h)}Z`, tone: -1 });
      parts.push({
        d: polygon([
          [w * 0.35, 0],
          [w * 0.35, -h],
          [w, -h],
          [w, 0],
        ]),
        tone: -1,
      });
      const rows = Math.max(2, Math.round(h * 2 * detail));
      let windows = '';
      for (let r = 0; r < rows; r++) {
        for (const cx of [-w * 0.5, w * 0.1]) {
          if (rng.chance(0.35)) continue;
          const y = -h + 0.2 + (r * (h - 0.4)) / rows;
          windows += polygon([
            [cx, y],
            [cx + w * 0.3, y],
            [cx + w * 0.3, y + 0.14],
            [cx, y + 0.14],
          ]);
        }
      }
      if (windows) parts.push({ d: windows, tone: 1 });
      return parts;
    }
    case 'flower': {
      const petals = rng.int(5, 8);
      const cy = -1.5;
      let d = '';
      for (let i = 0; i < petals; i++) {
        const a = (360 * i) / petals;
        const r = (a * Math.PI) / 180;
        d += ellipsePath(Math.cos(r) * 0.42, cy + Math.sin(r) * 0.42, 0.4, 0.2, a);
      }
      return [
        {
          d: polygon([
            [-0.05, 0],
            [-0.05, -1.4],
            [0.05, -1.4],
            [0.05, 0],
          ]),
          tone: -1,
        },
        { d: ellipsePath(0.3, -0.55, 0.3, 0.1, -30), tone: -1 },
        { d, tone: 0 },
        { d: circlePath(0, cy, 0.22), tone: 1 },
      ];
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// The scene.

type Primitive = 'sphere' | 'cube' | 'cylinder' | 'cone' | 'torus';
const PRIMITIVE_OF: Record<Motif, Primitive> = {
  orb: 'sphere',
  star: 'sphere',
  cloud: 'sphere',
  flower: 'sphere',
  peak: 'cone',
  tree: 'cone',
  crystal: 'cube',
  wave: 'cube',
  tower: 'cylinder',
  ring: 'torus',
  bird: 'torus',
};

type Element = {
  motif: Motif;
  grounded: boolean;
  /** Pixels: the centre (floating) or the foot (grounded). */
  x: number;
  y: number;
  /** Pixels per unit. */
  size: number;
  /** 0 far … 1 near. */
  depth: number;
  colour: Rgb;
  rotation: number;
  parts: Part[];
  primitive: Primitive;
  /** Loops: whole cycles per clip, so that frame N equals frame 0. */
  anim: {
    ax: number;
    ay: number;
    kx: number;
    ky: number;
    px: number;
    py: number;
    spin: number;
    sway: number;
    pr: number;
    pulse: number;
    kp: number;
    pp: number;
  };
  /** Misregistration of watercolour layers and other per-element jitter. */
  jitter: number[];
};

type Speck = { x: number; y: number; r: number; phase: number; k: number; colour: Rgb };

type Scene = {
  width: number;
  height: number;
  min: number;
  style: Style;
  detail: number;
  palette: Palette;
  horizon: number;
  focal: { x: number; y: number };
  elements: Element[];
  specks: Speck[];
  clouds: { x: number; y: number; rx: number; ry: number; drift: number; phase: number }[];
  ridges: string[];
  water: boolean;
  rays: { angle: number; width: number; opacity: number; phase: number }[];
  /** A data: URI of a grey noise texture (watercolour paper, film grain), or ''. */
  texture: string;
};

const DETAIL: Record<Quality, number> = { draft: 0.5, standard: 1, high: 1.6 };
const WEBP_QUALITY: Record<Quality, number> = { draft: 55, standard: 70, high: 82 };
const VP9_CRF: Record<Quality, number> = { draft: 46, standard: 42, high: 36 };
const X264_CRF: Record<Quality, number> = { draft: 30, standard: 26, high: 22 };

function ridgePath(rng: Rng, width: number, baseY: number, amp: number, bottom: number): string {
  const f = [rng.range(1, 2.5), rng.range(3, 6), rng.range(8, 13)];
  const p = [rng.next(), rng.next(), rng.next()];
  const pts: [number, number][] = [];
  const steps = 48;
  for (let i = 0; i <= steps; i++) {
    const u = i / steps;
    const v =
      (0.6 * Math.sin(2 * Math.PI * (f[0]! * u + p[0]!)) +
        0.3 * Math.sin(2 * Math.PI * (f[1]! * u + p[1]!)) +
        0.1 * Math.sin(2 * Math.PI * (f[2]! * u + p[2]!)) +
        1) /
      2;
    pts.push([-0.02 * width + 1.04 * width * u, baseY - amp * v]);
  }
  return `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}L${n(1.02 * width)} ${n(bottom)}L${n(-0.02 * width)} ${n(bottom)}Z`;
}

async function paperTexture(seed: number): Promise<string> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="n" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.045" numOctaves="4" seed="${seed % 1000}"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1"/>` +
    `<feColorMatrix type="saturate" values="0"/></filter><rect width="256" height="256" filter="url(#n)"/></svg>`;
  const png = await sharp(Buffer.from(svg)).greyscale().normalise().png({ compressionLevel: 6 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function grainTexture(rng: Rng): Promise<string> {
  const size = 256;
  const pixels = Buffer.alloc(size * size);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 96 + Math.floor(rng.next() * 64);
  const png = await sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function buildScene(request: GenerationRequest): Promise<Scene> {
  const { width, height, style, quality, prompt, seed } = request;
  // One stream per concern, so that a draft is a subset of its high-quality version (same composition,
  // same first elements) and the palette depends on the prompt alone.
  const stream = (name: string, ...more: number[]) => Rng.of(name, prompt, style, seed, ...more);
  const rng = stream('composition');
  const list = words(prompt);
  const motifWords = list.length > 0 ? list : ['sketch'];
  const detail = DETAIL[quality];
  const min = Math.min(width, height);
  const pal = palette(list, Rng.of('palette', prompt));

  const horizon =
    height *
    (style === 'anime'
      ? rng.range(0.62, 0.74)
      : style === 'cinematic'
        ? rng.range(0.6, 0.7)
        : rng.range(0.52, 0.7));
  const focal = { x: width * rng.pick([1 / 3, 1 / 2, 2 / 3]), y: horizon - height * rng.range(0.12, 0.3) };
  const layout = rng.pick(['scatter', 'cluster', 'row', 'arc'] as const);
  const count = Math.max(3, Math.round(Math.min(18, 3 + motifWords.length * 2) * detail));

  const elements: Element[] = [];
  for (let i = 0; i < count; i++) {
    const rng = stream('element', i);
    const word = motifWords[i % motifWords.length]!;
    const motif = motifOf(word);
    const grounded = GROUNDED.has(motif);
    const keyed = lookup(COLOUR_WORDS, word);
    const base = keyed ? hsl(...keyed) : pal.accents[fnv1a(word) % pal.accents.length]!;
    const colour = mix(base, rng.chance(0.5) ? WHITE : BLACK, rng.range(0, 0.15));
    const depth = rng.next();

    let x: number;
    if (layout === 'cluster') x = focal.x + rng.gauss() * width * 0.5;
    else if (layout === 'row') x = ((i + 0.5) / count) * width + rng.range(-0.04, 0.04) * width;
    else if (layout === 'arc')
      x = width / 2 + Math.cos(Math.PI * (i / Math.max(1, count - 1))) * width * 0.38;
    else x = rng.range(0.06, 0.94) * width;
    x = Math.min(width * 0.97, Math.max(width * 0.03, x));

    let y: number;
    let size: number;
    const scale = motif === 'peak' ? 1.6 : motif === 'wave' ? 1.2 : 1;
    if (grounded) {
      y = horizon + depth * depth * (height - horizon) * 0.85;
      size = min * (0.035 + depth * 0.07) * scale;
    } else if (layout === 'arc') {
      y = focal.y - Math.sin(Math.PI * (i / Math.max(1, count - 1))) * (focal.y - height * 0.12) * 0.8;
      size = min * (0.035 + depth * 0.06);
    } else {
      y = rng.range(height * 0.1, horizon - min * 0.06);
      size = min * (0.03 + depth * 0.06);
    }

    const spinning = motif === 'star' || motif === 'ring' || motif === 'crystal';
    elements.push({
      motif,
      grounded,
      x,
      y,
      size,
      depth,
      colour,
      rotation: grounded ? 0 : rng.range(-25, 25),
      parts: motifParts(motif, Rng.of('motif', word, seed, i), detail),
      primitive: rng.chance(0.7)
        ? PRIMITIVE_OF[motif]
        : rng.pick(['sphere', 'cube', 'cylinder', 'cone', 'torus']),
      anim: {
        ax: (grounded ? 0.004 : rng.range(0.01, 0.035)) * min,
        ay: (grounded ? 0 : rng.range(0.008, 0.03)) * min,
        kx: rng.int(1, 2),
        ky: rng.int(1, 2),
        px: rng.next(),
        py: rng.next(),
        spin: spinning ? rng.pick([-1, 1]) : 0,
        sway: motif === 'tree' || motif === 'flower' ? rng.range(2, 5) : grounded ? 0 : rng.range(2, 8),
        pr: rng.next(),
        pulse: motif === 'orb' || motif === 'star' ? rng.range(0.03, 0.08) : rng.range(0, 0.03),
        kp: rng.int(1, 2),
        pp: rng.next(),
      },
      jitter: Array.from({ length: 8 }, () => rng.range(-1, 1)),
    });
  }
  elements.sort((a, b) => a.depth - b.depth);

  const specks: Speck[] = [];
  const speckRng = stream('specks');
  const speckCount = Math.round((pal.mood === 'dark' ? 110 : 45) * detail);
  for (let i = 0; i < speckCount; i++) {
    specks.push({
      x: speckRng.next() * width,
      y: speckRng.next() * (style === 'render3d' ? height : horizon),
      r: speckRng.range(0.6, 2.2) * (min / 1024),
      phase: speckRng.next(),
      k: speckRng.int(1, 3),
      colour: speckRng.chance(0.7) ? WHITE : speckRng.pick(pal.accents),
    });
  }

  const cloudRng = stream('clouds');
  const clouds = Array.from({ length: Math.round(cloudRng.int(3, 6) * detail) }, () => ({
    x: cloudRng.next() * width,
    y: cloudRng.range(0.05, 0.8) * horizon,
    rx: cloudRng.range(0.08, 0.22) * width,
    ry: cloudRng.range(0.015, 0.04) * height,
    drift: cloudRng.range(0.01, 0.03) * width,
    phase: cloudRng.next(),
  }));

  const ridgeRng = stream('ridges');
  const ridges = [0, 1, 2].map((i) =>
    ridgePath(ridgeRng, width, horizon + i * 0.02 * height, (0.16 - i * 0.04) * height, height),
  );
  const water = list.some((w) => lookup(MOTIF_WORDS, w) === 'wave');
  const rayRng = stream('rays');
  const rays = Array.from({ length: Math.round(rayRng.int(7, 12) * Math.min(1.3, detail + 0.3)) }, () => ({
    angle: rayRng.range(-170, -10),
    width: rayRng.range(1.5, 5),
    opacity: rayRng.range(0.05, 0.14),
    phase: rayRng.next(),
  }));

  const texture =
    style === 'watercolor'
      ? await paperTexture(fnv1a(`${prompt}|${seed}`))
      : style === 'cinematic'
        ? await grainTexture(Rng.of('grain', seed))
        : '';

  return {
    width,
    height,
    min,
    style,
    detail,
    palette: pal,
    horizon,
    focal,
    elements,
    specks,
    clouds,
    ridges,
    water,
    rays,
    texture,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Rendering a frame: t in [0, 1) is the phase of the loop (the still image is t = 0).

const TAU = Math.PI * 2;

type Pose = { x: number; y: number; rotation: number; scale: number };

function pose(el: Element, t: number): Pose {
  const a = el.anim;
  return {
    x: el.x + a.ax * Math.sin(TAU * (a.kx * t + a.px)),
    y: el.y + a.ay * Math.sin(TAU * (a.ky * t + a.py)),
    rotation: el.rotation + a.spin * 360 * t + a.sway * Math.sin(TAU * (t + a.pr)),
    scale: el.size * (1 + a.pulse * Math.sin(TAU * (a.kp * t + a.pp))),
  };
}

function transform(p: Pose, dx = 0, dy = 0, extraScale = 1, extraRotation = 0): string {
  return `translate(${n(p.x + dx)} ${n(p.y + dy)}) rotate(${n(p.rotation + extraRotation)}) scale(${n3(p.scale * extraScale)})`;
}

function toneColour(colour: Rgb, tone: -1 | 0 | 1): Rgb {
  return tone < 0 ? darken(colour, 0.3) : tone > 0 ? lighten(colour, 0.4) : colour;
}

function partPath(part: Part, attributes: string): string {
  return `<path d="${part.d}"${part.evenOdd ? ' fill-rule="evenodd"' : ''} ${attributes}/>`;
}

function skyGradient(id: string, y2: number, stops: readonly (readonly [number, Rgb, number?])[]): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${n(y2)}">` +
    stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${n3(offset)}" stop-color="${hex(colour)}"${opacity === undefined ? '' : ` stop-opacity="${n3(opacity)}"`}/>`,
      )
      .join('') +
    `</linearGradient>`
  );
}

function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
}

function twinkle(s: Speck, t: number): number {
  return 0.45 + 0.55 * (0.5 + 0.5 * Math.sin(TAU * (s.k * t + s.phase)));
}

function photorealistic(scene: Scene, t: number): string {
  const { width: W, height: H, horizon, palette: p, min } = scene;
  const sun = { x: scene.focal.x, y: scene.focal.y };
  const haze = mix(p.skyBottom, p.light, 0.35);
  const defs =
    skyGradient('sky', horizon, [
      [0, p.skyTop],
      [0.7, mix(p.skyTop, p.skyBottom, 0.7)],
      [1, haze],
    ]) +
    `<linearGradient id="ground" gradientUnits="userSpaceOnUse" x1="0" y1="${n(horizon)}" x2="0" y2="${n(H)}">` +
    `<stop offset="0" stop-color="${hex(mix(p.groundFar, haze, scene.water ? 0.6 : 0.4))}"/>` +
    `<stop offset="1" stop-color="${hex(scene.water ? darken(mix(p.skyTop, p.groundNear, 0.4), 0.3) : p.groundNear)}"/></linearGradient>` +
    `<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(Math.max(W, H) * 0.75)}">` +
    `<stop offset="0" stop-color="${hex(lighten(p.light, 0.5))}" stop-opacity="0.95"/>` +
    `<stop offset="0.08" stop-color="${hex(p.light)}" stop-opacity="0.55"/>` +
    `<stop offset="0.4" stop-color="${hex(p.light)}" stop-opacity="0.12"/>` +
    `<stop offset="1" stop-color="${hex(p.light)}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/>` +
    `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
    blurFilter('soft', min * 0.012) +
    blurFilter('haze', Math.max(2, min * 0.0025));

  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (p.mood === 'dark')
    body += scene.specks
      .map(
        (s) =>
          `<circle cx="${n(s.x)}" cy="${n(s.y)}" r="${n(s.r * 0.8)}" fill="#fff" opacity="${n3(twinkle(s, t) * 0.8)}"/>`,
      )
      .join('');
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(min * 0.035)}" fill="${hex(lighten(p.light, 0.7))}"/>`;
  body += `<g filter="url(#soft)">${scene.clouds
    .map(
      (c) =>
        `<ellipse cx="${n(c.x + c.drift * Math.sin(TAU * (t + c.phase)))}" cy="${n(c.y)}" rx="${n(c.rx)}" ry="${n(c.ry)}" ` +
        `fill="${hex(mix(lighten(p.skyBottom, 0.5), p.light, 0.2))}" opacity="0.7"/>`,
    )
    .join('')}</g>`;
  scene.ridges.forEach((d, i) => {
    body += `<path d="${d}" fill="${hex(mix(p.groundFar, haze, 0.7 - i * 0.22))}"/>`;
  });
  body += `<rect y="${n(horizon + H * 0.04)}" width="${W}" height="${n(H - horizon)}" fill="url(#ground)"/>`;
  if (scene.water) {
    body += `<g filter="url(#soft)"><ellipse cx="${n(sun.x)}" cy="${n(horizon + (H - horizon) * 0.4)}" rx="${n(min * 0.05)}" ry="${n((H - horizon) * 0.4)}" fill="${hex(p.light)}" opacity="0.45"/></g>`;
    for (let i = 0; i < Math.round(14 * scene.detail); i++) {
      const y = horizon + H * 0.05 + ((H - horizon) * (i + 0.5)) / (14 * scene.detail);
      const shift = Math.sin(TAU * (t + i * 0.37)) * W * 0.02;
      body += `<rect x="${n(((i * 0.618) % 1) * W * 0.6 + shift)}" y="${n(y)}" width="${n(W * 0.35)}" height="${n(Math.max(1, H * 0.002))}" fill="#fff" opacity="0.12"/>`;
    }
  }
  body += `<g filter="url(#soft)">${scene.elements
    .filter((e) => e.grounded)
    .map((e) => {
      const q = pose(e, t);
      return `<ellipse cx="${n(q.x + (q.x - sun.x) * 0.05)}" cy="${n(q.y)}" rx="${n(q.scale * 1.3)}" ry="${n(q.scale * 0.2)}" fill="#000" opacity="0.3"/>`;
    })
    .join('')}</g>`;

  const draw = (e: Element) => {
    const q = pose(e, t);
    const fade = (1 - e.depth) * 0.45;
    return `<g transform="${transform(q)}">${e.parts
      .map(
        (part) =>
          partPath(part, `fill="${hex(mix(toneColour(e.colour, part.tone), haze, fade))}"`) +
          partPath(part, 'fill="url(#shade)"'),
      )
      .join('')}</g>`;
  };
  const far = scene.elements.filter((e) => e.depth < 0.35);
  const near = scene.elements.filter((e) => e.depth >= 0.35);
  body += `<g filter="url(#haze)">${far.map(draw).join('')}</g>${near.map(draw).join('')}`;
  body += `<rect width="${W}" height="${H}" fill="url(#glow)" opacity="${n3(0.55 + 0.05 * Math.sin(TAU * t))}"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return `<defs>${defs}</defs>${body}`;
}

function digitalArt(scene: Scene, t: number): string {
  const { width: W, height: H, horizon, palette: p, min } = scene;
  const neon = (c: Rgb) => retone(c, 100, 62);
  const a0 = neon(p.accents[0]!);
  const a1 = neon(p.accents[1] ?? p.accents[0]!);
  const a2 = neon(p.accents[2] ?? p.accents[0]!);
  const sunR = min * 0.2;
  const sun = { x: scene.focal.x, y: horizon - sunR * 0.35 };
  const stroke = min * 0.0025;

  let defs =
    skyGradient('sky', horizon, [
      [0, hsl(p.hue + 30, 70, 5)],
      [0.65, hsl(p.hue + 10, 70, 12)],
      [1, hsl(p.hue - 20, 80, 24)],
    ]) +
    `<linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(lighten(a1, 0.3))}"/><stop offset="1" stop-color="${hex(a0)}"/></linearGradient>` +
    `<linearGradient id="floor" gradientUnits="userSpaceOnUse" x1="0" y1="${n(horizon)}" x2="0" y2="${n(H)}"><stop offset="0" stop-color="${hex(hsl(p.hue - 20, 70, 14))}"/><stop offset="1" stop-color="${hex(hsl(p.hue + 30, 60, 3))}"/></linearGradient>` +
    `<filter id="glow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${n(min * 0.007)}"/></filter>`;

  // The synthwave sun: stripes that widen toward the horizon, scrolling one stripe per loop.
  const stripes = 7;
  let clip = '';
  for (let i = 0; i < stripes; i++) {
    const u = (i + t) / stripes;
    const y = sun.y - sunR + sunR * 2 * (0.35 + u * 0.65);
    clip += `<rect x="${n(sun.x - sunR)}" y="${n(y)}" width="${n(sunR * 2)}" height="${n(sunR * 0.03 + u * sunR * 0.09)}"/>`;
  }
  defs += `<mask id="stripes"><rect width="${W}" height="${H}" fill="#fff"/><g fill="#000">${clip}</g></mask>`;

  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += scene.specks
    .map(
      (s) =>
        `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.r * 1.4)}" height="${n(s.r * 1.4)}" fill="${hex(s.colour)}" opacity="${n3(twinkle(s, t))}"/>`,
    )
    .join('');
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sunR)}" fill="url(#sun)" mask="url(#stripes)"/>`;

  // Wireframe ridges and the perspective grid: the neon layer, drawn twice (blurred glow, then crisp).
  let lines = '';
  lines += `<path d="${scene.ridges[0]}" fill="${hex(hsl(p.hue + 20, 60, 7))}" stroke="${hex(a2)}" stroke-width="${n(stroke)}" stroke-linejoin="bevel"/>`;
  lines += `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#floor)"/>`;
  const verticals = Math.round(14 + 10 * scene.detail);
  let grid = '';
  for (let i = -verticals; i <= verticals; i++) {
    const bx = sun.x + (i / verticals) * W * 2.2;
    grid += `M${n(sun.x + (bx - sun.x) * 0.02)} ${n(horizon)}L${n(bx)} ${n(H)}`;
  }
  const rows = Math.round(8 + 6 * scene.detail);
  for (let i = 0; i < rows; i++) {
    const u = (i + t) / rows;
    const y = horizon + (H - horizon) * u * u;
    grid += `M0 ${n(y)}L${W} ${n(y)}`;
  }
  lines += `<path d="${grid}" fill="none" stroke="${hex(a1)}" stroke-width="${n(stroke * 0.8)}" opacity="0.75"/>`;

  for (const e of scene.elements) {
    const q = pose(e, t);
    const c = neon(e.colour);
    const w = (stroke * 1.1) / q.scale;
    lines += `<g transform="${transform(q)}">${e.parts
      .map((part) =>
        partPath(
          part,
          `fill="${hex(c)}" fill-opacity="${part.tone > 0 ? 0.45 : 0.1}" stroke="${hex(part.tone < 0 ? a2 : c)}" stroke-width="${n3(w)}" stroke-linejoin="miter"`,
        ),
      )
      .join('')}</g>`;
    if (e.depth > 0.75) {
      // A crisp geometric accent: a rotating hollow diamond around the nearer elements.
      lines += `<rect x="${n(-q.scale * 1.3)}" y="${n(-q.scale * 1.3)}" width="${n(q.scale * 2.6)}" height="${n(q.scale * 2.6)}" fill="none" stroke="${hex(a0)}" stroke-width="${n(stroke * 0.6)}" opacity="0.6" transform="translate(${n(q.x)} ${n(q.y - (e.grounded ? q.scale : 0))}) rotate(${n(45 + 90 * t * (e.anim.spin || 1))})"/>`;
    }
  }
  body += `<g filter="url(#glow)" opacity="0.9">${lines}</g>${lines}`;
  return `<defs>${defs}</defs>${body}`;
}

function cinematic(scene: Scene, t: number): string {
  const { width: W, height: H, horizon, palette: p, min } = scene;
  const teal = mix(hsl(195, 60, 10), p.skyTop, 0.3);
  const amber = mix(hsl(28, 95, 58), p.light, 0.35);
  const light = { x: scene.focal.x, y: horizon - min * 0.04 };
  const bar = Math.min(0.14 * H, Math.max(0.08 * H, (H - W / 2.39) / 2));

  const defs =
    skyGradient('sky', horizon, [
      [0, darken(teal, 0.4)],
      [0.55, teal],
      [0.85, mix(teal, amber, 0.6)],
      [1, lighten(amber, 0.2)],
    ]) +
    `<radialGradient id="sun" gradientUnits="userSpaceOnUse" cx="${n(light.x)}" cy="${n(light.y)}" r="${n(min * 0.6)}">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.05" stop-color="${hex(lighten(amber, 0.5))}" stop-opacity="0.95"/>` +
    `<stop offset="0.3" stop-color="${hex(amber)}" stop-opacity="0.35"/><stop offset="1" stop-color="${hex(amber)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.72"><stop offset="0.45" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.85"/></radialGradient>` +
    blurFilter('fog', min * 0.02);

  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#sun)"/>`;
  const rayLength = Math.max(W, H) * 1.2;
  body += `<g style="mix-blend-mode:screen">${scene.rays
    .map((r) => {
      const a = ((r.angle + 3 * Math.sin(TAU * (t + r.phase))) * Math.PI) / 180;
      const spread = (r.width * Math.PI) / 360;
      const x1 = light.x + Math.cos(a - spread) * rayLength;
      const y1 = light.y + Math.sin(a - spread) * rayLength;
      const x2 = light.x + Math.cos(a + spread) * rayLength;
      const y2 = light.y + Math.sin(a + spread) * rayLength;
      return `<path d="M${n(light.x)} ${n(light.y)}L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z" fill="${hex(amber)}" opacity="${n3(r.opacity)}"/>`;
    })
    .join('')}</g>`;
  body += `<path d="${scene.ridges[0]}" fill="${hex(mix(darken(teal, 0.3), amber, 0.12))}"/>`;
  body += `<g filter="url(#fog)"><rect x="${n(-W * 0.1)}" y="${n(horizon - H * 0.03)}" width="${n(W * 1.2)}" height="${n(H * 0.06)}" fill="${hex(amber)}" opacity="${n3(0.35 + 0.08 * Math.sin(TAU * t))}"/></g>`;
  body += `<path d="${scene.ridges[2]}" fill="${hex(darken(teal, 0.75))}"/>`;
  for (const e of scene.elements) {
    const q = pose(e, t);
    const silhouette = mix(darken(e.colour, 0.88), teal, 0.15 * (1 - e.depth));
    const rim = (min * 0.0022) / q.scale;
    body += `<g transform="${transform(q)}">${e.parts
      .map((part) =>
        partPath(
          part,
          `fill="${hex(part.tone > 0 ? mix(silhouette, amber, 0.25) : silhouette)}" stroke="${hex(amber)}" stroke-opacity="${part.tone === 0 ? 0.55 : 0}" stroke-width="${n3(rim)}"`,
        ),
      )
      .join('')}</g>`;
  }
  body += scene.specks
    .slice(0, Math.round(scene.specks.length * 0.5))
    .map((s) => {
      const y = s.y + H * 0.02 * Math.sin(TAU * (t + s.phase));
      return `<circle cx="${n(s.x)}" cy="${n(y)}" r="${n(s.r)}" fill="${hex(lighten(amber, 0.5))}" opacity="${n3(0.25 * twinkle(s, t))}"/>`;
    })
    .join('');
  if (scene.texture)
    body += `<image href="${scene.texture}" width="${W}" height="${H}" preserveAspectRatio="none" opacity="0.5" style="mix-blend-mode:soft-light"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  body += `<rect width="${W}" height="${n(bar)}" fill="#000"/><rect y="${n(H - bar)}" width="${W}" height="${n(bar)}" fill="#000"/>`;
  return `<defs>${defs}</defs>${body}`;
}

function anime(scene: Scene, t: number): string {
  const { width: W, horizon, palette: p, min } = scene;
  const ink = hex(darken(mix(p.skyTop, BLACK, 0.5), 0.6));
  const outline = min * 0.005;
  const skyTop = p.mood === 'dark' ? p.skyTop : retone(p.skyTop, 75, 52);
  const skyBottom = p.mood === 'dark' ? p.skyBottom : retone(p.skyBottom, 70, 84);

  // Cel-stepped sky: flat bands instead of a gradient.
  let body = '';
  const bands = 5;
  for (let i = 0; i < bands; i++) {
    const y0 = (horizon * i) / bands;
    body += `<rect y="${n(y0)}" width="${W}" height="${n(horizon - y0 + 1)}" fill="${hex(mix(skyTop, skyBottom, i / (bands - 1)))}"/>`;
  }
  const sun = { x: scene.focal.x, y: scene.focal.y };
  const sunR = min * 0.07 * (1 + 0.04 * Math.sin(TAU * t));
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sunR * 2.1)}" fill="${hex(lighten(p.light, 0.4))}" opacity="0.35"/>`;
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sunR * 1.5)}" fill="${hex(lighten(p.light, 0.5))}" opacity="0.5"/>`;
  body += `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sunR)}" fill="${hex(lighten(p.light, 0.6))}" stroke="${ink}" stroke-width="${n(outline)}"/>`;
  if (p.mood === 'dark')
    body += scene.specks
      .map(
        (s) =>
          `<path d="${starPath(4, 0.25)}" transform="translate(${n(s.x)} ${n(s.y)}) scale(${n3(s.r * 2.2 * twinkle(s, t))})" fill="#fff"/>`,
      )
      .join('');

  // Cumulus clouds: outlined circles, then a cel shadow, then the white tops (which hide the inner outlines).
  const cloudWhite = p.mood === 'dark' ? hex(mix(p.skyBottom, WHITE, 0.3)) : '#ffffff';
  const cloudShade = hex(mix(skyTop, WHITE, 0.55));
  let outlines = '';
  let shades = '';
  let tops = '';
  for (const c of scene.clouds) {
    const cx = c.x + c.drift * Math.sin(TAU * (t + c.phase));
    const puffs = 5;
    for (let i = 0; i < puffs; i++) {
      const u = i / (puffs - 1) - 0.5;
      const r = c.rx * (0.38 - Math.abs(u) * 0.3);
      const x = cx + u * c.rx * 1.6;
      const y = c.y - r * 0.4 + c.ry;
      outlines += circlePath(x, y, r + outline);
      shades += circlePath(x, y, r);
      tops += circlePath(x - r * 0.12, y - r * 0.16, r * 0.88);
    }
  }
  body += `<path d="${outlines}" fill="${ink}"/><path d="${shades}" fill="${cloudShade}"/><path d="${tops}" fill="${cloudWhite}"/>`;

  const hill = (d: string, colour: Rgb) =>
    `<path d="${d}" fill="${hex(colour)}" stroke="${ink}" stroke-width="${n(outline)}" stroke-linejoin="round"/>`;
  body += hill(scene.ridges[0]!, mix(retone(p.groundFar, 45, 55), skyBottom, 0.45));
  body += hill(scene.ridges[1]!, retone(p.groundFar, 50, 48));
  body += hill(scene.ridges[2]!, retone(p.groundNear, 55, 36));

  for (const e of scene.elements) {
    const q = pose(e, t);
    const flat = retone(
      e.colour,
      Math.max(55, toHsl(e.colour)[1]),
      Math.min(70, Math.max(40, toHsl(e.colour)[2])),
    );
    const w = outline / q.scale;
    body += `<g transform="${transform(q)}" stroke="${ink}" stroke-width="${n3(w)}" stroke-linejoin="round">${e.parts
      .map((part) => partPath(part, `fill="${hex(toneColour(flat, part.tone))}"`))
      .join('')}</g>`;
    const body0 = e.parts.find((part) => part.tone === 0);
    if (body0 && !e.grounded && e.motif !== 'bird' && e.depth > 0.3)
      body += `<g transform="${transform(q, -q.scale * 0.15, -q.scale * 0.18, 0.5)}">${partPath(body0, `fill="#fff" opacity="0.35"`)}</g>`;
  }
  return body;
}

function watercolor(scene: Scene, t: number): string {
  const { width: W, height: H, horizon, palette: p, min } = scene;
  const paper = mix(hsl(42, 45, 93), p.light, 0.08);
  const wash = (c: Rgb) => retone(c, Math.min(70, toHsl(c)[1]), Math.min(72, Math.max(42, toHsl(c)[2])));
  const defs = blurFilter('bleed', Math.max(2, min * 0.0022)) + blurFilter('wet', min * 0.02);

  let body = `<rect width="${W}" height="${H}" fill="${hex(paper)}"/>`;
  // Washes: the sky and ground as broad translucent strokes, blurred as if wet.
  let washes = '';
  const skyWash = wash(p.mood === 'dark' ? lighten(p.skyBottom, 0.1) : p.skyTop);
  for (let i = 0; i < 4; i++) {
    const y = horizon * (i / 4);
    washes += `<ellipse cx="${n(W * (0.3 + 0.15 * i))}" cy="${n(y + horizon * 0.1)}" rx="${n(W * 0.7)}" ry="${n(horizon * 0.2)}" fill="${hex(skyWash)}" opacity="${n3(0.28 - i * 0.04)}"/>`;
  }
  washes += `<ellipse cx="${n(scene.focal.x)}" cy="${n(scene.focal.y)}" rx="${n(min * 0.12)}" ry="${n(min * 0.12)}" fill="${hex(wash(p.light))}" opacity="0.55"/>`;
  scene.ridges.forEach((d, i) => {
    washes += `<path d="${d}" fill="${hex(wash(i === 2 ? p.groundNear : p.groundFar))}" opacity="${n3(0.22 + i * 0.08)}"/>`;
  });
  for (const c of scene.clouds) {
    const cx = c.x + c.drift * Math.sin(TAU * (t + c.phase));
    washes += `<ellipse cx="${n(cx)}" cy="${n(c.y)}" rx="${n(c.rx)}" ry="${n(c.ry * 1.5)}" fill="${hex(wash(p.skyBottom))}" opacity="0.3"/>`;
  }
  body += `<g filter="url(#wet)">${washes}</g>`;

  // Elements: three misregistered translucent layers, then a faint pencil underdrawing.
  let paint = '';
  let pencil = '';
  for (const e of scene.elements) {
    const q = pose(e, t);
    const c = wash(e.colour);
    for (let layer = 0; layer < 3; layer++) {
      const j = e.jitter;
      const dx = (j[layer * 2] ?? 0) * q.scale * 0.12;
      const dy = (j[layer * 2 + 1] ?? 0) * q.scale * 0.12;
      paint += `<g transform="${transform(q, dx, dy, 1 + layer * 0.04, (j[6] ?? 0) * 4 * layer)}">${e.parts
        .map((part) =>
          partPath(part, `fill="${hex(toneColour(c, part.tone))}" opacity="${layer === 0 ? 0.5 : 0.28}"`),
        )
        .join('')}</g>`;
    }
    pencil += `<g transform="${transform(q, (e.jitter[7] ?? 0) * q.scale * 0.05)}" fill="none" stroke="#3b3328" stroke-width="${n3((min * 0.0012) / q.scale)}">${e.parts
      .filter((part) => part.tone === 0)
      .map((part) => partPath(part, ''))
      .join('')}</g>`;
  }
  body += `<g filter="url(#bleed)">${paint}</g><g opacity="0.3">${pencil}</g>`;
  // Splatter.
  body += scene.specks
    .slice(0, Math.round(scene.specks.length * 0.4))
    .map(
      (s) =>
        `<circle cx="${n(s.x)}" cy="${n(H - s.y * 0.5)}" r="${n(s.r * 1.6)}" fill="${hex(wash(s.colour === WHITE ? p.accents[0]! : s.colour))}" opacity="0.45"/>`,
    )
    .join('');
  if (scene.texture)
    body += `<image href="${scene.texture}" width="${W}" height="${H}" preserveAspectRatio="none" opacity="0.45" style="mix-blend-mode:multiply"/>`;
  return `<defs>${defs}</defs>${body}`;
}

function render3d(scene: Scene, t: number): string {
  const { width: W, height: H, horizon, palette: p, min } = scene;
  const wall = retone(p.skyBottom, 18, p.mood === 'dark' ? 22 : 78);
  const floor = retone(p.skyBottom, 14, p.mood === 'dark' ? 14 : 66);
  /** Toward the key light, in the floor plane: to the left and toward the viewer. */
  const light = { x: -0.6, z: 0.8 };
  let defs =
    skyGradient('studio', H, [
      [0, darken(wall, 0.15)],
      [Math.max(0, horizon / H - 0.12), wall],
      [horizon / H, mix(wall, floor, 0.6)],
      [1, darken(floor, 0.25)],
    ]) +
    `<radialGradient id="spot" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    blurFilter('shadow', min * 0.012);
  let shadows = '';
  let solids = '';

  scene.elements.forEach((e, i) => {
    const q = pose(e, t);
    const s = q.scale * (e.grounded ? 1.1 : 1.2);
    const base = e.colour;
    const hi = lighten(base, 0.55);
    const lo = darken(base, 0.55);
    const footY = e.grounded ? q.y : horizon + (H - horizon) * (0.15 + e.depth * 0.7);
    const cx = q.x;
    const float = e.grounded ? 0 : Math.max(0, footY - q.y - s);
    const shadowFade = 1 / (1 + float / (s * 3));
    shadows += `<ellipse cx="${n(cx + s * 0.35)}" cy="${n(footY)}" rx="${n(s * 1.1 * (1 + float / (s * 8)))}" ry="${n(s * 0.28)}" fill="#000" opacity="${n3(0.45 * shadowFade)}"/>`;
    const id = `m${i}`;
    switch (e.primitive) {
      case 'sphere': {
        const cy = e.grounded ? footY - s : q.y;
        defs += `<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.72"><stop offset="0" stop-color="${hex(hi)}"/><stop offset="0.45" stop-color="${hex(base)}"/><stop offset="1" stop-color="${hex(lo)}"/></radialGradient>`;
        solids += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s)}" fill="url(#${id})"/>`;
        solids += `<ellipse cx="${n(cx - s * 0.35)}" cy="${n(cy - s * 0.4)}" rx="${n(s * 0.18)}" ry="${n(s * 0.1)}" transform="rotate(-35 ${n(cx - s * 0.35)} ${n(cy - s * 0.4)})" fill="#fff" opacity="0.75"/>`;
        break;
      }
      case 'cube': {
        const theta = ((e.rotation + 90 * e.anim.spin * t + 20) * Math.PI) / 180;
        const h = s * 1.5;
        const top = e.grounded ? footY - h : q.y - h / 2;
        const corner = (k: number): [number, number] => {
          const a = theta + (k * Math.PI) / 2;
          return [cx + Math.cos(a) * s, Math.sin(a) * s * 0.38];
        };
        const pts = [0, 1, 2, 3].map(corner);
        const faces: string[] = [];
        for (let k = 0; k < 4; k++) {
          const normal = theta + (k * Math.PI) / 2 + Math.PI / 4;
          if (Math.sin(normal) <= 0) continue;
          const [x1, z1] = pts[k]!;
          const [x2, z2] = pts[(k + 1) % 4]!;
          const lit = Math.max(0, light.x * Math.cos(normal) + light.z * Math.sin(normal));
          const c = mix(lo, hi, 0.15 + 0.7 * lit);
          const face = polygon([
            [x1, top + h + z1],
            [x2, top + h + z2],
            [x2, top + z2],
            [x1, top + z1],
          ]);
          faces.push(`<path fill="${hex(c)}" d="${face}"/>`);
        }
        faces.push(
          `<path fill="${hex(lighten(base, 0.3))}" d="${polygon(pts.map(([x, z]) => [x, top + z]))}"/>`,
        );
        solids += faces.join('');
        break;
      }
      case 'cylinder':
      case 'cone': {
        const h = s * (e.primitive === 'cone' ? 2.2 : 2);
        const r = s * 0.8;
        const bottom = e.grounded ? footY : q.y + h / 2;
        const topY = bottom - h;
        defs += `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hex(mix(base, hi, 0.4))}"/><stop offset="0.35" stop-color="${hex(hi)}"/><stop offset="0.6" stop-color="${hex(base)}"/><stop offset="1" stop-color="${hex(lo)}"/></linearGradient>`;
        if (e.primitive === 'cone') {
          solids += `<path fill="url(#${id})" d="M${n(cx - r)} ${n(bottom)}L${n(cx)} ${n(topY)}L${n(cx + r)} ${n(bottom)}A${n(r)} ${n(r * 0.3)} 0 0 1 ${n(cx - r)} ${n(bottom)}Z"/>`;
        } else {
          solids += `<path fill="url(#${id})" d="M${n(cx - r)} ${n(topY)}L${n(cx - r)} ${n(bottom)}A${n(r)} ${n(r * 0.3)} 0 0 0 ${n(cx + r)} ${n(bottom)}L${n(cx + r)} ${n(topY)}Z"/>`;
          solids += `<ellipse cx="${n(cx)}" cy="${n(topY)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="${hex(lighten(base, 0.35))}"/>`;
        }
        break;
      }
      case 'torus': {
        const cy = e.grounded ? footY - s * 0.9 : q.y;
        const tilt = 0.35 + 0.15 * Math.sin(TAU * (t + e.anim.pr));
        defs += `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${hex(hi)}"/><stop offset="0.5" stop-color="${hex(base)}"/><stop offset="1" stop-color="${hex(lo)}"/></linearGradient>`;
        solids += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s)}" ry="${n(s * tilt)}" fill="none" stroke="url(#${id})" stroke-width="${n(s * 0.42)}"/>`;
        solids += `<ellipse cx="${n(cx - s * 0.1)}" cy="${n(cy - s * tilt - s * 0.08)}" rx="${n(s * 0.35)}" ry="${n(s * 0.05)}" fill="#fff" opacity="0.5"/>`;
        break;
      }
    }
  });

  let body = `<rect width="${W}" height="${H}" fill="url(#studio)"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#spot)"/>`;
  body += `<g filter="url(#shadow)">${shadows}</g>${solids}`;
  return `<defs>${defs}</defs>${body}`;
}

const RENDERERS: Record<Style, (scene: Scene, t: number) => string> = {
  photorealistic,
  digitalArt,
  cinematic,
  anime,
  watercolor,
  render3d,
};

function frameSvg(scene: Scene, t: number): Buffer {
  const { width, height } = scene;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `${RENDERERS[scene.style](scene, t)}</svg>`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Image.

async function generateImage(request: GenerationRequest, context: GenerationContext): Promise<GeneratedFile> {
  context.signal.throwIfAborted();
  context.onProgress(5);
  const scene = await buildScene(request);
  context.signal.throwIfAborted();
  context.onProgress(30);
  const bytes = await sharp(frameSvg(scene, 0))
    .removeAlpha()
    .webp({ quality: WEBP_QUALITY[request.quality], effort: 4 })
    .toBuffer();
  context.signal.throwIfAborted();
  context.onProgress(100);
  return { bytes, mime: 'image/webp', width: request.width, height: request.height };
}

// ---------------------------------------------------------------------------------------------------------
// Video.

let vp9Support: Promise<boolean> | undefined;

/** Whether the binary has libvpx-vp9 (asked once). */
function hasVp9(binary: string): Promise<boolean> {
  vp9Support ??= new Promise((resolve) => {
    const child = spawn(binary, ['-hide_banner', '-encoders'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(out.includes('libvpx-vp9')));
  });
  return vp9Support;
}

function exited(child: ChildProcess, stderrTail: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${signal ?? code}: ${stderrTail()}`));
    });
  });
}

/** Until a pipe can take more, or closes (ffmpeg went away: its exit says why). Never rejects. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      stream.off('drain', finish);
      stream.off('close', finish);
      resolve();
    };
    stream.on('drain', finish);
    stream.on('close', finish);
  });
}

function collectStderr(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  return () => tail.trim();
}

async function generateVideo(request: GenerationRequest, context: GenerationContext): Promise<GeneratedFile> {
  const { signal } = context;
  signal.throwIfAborted();
  context.onProgress(0);
  const { width, height, quality } = request;
  const frames = VIDEO_SECONDS * VIDEO_FPS;
  const binary = ffmpegInstaller.path;
  const vp9 = await hasVp9(binary);
  const scene = await buildScene(request);
  signal.throwIfAborted();

  const dir = await mkdtemp(join(tmpdir(), 'civitas-sketch-'));
  const output = join(dir, vp9 ? 'clip.webm' : 'clip.mp4');
  const codec = vp9
    ? [
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        String(VP9_CRF[quality]),
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
      ]
    : [
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        String(X264_CRF[quality]),
        '-movflags',
        '+faststart',
      ];
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-y'],
    [
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${width}x${height}`,
      '-r',
      String(VIDEO_FPS),
      '-i',
      'pipe:0',
    ],
    ['-an', ...codec, '-threads', '2', '-g', String(frames), '-pix_fmt', 'yuv420p'],
    ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
    ['-f', vp9 ? 'webm' : 'mp4', output],
  ].flat();

  const child = spawn(binary, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  const stderrTail = collectStderr(child);
  const done = exited(child, stderrTail);
  done.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const stdin = child.stdin!;
  stdin.on('error', () => {}); // EPIPE when ffmpeg stops early: reported through `done`
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  signal.addEventListener('abort', kill, { once: true });

  const raster = (index: number) =>
    sharp(frameSvg(scene, index / frames))
      .removeAlpha()
      .raw()
      .toBuffer();

  try {
    // Two frames at a time (librsvg draws on one thread each); ffmpeg encodes while the next pair renders.
    for (let i = 0; i < frames; i += 2) {
      signal.throwIfAborted();
      const batch = await Promise.all([i, i + 1].filter((k) => k < frames).map(raster));
      for (const frame of batch) {
        signal.throwIfAborted();
        if (child.exitCode !== null || child.signalCode !== null) {
          await done; // rejects with ffmpeg's complaint
          throw new Error('ffmpeg stopped before the last frame');
        }
        if (!stdin.write(frame)) await drained(stdin);
      }
      context.onProgress(Math.round((90 * Math.min(frames, i + 2)) / frames));
    }
    stdin.end();
    await done;
    signal.throwIfAborted();
    const bytes = await readFile(output);
    context.onProgress(100);
    return { bytes, mime: vp9 ? 'video/webm' : 'video/mp4', width, height };
  } catch (error) {
    kill();
    await done.catch(() => {});
    signal.throwIfAborted();
    throw error;
  } finally {
    signal.removeEventListener('abort', kill);
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Thumbnails.

const THUMBNAIL_SIDE = 320;

/**
 * A WebP thumbnail, 320 px on its long side (never enlarged), without metadata. Images (any engine's) go
 * through sharp; videos (WebM or MP4) give their first frame, which ffmpeg decodes (`-frames:v 1`).
 */
export async function thumbnail(bytes: Uint8Array, mime: GeneratedFile['mime']): Promise<Uint8Array> {
  const still = mime.startsWith('video/') ? await firstFrame(bytes, mime) : bytes;
  return sharp(still, { limitInputPixels: 8192 * 8192 })
    .rotate()
    .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .webp({ quality: 70, effort: 4 })
    .toBuffer();
}

async function firstFrame(bytes: Uint8Array, mime: string): Promise<Buffer> {
  const binary = ffmpegInstaller.path;
  // A file rather than stdin: an MP4 whose index is at its end cannot be read from a pipe.
  const dir = await mkdtemp(join(tmpdir(), 'civitas-thumb-'));
  try {
    const input = join(dir, mime === 'video/mp4' ? 'in.mp4' : 'in.webm');
    await writeFile(input, bytes);
    const child = spawn(
      binary,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        input,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    await exited(child, collectStderr(child));
    const png = Buffer.concat(chunks);
    if (png.length === 0) throw new Error('ffmpeg gave no frame');
    return png;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------------

export const sketchEngine: Engine = {
  id: 'sketch',
  model: null,
  kinds: ['image', 'video'],
  generate(request, context) {
    return request.kind === 'video' ? generateVideo(request, context) : generateImage(request, context);
  },
};
