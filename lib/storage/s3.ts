import 'server-only';
import crypto from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, FileTooLargeError, type FileStore, type StoredFile } from '.';

// Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), behind the same FileStore interface
// as the local directory. An object appears whole or not at all: a single PutObject, or a multipart upload
// that only becomes visible when completed, so a failed or oversized put leaves the key as it was.

/** S3's "safe" key characters, in "/"-separated segments. */
const PREFIX_SEGMENT = /^[A-Za-z0-9!_.*'()-]+$/;

/** Multipart parts (S3's minimum, except the last); at most QUEUE_SIZE of them are in memory at once. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 4;

export type S3FileStoreOptions = {
  bucket: string;
  /** Keys are stored under "prefix/" ("civitas" and "civitas/" are the same); none by default. */
  prefix?: string;
  client: S3Client;
};

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null
    ? (error as { name?: unknown }).name?.toString()
    : undefined;
}

/** A missing key (not a missing bucket, which is a configuration error and is thrown). */
function isMissingKey(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NoSuchKey' || name === 'NotFound';
}

export class S3FileStore implements FileStore {
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;

  constructor(options: S3FileStoreOptions) {
    if (!options.bucket) throw new Error('S3FileStore needs a bucket');
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix !== '') {
      for (const segment of prefix.split('/')) {
        if (!PREFIX_SEGMENT.test(segment) || segment === '.' || segment === '..') {
          throw new Error(`Invalid S3 key prefix: ${JSON.stringify(options.prefix)}`);
        }
      }
    }
    this.bucket = options.bucket;
    this.prefix = prefix;
    this.client = options.client;
  }

  /** The object key of a file key (validated as LocalFileStore does). */
  objectKey(key: string): string {
    checkKey(key);
    return this.prefix === '' ? key : `${this.prefix}/${key}`;
  }

  async put(
    key: string,
    body: ReadableStream<Uint8Array>,
    options: { maxBytes: number },
  ): Promise<StoredFile> {
    const objectKey = this.objectKey(key);
    const { maxBytes } = options;
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new Error(`Invalid maxBytes: ${maxBytes}`);
    const reader = body.getReader();
    const hash = crypto.createHash('sha256');
    let size = 0;
    let ended = false;
    let tooLarge = false;
    // The body as the uploader reads it, a chunk at a time (no read-ahead): counted and hashed on the way.
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            ended = true;
            controller.close();
            return;
          }
          size += value.byteLength;
          if (size > maxBytes) {
            // Stop at once: nothing more is read, and the upload fails (and is aborted below).
            tooLarge = true;
            await reader.cancel().catch(() => {});
            throw new FileTooLargeError(maxBytes);
          }
          hash.update(value);
          controller.enqueue(value);
        },
      },
      { highWaterMark: 0 },
    );
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey, Body: counted },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // The abort is done below, so that a failure to abort neither hides the error nor goes unnoticed.
      leavePartsOnError: true,
    });
    try {
      await upload.done();
      return { size, sha256: hash.digest('hex') };
    } catch (error) {
      if (!ended) await reader.cancel(error).catch(() => {});
      // Set once a multipart upload was started (the uploader waits for its part uploads before failing).
      if (upload.uploadId) await this.abortMultipart(objectKey, upload.uploadId);
      if (tooLarge) throw new FileTooLargeError(maxBytes);
      throw error;
    } finally {
      reader.releaseLock();
    }
  }

  /** Drops the parts of an unfinished multipart upload; they would otherwise be kept (and billed). */
  private async abortMultipart(objectKey: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: objectKey, UploadId: uploadId }),
      );
    } catch (error) {
      if (errorName(error) === 'NoSuchUpload') return;
      console.error(
        `S3FileStore: could not abort multipart upload ${uploadId} of s3://${this.bucket}/${objectKey}; ` +
          'its parts stay until a lifecycle rule (AbortIncompleteMultipartUpload) removes them:',
        errorName(error) ?? error,
      );
    }
  }

  async open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
    const objectKey = this.objectKey(key);
    let response;
    try {
      response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
    const { Body: responseBody, ContentLength: size } = response;
    if (size === undefined || !Number.isSafeInteger(size) || size < 0) {
      if (responseBody)
        await responseBody
          .transformToWebStream()
          .cancel()
          .catch(() => {});
      throw new Error(`S3 GetObject of s3://${this.bucket}/${objectKey} gave no Content-Length`);
    }
    // The response body itself: cancelling the stream closes the connection.
    const stream: ReadableStream<Uint8Array> = responseBody
      ? responseBody.transformToWebStream()
      : new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
    return { stream, size };
  }

  async remove(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      // S3 answers a delete of a missing key with success; some compatible servers with NoSuchKey.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey }));
    } catch (error) {
      if (!isMissingKey(error)) throw error;
    }
  }
}
