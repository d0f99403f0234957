import 'server-only';
// An adapter to an OpenAI-shaped image API: POST {url}/v1/images/generations. The OpenAI API itself
// (gpt-image-1, dall-e-3), or a local server that speaks the same shape (LocalAI, stable-diffusion.cpp's
// sd-server). The lower half holds what every adapter of this folder shares (a1111.ts, openai-video.ts):
// the deadline, one HTTP exchange, the mapping of an error answer to a ProviderError, the styles' words,
// and a reader of an image's type and size from its first bytes.
import { redact } from '../../log';
import { TIMEOUT_MS, type Quality, type Style } from '../rules';
import { ProviderError, type Engine, type GeneratedFile, type GenerationRequest } from './types';

export type OpenAiImagesConfig = {
  /** The base, e.g. https://api.openai.com or http://localhost:8080 (a trailing "/" or "/v1" is fine). */
  url: string;
  /** Sent as "Authorization: Bearer …" when set. */
  key: string | null;
  model: string;
  /** The whole exchange, download included; TIMEOUT_MS.image (120 s) by default. */
  timeoutMs?: number;
};

/** The JSON of an answer with base64 images (~4/3 of the bytes); a downloaded image. */
const MAX_JSON_BYTES = 64 * 1024 * 1024;
const MAX_IMAGE_BYTES = 48 * 1024 * 1024;

/**
 * OpenAI's own models take a few sizes only (anything else is a 400): the one of the same orientation.
 * Other models (LocalAI, sd-server) take the size asked for. Either way the real size is read back from
 * the image.
 */
function sizeFor(model: string, width: number, height: number): [number, number] {
  const orientation = Math.sign(width - height);
  if (/^gpt-image/i.test(model))
    return orientation > 0 ? [1536, 1024] : orientation < 0 ? [1024, 1536] : [1024, 1024];
  if (/^dall-e-3/i.test(model))
    return orientation > 0 ? [1792, 1024] : orientation < 0 ? [1024, 1792] : [1024, 1024];
  if (/^dall-e-2/i.test(model)) return [1024, 1024];
  return [width, height];
}

const GPT_IMAGE_QUALITY: Record<Quality, string> = { draft: 'low', standard: 'medium', high: 'high' };

function requestBody(model: string, request: GenerationRequest): Record<string, unknown> {
  const [width, height] = sizeFor(model, request.width, request.height);
  const body: Record<string, unknown> = {
    model,
    prompt: styledPrompt(request.prompt, request.style),
    n: 1,
    size: `${width}x${height}`,
  };
  if (/^gpt-image/i.test(model)) {
    // The GPT image models always answer in base64 and refuse response_format ("Unknown parameter").
    body.quality = GPT_IMAGE_QUALITY[request.quality];
  } else {
    body.response_format = 'b64_json';
    if (/^dall-e-3/i.test(model)) body.quality = request.quality === 'high' ? 'hd' : 'standard';
  }
  return body;
}

/** Where an OpenAI-compatible server is (its root: a "/v1" given is dropped) and how to sign in to it. */
export function openAiServer(config: { url: string; key: string | null }) {
  const base = config.url.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
  const auth: Record<string, string> = config.key ? { authorization: `Bearer ${config.key}` } : {};
  return { base, auth };
}

export function openAiImagesEngine(config: OpenAiImagesConfig): Engine {
  const { base, auth } = openAiServer(config);
  const endpoint = `${base}/v1/images/generations`;
  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS.image;
  const what = 'OpenAI images';

  return {
    id: 'openai-images',
    model: config.model,
    kinds: ['image'],
    async generate(request, context) {
      const deadline = startDeadline(context.signal, timeoutMs);
      const answer = expectOk(
        await exchange(
          endpoint,
          {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(requestBody(config.model, request)),
          },
          deadline,
          what,
          MAX_JSON_BYTES,
        ),
        what,
      );
      const first = firstImage(parseJson(answer, what));
      let bytes: Uint8Array;
      if (first.b64) {
        bytes = decodeBase64(first.b64);
      } else {
        // A URL to download (dall-e's default, LocalAI's generated-images): the key goes only to the
        // provider's own origin, never to a storage host.
        const href = new URL(first.url, `${base}/`);
        if (href.protocol !== 'http:' && href.protocol !== 'https:')
          throw new ProviderError('bad_response', false, `${what}: the image URL is not http(s)`);
        const sameOrigin = href.origin === new URL(`${base}/`).origin;
        const download = await exchange(
          href.href,
          { method: 'GET', headers: sameOrigin ? auth : {} },
          deadline,
          `${what} download`,
          MAX_IMAGE_BYTES,
        );
        if (download.status < 200 || download.status > 299)
          throw new ProviderError(
            download.status >= 500 ? 'unavailable' : 'bad_response',
            download.status >= 500,
            `${what} download: HTTP ${download.status}`,
          );
        bytes = download.bytes;
      }
      const file = imageFile(bytes, what);
      context.onProgress(100);
      return file;
    },
  };
}

function firstImage(payload: unknown): { b64: string; url: string } {
  const data = isObject(payload) ? payload.data : undefined;
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (isObject(first)) {
    if (typeof first.b64_json === 'string' && first.b64_json !== '') return { b64: first.b64_json, url: '' };
    if (typeof first.url === 'string' && first.url !== '') return { b64: '', url: first.url };
  }
  throw new ProviderError('bad_response', false, 'OpenAI images: no data[0].b64_json or data[0].url');
}

// ——— Shared by the adapters of this folder ———

/** How each of today's six styles is said to a model, folded into the prompt. */
export const STYLE_WORDS: Record<Style, string> = {
  photorealistic: 'photorealistic',
  digitalArt: 'digital art',
  cinematic: 'cinematic',
  anime: 'anime',
  watercolor: 'watercolor painting',
  render3d: '3D render',
};

export function styledPrompt(prompt: string, style: Style): string {
  const words = STYLE_WORDS[style];
  return `${prompt.trim()}, in ${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words} style`;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The job's own signal and this adapter's timeout, as one signal. */
export type Deadline = { signal: AbortSignal; timer: AbortSignal; outer: AbortSignal; ms: number };

export function startDeadline(outer: AbortSignal, ms: number): Deadline {
  const timer = AbortSignal.timeout(ms);
  return { signal: AbortSignal.any([outer, timer]), timer, outer, ms };
}

/**
 * The ProviderError for a job stopped by its runner (the signal's reason when it is one) or for this
 * adapter's timeout, else null.
 */
export function abortedError(deadline: Deadline, what: string): ProviderError | null {
  if (deadline.outer.aborted)
    return deadline.outer.reason instanceof ProviderError
      ? deadline.outer.reason
      : new ProviderError('timeout', true, `${what}: stopped by the job runner`);
  if (deadline.timer.aborted)
    return new ProviderError('timeout', true, `${what}: no answer within ${deadline.ms} ms`);
  return null;
}

export type Answer = { status: number; headers: Headers; bytes: Uint8Array };

/**
 * One HTTP exchange, its body read whole (up to maxBytes) before the deadline. A refused, reset or
 * dropped connection is `unavailable` (transient); the deadline is `timeout` (transient).
 */
export async function exchange(
  url: string,
  init: RequestInit,
  deadline: Deadline,
  what: string,
  maxBytes: number,
): Promise<Answer> {
  const before = abortedError(deadline, what);
  if (before) throw before;
  try {
    const response = await fetch(url, { ...init, signal: deadline.signal, redirect: 'follow' });
    const bytes = await readCapped(response, maxBytes, what);
    return { status: response.status, headers: response.headers, bytes };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw (
      abortedError(deadline, what) ??
      new ProviderError('unavailable', true, `${what}: ${networkError(error)}`)
    );
  }
}

/** "fetch failed (ECONNREFUSED)": the message and the innermost code (duck-typed: errors may come from another realm). */
function networkError(error: unknown): string {
  let code = '';
  for (let e = error, depth = 0; isObject(e) && depth < 5; depth += 1, e = e.cause)
    if (typeof e.code === 'string') code = e.code;
  const message = isObject(error) && typeof error.message === 'string' ? error.message : String(error);
  return redact(`${message.split('\n', 1)[0]}${code ? ` (${code})` : ''}`);
}

async function readCapped(response: Response, maxBytes: number, what: string): Promise<Uint8Array> {
  const tooLarge = () =>
    new ProviderError('bad_response', false, `${what}: an answer over ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function parseJson(answer: Answer, what: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(answer.bytes)) as unknown;
  } catch {
    throw new ProviderError('bad_response', false, `${what}: the answer is not JSON`);
  }
}

/** The answer if it is a 2xx, else the ProviderError its status and error body say. */
export function expectOk(answer: Answer, what: string): Answer {
  if (answer.status >= 200 && answer.status <= 299) return answer;
  let payload: unknown = undefined;
  try {
    payload = JSON.parse(new TextDecoder().decode(answer.bytes));
  } catch {
    payload = new TextDecoder().decode(answer.bytes.subarray(0, 300));
  }
  throw failureOf(answer.status, payload, answer.headers.get('retry-after'), what);
}

const QUOTA_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached', 'billing_not_active']);
const POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked', 'content_filter']);
const POLICY_WORDS = /safety|content.?policy|moderation|content.?filter|nsfw/i;
/** A 429 asking to wait longer than this is not worth a retry of the job. */
const MAX_RETRY_AFTER_S = 60;

/** The code, type and message of an error body: OpenAI's {error: {…}}, A1111's {error, detail}, FastAPI's {detail}. */
export function errorFields(payload: unknown): { code: string; type: string; message: string } {
  const text = (value: unknown) =>
    typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
  if (typeof payload === 'string') return { code: '', type: '', message: payload };
  if (!isObject(payload)) return { code: '', type: '', message: '' };
  const error = payload.error;
  if (isObject(error))
    return { code: text(error.code), type: text(error.type), message: text(error.message) };
  const message = [error, payload.detail, payload.message, payload.errors]
    .map(text)
    .filter(Boolean)
    .join(': ');
  return { code: text(payload.code), type: typeof error === 'string' ? error : '', message };
}

export function failureOf(
  status: number,
  payload: unknown,
  retryAfter: string | null,
  what: string,
): ProviderError {
  const { code, type, message } = errorFields(payload);
  const said = [code, type, message].filter(Boolean).join(' ');
  const detail = redact(`${what}: HTTP ${status}${said ? ` ${said}` : ''}`);
  if (status === 401 || status === 403) return new ProviderError('bad_key', false, detail);
  if (QUOTA_CODES.has(code) || /insufficient_quota|billing_hard_limit/.test(said))
    return new ProviderError('quota', false, detail);
  if (status === 429) {
    const wait = Number(retryAfter);
    return new ProviderError('quota', !(Number.isFinite(wait) && wait > MAX_RETRY_AFTER_S), detail);
  }
  if (status >= 400 && status < 500 && (POLICY_CODES.has(code) || POLICY_WORDS.test(`${type} ${message}`)))
    return new ProviderError('content_policy', false, detail);
  if (status >= 500) return new ProviderError('unavailable', true, detail);
  // No such endpoint: the configured URL points at something else.
  if (status === 404 || status === 405) return new ProviderError('unavailable', false, detail);
  return new ProviderError('bad_response', false, detail);
}

/** Base64, or a data: URL of it, to bytes (a copy: Buffer.from may hand out a slice of a shared pool). */
export function decodeBase64(text: string): Uint8Array {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  return new Uint8Array(Buffer.from(text.slice(comma + 1), 'base64'));
}

type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** An image's type and pixel size from its first bytes (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X), or null. */
export function readImageHeader(
  bytes: Uint8Array,
): { mime: ImageMime; width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) =>
    at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';
  const sized = (mime: ImageMime, width: number, height: number) =>
    width > 0 && height > 0 ? { mime, width, height } : null;

  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (PNG.every((byte, i) => bytes[i] === byte)) {
    if (ascii(12, 4) !== 'IHDR' || bytes.length < 24) return null;
    return sized('image/png', view.getUint32(16), view.getUint32(20));
  }

  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    let at = 2;
    while (at + 4 <= bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2; // no length
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null; // end, or scan data before any frame header
      const length = view.getUint16(at + 2);
      const isFrame =
        marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) {
        if (at + 9 > bytes.length) return null;
        return sized('image/jpeg', view.getUint16(at + 7), view.getUint16(at + 5));
      }
      at += 2 + length;
    }
    return null;
  }

  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (
      chunk === 'VP8 ' &&
      bytes.length >= 30 &&
      bytes[23] === 0x9d &&
      bytes[24] === 0x01 &&
      bytes[25] === 0x2a
    )
      return sized('image/webp', view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
    if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
      const bits = view.getUint32(21, true);
      return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    if (chunk === 'VP8X' && bytes.length >= 30) {
      const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
      return sized('image/webp', u24(24) + 1, u24(27) + 1);
    }
    return null;
  }
  return null;
}

/** The bytes as a GeneratedFile, or bad_response when they are not a PNG, JPEG or WebP of a readable size. */
export function imageFile(bytes: Uint8Array, what: string): GeneratedFile {
  const header = readImageHeader(bytes);
  if (!header)
    throw new ProviderError('bad_response', false, `${what}: the answer is not a PNG, JPEG or WebP image`);
  return { bytes, ...header };
}
