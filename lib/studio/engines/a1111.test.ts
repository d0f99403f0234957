/** @jest-environment node */
// The A1111 adapter against a local server that speaks POST /sdapi/v1/txt2img.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { a1111Engine } from './a1111';
import { ProviderError, type GenerationRequest } from './types';

type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer };
type Handler = (seen: Seen, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let seen: Seen[] = [];
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 48, height: 27, channels: 3, background: '#228844' } })
    .png()
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const success = (res: ServerResponse) =>
  json(res, 200, {
    images: [png.toString('base64')],
    parameters: {},
    info: JSON.stringify({ seed: 7, width: 48, height: 27, sd_model_name: 'dreamshaper_8' }),
  });

const request: GenerationRequest = {
  kind: 'image',
  prompt: 'a fox in the snow',
  style: 'anime',
  width: 576,
  height: 1024,
  quality: 'draft',
  seed: 7,
};

function run(
  config: Partial<Parameters<typeof a1111Engine>[0]> = {},
  overrides: Partial<GenerationRequest> = {},
  signal: AbortSignal = new AbortController().signal,
) {
  const progress: number[] = [];
  const engine = a1111Engine({ url: base, ...config });
  const result = engine.generate(
    { ...request, ...overrides },
    { onProgress: (p) => progress.push(p), signal },
  );
  return { engine, progress, result };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('a1111Engine', () => {
  it('posts txt2img with the style, steps of the quality and the seed, and returns the PNG', async () => {
    handler = (_, res) => success(res);
    const { engine, result, progress } = run({
      url: `${base}/`,
      key: 'artist:s3cret',
      model: 'dreamshaper_8',
    });
    const file = await result;

    expect(engine).toMatchObject({ id: 'a1111', model: 'dreamshaper_8', kinds: ['image'] });
    const [sent] = seen;
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/sdapi/v1/txt2img');
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('artist:s3cret').toString('base64')}`);
    expect(sent!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent!.body.toString());
    expect(body).toMatchObject({
      prompt: 'a fox in the snow, in an anime style',
      width: 576,
      height: 1024,
      steps: 12,
      seed: 7,
      sampler_name: 'Euler a',
      cfg_scale: 7,
      override_settings: { sd_model_checkpoint: 'dreamshaper_8' },
    });
    expect(body.negative_prompt).toEqual(expect.stringMatching(/blurry/));
    expect(file).toMatchObject({ mime: 'image/png', width: 48, height: 27 });
    expect(Buffer.from(file.bytes).equals(png)).toBe(true);
    expect(progress).toEqual([100]);
  });

  it.each([
    ['standard', 20],
    ['high', 30],
  ] as const)(
    'takes %s steps for %s, no override without a model, no auth without a key',
    async (quality, steps) => {
      handler = (_, res) => success(res);
      const { engine, result } = run({}, { quality });
      await result;
      expect(engine.model).toBeNull();
      const body = JSON.parse(seen[0]!.body.toString());
      expect(body.steps).toBe(steps);
      expect(body).not.toHaveProperty('override_settings');
      expect(seen[0]!.headers.authorization).toBeUndefined();
    },
  );

  it('sends a key without a colon as a Bearer token', async () => {
    handler = (_, res) => success(res);
    await run({ key: 'proxy-token' }).result;
    expect(seen[0]!.headers.authorization).toBe('Bearer proxy-token');
  });

  it('takes a data: URL in images[0]', async () => {
    handler = (_, res) => json(res, 200, { images: [`data:image/png;base64,${png.toString('base64')}`] });
    expect(await run().result).toMatchObject({ mime: 'image/png', width: 48 });
  });

  it.each([
    ['401 (--api-auth)', 401, { detail: 'Incorrect username or password' }, 'bad_key', false],
    [
      '429 from a proxy',
      429,
      { error: { message: 'Too many requests', code: 'rate_limit_exceeded' } },
      'quota',
      true,
    ],
    [
      '429 insufficient_quota from a proxy',
      429,
      { error: { message: 'quota', code: 'insufficient_quota' } },
      'quota',
      false,
    ],
    [
      '400 an NSFW filter',
      400,
      { error: 'ContentPolicy', detail: 'NSFW content detected by the safety checker' },
      'content_policy',
      false,
    ],
    [
      '422 validation',
      422,
      {
        detail: [{ loc: ['body', 'width'], msg: 'value is not a valid integer', type: 'type_error.integer' }],
      },
      'bad_response',
      false,
    ],
    [
      '500 {error, detail}',
      500,
      { error: 'OutOfMemoryError', detail: '', body: '', errors: 'CUDA out of memory.' },
      'unavailable',
      true,
    ],
  ] as const)('maps %s', async (_, status, body, expected, transient) => {
    handler = (__, res) => json(res, status, body);
    const error = await failure(run({ key: 'artist:s3cret' }).result);
    expect(error).toMatchObject({ failure: expected, transient });
    expect(error.message).not.toContain('s3cret');
  });

  it.each([
    ['garbage JSON', (res: ServerResponse) => json(res, 200, 'Internal Server Error<')],
    ['no images', (res: ServerResponse) => json(res, 200, { images: [], parameters: {}, info: '{}' })],
    [
      'an HTML page',
      (res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><title>Stable Diffusion</title>');
      },
    ],
    [
      'bytes that are no image',
      (res: ServerResponse) => json(res, 200, { images: [Buffer.from('%PDF-1.7').toString('base64')] }),
    ],
  ])('calls %s a bad response', async (_, answer) => {
    handler = (__, res) => answer(res);
    expect(await failure(run().result)).toMatchObject({ failure: 'bad_response', transient: false });
  });

  it('gives up on a server that never answers: timeout, transient', async () => {
    handler = () => {};
    const started = Date.now();
    expect(await failure(run({ timeoutMs: 200 }).result)).toMatchObject({
      failure: 'timeout',
      transient: true,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('calls a reset connection unavailable, transient', async () => {
    handler = (_, res) => res.socket?.destroy();
    expect(await failure(run().result)).toMatchObject({ failure: 'unavailable', transient: true });
  });
});
