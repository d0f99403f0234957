import 'server-only';
// An adapter to the AUTOMATIC1111 Stable Diffusion web UI's API (and its forks: Forge, SD.Next), started
// with --api: POST {url}/sdapi/v1/txt2img → { images: [base64 PNG], parameters, info }.
import { TIMEOUT_MS, type Quality } from '../rules';
import {
  decodeBase64,
  exchange,
  expectOk,
  imageFile,
  isObject,
  parseJson,
  startDeadline,
  styledPrompt,
} from './openai-images';
import { ProviderError, type Engine } from './types';

export type A1111Config = {
  /** The web UI's base, e.g. http://127.0.0.1:7860. */
  url: string;
  /** "user:pass" of --api-auth (HTTP Basic); any other value is sent as a Bearer token (a proxy's). */
  key?: string | null;
  /** A checkpoint to use for these requests (sd_model_checkpoint); null: whichever is loaded. */
  model?: string | null;
  /** TIMEOUT_MS.image (120 s) by default. */
  timeoutMs?: number;
};

const STEPS: Record<Quality, number> = { draft: 12, standard: 20, high: 30 };
const NEGATIVE_PROMPT =
  'lowres, blurry, deformed, disfigured, bad anatomy, watermark, signature, text, jpeg artifacts';
const MAX_JSON_BYTES = 64 * 1024 * 1024;

export function a1111Engine(config: A1111Config): Engine {
  const base = config.url
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/sdapi\/v1$/, '');
  const endpoint = `${base}/sdapi/v1/txt2img`;
  const key = config.key ?? null;
  const model = config.model ?? null;
  const auth: Record<string, string> = !key
    ? {}
    : key.includes(':')
      ? { authorization: `Basic ${Buffer.from(key).toString('base64')}` }
      : { authorization: `Bearer ${key}` };
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS.image;
  const what = 'A1111';

  return {
    id: 'a1111',
    model,
    kinds: ['image'],
    async generate(request, context) {
      const deadline = startDeadline(context.signal, timeoutMs);
      const body = {
        prompt: styledPrompt(request.prompt, request.style),
        negative_prompt: NEGATIVE_PROMPT,
        width: request.width,
        height: request.height,
        steps: STEPS[request.quality],
        seed: request.seed,
        sampler_name: 'Euler a',
        cfg_scale: 7,
        batch_size: 1,
        n_iter: 1,
        override_settings: model ? { sd_model_checkpoint: model } : undefined,
      };
      const answer = expectOk(
        await exchange(
          endpoint,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          },
          deadline,
          what,
          MAX_JSON_BYTES,
        ),
        what,
      );
      const payload = parseJson(answer, what);
      const images = isObject(payload) ? payload.images : undefined;
      const first: unknown = Array.isArray(images) ? images[0] : undefined;
      if (typeof first !== 'string' || first === '')
        throw new ProviderError('bad_response', false, `${what}: no images[0] in the answer`);
      const file = imageFile(decodeBase64(first), what);
      context.onProgress(100);
      return file;
    },
  };
}
