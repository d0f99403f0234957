import 'server-only';
// Runs the studio's generation jobs. Every app process runs one worker, one job at a time (the built-in
// engine keeps a core busy); workers share the table safely: a job is claimed with FOR UPDATE SKIP
// LOCKED and a lease the running worker renews, so a job whose worker died is taken up again when the
// lease runs out — and given up as interrupted after three attempts, or as timed out past its deadline,
// so no job stays "running" for ever. A provider's transient failure is retried after 2 s, 4 s…
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { now } from '../clock';
import { getDatabase, getDb } from '../db';
import { creation, type Creation } from '../db/schema';
import { describeError } from '../log';
import { pollLoop } from '../poll-loop';
import type { Executor } from '../mail/outbox';
import { fileStore } from '../storage';
import { engineById } from './engine-registry';
import { thumbnail } from './engines/sketch';
import { ProviderError, type GeneratedFile } from './engines/types';
import type { Kind, Quality, Style } from './rules';

export const LEASE_MS = 30_000;
export const MAX_ATTEMPTS = 3;
const POLL_MS = 1_000;
/** Progress is written at most this often (and at 100). */
const PROGRESS_EVERY_MS = 400;
const MAX_FILE_BYTES = 200 * 1024 * 1024;

async function claim(db: Executor): Promise<Creation | null> {
  const at = now();
  const [due] = await db
    .select({ id: creation.id })
    .from(creation)
    .where(
      or(
        and(eq(creation.status, 'queued'), lte(creation.runAfter, at)),
        and(eq(creation.status, 'running'), lt(creation.leaseUntil, at)),
      ),
    )
    .orderBy(asc(creation.runAfter), asc(creation.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return null;
  const [row] = await db
    .update(creation)
    .set({
      status: 'running',
      attempts: sql`${creation.attempts} + 1`,
      leaseUntil: new Date(at.getTime() + LEASE_MS),
    })
    .where(eq(creation.id, due.id))
    .returning();
  return row ?? null;
}

async function settle(id: number, values: Partial<Creation>) {
  const db = await getDb();
  await db
    .update(creation)
    .set({ leaseUntil: null, ...values })
    .where(and(eq(creation.id, id), eq(creation.status, 'running')));
}

const fail = (id: number, error: string) => settle(id, { status: 'failed', error, finishedAt: now() });

const extensionOf: Record<GeneratedFile['mime'], string> = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
};

/** A file name from the prompt's first words: "civitas-misty-mountains-at-dawn-42.webp". */
export function fileNameOf(row: Pick<Creation, 'id' | 'prompt'>, mime: GeneratedFile['mime']): string {
  const words = row.prompt
    // Letters NFKD does not split into a base letter and a mark (Vietnamese đ, Nordic ø, Polish ł…).
    .replace(/[đĐ]/g, 'd')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6)
    .join('-')
    .slice(0, 48)
    .replace(/-+$/, '');
  return `civitas-${words ? `${words}-` : ''}${row.id}.${extensionOf[mime]}`;
}

/**
 * A provider's image as the studio keeps every image: WebP, with its metadata (EXIF, XMP, ICC: camera,
 * place, software) stripped. The built-in engine's files are made that way already; a video is kept as is.
 */
async function normalized(file: GeneratedFile, engineId: string): Promise<GeneratedFile> {
  if (engineId === 'sketch' || !file.mime.startsWith('image/')) return file;
  const { data, info } = await sharp(file.bytes)
    .rotate()
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), mime: 'image/webp', width: info.width, height: info.height };
}

const streamOf = (bytes: Uint8Array) => new Response(bytes as BodyInit).body!;

/** Runs one claimed job to its end: done, failed, or queued again for a transient failure. */
export async function runJob(row: Creation): Promise<void> {
  const started = now();
  if (row.deadline <= started) return fail(row.id, 'timeout');
  if (row.attempts > MAX_ATTEMPTS) return fail(row.id, 'interrupted');
  const engine = engineById(row.engine);
  if (!engine) return fail(row.id, 'unavailable');
  const db = await getDb();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new ProviderError('timeout', false)),
    row.deadline.getTime() - started.getTime(),
  );
  let lastWrite = 0;
  const renew = (progress?: number) =>
    db
      .update(creation)
      .set({
        leaseUntil: new Date(now().getTime() + LEASE_MS),
        ...(progress === undefined ? {} : { progress }),
      })
      .where(and(eq(creation.id, row.id), eq(creation.status, 'running')))
      .catch((error) => console.error(`civitas: studio job ${row.id}: ${describeError(error)}`));
  // An engine that says nothing for a while (a provider's long job) still keeps its lease.
  const keepAlive = setInterval(() => void renew(), LEASE_MS / 3);
  try {
    const generated = await engine.generate(
      {
        kind: row.kind as Kind,
        prompt: row.prompt,
        style: row.style as Style,
        width: row.width,
        height: row.height,
        quality: row.quality as Quality,
        seed: row.seed,
      },
      {
        signal: controller.signal,
        onProgress: (percent) => {
          const t = Date.now();
          if (t - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = t;
          void renew(Math.max(0, Math.min(99, Math.round(percent))));
        },
      },
    );
    if (controller.signal.aborted) throw controller.signal.reason;
    const file = await normalized(generated, engine.id);
    const store = fileStore();
    const fileKey = `creations/${row.id}/${fileNameOf(row, file.mime)}`;
    const thumbKey = `creations/${row.id}/thumb.webp`;
    await store.put(fileKey, streamOf(file.bytes), { maxBytes: MAX_FILE_BYTES });
    await store.put(thumbKey, streamOf(await thumbnail(file.bytes, file.mime)), { maxBytes: MAX_FILE_BYTES });
    await settle(row.id, {
      status: 'done',
      progress: 100,
      error: null,
      fileKey,
      thumbKey,
      mime: file.mime,
      size: file.bytes.byteLength,
      width: file.width,
      height: file.height,
      finishedAt: now(),
    });
  } catch (error) {
    const failure =
      error instanceof ProviderError ? error : new ProviderError('unavailable', true, describeError(error));
    if (!(error instanceof ProviderError))
      console.error(`civitas: studio job ${row.id}: ${describeError(error)}`);
    const retryAt = new Date(now().getTime() + 2 ** row.attempts * 1000);
    if (
      failure.transient &&
      row.attempts < MAX_ATTEMPTS &&
      retryAt < row.deadline &&
      !controller.signal.aborted
    )
      await settle(row.id, { status: 'queued', error: failure.failure, runAfter: retryAt });
    else await fail(row.id, controller.signal.aborted ? 'timeout' : failure.failure);
  } finally {
    clearTimeout(timer);
    clearInterval(keepAlive);
  }
}

/** One round: claims a due job and runs it. Whether there was one. */
export async function runDueJob(): Promise<boolean> {
  const db = await getDb();
  const row = await db.transaction((tx) => claim(tx));
  if (!row) return false;
  await runJob(row);
  return true;
}

/** Runs jobs until none is due (tests, and the worker's wake-up). */
export async function drainStudioJobs(): Promise<number> {
  let n = 0;
  while (await runDueJob()) n += 1;
  return n;
}

/** Visitors' tries and members' unsaved creations go after a day, with their files. */
export async function pruneCreations(at: Date = now()) {
  const db = await getDb();
  const dayAgo = new Date(at.getTime() - 24 * 60 * 60_000);
  const gone = await db
    .delete(creation)
    .where(
      and(
        lt(creation.createdAt, dayAgo),
        or(isNull(creation.userId), eq(creation.saved, false)),
        inArray(creation.status, ['done', 'failed']),
      ),
    )
    .returning({ fileKey: creation.fileKey, thumbKey: creation.thumbKey });
  const store = fileStore();
  for (const { fileKey, thumbKey } of gone)
    for (const key of [fileKey, thumbKey]) if (key) await store.remove(key).catch(() => {});
  return gone.length;
}

const shared = globalThis as unknown as {
  civitasStudioWorker?: { stop: () => Promise<void>; wake: () => void };
};

/** Nudges this process's worker (a job was just queued); nothing when none runs here. */
export function wakeStudioWorker() {
  shared.civitasStudioWorker?.wake();
}

/** Starts this process's worker (server start, lib/db/startup.ts). Idempotent. */
export async function startStudioWorker() {
  if (shared.civitasStudioWorker) return shared.civitasStudioWorker;
  const { db, engine } = await getDatabase();
  if (engine === 'pglite') {
    // This process owns the PGlite directory: a job left running belongs to a process that died.
    await db
      .update(creation)
      .set({ status: 'queued', leaseUntil: null })
      .where(eq(creation.status, 'running'));
  }
  let lastPrune = 0;
  const loop = pollLoop(async () => {
    if (Date.now() - lastPrune > 60 * 60_000) {
      lastPrune = Date.now();
      await pruneCreations().catch((error) =>
        console.error(`civitas: studio prune: ${describeError(error)}`),
      );
    }
    await drainStudioJobs().catch((error) => console.error(`civitas: studio: ${describeError(error)}`));
  }, POLL_MS);
  loop.wake();
  const worker = {
    wake: loop.wake,
    async stop() {
      await loop.stop();
      shared.civitasStudioWorker = undefined;
    },
  };
  shared.civitasStudioWorker = worker;
  return worker;
}
