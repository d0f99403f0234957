import 'server-only';
// The marketplace: citizens list AI models, datasets, plugins and tools (draft → published ⇄
// unpublished), members find them by search and get the free ones into their library, and those who got
// an item review it once. Counters (a listing's downloads, reviews and rating; the site's published
// listings per category) change in the transaction of the row they count. A paid item is shown with its
// price, and cannot be got until on-chain purchases exist.
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  Library,
  ListingDetail,
  ListingMe,
  ListingPage,
  ListingReviewView,
  ListingSummary,
  ReviewPage,
} from '../api/contract';
import { bumpCounter, readCounters } from '../citizens/ledger';
import { now } from '../clock';
import { authorRef, participant } from '../community/actor';
import { searchConfigFor } from '../community/rules';
import { getDb } from '../db';
import { below } from '../db/keyset';
import { citizen, listing, listingGet, listingReview, type Listing, type User } from '../db/schema';
import type { Executor } from '../mail/outbox';
import { renderMarkdown } from '../markdown';
import { listingPath } from '../routes';
import { can, type Refusal } from '../permissions';
import { CURATED } from './curated';
import { addToLibrary } from './library';
import {
  averageRating,
  CATEGORIES,
  MAX_RELEVANCE_OFFSET,
  REVIEWS_PAGE,
  SEARCH_PAGE,
  TYPO_SIMILARITY,
  TYPO_WORD,
  CANDIDATES,
  type Category,
} from './rules';
import {
  priceToWei,
  type ListingInput,
  type ListingPatch,
  type ReviewInput,
  type SearchInput,
} from './validation';

export type MarketRefusal =
  | Refusal
  | 'not_found'
  | 'silenced'
  | 'own_listing'
  | 'not_got'
  | 'already_reviewed'
  | 'paid_item'
  | 'nothing_to_get';
export type MarketRefused = { ok: false; reason: MarketRefusal; until?: string };
const refused = (reason: MarketRefusal, until?: string): MarketRefused => ({
  ok: false,
  reason,
  ...(until ? { until } : {}),
});

/** Listing ids are 32-bit: a larger number names none. */
export const MAX_LISTING_ID = 2_147_483_647;
/** The largest Postgres integer (a listing's downloads). */
const MAX_INT = 2_147_483_647;
export const listingCounter = (category: string) => `listings:${category}`;

const isLive = (l: Pick<Listing, 'status' | 'hiddenAt'>) => l.status === 'published' && !l.hiddenAt;

/** Keeps the site's count of live listings per category when a listing changes, in the caller's transaction. */
export async function recount(
  tx: Executor,
  before: Pick<Listing, 'status' | 'hiddenAt' | 'category'> | null,
  after: Pick<Listing, 'status' | 'hiddenAt' | 'category'>,
) {
  const was = before && isLive(before) ? before.category : null;
  const is = isLive(after) ? after.category : null;
  if (was === is) return;
  if (was) await bumpCounter(tx, listingCounter(was), -1);
  if (is) await bumpCounter(tx, listingCounter(is), 1);
}

/**
 * The search document, rebuilt from the row, and the words of its title and tags added to the words
 * misspellings are corrected against (in the caller's transaction; in word order, so two writers adding
 * the same new words wait for each other instead of deadlocking).
 */
async function refreshSearch(tx: Executor, id: number) {
  await tx.execute(sql`
    update listing set
      search = setweight(to_tsvector(search_config::regconfig, title), 'A')
        || setweight(to_tsvector(search_config::regconfig, array_to_string(tags, ' ')), 'B')
        || setweight(to_tsvector(search_config::regconfig, summary || ' ' || description), 'C')
    where id = ${id}`);
  await tx.execute(sql`
    insert into listing_word (word)
    select distinct w.lexeme
    from listing l, unnest(to_tsvector('simple', l.title || ' ' || array_to_string(l.tags, ' '))) as w
    where l.id = ${id} and length(w.lexeme) between ${TYPO_WORD.min} and ${TYPO_WORD.max}
      and w.lexeme !~ '^[0-9]+$'
    order by 1
    on conflict do nothing`);
}

/** A query's words that could be misspelt: long enough to correct, a few at most. */
export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= TYPO_WORD.min && w.length <= TYPO_WORD.max && !/^[0-9]+$/.test(w));
  return [...new Set(words)].slice(0, TYPO_WORD.perQuery);
}

/**
 * The words of a query that no listing's title or tags has, each with the listing words closest to it
 * by trigram similarity (pg_trgm, through its index on listing_word): the corrections of misspellings.
 */
async function corrections(db: Executor, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const result = await db.execute(sql`
    select w.q, d.word
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as w(q)
    cross join lateral (
      select word from listing_word
      where word % w.q and similarity(word, w.q) >= ${TYPO_SIMILARITY}
      order by similarity(word, w.q) desc, word
      limit ${TYPO_WORD.suggestions}
    ) d
    where not exists (select 1 from listing_word x where x.word = w.q)`);
  for (const row of (result as unknown as { rows: { q: string; word: string }[] }).rows)
    found.set(row.q, [...(found.get(row.q) ?? []), row.word]);
  return found;
}

function summaryOf(l: Listing, handle: string | null, points: number | null): ListingSummary {
  return {
    id: l.id,
    category: l.category as Category,
    title: l.title,
    summary: l.summary,
    tags: l.tags,
    license: l.license,
    priceWei: String(l.priceWei),
    version: l.version,
    seller: authorRef(handle, points),
    curated: l.curatedKey !== null,
    downloads: l.downloads,
    reviews: l.reviews,
    rating: averageRating(l.ratingSum, l.reviews),
    publishedAt: l.publishedAt?.toISOString() ?? null,
  };
}

function detailOf(l: Listing, handle: string | null, points: number | null): ListingDetail {
  return {
    ...summaryOf(l, handle, points),
    status: l.status as ListingDetail['status'],
    hidden: l.hiddenAt !== null,
    html: renderMarkdown(l.description),
    description: l.description,
    hasLink: Boolean(l.link),
    file: l.fileKey && l.fileName ? { name: l.fileName, size: l.fileSize ?? 0 } : null,
    updatedAt: l.updatedAt.toISOString(),
  };
}

const fields = (input: ListingPatch) => ({
  ...(input.category !== undefined ? { category: input.category } : {}),
  ...(input.title !== undefined ? { title: input.title } : {}),
  ...(input.summary !== undefined ? { summary: input.summary } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.tags !== undefined ? { tags: input.tags } : {}),
  ...(input.license !== undefined ? { license: input.license } : {}),
  ...(input.price !== undefined ? { priceWei: priceToWei(input.price).toString() } : {}),
  ...(input.link !== undefined ? { link: input.link || null } : {}),
  ...(input.version !== undefined ? { version: input.version } : {}),
});

/** A citizen lists an item: a draft until they publish it. */
export async function createListing(
  owner: User,
  input: ListingInput,
  locale: string,
): Promise<{ ok: true; id: number } | MarketRefused> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const who = await participant(tx, owner, at);
    if (!who.ok) return refused(who.reason as MarketRefusal, who.until);
    const [row] = await tx
      .insert(listing)
      .values({
        sellerId: owner.id,
        status: 'draft',
        category: input.category,
        title: input.title,
        summary: input.summary,
        description: input.description,
        tags: input.tags,
        license: input.license,
        priceWei: priceToWei(input.price).toString(),
        link: input.link || null,
        version: input.version,
        searchConfig: searchConfigFor(locale),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: listing.id });
    await refreshSearch(tx, row!.id);
    return { ok: true as const, id: row!.id };
  });
}

/** The seller's own listing, locked for the transaction, or why not. */
async function ownListing(
  tx: Executor,
  owner: User,
  id: number,
  at: Date,
): Promise<{ ok: true; row: Listing } | MarketRefused> {
  if (id > MAX_LISTING_ID) return refused('not_found');
  const [row] = await tx.select().from(listing).where(eq(listing.id, id)).for('update');
  if (!row) return refused('not_found');
  if (row.sellerId !== owner.id) return refused('forbidden');
  const who = await participant(tx, owner, at);
  if (!who.ok) return refused(who.reason as MarketRefusal, who.until);
  return { ok: true, row };
}

/** Runs `work` in a transaction on the seller's own listing (locked), or says why it may not. */
async function withOwnListing<T>(
  owner: User,
  id: number,
  work: (tx: Executor, row: Listing, at: Date) => Promise<T>,
): Promise<T | MarketRefused> {
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const mine = await ownListing(tx, owner, id, at);
    return mine.ok ? work(tx, mine.row, at) : mine;
  });
}

/** The seller edits their listing (any status); a published one stays published. */
export async function updateListing(
  owner: User,
  id: number,
  patch: ListingPatch,
  locale: string,
): Promise<{ ok: true } | MarketRefused> {
  return withOwnListing(owner, id, async (tx, row, at) => {
    const change = fields(patch);
    const next = { ...row, ...change };
    if (next.status === 'published' && !next.link && !next.fileKey) return refused('nothing_to_get');
    await tx
      .update(listing)
      .set({ ...change, searchConfig: searchConfigFor(locale), updatedAt: at })
      .where(eq(listing.id, id));
    await refreshSearch(tx, id);
    await recount(tx, row, next);
    return { ok: true as const };
  });
}

/** Publishes a draft (it needs a link or a file to get), or unpublishes / republishes a listing. */
export async function setListingStatus(
  owner: User,
  id: number,
  status: 'published' | 'unpublished',
): Promise<{ ok: true } | MarketRefused> {
  return withOwnListing(owner, id, async (tx, row, at) => {
    if (status === 'published' && !row.link && !row.fileKey) return refused('nothing_to_get');
    // A draft that was never published cannot be "unpublished": it stays a draft.
    const next = status === 'unpublished' && row.status === 'draft' ? 'draft' : status;
    await tx
      .update(listing)
      .set({
        status: next,
        publishedAt: next === 'published' ? (row.publishedAt ?? at) : row.publishedAt,
        updatedAt: at,
      })
      .where(eq(listing.id, id));
    await recount(tx, row, { ...row, status: next });
    return { ok: true as const };
  });
}

export type StoredUpload = { key: string; name: string; size: number; kind: string; sha256: string };

/** Attaches an uploaded file to the seller's listing; the file it replaces is returned for removal. */
export async function attachFile(
  owner: User,
  id: number,
  file: StoredUpload,
): Promise<{ ok: true; replaced: string | null } | MarketRefused> {
  return withOwnListing(owner, id, async (tx, row, at) => {
    await tx
      .update(listing)
      .set({
        fileKey: file.key,
        fileName: file.name,
        fileSize: file.size,
        fileKind: file.kind,
        fileSha256: file.sha256,
        updatedAt: at,
      })
      .where(eq(listing.id, id));
    return { ok: true as const, replaced: row.fileKey !== file.key ? row.fileKey : null };
  });
}

/** Whether the seller may upload to this listing (checked before the body is read). */
export async function mayUpload(owner: User, id: number): Promise<{ ok: true } | MarketRefused> {
  return withOwnListing(owner, id, async () => ({ ok: true as const }));
}

async function readListing(id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_LISTING_ID) return null;
  const db = await getDb();
  const [row] = await db
    .select({ listing, handle: citizen.handle, points: citizen.points })
    .from(listing)
    .leftJoin(citizen, eq(citizen.userId, listing.sellerId))
    .where(eq(listing.id, id));
  return row ?? null;
}

/**
 * A listing for its public page: published ones (hidden ones say so, without their text); null for
 * drafts, unpublished and unknown ids.
 */
export async function getListing(id: number): Promise<ListingDetail | null> {
  const row = await readListing(id);
  if (!row || row.listing.status !== 'published') return null;
  const detail = detailOf(row.listing, row.handle, row.points);
  return row.listing.hiddenAt
    ? { ...detail, title: '', summary: '', html: '', description: '', tags: [] }
    : detail;
}

/** A listing for its seller's editor: any status. */
export async function getOwnListing(owner: User, id: number): Promise<ListingDetail | null> {
  const row = await readListing(id);
  if (!row || row.listing.sellerId !== owner.id) return null;
  return detailOf(row.listing, row.handle, row.points);
}

export const fileUrl = (id: number) => `/api/marketplace/listings/${id}/file`;

/** What the reader may do with a listing; the link and the file only once they got it. */
export async function listingMe(user: User | null, id: number): Promise<ListingMe | null> {
  const row = await readListing(id);
  if (!row) return null;
  const l = row.listing;
  // A draft or an unpublished listing is its seller's alone: to others it does not exist.
  if (l.status !== 'published' && l.sellerId !== user?.id) return null;
  if (!user)
    return {
      signedIn: false,
      citizen: false,
      seller: false,
      got: false,
      reviewed: false,
      flagged: false,
      link: null,
      fileUrl: null,
    };
  const db = await getDb();
  // One round trip: four yes-or-no questions about this member and this listing.
  const result = await db.execute(sql`
    select
      exists(select 1 from listing_get where listing_id = ${id} and user_id = ${user.id}) as got,
      exists(select 1 from listing_review where listing_id = ${id} and user_id = ${user.id}) as reviewed,
      exists(select 1 from flag where target_type = 'listing' and target_id = ${String(id)}
        and user_id = ${user.id}) as flagged,
      exists(select 1 from citizen where user_id = ${user.id}) as citizen`);
  const [answers] = (
    result as unknown as { rows: Record<'got' | 'reviewed' | 'flagged' | 'citizen', boolean>[] }
  ).rows;
  const { got, reviewed, flagged, citizen: isCitizen } = answers!;
  const seller = l.sellerId === user.id;
  // What a moderator hid is not handed out, even to those who got it before.
  const has = seller || (got && !l.hiddenAt);
  return {
    signedIn: true,
    citizen: isCitizen,
    seller,
    got,
    reviewed,
    flagged,
    link: has ? l.link : null,
    fileUrl: has && l.fileKey ? fileUrl(id) : null,
  };
}

/** A member gets a free item: it joins their library and counts a download, once. */
export async function getItem(
  owner: User,
  id: number,
): Promise<{ ok: true; link: string | null; fileUrl: string | null; first: boolean } | MarketRefused> {
  if (id > MAX_LISTING_ID) return refused('not_found');
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const [l] = await tx.select().from(listing).where(eq(listing.id, id));
    if (!l || !isLive(l)) return refused('not_found');
    if (l.sellerId === owner.id) return refused('own_listing');
    if (BigInt(l.priceWei) > BigInt(0)) return refused('paid_item');
    const first = await addToLibrary(tx, id, owner.id, at);
    return { ok: true as const, link: l.link, fileUrl: l.fileKey ? fileUrl(id) : null, first };
  });
}

/** The file of a listing, for its seller, a moderator, or a member who got it. */
export async function fileFor(
  user: User,
  id: number,
): Promise<{ ok: true; key: string; name: string; size: number } | MarketRefused> {
  const row = await readListing(id);
  if (!row || !row.listing.fileKey || !row.listing.fileName) return refused('not_found');
  const l = row.listing;
  if (l.sellerId !== user.id && !can({ user, isCitizen: false }, 'moderate')) {
    // What a moderator hid is not handed out, even to those who got it before.
    if (l.hiddenAt) return refused('not_found');
    const db = await getDb();
    const got = await db
      .select({ at: listingGet.createdAt })
      .from(listingGet)
      .where(and(eq(listingGet.listingId, id), eq(listingGet.userId, user.id)));
    if (got.length === 0) return refused('not_got');
  }
  return { ok: true, key: l.fileKey!, name: l.fileName!, size: l.fileSize ?? 0 };
}

/** One review per member who got the item (not its seller); the listing's counters move with it. */
export async function addReview(
  owner: User,
  id: number,
  input: ReviewInput,
): Promise<{ ok: true } | MarketRefused> {
  if (id > MAX_LISTING_ID) return refused('not_found');
  const db = await getDb();
  const at = now();
  return db.transaction(async (tx) => {
    const [l] = await tx.select().from(listing).where(eq(listing.id, id)).for('update');
    if (!l || !isLive(l)) return refused('not_found');
    if (l.sellerId === owner.id) return refused('own_listing');
    const [got] = await tx
      .select({ at: listingGet.createdAt })
      .from(listingGet)
      .where(and(eq(listingGet.listingId, id), eq(listingGet.userId, owner.id)));
    if (!got) return refused('not_got');
    const inserted = await tx
      .insert(listingReview)
      .values({ listingId: id, userId: owner.id, stars: input.stars, body: input.body, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: listingReview.listingId });
    if (inserted.length === 0) return refused('already_reviewed');
    await tx
      .update(listing)
      .set({ reviews: sql`${listing.reviews} + 1`, ratingSum: sql`${listing.ratingSum} + ${input.stars}` })
      .where(eq(listing.id, id));
    return { ok: true as const };
  });
}

/** A listing's reviews, newest first, a page at a time. */
export async function listReviews(id: number, options: { cursor?: string } = {}): Promise<ReviewPage> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_LISTING_ID) return { items: [], nextCursor: null };
  // The cursor's "id" is the review's position among equal instants: its author's row number is not
  // public, so reviews page by time, and ties (rare) by the author's id order.
  const after = decodeReviewCursor(options.cursor);
  const db = await getDb();
  const rows = await db
    .select({ review: listingReview, handle: citizen.handle, points: citizen.points })
    .from(listingReview)
    .leftJoin(citizen, eq(citizen.userId, listingReview.userId))
    .where(
      and(
        eq(listingReview.listingId, id),
        after ? below(listingReview.createdAt, listingReview.userId, after.at, after.user) : undefined,
      ),
    )
    .orderBy(desc(listingReview.createdAt), desc(listingReview.userId))
    .limit(REVIEWS_PAGE + 1);
  const items: ListingReviewView[] = rows.slice(0, REVIEWS_PAGE).map((r) => ({
    author: authorRef(r.handle, r.points),
    stars: r.review.stars,
    body: r.review.body,
    createdAt: r.review.createdAt.toISOString(),
  }));
  const last = rows[REVIEWS_PAGE - 1];
  return {
    items,
    nextCursor:
      rows.length > REVIEWS_PAGE && last
        ? Buffer.from(`${last.review.createdAt.toISOString()}|${last.review.userId}`).toString('base64url')
        : null,
  };
}

/**
 * An instant as a cursor carries it (2026-01-31T12:00:00.000Z), or null: a real date (not February 30th,
 * it reads back the same) in a year Postgres takes (1 to 9999; year 0 is an error there).
 */
function instantOf(iso: string | undefined): Date | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(iso) || iso.startsWith('0000'))
    return null;
  const at = new Date(iso);
  return !Number.isNaN(at.getTime()) && at.toISOString() === iso ? at : null;
}

function decodeReviewCursor(cursor: string | undefined): { at: Date; user: string } | null {
  if (!cursor || cursor.length > 200) return null;
  const [iso, user] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = instantOf(iso);
  if (!at || !user || !/^[\w-]{1,64}$/.test(user)) return null;
  return { at, user };
}

type SearchRow = {
  id: number;
  seller_id: string | null;
  curated_key: string | null;
  status: string;
  category: string;
  title: string;
  summary: string;
  tags: string[];
  license: string;
  price_wei: string;
  version: string;
  downloads: number;
  reviews: number;
  rating_sum: number;
  published_at: Date | string | null;
  handle: string | null;
  points: number | null;
  sort_key: string | null;
};

/** Keyset cursors for the orders that have one: the last row's sort value and id. */
function encodeKey(value: string, id: number) {
  return Buffer.from(`k|${value}|${id}`).toString('base64url');
}
/** A keyset cursor: its id a listing id (32-bit, or the query fails), its value digits or an instant. */
function decodeKey(cursor: string | undefined): { value: string; id: number } | null {
  if (!cursor || cursor.length > 200) return null;
  const [tag, value, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (tag !== 'k' || value === undefined || !id || !/^[0-9]{1,10}$/.test(id)) return null;
  if (Number(id) > MAX_LISTING_ID) return null;
  if (!/^[0-9]{1,80}$/.test(value) && !instantOf(value)) return null;
  return { value, id: Number(id) };
}

/**
 * Published listings matching a search: full-text (title over tags over text, in the reader's language
 * configuration or'ed with `simple`), with misspelt words corrected against the listings' words.
 * Filters by category, free or paid, licence and tag; sorted by relevance (with a query), newest, most
 * got, or lowest price. Relevance pages by offset (the first ten pages); the other orders by keyset.
 */
export async function searchListings(input: SearchInput, locale: string): Promise<ListingPage> {
  const text = input.q
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 200);
  const sort = input.sort === 'relevance' || !input.sort ? (text ? 'relevance' : 'newest') : input.sort;
  const config = searchConfigFor(locale);
  const db = await getDb();
  // The query as written (websearch syntax: "phrases", or, -word), or'ed, when some of its words are no
  // listing's word, with every word or its corrections ("segmentaton" finds "segmentation").
  let query = sql`(websearch_to_tsquery(${config}::regconfig, ${text}) || websearch_to_tsquery('simple', ${text}))`;
  const words = text ? queryWords(text) : [];
  const fixes = await corrections(db, words);
  if (fixes.size > 0) {
    const either = (w: string) =>
      sql`plainto_tsquery(${config}::regconfig, ${w}) || plainto_tsquery('simple', ${w})`;
    const corrected = sql.join(
      words.map((w) => sql`(${sql.join([w, ...(fixes.get(w) ?? [])].map(either), sql` || `)})`),
      sql` && `,
    );
    query = sql`(${query} || (${corrected}))`;
  }
  const where: SQL[] = [sql`l.status = 'published'`, sql`l.hidden_at is null`];
  if (text) where.push(sql`l.search @@ ${query}`);
  if (input.category) where.push(sql`l.category = ${input.category}`);
  if (input.price === 'free') where.push(sql`l.price_wei = 0`);
  if (input.price === 'paid') where.push(sql`l.price_wei > 0`);
  if (input.license) where.push(sql`l.license = ${input.license}`);
  if (input.tag) where.push(sql`l.tags @> array[${input.tag}]::text[]`);

  let order: SQL;
  let sortKey: SQL;
  let offset = 0;
  if (sort === 'relevance') {
    const n = input.cursor && /^o[0-9]{1,4}$/.test(input.cursor) ? Number(input.cursor.slice(1)) : 0;
    offset = n % SEARCH_PAGE === 0 && n <= MAX_RELEVANCE_OFFSET ? n : 0;
    sortKey = sql`null`;
    order = sql`ts_rank(l.search, ${query}) desc, l.id desc`;
  } else {
    const after = decodeKey(input.cursor);
    if (sort === 'newest') {
      sortKey = sql`to_char(l.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
      order = sql`l.published_at desc, l.id desc`;
      if (after && instantOf(after.value))
        where.push(sql`(l.published_at, l.id) < (${after.value}::timestamptz, ${after.id})`);
    } else if (sort === 'popular') {
      sortKey = sql`l.downloads::text`;
      order = sql`l.downloads desc, l.id desc`;
      // Downloads are a 32-bit integer: a larger value fails the query, so it reads as no cursor.
      if (after && /^[0-9]{1,10}$/.test(after.value) && Number(after.value) <= MAX_INT)
        where.push(sql`(l.downloads, l.id) < (${Number(after.value)}, ${after.id})`);
    } else {
      sortKey = sql`l.price_wei::text`;
      order = sql`l.price_wei asc, l.id asc`;
      if (after && /^[0-9]+$/.test(after.value))
        where.push(sql`(l.price_wei, l.id) > (${after.value}::numeric, ${after.id})`);
    }
  }
  // Ranking reads every candidate's document: a common word matches a large share of all listings, so
  // relevance ranks the newest CANDIDATES matches (found through the indexes), as the community's search.
  const from =
    sort === 'relevance'
      ? sql`(select l.* from listing l where ${sql.join(where, sql` and `)} order by l.id desc limit ${CANDIDATES}) l`
      : sql`listing l`;
  const result = await db.execute(sql`
    select l.id, l.seller_id, l.curated_key, l.status, l.category, l.title, l.summary, l.tags, l.license,
           l.price_wei::text as price_wei, l.version, l.downloads, l.reviews, l.rating_sum, l.published_at,
           c.handle, c.points, ${sortKey} as sort_key
    from ${from}
    left join citizen c on c.user_id = l.seller_id
    where ${sort === 'relevance' ? sql`true` : sql.join(where, sql` and `)}
    order by ${order}
    limit ${SEARCH_PAGE + 1} offset ${offset}`);
  const rows = (result as unknown as { rows: SearchRow[] }).rows;
  const items = rows.slice(0, SEARCH_PAGE).map((r): ListingSummary => ({
    id: r.id,
    category: r.category as Category,
    title: r.title,
    summary: r.summary,
    tags: r.tags,
    license: r.license,
    priceWei: r.price_wei,
    version: r.version,
    seller: authorRef(r.handle, r.points),
    curated: r.curated_key !== null,
    downloads: r.downloads,
    reviews: r.reviews,
    rating: averageRating(r.rating_sum, r.reviews),
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
  }));
  let nextCursor: string | null = null;
  if (rows.length > SEARCH_PAGE) {
    if (sort === 'relevance') {
      const next = offset + SEARCH_PAGE;
      nextCursor = next <= MAX_RELEVANCE_OFFSET ? `o${next}` : null;
    } else {
      const last = rows[SEARCH_PAGE - 1]!;
      nextCursor = last.sort_key === null ? null : encodeKey(last.sort_key, last.id);
    }
  }
  return { items, nextCursor };
}

/** The member's library: what they got (newest first) and what they list (every status). */
export async function library(owner: User): Promise<Library> {
  const db = await getDb();
  const [got, selling] = await Promise.all([
    db
      .select({ listing, handle: citizen.handle, points: citizen.points })
      .from(listingGet)
      .innerJoin(listing, eq(listing.id, listingGet.listingId))
      .leftJoin(citizen, eq(citizen.userId, listing.sellerId))
      // What moderators hid is out of the library until they restore it.
      .where(and(eq(listingGet.userId, owner.id), isNull(listing.hiddenAt)))
      .orderBy(desc(listingGet.createdAt))
      .limit(200),
    db
      .select({ listing, handle: citizen.handle, points: citizen.points })
      .from(listing)
      .leftJoin(citizen, eq(citizen.userId, listing.sellerId))
      .where(eq(listing.sellerId, owner.id))
      .orderBy(desc(listing.updatedAt))
      .limit(200),
  ]);
  return {
    got: got.map((r) => summaryOf(r.listing, r.handle, r.points)),
    selling: selling.map((r) => ({
      ...summaryOf(r.listing, r.handle, r.points),
      status: r.listing.status as ListingDetail['status'],
    })),
  };
}

/** Published listings per category, from counters (the home page's "active AI models" is `models`). */
export async function listingCounts(): Promise<Record<Category, number>> {
  const db = await getDb();
  const values = await readCounters(db, CATEGORIES.map(listingCounter));
  return Object.fromEntries(CATEGORIES.map((c) => [c, values[listingCounter(c)] ?? 0])) as Record<
    Category,
    number
  >;
}

/** Listing ids for the sitemap: the most got first. */
export async function sitemapListings(limit = 5_000): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: listing.id, updatedAt: listing.updatedAt })
    .from(listing)
    .where(and(eq(listing.status, 'published'), sql`${listing.hiddenAt} is null`))
    .orderBy(desc(listing.downloads), desc(listing.id))
    .limit(limit);
}

/**
 * A fresh site's curated listings (lib/marketplace/curated.ts), listed by Civitas: each is inserted once
 * by its key, so a restart or a second process never duplicates one; a later edit of the file does not
 * overwrite what is stored.
 */
export async function ensureCuratedListings() {
  const db = await getDb();
  // Seeded once: a site that has them all (the usual start) does not write.
  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listing)
    .where(sql`${listing.curatedKey} is not null`);
  if ((seeded?.n ?? 0) >= CURATED.length) return;
  const at = now();
  await db.transaction(async (tx) => {
    for (const item of CURATED) {
      const [row] = await tx
        .insert(listing)
        .values({
          curatedKey: item.key,
          status: 'published',
          category: item.category,
          title: item.title,
          summary: item.summary,
          description: item.description,
          tags: [...item.tags],
          license: item.license,
          priceWei: '0',
          link: item.link,
          version: item.version,
          searchConfig: 'english',
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: listing.curatedKey })
        .returning();
      if (!row) continue;
      await refreshSearch(tx, row.id);
      await recount(tx, null, row);
    }
  });
}

// Re-exported for the moderation queue and flags.
export { isLive };
export { listingPath };
