/** @jest-environment node */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileTooLargeError, LocalFileStore, fileStore } from '.';

// As under DATA_DIR=memory:// (tests): files go to a fresh directory under the system temp dir.
jest.mock('../env', () => ({ dataDir: 'memory://', inMemoryData: true }));

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

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts);
    parts.push(value);
  }
}

/** Every file under dir, relative, temporary ones included. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

const sha256 = (data: Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

describe('local file store', () => {
  let root: string;
  let store: LocalFileStore;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-files-test-'));
    store = new LocalFileStore(root);
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores a stream and gives the same bytes back, with their size and SHA-256', async () => {
    const data = crypto.randomBytes(300_000);
    const stored = await store.put(
      'listings/1/model.gguf',
      streamOf(data.subarray(0, 1), data.subarray(1, 70_000), data.subarray(70_000)),
      { maxBytes: 1_000_000 },
    );
    expect(stored).toEqual({ size: data.length, sha256: sha256(data) });

    const opened = (await store.open('listings/1/model.gguf'))!;
    expect(opened.size).toBe(data.length);
    expect((await bytesOf(opened.stream)).equals(data)).toBe(true);
    expect(filesUnder(root)).toEqual([path.join('listings', '1', 'model.gguf')]);
  });

  it('hashes as sha256sum does', async () => {
    expect(await store.put('a.txt', streamOf('abc'), { maxBytes: 3 })).toEqual({
      size: 3,
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(await store.put('empty', streamOf(), { maxBytes: 0 })).toEqual({
      size: 0,
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
    expect((await bytesOf((await store.open('empty'))!.stream)).length).toBe(0);
  });

  it('replaces a key whole', async () => {
    await store.put('k', streamOf('first version'), { maxBytes: 100 });
    await store.put('k', streamOf('second'), { maxBytes: 100 });
    const opened = (await store.open('k'))!;
    expect(opened.size).toBe(6);
    expect((await bytesOf(opened.stream)).toString()).toBe('second');
    expect(filesUnder(root)).toEqual(['k']);
  });

  it('refuses more than maxBytes, stops reading at once, and keeps nothing', async () => {
    let pulls = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(1000).fill(7));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(store.put('big/file.bin', endless, { maxBytes: 10_500 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(cancelled).toBe(true);
    expect(pulls).toBeLessThan(15);
    expect(await store.open('big/file.bin')).toBeNull();
    expect(filesUnder(root)).toEqual([]);
  });

  it('leaves the previous file in place when a replacement is too large', async () => {
    await store.put('k', streamOf('kept'), { maxBytes: 4 });
    await expect(store.put('k', streamOf('ab', 'cde'), { maxBytes: 4 })).rejects.toThrow(FileTooLargeError);
    expect((await bytesOf((await store.open('k'))!.stream)).toString()).toBe('kept');
    expect(filesUnder(root)).toEqual(['k']);
  });

  it('keeps nothing when the body fails midway', async () => {
    let sent = false;
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error('connection reset'));
        else controller.enqueue(new Uint8Array(10));
        sent = true;
      },
    });
    await expect(store.put('k', failing, { maxBytes: 100 })).rejects.toThrow('connection reset');
    expect(filesUnder(root)).toEqual([]);
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
    expect(filesUnder(root)).toEqual([]);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('accepts the longest key the pattern allows', async () => {
    const key = 'a'.repeat(201);
    await store.put(key, streamOf('x'), { maxBytes: 1 });
    const opened = await store.open(key);
    expect(opened?.size).toBe(1);
    // Read it to the end, so its file handle closes now rather than at garbage collection.
    expect((await bytesOf(opened!.stream)).toString()).toBe('x');
  });

  it('streams what was open even if the key is replaced meanwhile', async () => {
    await store.put('k', streamOf('old'), { maxBytes: 10 });
    const opened = (await store.open('k'))!;
    await store.put('k', streamOf('new!'), { maxBytes: 10 });
    await store.remove('k');
    expect((await bytesOf(opened.stream)).toString()).toBe('old');
  });

  it('can be cancelled after opening', async () => {
    await store.put('k', streamOf('abc'), { maxBytes: 10 });
    const opened = (await store.open('k'))!;
    await expect(opened.stream.cancel()).resolves.toBeUndefined();
  });
});

describe('fileStore()', () => {
  it('is one store per process, in a temp directory under DATA_DIR=memory://', async () => {
    const store = fileStore();
    expect(fileStore()).toBe(store);
    expect(store).toBeInstanceOf(LocalFileStore);
    const { root } = store as LocalFileStore;
    expect(root.startsWith(os.tmpdir())).toBe(true);

    const stored = await store.put('x/y.txt', streamOf('hello'), { maxBytes: 5 });
    expect(stored.size).toBe(5);
    expect(fs.readFileSync(path.join(root, 'x', 'y.txt'), 'utf8')).toBe('hello');
    await store.remove('x/y.txt');
  });
});
