/** @jest-environment node */
// The OpenAI video adapter against a local server that speaks the Videos API: POST /v1/videos (multipart),
// GET /v1/videos/{id}, GET /v1/videos/{id}/content.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openAiVideoEngine } from './openai-video';
import { ProviderError, type GenerationRequest } from './types';

type Seen = { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer };
type Handler = (seen: Seen, res: ServerResponse) => void;

let server: Server;
let base: string;
let handler: Handler;
let seen: Seen[] = [];

/** The first box of an MP4 (ftyp), enough for the adapter's check. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

beforeAll(async () => {
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

function video(fields: Record<string, unknown>) {
  return {
    id: 'video_123',
    object: 'video',
    model: 'sora-2',
    status: 'queued',
    progress: 0,
    created_at: 1760000000,
    size: '1280x720',
    seconds: '4',
    ...fields,
  };
}

/** A provider whose job goes through the given states, one a look, then serves `content`. */
function provider(states: Record<string, unknown>[], content: Buffer = MP4): Handler {
  let look = 0;
  return (entry, res) => {
    if (entry.method === 'POST' && entry.path === '/v1/videos') return json(res, 200, video({}));
    if (entry.method === 'GET' && entry.path === '/v1/videos/video_123') {
      const state = states[Math.min(look, states.length - 1)]!;
      look += 1;
      return json(res, 200, video(state));
    }
    if (entry.method === 'GET' && entry.path === '/v1/videos/video_123/content') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      return res.end(content);
    }
    json(res, 404, { error: { message: 'no such route' } });
  };
}

const request: GenerationRequest = {
  kind: 'video',
  prompt: 'waves on a rocky shore',
  style: 'cinematic',
  width: 1280,
  height: 720,
  quality: 'standard',
  seed: 1,
};

function run(
  config: Partial<Parameters<typeof openAiVideoEngine>[0]> = {},
  overrides: Partial<GenerationRequest> = {},
) {
  const progress: number[] = [];
  const engine = openAiVideoEngine({ url: base, key: 'sk-video', model: 'sora-2', pollMs: 10, ...config });
  const result = engine.generate(
    { ...request, ...overrides },
    { onProgress: (p) => progress.push(p), signal: new AbortController().signal },
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

async function form(entry: Seen): Promise<Record<string, string>> {
  const parsed = await new Request('http://form.test/', {
    method: 'POST',
    headers: { 'content-type': String(entry.headers['content-type']) },
    body: new Uint8Array(entry.body),
  }).formData();
  return Object.fromEntries([...parsed.entries()].map(([k, v]) => [k, String(v)]));
}

describe('openAiVideoEngine', () => {
  it('creates the job, follows it queued → in_progress → completed, and downloads the MP4', async () => {
    handler = provider([
      { status: 'in_progress', progress: 50 },
      { status: 'completed', progress: 100 },
    ]);
    const { engine, result, progress } = run({ url: `${base}/v1/` });
    const file = await result;

    expect(engine).toMatchObject({ id: 'openai-video', model: 'sora-2', kinds: ['video'] });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/videos',
      'GET /v1/videos/video_123',
      'GET /v1/videos/video_123',
      'GET /v1/videos/video_123/content',
    ]);
    for (const entry of seen) expect(entry.headers.authorization).toBe('Bearer sk-video');
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(await form(seen[0]!)).toEqual({
      model: 'sora-2',
      prompt: 'waves on a rocky shore, in a cinematic style',
      size: '1280x720',
      seconds: '4',
    });
    expect(progress).toEqual([0, 50, 100]);
    expect(file).toMatchObject({ mime: 'video/mp4', width: 1280, height: 720 });
    expect(Buffer.from(file.bytes).equals(MP4)).toBe(true);
  });

  it('asks Sora for a size it takes, and another server for the size asked for', async () => {
    handler = provider([{ status: 'completed', progress: 100, size: '1280x720' }]);
    await run({}, { width: 720, height: 720 }).result;
    expect((await form(seen[0]!)).size).toBe('1280x720');

    seen = [];
    handler = provider([{ status: 'completed', progress: 100, size: null }]);
    const file = await run({ model: 'wan-2.1', key: null }, { width: 720, height: 720 }).result;
    expect((await form(seen[0]!)).size).toBe('720x720');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(file).toMatchObject({ width: 720, height: 720 });
  });

  it('looks again after a passing fault while the job runs', async () => {
    const inner = provider([
      { status: 'in_progress', progress: 30 },
      { status: 'completed', progress: 100 },
    ]);
    let looks = 0;
    handler = (entry, res) => {
      if (entry.method === 'GET' && entry.path === '/v1/videos/video_123' && looks++ === 0)
        return json(res, 503, { error: { message: 'The server is overloaded', type: 'server_error' } });
      inner(entry, res);
    };
    const { result, progress } = run();
    expect(await result).toMatchObject({ mime: 'video/mp4' });
    expect(progress).toEqual([0, 30, 100]);
  });

  it('gives up after several faults in a row: unavailable, transient', async () => {
    handler = (entry, res) => {
      if (entry.method === 'POST') return json(res, 200, video({}));
      json(res, 502, '<html>Bad Gateway</html>');
    };
    expect(await failure(run().result)).toMatchObject({ failure: 'unavailable', transient: true });
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(4);
  });

  it.each([
    [
      'moderation_blocked',
      { code: 'moderation_blocked', message: 'Your request was blocked by our moderation system.' },
      'content_policy',
    ],
    [
      'a policy message',
      { code: 'invalid_request', message: 'This prompt violates our content policy' },
      'content_policy',
    ],
    ['a billing code', { code: 'billing_hard_limit_reached', message: 'Billing limit' }, 'quota'],
    ['another code', { code: 'video_generation_failed', message: 'Something went wrong' }, 'bad_response'],
    ['no error at all', null, 'bad_response'],
  ] as const)('maps a failed job with %s', async (_, error, expected) => {
    handler = provider([
      { status: 'in_progress', progress: 20 },
      { status: 'failed', progress: 20, error },
    ]);
    expect(await failure(run().result)).toMatchObject({ failure: expected, transient: false });
  });

  it.each([
    [
      '401',
      401,
      { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
      'bad_key',
      false,
    ],
    [
      '429 rate limit',
      429,
      { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
      'quota',
      true,
    ],
    [
      '429 insufficient_quota',
      429,
      { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } },
      'quota',
      false,
    ],
    [
      '400 content policy',
      400,
      { error: { message: 'Your request was rejected by the safety system.', code: 'moderation_blocked' } },
      'content_policy',
      false,
    ],
    [
      '500',
      500,
      { error: { message: 'The server had an error', type: 'server_error' } },
      'unavailable',
      true,
    ],
  ] as const)('maps a %s to the create call', async (_, status, body, expected, transient) => {
    handler = (__, res) => json(res, status, body);
    expect(await failure(run().result)).toMatchObject({ failure: expected, transient });
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['garbage JSON', (res: ServerResponse) => json(res, 200, '{"id": "video_1", "status":')],
    ['a job without an id', (res: ServerResponse) => json(res, 200, { object: 'video', status: 'queued' })],
    ['an unknown status', (res: ServerResponse) => json(res, 200, video({ status: 'thinking' }))],
  ])('calls %s a bad response', async (_, answer) => {
    handler = (__, res) => answer(res);
    expect(await failure(run().result)).toMatchObject({ failure: 'bad_response', transient: false });
  });

  it('calls content that is no MP4 a bad response', async () => {
    handler = provider([{ status: 'completed', progress: 100 }], Buffer.from('<html>not a video</html>'));
    expect(await failure(run().result)).toMatchObject({ failure: 'bad_response', transient: false });
  });

  it('gives up on a job that never finishes: timeout, transient', async () => {
    handler = provider([{ status: 'queued', progress: 0 }]);
    const started = Date.now();
    expect(await failure(run({ timeoutMs: 250 }).result)).toMatchObject({
      failure: 'timeout',
      transient: true,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up on a server that never answers: timeout, transient', async () => {
    handler = () => {};
    expect(await failure(run({ timeoutMs: 200 }).result)).toMatchObject({
      failure: 'timeout',
      transient: true,
    });
  });
});
