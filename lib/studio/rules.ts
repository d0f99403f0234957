// The studio's rules, shared by the server (which decides) and the studio island (which says them
// first): kinds, styles, sizes, qualities, prompt length, daily limits. No server code here.

export const KINDS = ['image', 'video'] as const;
export type Kind = (typeof KINDS)[number];

/** Today's six styles of /creator-hub (messages: creatorHub.styles.*). */
export const STYLES = [
  'photorealistic',
  'digitalArt',
  'cinematic',
  'anime',
  'watercolor',
  'render3d',
] as const;
export type Style = (typeof STYLES)[number];

export const QUALITIES = ['draft', 'standard', 'high'] as const;
export type Quality = (typeof QUALITIES)[number];

export const SHAPES = ['square', 'landscape', 'portrait'] as const;
export type Shape = (typeof SHAPES)[number];

/** Pixel sizes: images up to 1024 px, video up to 720p. */
export const SIZES: Record<Kind, Record<Shape, readonly [number, number]>> = {
  image: { square: [1024, 1024], landscape: [1024, 576], portrait: [576, 1024] },
  video: { square: [720, 720], landscape: [1280, 720], portrait: [720, 1280] },
};

export const PROMPT_MAX = 1000;

/** A video of the built-in engine: this many seconds, at this many frames a second, looping. */
export const VIDEO_SECONDS = 4;
export const VIDEO_FPS = 12;

/** Generations a signed-in member starts a day on the built-in engine. */
export const DAILY_LIMITS: Record<Kind, number> = { image: 50, video: 5 };
/** Visitors try the built-in image engine this many times an hour per address, without saving. */
export const VISITOR_IMAGES_PER_HOUR = 5;

/** A job is given up after this long: images 120 s, videos 10 min. */
export const TIMEOUT_MS: Record<Kind, number> = { image: 120_000, video: 600_000 };
