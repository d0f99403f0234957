import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { dataDir, inMemoryData } from '../env';
import { S3FileStore } from './s3';

// Uploaded files (the marketplace's, up to 50 MB each; the studio's creations), kept under keys such as
// "listings/42/model.gguf". One interface, two backends, chosen by configuration (see fileStore()):
// - a local directory, DATA_DIR/files (the default);
// - an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) when S3_BUCKET is set: lib/storage/s3.ts.
// Under DATA_DIR=memory:// (tests) files always go to a throwaway directory under the system temp dir,
// S3_BUCKET or not, so that a test run never writes to a real bucket.

export type StoredFile = { size: number; sha256: string };

export interface FileStore {
  /**
   * Stores the whole body under key, replacing what was there, and returns its size and SHA-256 (hex).
   * Throws FileTooLargeError as soon as more than maxBytes arrive; the key is then left as it was.
   */
  put(key: string, body: ReadableStream<Uint8Array>, options: { maxBytes: number }): Promise<StoredFile>;
  /** The stored bytes, or null for a missing key. Read the stream to its end, or cancel it. */
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  /** Deletes the key; a missing key is fine. */
  remove(key: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(maxBytes?: number) {
    super(maxBytes === undefined ? 'File too large' : `File larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** Throws unless key is a safe relative path: the pattern above, and no empty, "." or ".." segment. */
export function checkKey(key: string): void {
  if (typeof key !== 'string' || !KEY.test(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

const READ_CHUNK = 64 * 1024;

/** Files in a local directory. Temporary files start with "." (no key can), so they never shadow a key. */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    checkKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(
    key: string,
    body: ReadableStream<Uint8Array>,
    options: { maxBytes: number },
  ): Promise<StoredFile> {
    const target = this.pathOf(key);
    const { maxBytes } = options;
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new Error(`Invalid maxBytes: ${maxBytes}`);
    const dir = path.dirname(target);
    await fsp.mkdir(dir, { recursive: true });
    // Same directory as the key, so the rename below is atomic: readers (and a crash) see the old file
    // or the whole new one, never a part.
    const temp = path.join(dir, `.${path.basename(target)}.${crypto.randomUUID()}.tmp`);
    const reader = body.getReader();
    const hash = crypto.createHash('sha256');
    let size = 0;
    let handle: fsp.FileHandle | undefined;
    let renamed = false;
    try {
      handle = await fsp.open(temp, 'wx');
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          // Stop at once: nothing more is read, and nothing of it is kept.
          await reader.cancel().catch(() => {});
          throw new FileTooLargeError(maxBytes);
        }
        hash.update(value);
        for (let offset = 0; offset < value.byteLength;) {
          const { bytesWritten } = await handle.write(value, offset, value.byteLength - offset);
          offset += bytesWritten;
        }
      }
      await handle.sync();
      await handle.close();
      handle = undefined;
      await fsp.rename(temp, target);
      renamed = true;
      return { size, sha256: hash.digest('hex') };
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) await reader.cancel(error).catch(() => {});
      throw error;
    } finally {
      reader.releaseLock();
      if (handle) await handle.close().catch(() => {});
      if (!renamed) await fsp.rm(temp, { force: true }).catch(() => {});
    }
  }

  async open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
    const target = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(target, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let size: number;
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      size = stat.size;
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
    // Reads the open file: a put or remove of the same key meanwhile does not change what is streamed.
    let position = 0;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close().catch(() => {});
    };
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const buffer = new Uint8Array(Math.min(READ_CHUNK, Math.max(size - position, 1)));
          const { bytesRead } = await handle.read(buffer, 0, buffer.byteLength, position);
          if (bytesRead === 0) {
            await close();
            controller.close();
            return;
          }
          position += bytesRead;
          controller.enqueue(bytesRead === buffer.byteLength ? buffer : buffer.subarray(0, bytesRead));
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      cancel: close,
    });
    return { stream, size };
  }

  async remove(key: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      await fsp.unlink(target);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
}

/** A fresh directory under the system temp dir, for this process only, removed when it exits. */
function temporaryRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-files-'));
  process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }));
  return root;
}

const globalForStorage = globalThis as unknown as { civitasFileStore?: FileStore };

/** A variable's value, blank counting as unset (the S3_ ones are read here, not in lib/env.ts's schema). */
function setting(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/**
 * The bucket store configured by the S3_ variables (see .env.example), or null without S3_BUCKET.
 * Path-style URLs (endpoint/bucket/key) are the default with a custom S3_ENDPOINT, as MinIO and most
 * self-hosted servers need; virtual-hosted ones (bucket.endpoint/key) on AWS. S3_FORCE_PATH_STYLE=1 or 0
 * decides either way. Without both keys the SDK's default chain applies (AWS_* variables, profiles, roles).
 */
function s3FileStoreFromEnv(): S3FileStore | null {
  const bucket = setting('S3_BUCKET');
  if (!bucket) return null;
  const endpoint = setting('S3_ENDPOINT');
  const pathStyle = setting('S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== '0' && pathStyle !== '1') {
    throw new Error('S3_FORCE_PATH_STYLE must be 1 or 0. See .env.example.');
  }
  const accessKeyId = setting('S3_ACCESS_KEY_ID');
  const secretAccessKey = setting('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all. See .env.example.',
    );
  }
  const client = new S3Client({
    region: setting('S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
  return new S3FileStore({ bucket, prefix: setting('S3_PREFIX'), client });
}

/** The process-wide file store: a bucket when S3_BUCKET is set, else DATA_DIR/files (see the top). */
export function fileStore(): FileStore {
  globalForStorage.civitasFileStore ??= inMemoryData
    ? new LocalFileStore(temporaryRoot())
    : (s3FileStoreFromEnv() ?? new LocalFileStore(path.join(dataDir, 'files')));
  return globalForStorage.civitasFileStore;
}
