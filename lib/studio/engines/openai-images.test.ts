/** @jest-environment node */
// The OpenAI images adapter against a local server that speaks POST /v1/images/generations.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { STYLES } from '../rules';
import { openAiImagesEngine, readImageHeader, styledPrompt, STYLE_WORDS } from './openai-images';
import { ProviderError, type GenerationRequest } from './types';

type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer };
type Handler = (seen: Seen, res: ServerResponse) => void;

let server: Server;
let base: string;
let port: number;
let handler: Handler;
let seen: Seen[] = [];
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3300' } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      handler(entry, res);
    });
  });
  // No host: both 127.0.0.1 and localhost reach it (two origins for the download test).
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const request: GenerationRequest = {
  kind: 'image',
  prompt: 'a lighthouse at dusk',
  style: 'watercolor',
  width: 1024,
  height: 576,
  quality: 'standard',
  seed: 42,
};

function run(
  config: Partial<Parameters<typeof openAiImagesEngine>[0]> = {},
  signal: AbortSignal = new AbortController().signal,
) {
  const progress: number[] = [];
  const engine = openAiImagesEngine({ url: base, key: 'sk-test', model: 'stable-diffusion', ...config });
  return {
    engine,
    progress,
    result: engine.generate(request, { onProgress: (p) => progress.push(p), signal }),
  };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('openAiImagesEngine', () => {
  it('posts the documented request and returns the PNG with its real size', async () => {
    handler = (_, res) => json(res, 200, { created: 1, data: [{ b64_json: png.toString('base64') }] });
    const { engine, result, progress } = run();
    const file = await result;

    expect(engine).toMatchObject({ id: 'openai-images', model: 'stable-diffusion', kinds: ['image'] });
    expect(seen).toHaveLength(1);
    const [sent] = seen;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/images/generations');
    expect(sent!.headers.authorization).toBe('Bearer sk-test');
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent!.body.toString())).toEqual({
      model: 'stable-diffusion',
      prompt: 'a lighthouse at dusk, in a watercolor painting style',
      n: 1,
      size: '1024x576',
      response_format: 'b64_json',
    });
    expect(file.mime).toBe('image/png');
    expect([file.width, file.height]).toEqual([64, 36]);
    expect(Buffer.from(file.bytes).equals(png)).toBe(true);
    expect(progress).toEqual([100]);
  });

  it.each([`/`, `/v1`, `/v1/`])(
    'tolerates a base URL ending in %s, and sends no key when there is none',
    async (tail) => {
      handler = (_, res) => json(res, 200, { data: [{ b64_json: png.toString('base64') }] });
      await run({ url: `${base}${tail}`, key: null }).result;
      expect(seen[0]!.path).toBe('/v1/images/generations');
      expect(seen[0]!.headers.authorization).toBeUndefined();
    },
  );

  it("asks OpenAI's GPT image models for a size they take, without response_format", async () => {
    handler = (_, res) => json(res, 200, { data: [{ b64_json: png.toString('base64') }] });
    await run({ model: 'gpt-image-1' }).result;
    const body = JSON.parse(seen[0]!.body.toString());
    expect(body).toEqual({
      model: 'gpt-image-1',
      prompt: 'a lighthouse at dusk, in a watercolor painting style',
      n: 1,
      size: '1536x1024',
      quality: 'medium',
    });
  });

  it('downloads data[0].url, with the key only on the provider’s own origin', async () => {
    handler = (entry, res) => {
      if (entry.path === '/v1/images/generations')
        return json(res, 200, { data: [{ url: '/generated/a.jpg' }] });
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    };
    const file = await run().result;
    expect(seen.map((s) => s.path)).toEqual(['/v1/images/generations', '/generated/a.jpg']);
    expect(seen[1]!.headers.authorization).toBe('Bearer sk-test');
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 40, height: 30 });

    seen = [];
    handler = (entry, res) => {
      if (entry.path === '/v1/images/generations')
        return json(res, 200, { data: [{ url: `http://localhost:${port}/away.jpg` }] });
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    };
    await run().result;
    expect(seen[1]!.path).toBe('/away.jpg');
    expect(seen[1]!.headers.authorization).toBeUndefined();
  });

  it('maps a failed download', async () => {
    handler = (entry, res) => {
      if (entry.path === '/v1/images/generations') return json(res, 200, { data: [{ url: '/gone.png' }] });
      res.writeHead(404);
      res.end();
    };
    expect(await failure(run().result)).toMatchObject({ failure: 'bad_response', transient: false });
  });

  it.each([
    [
      '401',
      401,
      {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
      {},
      'bad_key',
      false,
    ],
    [
      '403',
      403,
      { error: { message: 'Your organization must be verified', type: 'invalid_request_error' } },
      {},
      'bad_key',
      false,
    ],
    [
      '429 rate limit',
      429,
      { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
      {},
      'quota',
      true,
    ],
    [
      '429 a long Retry-After',
      429,
      { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
      { 'retry-after': '3600' },
      'quota',
      false,
    ],
    [
      '429 insufficient_quota',
      429,
      {
        error: {
          message: 'You exceeded your current quota',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      },
      {},
      'quota',
      false,
    ],
    [
      '400 billing limit',
      400,
      {
        error: {
          message: 'Billing hard limit has been reached',
          type: 'invalid_request_error',
          code: 'billing_hard_limit_reached',
        },
      },
      {},
      'quota',
      false,
    ],
    [
      '400 content_policy_violation',
      400,
      {
        error: {
          message: 'Your request was rejected as a result of our safety system.',
          type: 'invalid_request_error',
          code: 'content_policy_violation',
        },
      },
      {},
      'content_policy',
      false,
    ],
    [
      '400 moderation_blocked',
      400,
      {
        error: {
          message: 'Your request was rejected by the safety system.',
          type: 'image_generation_user_error',
          code: 'moderation_blocked',
        },
      },
      {},
      'content_policy',
      false,
    ],
    [
      '400 another error',
      400,
      { error: { message: "Invalid value: '999x1'.", type: 'invalid_request_error', code: 'invalid_value' } },
      {},
      'bad_response',
      false,
    ],
    ['404 (not this API)', 404, '<html>Not Found</html>', {}, 'unavailable', false],
    [
      '500',
      500,
      { error: { message: 'The server had an error', type: 'server_error' } },
      {},
      'unavailable',
      true,
    ],
    ['503 with an HTML page', 503, '<html>Service Unavailable</html>', {}, 'unavailable', true],
  ] as const)('maps %s', async (_, status, body, headers, expected, transient) => {
    handler = (__, res) => json(res, status, body, headers);
    const error = await failure(run().result);
    expect(error).toMatchObject({ failure: expected, transient });
    expect(error.message).toContain(`HTTP ${status}`);
    expect(error.message).not.toContain('sk-test');
  });

  it.each([
    ['garbage JSON', (res: ServerResponse) => json(res, 200, '{"data": [{"b64_json": ')],
    ['JSON without data', (res: ServerResponse) => json(res, 200, { created: 1 })],
    ['an empty data list', (res: ServerResponse) => json(res, 200, { data: [] })],
    [
      'an HTML page',
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>Welcome to nginx</body></html>');
      },
    ],
    [
      'bytes that are no image',
      (res: ServerResponse) =>
        json(res, 200, { data: [{ b64_json: Buffer.from('GIF89a, not today').toString('base64') }] }),
    ],
    [
      'a truncated PNG',
      (res: ServerResponse) =>
        json(res, 200, { data: [{ b64_json: png.subarray(0, 12).toString('base64') }] }),
    ],
  ])('calls %s a bad response', async (_, answer) => {
    handler = (__, res) => answer(res);
    expect(await failure(run().result)).toMatchObject({ failure: 'bad_response', transient: false });
  });

  it('gives up on a server that never answers: timeout, transient', async () => {
    handler = () => {};
    const started = Date.now();
    const error = await failure(run({ timeoutMs: 200 }).result);
    expect(error).toMatchObject({ failure: 'timeout', transient: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops when the job runner aborts its signal', async () => {
    handler = () => {};
    const controller = new AbortController();
    const { result } = run({}, controller.signal);
    setTimeout(() => controller.abort(), 50);
    expect(await failure(result)).toMatchObject({ failure: 'timeout', transient: true });
  });

  it('throws the job runner’s own ProviderError when it is the reason of the abort', async () => {
    handler = () => {};
    const controller = new AbortController();
    const reason = new ProviderError('timeout', false, 'the job’s deadline');
    const { result } = run({}, controller.signal);
    setTimeout(() => controller.abort(reason), 50);
    expect(await failure(result)).toBe(reason);
  });

  it('calls a reset connection unavailable, transient', async () => {
    handler = (_, res) => res.socket?.destroy();
    expect(await failure(run().result)).toMatchObject({ failure: 'unavailable', transient: true });
  });

  it('calls a refused connection unavailable, transient', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(run({ url: `http://127.0.0.1:${closedPort}` }).result);
    expect(error).toMatchObject({ failure: 'unavailable', transient: true });
    expect(error.message).toMatch(/ECONNREFUSED/);
  });
});

describe('styledPrompt', () => {
  it('has words for each of the six styles', () => {
    for (const style of STYLES) expect(STYLE_WORDS[style]).toMatch(/\w/);
    expect(styledPrompt('  a cat ', 'render3d')).toBe('a cat, in a 3D render style');
    expect(styledPrompt('a cat', 'anime')).toBe('a cat, in an anime style');
  });
});

describe('readImageHeader', () => {
  const make = () =>
    sharp({
      create: { width: 21, height: 13, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } },
    });

  it('reads PNG, JPEG and the three WebP forms', async () => {
    expect(readImageHeader(await make().png().toBuffer())).toEqual({
      mime: 'image/png',
      width: 21,
      height: 13,
    });
    expect(readImageHeader(await make().jpeg().toBuffer())).toEqual({
      mime: 'image/jpeg',
      width: 21,
      height: 13,
    });
    const lossy = await make().removeAlpha().webp().toBuffer();
    const lossless = await make().webp({ lossless: true }).toBuffer();
    const extended = await make().webp().toBuffer(); // lossy with alpha: VP8X
    expect([lossy, lossless, extended].map((b) => b.toString('latin1', 12, 16))).toEqual([
      'VP8 ',
      'VP8L',
      'VP8X',
    ]);
    for (const webp of [lossy, lossless, extended])
      expect(readImageHeader(webp)).toEqual({ mime: 'image/webp', width: 21, height: 13 });
  });

  it('reads a JPEG whose frame header comes after other segments', async () => {
    const withExif = await make().jpeg().withMetadata().toBuffer();
    expect(readImageHeader(withExif)).toEqual({ mime: 'image/jpeg', width: 21, height: 13 });
  });

  it('refuses what is not one of them', () => {
    expect(readImageHeader(new Uint8Array(0))).toBeNull();
    expect(readImageHeader(Buffer.from('GIF89a'))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageHeader(Buffer.from('RIFF\0\0\0\0WEBPXXXX'))).toBeNull();
  });
});
