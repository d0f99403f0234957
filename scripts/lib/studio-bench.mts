// The studio's built-in sketch engine (lib/studio/engines/sketch.ts), timed in-process: a 1024 × 1024
// image in each of the six styles at each quality (prompts of different lengths), and a 720p video.
// Run by scripts/bench.mjs as
//   node --conditions=react-server --import tsx scripts/lib/studio-bench.mts
// Prints one line of JSON: { images, p50, p95, max, video } (milliseconds).
import { sketchEngine } from '../../lib/studio/engines/sketch';
import { QUALITIES, STYLES, VIDEO_SECONDS } from '../../lib/studio/rules';

const PROMPTS = [
  'A red lighthouse on black rocks in a storm',
  'Morning fog rolling through terraced rice fields, farmers tending green paddies, soft golden light',
  'A futuristic city at night in the rain, neon signs, trams gliding between towers, reflections on wet streets',
];
const context = () => ({ onProgress: () => {}, signal: new AbortController().signal });

const times: number[] = [];
let seed = 1;
for (const style of STYLES)
  for (const quality of QUALITIES)
    for (const prompt of PROMPTS) {
      const started = performance.now();
      await sketchEngine.generate(
        { kind: 'image', prompt, style, quality, width: 1024, height: 1024, seed: seed++ },
        context(),
      );
      times.push(performance.now() - started);
    }
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
const started = performance.now();
await sketchEngine.generate(
  {
    kind: 'video',
    prompt: PROMPTS[2]!,
    style: 'digitalArt',
    quality: 'standard',
    width: 1280,
    height: 720,
    seed: 7,
  },
  context(),
);
const video = performance.now() - started;
console.log(
  JSON.stringify({
    images: times.length,
    p50: at(50),
    p95: at(95),
    max: times.at(-1),
    video,
    seconds: VIDEO_SECONDS,
  }),
);
