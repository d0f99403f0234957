import 'server-only';
// The creator studio: a member (or a signed-out visitor, built-in images only) starts a generation,
// which is a durable job (./worker.ts runs it); reads its progress and its file; keeps it in their
// gallery and publishes it to the community gallery, which earns a citizen points once per creation.
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AuthorRef } from '../api/contract';
import { decodePlainCursor } from '../api/cursor';
import { earn } from '../citizens/ledger';
import { now } from '../clock';
import { authorRef } from '../community/actor';
import { getDb } from '../db';
import { below } from '../db/keyset';
import { citizen, contribution, creation, user as userTable, type Creation, type User } from '../db/schema';
import { engineFor, isBuiltIn } from './engine-registry';
import { promptBlocked } from './filter';
import { DAILY_LIMITS, SIZES, TIMEOUT_MS, type Kind } from './rules';
import type { GenerateInput } from './validation';
import { wakeStudioWorker } from './worker';

export type StudioRefusal =
  'unauthenticated' | 'not_found' | 'prompt_refused' | 'daily_limit' | 'rate_limited' | 'not_ready';
export type StudioRefused = { ok: false; reason: StudioRefusal; retryAfter?: number };
const refused = (reason: StudioRefusal, retryAfter?: number): StudioRefused => ({
  ok: false,
  reason,
  ...(retryAfter ? { retryAfter } : {}),
});

/** Generations a member starts a day with a configured provider (the operator's limits). */
export function providerDailyLimits(env: NodeJS.ProcessEnv = process.env): Record<Kind, number> {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
  };
  return { image: read('STUDIO_DAILY_IMAGES', 20), video: read('STUDIO_DAILY_VIDEOS', 2) };
}

const MAX_ID = 2_147_483_647;
export const GALLERY_PAGE = 24;

/** Who is asking: a signed-in member, or a visitor holding a job's secret. */
export type Viewer = { user: User | null; secret?: string | null };

export type CreationView = {
  id: number;
  kind: Kind;
  prompt: string;
  style: string;
  shape: string;
  quality: string;
  seed: number;
  width: number;
  height: number;
  engine: string;
  model: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  mime: string | null;
  size: number | null;
  saved: boolean;
  published: boolean;
  publishedAt: string | null;
  hidden: boolean;
  mine: boolean;
  author: AuthorRef;
  createdAt: string;
  finishedAt: string | null;
  /** Where the file and its thumbnail are read (with ?key= for a private one's holder). */
  file: string | null;
  thumb: string | null;
};

function fileUrl(row: Creation, which: 'file' | 'thumb', withKey: boolean) {
  if (row.status !== 'done') return null;
  const key = withKey && !row.publishedAt ? `?key=${row.secret}` : '';
  return `/api/studio/creations/${row.id}/${which}${key}`;
}

export function viewOf(
  row: Creation,
  viewer: Viewer,
  author: { handle: string | null; points: number | null } = { handle: null, points: null },
): CreationView {
  const mine = Boolean(viewer.user && row.userId === viewer.user.id);
  const holder = mine || (viewer.secret !== undefined && viewer.secret === row.secret);
  return {
    id: row.id,
    kind: row.kind as Kind,
    prompt: row.prompt,
    style: row.style,
    shape: row.shape,
    quality: row.quality,
    seed: row.seed,
    width: row.width,
    height: row.height,
    engine: row.engine,
    model: row.model,
    status: row.status as CreationView['status'],
    progress: row.progress,
    error: row.error,
    mime: row.mime,
    size: row.size,
    saved: row.saved,
    published: Boolean(row.publishedAt),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hidden: Boolean(row.hiddenAt),
    mine,
    author: authorRef(author.handle, author.points),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    file: fileUrl(row, 'file', holder),
    thumb: fileUrl(row, 'thumb', holder),
  };
}

/**
 * Starts a generation. A member is held to the day's quota of its engine (the built-in one's, or the
 * operator's for a configured provider); a visitor (no user) gets built-in images only, counted per
 * address by the route. The prompt filter refuses before anything is stored.
 */
export async function startGeneration(
  user: User | null,
  input: GenerateInput,
): Promise<{ ok: true; id: number; secret: string; view: CreationView } | StudioRefused> {
  if (!user && input.kind !== 'image') return refused('unauthenticated');
  if (promptBlocked(input.prompt)) return refused('prompt_refused');
  const engine = engineFor(input.kind, { visitor: !user });
  const db = await getDb();
  const at = now();
  const [width, height] = SIZES[input.kind][input.shape];
  const secret = randomBytes(18).toString('base64url');
  const row = await db.transaction(async (tx) => {
    if (user) {
      // The member's own rows of the last day, through (user_id, created_at): a handful, never a scan.
      const dayAgo = new Date(at.getTime() - 24 * 60 * 60_000);
      const limit = isBuiltIn(engine) ? DAILY_LIMITS[input.kind] : providerDailyLimits()[input.kind];
      // The member's row is locked, so two starts at once count each other.
      await tx.select({ id: userTable.id }).from(userTable).where(eq(userTable.id, user.id)).for('update');
      const recent = await tx
        .select({ createdAt: creation.createdAt })
        .from(creation)
        .where(
          and(
            eq(creation.userId, user.id),
            eq(creation.kind, input.kind),
            eq(creation.engine, engine.id),
            gt(creation.createdAt, dayAgo),
            // A generation that failed cost nothing.
            sql`${creation.status} <> 'failed'`,
          ),
        )
        .orderBy(creation.createdAt)
        .limit(limit + 1);
      if (recent.length >= limit) {
        const freeAt = recent[recent.length - limit]!.createdAt.getTime() + 24 * 60 * 60_000;
        return refused('daily_limit', Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
      }
    }
    const [created] = await tx
      .insert(creation)
      .values({
        userId: user?.id ?? null,
        secret,
        kind: input.kind,
        prompt: input.prompt,
        style: input.style,
        shape: input.shape,
        quality: input.quality,
        seed: input.seed ?? randomInt(0, MAX_ID),
        width,
        height,
        engine: engine.id,
        model: engine.model,
        runAfter: at,
        deadline: new Date(at.getTime() + TIMEOUT_MS[input.kind]),
        createdAt: at,
      })
      .returning();
    return created!;
  });
  if ('ok' in row) return row;
  wakeStudioWorker();
  return { ok: true, id: row.id, secret, view: viewOf(row, { user, secret }) };
}

async function rowWithAuthor(id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const db = await getDb();
  const [row] = await db
    .select({ creation, handle: citizen.handle, points: citizen.points })
    .from(creation)
    .leftJoin(citizen, eq(citizen.userId, creation.userId))
    .where(eq(creation.id, id));
  return row ?? null;
}

/** Whether the viewer may read the creation: its owner, the holder of its secret, or anyone once public. */
function mayRead(row: Creation, viewer: Viewer): boolean {
  if (viewer.user && row.userId === viewer.user.id) return true;
  if (viewer.secret && viewer.secret === row.secret) return true;
  return Boolean(row.publishedAt) && !row.hiddenAt;
}

export async function readCreation(
  id: number,
  viewer: Viewer,
): Promise<{ ok: true; view: CreationView } | StudioRefused> {
  const found = await rowWithAuthor(id);
  if (!found || !mayRead(found.creation, viewer)) return refused('not_found');
  return { ok: true, view: viewOf(found.creation, viewer, found) };
}

/** The stored file (or its thumbnail) of a finished creation the viewer may read. */
export async function creationFile(
  id: number,
  viewer: Viewer,
  which: 'file' | 'thumb',
): Promise<{ ok: true; key: string; mime: string; row: Creation } | StudioRefused> {
  const found = await rowWithAuthor(id);
  if (!found || !mayRead(found.creation, viewer)) return refused('not_found');
  const row = found.creation;
  const key = which === 'file' ? row.fileKey : row.thumbKey;
  if (row.status !== 'done' || !key) return refused('not_ready');
  return { ok: true, key, mime: which === 'file' ? row.mime! : 'image/webp', row };
}

/**
 * The owner keeps a finished creation in their gallery or takes it out, and publishes or unpublishes
 * it (publishing keeps it too). The first publication of a creation earns a citizen its points.
 */
export async function keepCreation(
  user: User,
  id: number,
  change: { saved?: boolean; published?: boolean },
): Promise<{ ok: true; view: CreationView } | StudioRefused> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return refused('not_found');
  const db = await getDb();
  const at = now();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(creation).where(eq(creation.id, id)).for('update');
    if (!row || row.userId !== user.id) return refused('not_found');
    if (row.status !== 'done') return refused('not_ready');
    const published = change.published ?? (change.saved === false ? false : Boolean(row.publishedAt));
    const saved = published || (change.saved ?? row.saved);
    const [updated] = await tx
      .update(creation)
      .set({ saved, publishedAt: published ? (row.publishedAt ?? at) : null })
      .where(eq(creation.id, id))
      .returning();
    if (published && !row.publishedAt) {
      const ref = `creation/${id}`;
      const [isCitizen] = await tx
        .select({ id: citizen.userId })
        .from(citizen)
        .where(eq(citizen.userId, user.id));
      const [earned] = await tx
        .select({ id: contribution.id })
        .from(contribution)
        .where(
          and(
            eq(contribution.userId, user.id),
            eq(contribution.action, 'creation'),
            eq(contribution.ref, ref),
          ),
        );
      if (isCitizen && !earned) await earn(tx, { userId: user.id, action: 'creation', ref, at });
    }
    return { ok: true as const, row: updated! };
  });
  if (!outcome.ok) return outcome;
  const found = await rowWithAuthor(id);
  return { ok: true, view: viewOf(outcome.row, { user }, found ?? undefined) };
}

export type GalleryPage = { items: CreationView[]; nextCursor: string | null };

/** The member's gallery (saved creations) or the community's (published ones), newest first. */
export async function listGallery(
  view: 'mine' | 'public',
  viewer: Viewer,
  options: { cursor?: string } = {},
): Promise<GalleryPage> {
  const db = await getDb();
  const after = decodePlainCursor(options.cursor);
  const time = view === 'mine' ? creation.createdAt : creation.publishedAt;
  const rows = await db
    .select({ creation, handle: citizen.handle, points: citizen.points })
    .from(creation)
    .leftJoin(citizen, eq(citizen.userId, creation.userId))
    .where(
      and(
        view === 'mine'
          ? and(eq(creation.userId, viewer.user?.id ?? ''), eq(creation.saved, true))
          : and(isNotNull(creation.publishedAt), isNull(creation.hiddenAt)),
        after ? below(time, creation.id, after.at, after.id) : undefined,
      ),
    )
    .orderBy(desc(time), desc(creation.id))
    .limit(GALLERY_PAGE + 1);
  const items = rows.slice(0, GALLERY_PAGE).map((r) => viewOf(r.creation, viewer, r));
  const last = rows.length > GALLERY_PAGE ? rows[GALLERY_PAGE - 1]!.creation : undefined;
  const lastAt = last ? (view === 'mine' ? last.createdAt : last.publishedAt!) : null;
  return { items, nextCursor: last && lastAt ? `${lastAt.toISOString()}_${last.id}` : null };
}

/** A public creation for its share page, with its author; null for anything else. */
export async function publicCreation(id: number) {
  const found = await rowWithAuthor(id);
  if (!found || !found.creation.publishedAt || found.creation.hiddenAt || found.creation.status !== 'done')
    return null;
  return viewOf(found.creation, { user: null }, found);
}

/** Published creations for the sitemap, most recently published first. */
export async function sitemapCreations(limit = 5_000): Promise<{ id: number; publishedAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: creation.id, publishedAt: creation.publishedAt })
    .from(creation)
    .where(and(isNotNull(creation.publishedAt), isNull(creation.hiddenAt)))
    .orderBy(desc(creation.publishedAt), desc(creation.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, publishedAt: r.publishedAt! }));
}
