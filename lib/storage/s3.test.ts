/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { FileTooLargeError, LocalFileStore, fileStore } from '.';
import { S3FileStore } from './s3';

// fileStore() reads DATA_DIR through ../env; the tests below switch between memory:// and a directory.
jest.mock('../env', () => ({ dataDir: 'memory://', inMemoryData: true }));
const mockEnv = jest.requireMock<{ dataDir: string; inMemoryData: boolean }>('../env');

const BUCKET = 'civitas-test';
const MB = 1024 * 1024;

function streamOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const queue = chunks.map((chunk) => (typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

/** data in chunks of chunkSize, produced on demand; counts what was pulled and whether it was cancelled. */
function chunkedStream(data: Uint8Array, chunkSize: number) {
  const state = { pulled: 0, cancelled: false };
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= data.byteLength) return controller.close();
        const chunk = data.slice(offset, offset + chunkSize);
        offset += chunk.byteLength;
        state.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    parts.push(value);
  }
}

const sha256 = (data: Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

let server: S3rver;
let serverDir: string;
let endpoint: string;
const clients: S3Client[] = [];

type Sent = { command: string; input: Record<string, unknown>; output?: Record<string, unknown> };

/**
 * A client of the fake server that records the commands it sends. s3rver has no AbortMultipartUpload
 * (it answers 405): with fakeAbort, that command is answered here with success instead of sent.
 */
function testClient(options: { fakeAbort?: boolean } = {}) {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const sent: Sent[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const entry: Sent = { command: context.commandName!, input: { ...(args.input as object) } };
      sent.push(entry);
      if (options.fakeAbort && context.commandName === 'AbortMultipartUploadCommand') {
        return { output: { $metadata: {} }, response: {} } as Awaited<ReturnType<typeof next>>;
      }
      const result = await next(args);
      entry.output = { ...result.output };
      return result;
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  clients.push(client);
  return { client, sent, commands: () => sent.map((entry) => entry.command) };
}

async function rawObject(client: S3Client, key: string): Promise<Buffer> {
  const response = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(await response.Body!.transformToByteArray());
}

beforeAll(async () => {
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address: AddressInfo = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  await server?.close();
  fs.rmSync(serverDir, { recursive: true, force: true });
});

describe('S3 file store', () => {
  let store: S3FileStore;
  let client: S3Client;
  let commands: () => string[];
  let sent: Sent[];
  let prefix: string;

  beforeEach(() => {
    ({ client, commands, sent } = testClient({ fakeAbort: true }));
    // A fresh prefix per test: the tests share the bucket.
    prefix = `run/${crypto.randomUUID()}`;
    store = new S3FileStore({ bucket: BUCKET, prefix: `${prefix}/`, client });
  });

  it('stores a stream and gives the same bytes back, with their size and SHA-256, under the prefix', async () => {
    const data = crypto.randomBytes(5000);
    const stored = await store.put(
      'listings/1/model.gguf',
      streamOf(data.subarray(0, 1), data.subarray(1, 3000), data.subarray(3000)),
      { maxBytes: 10_000 },
    );
    expect(stored).toEqual({ size: data.length, sha256: sha256(data) });
    expect(commands()).toEqual(['PutObjectCommand']);

    const opened = (await store.open('listings/1/model.gguf'))!;
    expect(opened.size).toBe(data.length);
    expect((await bytesOf(opened.stream)).equals(data)).toBe(true);
    expect((await rawObject(client, `${prefix}/listings/1/model.gguf`)).equals(data)).toBe(true);
  });

  it('uploads a large file in parts', async () => {
    const data = crypto.randomBytes(12 * MB + 123);
    const { stream } = chunkedStream(data, 256 * 1024);
    const stored = await store.put('creations/7/video.mp4', stream, { maxBytes: 50 * MB });
    expect(stored).toEqual({ size: data.length, sha256: sha256(data) });
    expect(commands().sort()).toEqual([
      'CompleteMultipartUploadCommand',
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
    ]);

    const opened = (await store.open('creations/7/video.mp4'))!;
    expect(opened.size).toBe(data.length);
    const back = await bytesOf(opened.stream);
    expect(back.length).toBe(data.length);
    expect(sha256(back)).toBe(sha256(data));
  });

  it('hashes as sha256sum does, empty files included', async () => {
    expect(await store.put('a.txt', streamOf('abc'), { maxBytes: 3 })).toEqual({
      size: 3,
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(await store.put('empty', streamOf(), { maxBytes: 0 })).toEqual({
      size: 0,
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
    const opened = (await store.open('empty'))!;
    expect(opened.size).toBe(0);
    expect((await bytesOf(opened.stream)).length).toBe(0);
  });

  it('replaces a key whole', async () => {
    await store.put('k', streamOf('first version'), { maxBytes: 100 });
    await store.put('k', streamOf('second'), { maxBytes: 100 });
    const opened = (await store.open('k'))!;
    expect(opened.size).toBe(6);
    expect((await bytesOf(opened.stream)).toString()).toBe('second');
  });

  it('refuses more than maxBytes, stops reading at once, sends nothing and keeps the previous object', async () => {
    await store.put('k', streamOf('kept'), { maxBytes: 4 });
    sent.length = 0;
    const { stream, state } = chunkedStream(new Uint8Array(100_000).fill(7), 1000);
    await expect(store.put('k', stream, { maxBytes: 10_500 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBe(11_000);
    // Less than a part: the uploader had not sent anything yet.
    expect(commands()).toEqual([]);
    expect((await bytesOf((await store.open('k'))!.stream)).toString()).toBe('kept');
  });

  it('aborts the multipart upload of a file found too large midway, and keeps the previous object', async () => {
    await store.put('big.bin', streamOf('previous'), { maxBytes: 100 });
    sent.length = 0;
    const { stream, state } = chunkedStream(crypto.randomBytes(12 * MB), MB);
    await expect(store.put('big.bin', stream, { maxBytes: 6 * MB })).rejects.toThrow(FileTooLargeError);
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBe(7 * MB);

    const created = sent.find((entry) => entry.command === 'CreateMultipartUploadCommand')!;
    const uploadId = created.output!.UploadId;
    expect(uploadId).toEqual(expect.any(String));
    expect(commands()).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'AbortMultipartUploadCommand',
    ]);
    expect(sent.at(-1)!.input).toEqual({ Bucket: BUCKET, Key: `${prefix}/big.bin`, UploadId: uploadId });

    const opened = (await store.open('big.bin'))!;
    expect(opened.size).toBe(8);
    expect((await bytesOf(opened.stream)).toString()).toBe('previous');
  });

  it('still throws FileTooLargeError, and says so, when the abort itself fails', async () => {
    // The real s3rver: it refuses AbortMultipartUpload.
    const real = testClient();
    const realStore = new S3FileStore({ bucket: BUCKET, prefix, client: real.client });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { stream } = chunkedStream(crypto.randomBytes(7 * MB), MB);
      await expect(realStore.put('big.bin', stream, { maxBytes: 6 * MB })).rejects.toThrow(FileTooLargeError);
      expect(real.commands()).toContain('AbortMultipartUploadCommand');
      expect(consoleError).toHaveBeenCalledTimes(1);
      const logged = consoleError.mock.calls[0]!.map(String).join(' ');
      expect(logged).toContain('could not abort multipart upload');
      expect(logged).not.toContain('S3RVER');
    } finally {
      consoleError.mockRestore();
    }
    expect(await realStore.open('big.bin')).toBeNull();
  });

  it('keeps nothing when the body fails midway', async () => {
    let sentChunk = false;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentChunk) controller.error(new Error('connection reset'));
        else controller.enqueue(new Uint8Array(10));
        sentChunk = true;
      },
    });
    await expect(store.put('k', failing, { maxBytes: 100 })).rejects.toThrow('connection reset');
    expect(await store.open('k')).toBeNull();
  });

  it('answers null for a missing key, and removes quietly', async () => {
    expect(await store.open('nothing/here')).toBeNull();
    await store.put('dir/file', streamOf('x'), { maxBytes: 1 });
    expect(await store.open('dir')).toBeNull();
    expect(await store.open('dir/file/below')).toBeNull();
    await store.remove('dir/file');
    expect(await store.open('dir/file')).toBeNull();
    await expect(store.remove('dir/file')).resolves.toBeUndefined();
    await expect(store.remove('never/was')).resolves.toBeUndefined();
  });

  it('throws for a missing bucket rather than answering null', async () => {
    const elsewhere = new S3FileStore({ bucket: 'no-such-bucket', client });
    await expect(elsewhere.open('k')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it.each([
    '',
    '../escape',
    'a/../../escape',
    'a/..',
    '/absolute',
    'Upper',
    '.hidden',
    '-dash',
    'a//b',
    'a/./b',
    'a/',
    'a\\b',
    'space d',
    'ünicode',
    'a'.repeat(202),
  ])('refuses the key %j', async (key) => {
    await expect(store.put(key, streamOf('x'), { maxBytes: 10 })).rejects.toThrow(/Invalid file key/);
    await expect(store.open(key)).rejects.toThrow(/Invalid file key/);
    await expect(store.remove(key)).rejects.toThrow(/Invalid file key/);
    expect(commands()).toEqual([]);
  });

  it.each(['../up', 'a//b', 'sp ace', 'x/./y'])('refuses the prefix %j', (bad) => {
    expect(() => new S3FileStore({ bucket: BUCKET, prefix: bad, client })).toThrow(/Invalid S3 key prefix/);
  });

  it('stores without a prefix when none is given', async () => {
    const bare = new S3FileStore({ bucket: BUCKET, client });
    const key = `bare/${crypto.randomUUID()}`;
    await bare.put(key, streamOf('top'), { maxBytes: 3 });
    expect((await rawObject(client, key)).toString()).toBe('top');
    await bare.remove(key);
  });

  it('streams what was open even if the key is replaced meanwhile, and can be cancelled', async () => {
    const data = crypto.randomBytes(200_000);
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}/k`, Body: data }));
    const opened = (await store.open('k'))!;
    expect(opened.size).toBe(data.length);
    const reader = opened.stream.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await expect(reader.cancel()).resolves.toBeUndefined();
  });
});

describe('fileStore()', () => {
  const variables = [
    'S3_BUCKET',
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_FORCE_PATH_STYLE',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
  ];
  const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
  const cache = globalThis as { civitasFileStore?: unknown };
  let dataDir: string;

  beforeEach(() => {
    for (const name of variables) delete process.env[name];
    delete cache.civitasFileStore;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-data-'));
    Object.assign(mockEnv, { dataDir, inMemoryData: false });
  });

  afterEach(() => {
    const store = cache.civitasFileStore;
    if (store instanceof S3FileStore) store.client.destroy();
    delete cache.civitasFileStore;
    for (const name of variables) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is DATA_DIR/files without S3_BUCKET', () => {
    process.env.S3_BUCKET = '  ';
    const store = fileStore();
    expect(store).toBeInstanceOf(LocalFileStore);
    expect((store as LocalFileStore).root).toBe(path.join(dataDir, 'files'));
  });

  it('is the bucket when S3_BUCKET is set, path-style with an endpoint', async () => {
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'civitas/files',
    });
    const store = fileStore();
    expect(fileStore()).toBe(store);
    expect(store).toBeInstanceOf(S3FileStore);
    const s3 = store as S3FileStore;
    expect(s3.bucket).toBe(BUCKET);
    expect(s3.prefix).toBe('civitas/files');
    expect(s3.client.config.forcePathStyle).toBe(true);
    expect(await s3.client.config.region()).toBe('us-east-1');

    const key = `env/${crypto.randomUUID()}`;
    expect(await store.put(key, streamOf('through env'), { maxBytes: 100 })).toMatchObject({ size: 11 });
    const { client } = testClient();
    expect((await rawObject(client, `civitas/files/${key}`)).toString()).toBe('through env');
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
  });

  it('takes the region, the addressing style and the default credential chain from the environment', async () => {
    Object.assign(process.env, { S3_BUCKET: 'b', S3_REGION: 'eu-west-3' });
    let s3 = fileStore() as S3FileStore;
    expect(await s3.client.config.region()).toBe('eu-west-3');
    expect(s3.client.config.forcePathStyle).toBe(false);
    expect(s3.prefix).toBe('');
    s3.client.destroy();

    delete cache.civitasFileStore;
    Object.assign(process.env, {
      S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: '0',
    });
    s3 = fileStore() as S3FileStore;
    expect(s3.client.config.forcePathStyle).toBe(false);
    s3.client.destroy();

    delete cache.civitasFileStore;
    delete process.env.S3_ENDPOINT;
    process.env.S3_FORCE_PATH_STYLE = '1';
    s3 = fileStore() as S3FileStore;
    expect(s3.client.config.forcePathStyle).toBe(true);
  });

  it('refuses half a key pair, and a bad S3_FORCE_PATH_STYLE', () => {
    Object.assign(process.env, { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id-only' });
    expect(() => fileStore()).toThrow(/set together/);
    delete process.env.S3_ACCESS_KEY_ID;
    process.env.S3_FORCE_PATH_STYLE = 'yes';
    expect(() => fileStore()).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('stays a throwaway directory under DATA_DIR=memory://, S3_BUCKET or not', () => {
    Object.assign(mockEnv, { dataDir: 'memory://', inMemoryData: true });
    process.env.S3_BUCKET = BUCKET;
    const store = fileStore();
    expect(store).toBeInstanceOf(LocalFileStore);
    expect((store as LocalFileStore).root.startsWith(os.tmpdir())).toBe(true);
  });
});
