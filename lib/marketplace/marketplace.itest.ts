import '../../test/integration-env';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { bodyOf, Client, withParams } from '../../test/http';
import type {
  ApiError,
  Library,
  ListingDetail,
  ListingMe,
  ListingPage,
  ListingSummary,
  ModerationQueue,
  MyCitizenship,
  ReviewPage,
  SessionUser,
} from '../api/contract';

// The marketplace end to end through the route handlers as the browser calls them: listing (validation,
// drafts, publishing, editing), search (filters, sorts, pages, relevance, misspelt words), getting,
// reviews, uploads and downloads, reports and moderation, the curated seed, with the rows and counters
// they leave.

const load = async () => {
  const [
    signUp,
    citizens,
    listings,
    one,
    status,
    me,
    get,
    reviews,
    file,
    library,
    flags,
    queue,
    actions,
    db,
    schema,
    service,
    rules,
    validation,
    roles,
    storage,
    drizzle,
  ] = await Promise.all([
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/citizens/route'),
    import('../../app/api/marketplace/listings/route'),
    import('../../app/api/marketplace/listings/[id]/route'),
    import('../../app/api/marketplace/listings/[id]/status/route'),
    import('../../app/api/marketplace/listings/[id]/me/route'),
    import('../../app/api/marketplace/listings/[id]/get/route'),
    import('../../app/api/marketplace/listings/[id]/reviews/route'),
    import('../../app/api/marketplace/listings/[id]/file/route'),
    import('../../app/api/marketplace/library/route'),
    import('../../app/api/community/flags/route'),
    import('../../app/api/moderation/queue/route'),
    import('../../app/api/moderation/actions/route'),
    import('../db'),
    import('../db/schema'),
    import('./service'),
    import('./rules'),
    import('./validation'),
    import('../citizens/roles'),
    import('../storage'),
    import('drizzle-orm'),
  ]);
  return {
    signUp,
    citizens,
    listings,
    one,
    status,
    me,
    get,
    reviews,
    file,
    library,
    flags,
    queue,
    actions,
    db,
    schema,
    service,
    rules,
    validation,
    roles,
    storage,
    drizzle,
  };
};

let my: Awaited<ReturnType<typeof load>>;

/** Uploads go to a directory of this run's own (on Postgres, DATA_DIR is the project's .data). */
let filesRoot = '';

before(async () => {
  my = await load();
  filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-market-files-'));
  (globalThis as { civitasFileStore?: unknown }).civitasFileStore = new my.storage.LocalFileStore(filesRoot);
  await my.db.getDatabase();
  await my.service.ensureCuratedListings();
});

after(async () => {
  if (!my) return;
  const { engine, db } = await my.db.getDatabase();
  if (engine === 'postgres')
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await my.db.closeDb();
  if (filesRoot) fs.rmSync(filesRoot, { recursive: true, force: true });
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

/**
 * A random word of lower-case letters: unlike unique() (which shares its time prefix with every other
 * call), two of these are never near enough for the typo matching to confuse them.
 */
const word = (length = 10) =>
  Array.from(crypto.randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

async function ok<T>(response: Response, status = 200): Promise<T> {
  assert.equal(response.status, status, await response.clone().text());
  return bodyOf<T>(response);
}

async function refusedWith(response: Response, status: number, error: string) {
  const text = await response.clone().text();
  assert.equal(response.status, status, text);
  assert.equal((await bodyOf<ApiError>(response)).error, error, text);
}

/** A 400 invalid_input naming `field` with `code`. */
async function invalidField(response: Response, field: string, code: string) {
  const text = await response.clone().text();
  assert.equal(response.status, 400, text);
  const body = await bodyOf<ApiError>(response);
  assert.equal(body.error, 'invalid_input', text);
  assert.equal(body.fields?.[field], code, `${field}: ${text}`);
}

async function member() {
  const client = new Client();
  const id = unique();
  const email = `mkt.${id}@example.com`;
  const { user } = await ok<{ user: SessionUser }>(
    await client.post(my.signUp.POST, '/api/auth/sign-up', {
      username: `mkt_${id}`,
      email,
      password: 'correct horse battery',
    }),
    201,
  );
  return { client, user, email };
}
type Member = Awaited<ReturnType<typeof member>>;

async function citizen() {
  const m = await member();
  const { citizen: record } = await ok<{ citizen: MyCitizenship }>(
    await m.client.post(my.citizens.POST, '/api/citizens', {
      handle: `m_${unique()}`,
      notifyEmail: `notify.${unique()}@example.com`,
      acceptConstitution: true,
    }),
    201,
  );
  return { ...m, handle: record.handle };
}

async function moderator() {
  const m = await member();
  await my.roles.setStaffRole(m.email, 'moderator');
  return m;
}

const item = (over: Record<string, unknown> = {}) => ({
  category: 'models',
  title: `Kestrel speech recognizer ${unique()}`,
  summary: 'A small speech recognition model for field recordings.',
  description: 'Transcribes **noisy** audio. Trained on open recordings.',
  tags: ['speech', 'audio'],
  license: 'Apache-2.0',
  price: '0',
  link: 'https://example.org/kestrel',
  version: '1.0.0',
  ...over,
});

const search = async (c: Client, query: string) =>
  ok<ListingPage>(await c.get(my.listings.GET, `/api/marketplace/listings?${query}`));

/** Every page of a search, following the cursors: no listing twice, no page over the page size. */
async function walk(query: string) {
  const items: ListingSummary[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await search(new Client(), cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query);
    assert.ok(page.items.length <= my.rules.SEARCH_PAGE);
    pages.push(page.items.length);
    items.push(...page.items);
    cursor = page.nextCursor;
    assert.ok(pages.length <= 20, `${query}: more pages than there are listings`);
  } while (cursor);
  const ids = items.map((i) => i.id);
  assert.equal(new Set(ids).size, ids.length, `${query}: a listing on two pages: ${ids.join(', ')}`);
  return { items, ids, pages };
}

const idParams = (id: number | string) => ({ id: String(id) });
const at = (id: number | string, tail = '') => `/api/marketplace/listings/${id}${tail}`;

/** The routes of one listing, as the browser calls them. */
const api = {
  create: (c: Client, body: Record<string, unknown>) =>
    c.post(my.listings.POST, '/api/marketplace/listings', body),
  detail: (c: Client, id: number | string) => c.get(withParams(my.one.GET, idParams(id)), at(id)),
  patch: (c: Client, id: number | string, json: Record<string, unknown>) =>
    c.send(withParams(my.one.PATCH, idParams(id)), 'PATCH', at(id), { json }),
  status: (c: Client, id: number | string, status: string) =>
    c.post(withParams(my.status.POST, idParams(id)), at(id, '/status'), { status }),
  me: (c: Client, id: number | string) => c.get(withParams(my.me.GET, idParams(id)), at(id, '/me')),
  get: (c: Client, id: number | string) => c.post(withParams(my.get.POST, idParams(id)), at(id, '/get')),
  review: (c: Client, id: number | string, body: Record<string, unknown>) =>
    c.post(withParams(my.reviews.POST, idParams(id)), at(id, '/reviews'), body),
  reviews: (c: Client, id: number | string, cursor?: string) =>
    c.get(
      withParams(my.reviews.GET, idParams(id)),
      at(id, `/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
    ),
  upload: (c: Client, id: number | string, raw: Uint8Array | ReadableStream<Uint8Array>, name: string) =>
    c.send(withParams(my.file.PUT, idParams(id)), 'PUT', at(id, '/file'), {
      raw,
      headers: { 'x-file-name': encodeURIComponent(name), 'content-type': 'application/octet-stream' },
    }),
  download: (c: Client, id: number | string) => c.get(withParams(my.file.GET, idParams(id)), at(id, '/file')),
  library: (c: Client) => c.get(my.library.GET, '/api/marketplace/library'),
  flag: (c: Client, id: number, reason = 'spam') =>
    c.post(my.flags.POST, '/api/community/flags', { targetType: 'listing', targetId: id, reason }),
  queue: (c: Client) => c.get(my.queue.GET, '/api/moderation/queue'),
  moderate: (c: Client, body: Record<string, unknown>) =>
    c.post(my.actions.POST, '/api/moderation/actions', body),
};

async function created(seller: Pick<Member, 'client'>, over: Record<string, unknown> = {}) {
  const { id } = await ok<{ id: number }>(await api.create(seller.client, item(over)), 201);
  return id;
}

async function publishNew(seller: Pick<Member, 'client'>, over: Record<string, unknown> = {}) {
  const id = await created(seller, over);
  await ok(await api.status(seller.client, id, 'published'));
  return id;
}

const detailOf = async (c: Client, id: number) => ok<ListingDetail>(await api.detail(c, id));

async function listingRow(id: number) {
  const db = await my.db.getDb();
  const [row] = await db.select().from(my.schema.listing).where(my.drizzle.eq(my.schema.listing.id, id));
  assert.ok(row, `listing ${id}`);
  return row;
}

async function getsOf(id: number) {
  const db = await my.db.getDb();
  return db.select().from(my.schema.listingGet).where(my.drizzle.eq(my.schema.listingGet.listingId, id));
}

/** Live (published, not hidden) listings per category, counted in the listing table. */
async function liveInTable(): Promise<Record<string, number>> {
  const db = await my.db.getDb();
  const rows = await db
    .select({ category: my.schema.listing.category, n: my.drizzle.sql<number>`count(*)::int` })
    .from(my.schema.listing)
    .where(
      my.drizzle.and(
        my.drizzle.eq(my.schema.listing.status, 'published'),
        my.drizzle.isNull(my.schema.listing.hiddenAt),
      ),
    )
    .groupBy(my.schema.listing.category);
  const counts: Record<string, number> = Object.fromEntries(my.rules.CATEGORIES.map((c) => [c, 0]));
  for (const row of rows) counts[row.category] = Number(row.n);
  return counts;
}

const found = (page: ListingPage, id: number) => page.items.some((i) => i.id === id);

// ---------------------------------------------------------------------------------------------------
// Files: a real (stored, one entry) zip archive, and the heads of other kinds.

const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A valid zip archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: string): Uint8Array {
  const file = Buffer.from(name, 'utf8');
  const data = Buffer.from(content, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  central.writeUInt32LE(0, 42); // the local header's offset
  const centralOffset = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return new Uint8Array(Buffer.concat([local, file, data, central, file, end]));
}

const ELF = new Uint8Array(
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]),
);
const PDF = new Uint8Array(
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
);

/** `total` bytes streamed a megabyte at a time (never all in memory): a zip's magic, then zeros. */
function zerosAfterZipMagic(total: number): ReadableStream<Uint8Array> {
  const CHUNK = 1024 * 1024;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(CHUNK, total - sent));
      if (sent === 0) chunk.set([0x50, 0x4b, 0x03, 0x04]);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** The files the store holds for a listing (temporary files included). */
function storedFilesOf(id: number): string[] {
  const store = my.storage.fileStore();
  assert.ok(store instanceof my.storage.LocalFileStore, 'the tests run on the local file store');
  const dir = path.join(store.root, 'listings', String(id));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('marketplace', () => {
  test('the curated seed is listed once and counted', async () => {
    await my.service.ensureCuratedListings();
    const page = await search(new Client(), 'category=models');
    assert.ok(page.items.length >= 4);
    assert.ok(page.items.every((i) => i.curated && i.category === 'models' && i.priceWei === '0'));
    const counts = await my.service.listingCounts();
    assert.equal(counts.models, page.items.length);
  });

  test('a citizen lists, publishes, and another member finds it with a typo and gets it', async () => {
    const seller = await citizen();
    const title = `Quokkaphone transcriber ${unique()}`;
    const id = await publishNew(seller, { title });
    const exact = await search(new Client(), `q=quokkaphone`);
    assert.ok(
      exact.items.some((i) => i.id === id),
      JSON.stringify(exact),
    );
    const typo = await search(new Client(), `q=quokaphone`);
    assert.ok(
      typo.items.some((i) => i.id === id),
      JSON.stringify(typo),
    );
    const buyer = await member();
    const before = await ok<ListingMe>(
      await buyer.client.get(withParams(my.me.GET, { id: String(id) }), `/api/marketplace/listings/${id}/me`),
    );
    assert.equal(before.got, false);
    assert.equal(before.link, null);
    const got = await ok<{ link: string }>(
      await buyer.client.post(
        withParams(my.get.POST, { id: String(id) }),
        `/api/marketplace/listings/${id}/get`,
      ),
      201,
    );
    assert.equal(got.link, 'https://example.org/kestrel');
    await ok(
      await buyer.client.post(
        withParams(my.get.POST, { id: String(id) }),
        `/api/marketplace/listings/${id}/get`,
      ),
      200,
    );
    const detail = await ok<ListingDetail>(
      await new Client().get(withParams(my.one.GET, { id: String(id) }), `/api/marketplace/listings/${id}`),
    );
    assert.equal(detail.downloads, 1);
    await ok(
      await buyer.client.post(
        withParams(my.reviews.POST, { id: String(id) }),
        `/api/marketplace/listings/${id}/reviews`,
        {
          stars: 4,
          body: 'Works well on my recordings.',
        },
      ),
      201,
    );
    await refusedWith(
      await buyer.client.post(
        withParams(my.reviews.POST, { id: String(id) }),
        `/api/marketplace/listings/${id}/reviews`,
        {
          stars: 5,
          body: 'Again',
        },
      ),
      409,
      'already_reviewed',
    );
    const after = await ok<ListingDetail>(
      await new Client().get(withParams(my.one.GET, { id: String(id) }), `/api/marketplace/listings/${id}`),
    );
    assert.equal(after.reviews, 1);
    assert.equal(after.rating, 4);
  });

  test('a listing is checked field by field; only a citizen lists, signed in, from the site', async () => {
    const seller = await citizen();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: undefined }, 'title', 'required'],
      [{ title: '   ' }, 'title', 'required'],
      [{ title: 'ab' }, 'title', 'too_short'],
      [{ title: 'x'.repeat(81) }, 'title', 'too_long'],
      [{ license: 'MIT License' }, 'license', 'invalid'],
      [{ license: 'mit' }, 'license', 'invalid'],
      [{ license: undefined }, 'license', 'required'],
      [{ price: 'abc' }, 'price', 'invalid'],
      [{ price: '-1' }, 'price', 'invalid'],
      [{ price: '1e3' }, 'price', 'invalid'],
      [{ price: '10001' }, 'price', 'too_large'],
      [{ price: '10000.000000000000000001' }, 'price', 'too_large'],
      [{ link: 'http://example.org/model' }, 'link', 'invalid_url'],
      [{ link: 'ftp://example.org/model' }, 'link', 'invalid_url'],
      [{ link: 'https://user:secret@example.org/model' }, 'link', 'invalid_url'],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'tags', 'too_many'],
      [{ tags: ['speech recognition'] }, 'tags', 'invalid'],
      [{ tags: 'speech' }, 'tags', 'invalid'],
      [{ category: 'weapons' }, 'category', 'required'],
    ];
    for (const [over, field, code] of cases)
      await invalidField(await api.create(seller.client, item(over)), field, code);

    // The edges that pass: 10,000 ETH, five distinct tags (upper case folds, duplicates merge: the
    // limit counts distinct tags, so six with a duplicate among them pass), no link.
    const edge = await created(seller, {
      price: '10000',
      tags: ['One', 'two', 'three', 'four', 'five', 'one'],
      link: '',
    });
    const row = await listingRow(edge);
    assert.equal(row.priceWei, (10_000n * 10n ** 18n).toString());
    assert.deepEqual(row.tags, ['one', 'two', 'three', 'four', 'five']);
    assert.equal(row.link, null);
    assert.equal(row.status, 'draft');

    const visitor = await member();
    await refusedWith(await api.create(visitor.client, item()), 403, 'not_citizen');
    await refusedWith(await api.create(new Client(), item()), 401, 'unauthenticated');
    await refusedWith(
      await seller.client.post(my.listings.POST, '/api/marketplace/listings', item(), {
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'forbidden_origin',
    );
    // Nothing but the edge case was stored, by either of them.
    const mine = await ok<Library>(await api.library(seller.client));
    assert.deepEqual(
      mine.selling.map((l) => l.id),
      [edge],
    );
    assert.deepEqual((await ok<Library>(await api.library(visitor.client))).selling, []);
  });

  test('drafts and unpublished listings are for their seller only; publishing needs something to get', async () => {
    const seller = await citizen();
    const other = await citizen();
    const name = word();
    const id = await created(seller, { title: `Draft ${name} detector`, link: '' });

    assert.ok(!found(await search(new Client(), `q=${name}`), id));
    await refusedWith(await api.detail(other.client, id), 404, 'not_found');
    await refusedWith(await api.detail(new Client(), id), 404, 'not_found');
    const draft = await detailOf(seller.client, id);
    assert.equal(draft.status, 'draft');
    assert.equal(draft.publishedAt, null);
    assert.equal(draft.hasLink, false);

    const counted = (await my.service.listingCounts()).models;
    // Nothing to get (no link, no file): not published.
    await refusedWith(await api.status(seller.client, id, 'published'), 422, 'nothing_to_get');
    assert.equal((await listingRow(id)).status, 'draft');
    // Unpublishing a draft leaves it a draft; only the seller sets the status; only the two statuses.
    await ok(await api.status(seller.client, id, 'unpublished'));
    assert.equal((await listingRow(id)).status, 'draft');
    await refusedWith(await api.status(other.client, id, 'published'), 403, 'forbidden');
    await refusedWith(await api.status(new Client(), id, 'published'), 401, 'unauthenticated');
    await invalidField(await api.status(seller.client, id, 'draft'), 'status', 'invalid');

    await ok(await api.patch(seller.client, id, { link: 'https://example.org/detector' }));
    assert.deepEqual((await listingRow(id)).tags, ['speech', 'audio'], 'an edit of the link keeps the tags');
    await ok(await api.status(seller.client, id, 'published'));
    const published = await detailOf(other.client, id);
    assert.equal(published.status, 'published');
    assert.ok(published.publishedAt);
    assert.ok(found(await search(new Client(), `q=${name}`), id));
    assert.equal((await my.service.listingCounts()).models, counted + 1);
    // A published listing keeps something to get: its only link cannot be taken away.
    await refusedWith(await api.patch(seller.client, id, { link: '' }), 422, 'nothing_to_get');
    assert.equal((await listingRow(id)).link, 'https://example.org/detector');

    await ok(await api.status(seller.client, id, 'unpublished'));
    assert.ok(!found(await search(new Client(), `q=${name}`), id));
    await refusedWith(await api.detail(other.client, id), 404, 'not_found');
    await refusedWith(await api.detail(new Client(), id), 404, 'not_found');
    assert.equal((await detailOf(seller.client, id)).status, 'unpublished');
    assert.equal((await my.service.listingCounts()).models, counted);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await ok(await api.status(seller.client, id, 'published'));
    const again = await detailOf(other.client, id);
    assert.equal(again.publishedAt, published.publishedAt, 'republishing keeps the first publication');
    assert.ok(found(await search(new Client(), `q=${name}`), id));
    assert.equal((await my.service.listingCounts()).models, counted + 1);
    // Publishing twice counts once.
    await ok(await api.status(seller.client, id, 'published'));
    assert.equal((await my.service.listingCounts()).models, counted + 1);
  });

  test('only the seller edits a listing, and an edit changes what search finds', async () => {
    const seller = await citizen();
    const other = await citizen();
    const [before, after] = [word(), word()];
    const id = await publishNew(seller, { title: `Gecko ${before} tagger`, category: 'tools' });
    assert.ok(found(await search(new Client(), `q=${before}`), id));

    await refusedWith(
      await api.patch(other.client, id, { title: `Gecko ${after} tagger` }),
      403,
      'forbidden',
    );
    await refusedWith(
      await api.patch((await member()).client, id, { title: 'Taken over' }),
      403,
      'forbidden',
    );
    await refusedWith(await api.patch(new Client(), id, { title: 'Taken over' }), 401, 'unauthenticated');
    await refusedWith(
      await api.patch(seller.client, 2_147_483_647, { title: 'Nothing here' }),
      404,
      'not_found',
    );
    await refusedWith(
      await api.patch(seller.client, '2147483648', { title: 'Nothing here' }),
      404,
      'not_found',
    );
    await invalidField(await api.patch(seller.client, id, { price: 'abc' }), 'price', 'invalid');
    assert.equal((await listingRow(id)).title, `Gecko ${before} tagger`);

    const tools = (await my.service.listingCounts()).tools;
    await ok(
      await api.patch(seller.client, id, {
        title: `Gecko ${after} tagger`,
        category: 'plugins',
        tags: ['gecko'],
      }),
    );
    assert.ok(found(await search(new Client(), `q=${after}`), id));
    assert.ok(!found(await search(new Client(), `q=${before}`), id));
    assert.ok(found(await search(new Client(), `q=${after}&category=plugins`), id));
    assert.ok(!found(await search(new Client(), `q=${after}&category=tools`), id));
    const counts = await my.service.listingCounts();
    assert.equal(counts.tools, tools - 1, 'the category moved with the listing');
    const detail = await detailOf(new Client(), id);
    assert.equal(detail.title, `Gecko ${after} tagger`);
    assert.deepEqual(detail.tags, ['gecko']);
    assert.equal(detail.status, 'published');
    // An edit changes only what it sends: the link, the tags and the rest stay.
    await ok(await api.patch(seller.client, id, { summary: 'A tagger for geckos, now with a new summary.' }));
    const kept = await listingRow(id);
    assert.equal(kept.link, 'https://example.org/kestrel');
    assert.deepEqual(kept.tags, ['gecko']);
    assert.equal(kept.title, `Gecko ${after} tagger`);
    assert.equal(kept.category, 'plugins');
    assert.equal(kept.priceWei, '0');
    assert.equal(kept.summary, 'A tagger for geckos, now with a new summary.');
  });

  test('search filters, sorts and pages through every result once', async () => {
    const tag = `pg${word()}`;
    const five = `${tag}-five`;
    const [a, b] = [await citizen(), await citizen()];
    const categories = ['models', 'datasets', 'plugins', 'tools'] as const;
    const prices: Record<number, string> = { 3: '0.05', 7: '0.05', 12: '2', 20: '0.5' };
    const specs = Array.from({ length: 26 }, (_, i) => ({
      category: categories[i % 4]!,
      license: i % 3 === 0 ? 'MIT' : 'Apache-2.0',
      price: prices[i] ?? '0',
      tags: i % 5 === 0 ? [tag, five] : [tag],
    }));
    const ids: number[] = [];
    for (const [i, spec] of specs.entries())
      ids.push(await publishNew(i % 2 ? a : b, { ...spec, title: `Paging item ${i} ${unique()}` }));

    // Downloads for the popular order: 3, 2 and 1 gets.
    const buyers = [await member(), await member(), await member()];
    for (const [i, buyer] of buyers.entries())
      for (const index of [0, 1, 2].slice(0, 3 - i)) await ok(await api.get(buyer.client, ids[index]!), 201);
    const downloads = (i: number) => [3, 2, 1][i] ?? 0;

    const byNewest = [...ids].reverse();
    const newest = await walk(`tag=${tag}&sort=newest`);
    assert.deepEqual(newest.ids, byNewest);
    assert.deepEqual(newest.pages, [24, 2]);
    assert.deepEqual((await walk(`tag=${tag}`)).ids, byNewest, 'without a query, newest first');

    const popular = await walk(`tag=${tag}&sort=popular`);
    const byPopular = ids
      .map((id, i) => ({ id, d: downloads(i) }))
      .sort((x, y) => y.d - x.d || y.id - x.id)
      .map((x) => x.id);
    assert.deepEqual(popular.ids, byPopular);
    assert.deepEqual(
      popular.items.slice(0, 3).map((i) => i.downloads),
      [3, 2, 1],
    );

    const price = await walk(`tag=${tag}&sort=price`);
    const wei = (i: number) => my.validation.priceToWei(specs[i]!.price);
    const byPrice = ids
      .map((id, i) => ({ id, p: wei(i) }))
      .sort((x, y) => (x.p === y.p ? x.id - y.id : x.p < y.p ? -1 : 1))
      .map((x) => x.id);
    assert.deepEqual(price.ids, byPrice);
    assert.deepEqual(
      price.items.slice(-4).map((i) => i.priceWei),
      ['50000000000000000', '50000000000000000', '500000000000000000', '2000000000000000000'],
    );

    // Relevance pages by offset: every listing once too.
    const relevant = await walk(`q=${tag}`);
    assert.deepEqual([...relevant.ids].sort(), [...ids].sort());
    assert.deepEqual(relevant.pages, [24, 2]);

    const only = (keep: (i: number) => boolean) => ids.filter((_, i) => keep(i)).sort((x, y) => y - x);
    const sorted = (list: number[]) => [...list].sort((x, y) => y - x);
    assert.deepEqual(
      sorted((await walk(`tag=${tag}&category=datasets`)).ids),
      only((i) => specs[i]!.category === 'datasets'),
    );
    assert.deepEqual(
      sorted((await walk(`tag=${tag}&price=paid`)).ids),
      only((i) => specs[i]!.price !== '0'),
    );
    assert.deepEqual(
      sorted((await walk(`tag=${tag}&price=free`)).ids),
      only((i) => specs[i]!.price === '0'),
    );
    assert.deepEqual(
      sorted((await walk(`tag=${tag}&license=MIT`)).ids),
      only((i) => specs[i]!.license === 'MIT'),
    );
    assert.deepEqual(
      sorted((await walk(`tag=${five}`)).ids),
      only((i) => i % 5 === 0),
    );
    assert.deepEqual(
      sorted((await walk(`tag=${tag}&category=tools&price=paid&license=Apache-2.0`)).ids),
      only(
        (i) =>
          specs[i]!.category === 'tools' && specs[i]!.price !== '0' && specs[i]!.license === 'Apache-2.0',
      ),
    );
    const paid = await search(new Client(), `tag=${tag}&price=paid&sort=price`);
    assert.equal(paid.items[0]!.priceWei, '50000000000000000');

    // Anything odd in the query reads as its default: a cursor of another order, a garbage cursor, an
    // unknown sort, category or licence.
    assert.deepEqual(
      (await search(new Client(), `tag=${tag}&cursor=garbage`)).items.map((i) => i.id),
      byNewest.slice(0, 24),
    );
    const popularCursor = (await search(new Client(), `tag=${tag}&sort=popular`)).nextCursor!;
    const mixed = await search(
      new Client(),
      `tag=${tag}&sort=newest&cursor=${encodeURIComponent(popularCursor)}`,
    );
    assert.deepEqual(
      mixed.items.map((i) => i.id),
      byNewest.slice(0, 24),
    );
    assert.equal((await walk(`tag=${tag}&sort=loudest&category=weapons&license=Nope`)).ids.length, 26);
    // Cursors crafted to look right but out of range (an id or a count past 32 bits, a date that does not
    // exist, year 0): the first page, not a failed query.
    const firstOf = { newest: byNewest, popular: byPopular, price: byPrice };
    const crafted: [keyof typeof firstOf, string][] = [
      ['newest', 'k|2026-02-30T00:00:00.000Z|1'],
      ['newest', 'k|0000-01-01T00:00:00.000Z|1'],
      ['newest', `k|${newest.items[0]!.publishedAt}|9999999999`],
      ['popular', 'k|99999999999|1'],
      ['popular', 'k|1|9999999999'],
      ['price', 'k|1|9999999999'],
    ];
    for (const [sort, text] of crafted) {
      const cursor = Buffer.from(text).toString('base64url');
      const page = await search(new Client(), `tag=${tag}&sort=${sort}&cursor=${cursor}`);
      assert.deepEqual(
        page.items.map((i) => i.id),
        firstOf[sort].slice(0, 24),
        `${sort} ${text}`,
      );
    }
  });

  test('relevance: a title match ranks above a text match; misspelt words and tags are found', async () => {
    const seller = await citizen();
    const term = word();
    // The title match is listed first, so that the newer id (the tie-break) favours the other.
    const inTitle = await publishNew(seller, { title: `The ${term} toolkit` });
    const inText = await publishNew(seller, {
      title: `Another toolkit ${unique()}`,
      description: `Works together with ${term} and others.`,
    });
    const ranked = (await search(new Client(), `q=${term}`)).items.map((i) => i.id);
    assert.ok(ranked.includes(inText), `the text match is found: ${ranked.join(', ')}`);
    assert.ok(
      ranked.indexOf(inTitle) >= 0 && ranked.indexOf(inTitle) < ranked.indexOf(inText),
      `the title match first: ${ranked.join(', ')}`,
    );

    // A tag misspelt (one letter changed in the middle) is found by its trigrams.
    const tag = word(11);
    const tagged = await publishNew(seller, { title: `Plain title ${unique()}`, tags: [tag] });
    const typo = `${tag.slice(0, 5)}${tag[5] === 'q' ? 'x' : 'q'}${tag.slice(6)}`;
    const misspelt = await search(new Client(), `q=${typo}`);
    assert.ok(
      found(misspelt, tagged),
      `${typo} for ${tag}: ${JSON.stringify(misspelt.items.map((i) => i.tags))}`,
    );
    assert.ok(found(await search(new Client(), `q=${tag}`), tagged));
    // A word far from every title and tag finds nothing of these.
    const far = await search(new Client(), `q=${word()}`);
    assert.ok(![inTitle, inText, tagged].some((id) => found(far, id)));
  });

  test('getting: free, published items of others, counted once per member', async () => {
    const seller = await citizen();
    const free = await publishNew(seller);
    const paid = await publishNew(seller, { price: '0.05' });
    const draft = await created(seller);
    const gone = await publishNew(seller);
    await ok(await api.status(seller.client, gone, 'unpublished'));
    const buyer = await member(); // a member: getting needs no citizenship

    assert.equal((await detailOf(new Client(), paid)).priceWei, '50000000000000000');
    await refusedWith(await api.get(buyer.client, paid), 409, 'paid_item');
    await refusedWith(await api.get(seller.client, free), 409, 'own_listing');
    await refusedWith(await api.get(buyer.client, draft), 404, 'not_found');
    await refusedWith(await api.get(buyer.client, gone), 404, 'not_found');
    await refusedWith(await api.get(buyer.client, 2_147_483_647), 404, 'not_found');
    await refusedWith(await api.get(new Client(), free), 401, 'unauthenticated');
    assert.equal((await getsOf(paid)).length, 0);

    // Four gets at once by one member: one download, one row, one 201.
    const answers = await Promise.all([1, 2, 3, 4].map(() => api.get(buyer.client, free)));
    assert.deepEqual(answers.map((r) => r.status).sort(), [200, 200, 200, 201]);
    for (const answer of answers)
      assert.deepEqual(await bodyOf(answer), { link: 'https://example.org/kestrel', fileUrl: null });
    assert.equal((await listingRow(free)).downloads, 1);
    assert.equal((await getsOf(free)).length, 1);

    // Three other members at once: three more.
    const others = [await member(), await member(), await citizen()];
    const theirs = await Promise.all(others.map((o) => api.get(o.client, free)));
    assert.deepEqual(
      theirs.map((r) => r.status),
      [201, 201, 201],
    );
    assert.equal((await detailOf(new Client(), free)).downloads, 4);
    assert.equal((await getsOf(free)).length, 4);

    const me = await ok<ListingMe>(await api.me(buyer.client, free));
    assert.equal(me.got, true);
    assert.equal(me.link, 'https://example.org/kestrel');
    assert.equal((await ok<ListingMe>(await api.me(buyer.client, paid))).link, null);

    const got = await ok<Library>(await api.library(buyer.client));
    assert.deepEqual(
      got.got.map((l) => l.id),
      [free],
    );
    assert.deepEqual(got.selling, []);
    const selling = await ok<Library>(await api.library(seller.client));
    assert.deepEqual(selling.got, []);
    const statusOf = Object.fromEntries(selling.selling.map((l) => [l.id, l.status]));
    assert.deepEqual(statusOf, {
      [free]: 'published',
      [paid]: 'published',
      [draft]: 'draft',
      [gone]: 'unpublished',
    });
    await refusedWith(await api.library(new Client()), 401, 'unauthenticated');
  });

  test('reviews: once per member who got the item, never by its seller; the rating follows; pages of 20', async () => {
    const seller = await citizen();
    const tag = `rv${word()}`;
    const id = await publishNew(seller, { tags: [tag] });
    const stranger = await member();
    await refusedWith(await api.review(stranger.client, id, { stars: 5, body: 'Great' }), 403, 'not_got');
    await refusedWith(
      await api.review(seller.client, id, { stars: 5, body: 'Mine is great' }),
      409,
      'own_listing',
    );
    await refusedWith(
      await api.review(new Client(), id, { stars: 5, body: 'Great' }),
      401,
      'unauthenticated',
    );
    await ok(await api.get(stranger.client, id), 201);
    for (const stars of [0, 6, 4.5, -1])
      await invalidField(
        await api.review(stranger.client, id, { stars, body: 'Stars?' }),
        'stars',
        'invalid',
      );
    await invalidField(
      await api.review(stranger.client, id, { stars: '5', body: 'Stars?' }),
      'stars',
      'required',
    );
    await invalidField(await api.review(stranger.client, id, { stars: 5, body: '  ' }), 'body', 'required');
    await invalidField(
      await api.review(stranger.client, id, { stars: 5, body: 'x'.repeat(2_001) }),
      'body',
      'too_long',
    );

    const total = my.rules.REVIEWS_PAGE + 1;
    const stars = Array.from({ length: total }, (_, i) => [5, 4, 3, 5, 2][i % 5]!);
    const reviewers = [stranger];
    while (reviewers.length < total) reviewers.push(await member());
    for (const [i, reviewer] of reviewers.entries()) {
      if (i > 0) await ok(await api.get(reviewer.client, id), 201);
      const review = { stars: stars[i], body: `Review number ${i}.` };
      if (i < total - 1) await ok(await api.review(reviewer.client, id, review), 201);
      else {
        // The last one twice at once: one review, counted once.
        const twice = await Promise.all([1, 2].map(() => api.review(reviewer.client, id, review)));
        assert.deepEqual(twice.map((r) => r.status).sort(), [201, 409]);
      }
    }
    await refusedWith(
      await api.review(stranger.client, id, { stars: 1, body: 'Changed my mind' }),
      409,
      'already_reviewed',
    );
    assert.equal((await ok<ListingMe>(await api.me(stranger.client, id))).reviewed, true);

    const sum = stars.reduce((s, x) => s + x, 0);
    const rating = my.rules.averageRating(sum, total);
    const row = await listingRow(id);
    assert.equal(row.reviews, total);
    assert.equal(row.ratingSum, sum);
    const detail = await detailOf(new Client(), id);
    assert.equal(detail.reviews, total);
    assert.equal(detail.rating, rating);
    const inSearch = (await search(new Client(), `tag=${tag}`)).items.find((i) => i.id === id);
    assert.equal(inSearch?.rating, rating);
    assert.equal(inSearch?.reviews, total);

    const first = await ok<ReviewPage>(await api.reviews(new Client(), id));
    assert.equal(first.items.length, my.rules.REVIEWS_PAGE);
    assert.ok(first.nextCursor);
    const second = await ok<ReviewPage>(await api.reviews(new Client(), id, first.nextCursor));
    assert.equal(second.items.length, 1);
    assert.equal(second.nextCursor, null);
    const all = [...first.items, ...second.items];
    assert.deepEqual(all.map((r) => r.body).sort(), reviewers.map((_, i) => `Review number ${i}.`).sort());
    const times = all.map((r) => r.createdAt);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    // A garbage cursor, or one with a date Postgres refuses (year 0), reads as the first page.
    for (const cursor of ['garbage', Buffer.from('0000-01-01T00:00:00.000Z|abc').toString('base64url')])
      assert.equal((await ok<ReviewPage>(await api.reviews(new Client(), id, cursor))).items.length, 20);
  });

  test('uploads: typed by content, at most 50 MB; the file goes to its seller and those who got it', async () => {
    const seller = await citizen();
    const other = await citizen();
    const id = await created(seller, { link: '', category: 'datasets' });
    const zip = zipOf('readme.txt', `A tiny dataset, ${unique()}.\n`);

    await refusedWith(await api.upload(other.client, id, zip, 'data.zip'), 403, 'forbidden');
    await refusedWith(await api.upload(new Client(), id, zip, 'data.zip'), 401, 'unauthenticated');
    await refusedWith(await api.upload(seller.client, 2_147_483_647, zip, 'data.zip'), 404, 'not_found');
    await refusedWith(await api.upload(seller.client, id, ELF, 'model.zip'), 415, 'unsupported_type');
    await refusedWith(await api.upload(seller.client, id, PDF, 'data.csv'), 415, 'type_mismatch');
    await refusedWith(await api.upload(seller.client, id, zip, 'data.exe'), 415, 'unsupported_type');
    await refusedWith(
      await api.upload(seller.client, id, new Uint8Array(0), 'data.zip'),
      400,
      'invalid_input',
    );
    await refusedWith(
      await api.upload(seller.client, id, zerosAfterZipMagic(51 * 1024 * 1024), 'big.zip'),
      413,
      'payload_too_large',
    );
    // A declared length over the limit is refused before anything is read.
    await refusedWith(
      await seller.client.send(withParams(my.file.PUT, idParams(id)), 'PUT', at(id, '/file'), {
        raw: zip,
        headers: { 'x-file-name': 'data.zip', 'content-length': String(50 * 1024 * 1024 + 1) },
      }),
      413,
      'payload_too_large',
    );
    await refusedWith(
      await seller.client.send(withParams(my.file.PUT, idParams(id)), 'PUT', at(id, '/file'), {
        raw: zip,
        headers: { 'x-file-name': '%E0%A4%A.zip' },
      }),
      400,
      'invalid_input',
    );
    const bare = await listingRow(id);
    assert.equal(bare.fileKey, null);
    assert.equal(bare.fileName, null);
    assert.deepEqual(storedFilesOf(id), [], 'nothing of the refused uploads is kept');

    const uploaded = await ok<{ name: string; size: number; kind: string }>(
      await api.upload(seller.client, id, zip, 'data.zip'),
      201,
    );
    assert.deepEqual(uploaded, { name: 'data.zip', size: zip.byteLength, kind: 'zip' });
    const row = await listingRow(id);
    assert.equal(row.fileName, 'data.zip');
    assert.equal(row.fileSize, zip.byteLength);
    assert.equal(row.fileKind, 'zip');
    assert.equal(row.fileSha256, sha256(zip));
    assert.equal(storedFilesOf(id).length, 1);

    // A file is something to get: the listing can be published without a link now.
    await ok(await api.status(seller.client, id, 'published'));
    const detail = await detailOf(new Client(), id);
    assert.deepEqual(detail.file, { name: 'data.zip', size: zip.byteLength });
    assert.equal(detail.hasLink, false);

    // Too large again, with a file attached: the earlier file stays.
    await refusedWith(
      await api.upload(seller.client, id, zerosAfterZipMagic(51 * 1024 * 1024), 'big.zip'),
      413,
      'payload_too_large',
    );
    assert.equal((await listingRow(id)).fileKey, row.fileKey);
    assert.equal(storedFilesOf(id).length, 1);

    const buyer = await member();
    await refusedWith(await api.download(buyer.client, id), 403, 'not_got');
    const got = await ok<{ link: string | null; fileUrl: string }>(await api.get(buyer.client, id), 201);
    assert.deepEqual(got, { link: null, fileUrl: `/api/marketplace/listings/${id}/file` });
    for (const who of [buyer, seller]) {
      const response = await api.download(who.client, id);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-disposition') ?? '', /^attachment; filename="data\.zip"/);
      assert.equal(response.headers.get('content-length'), String(zip.byteLength));
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.deepEqual(new Uint8Array(await response.arrayBuffer()), zip);
    }
    await refusedWith(await api.download(other.client, id), 403, 'not_got');
    await refusedWith(await api.download(new Client(), id), 401, 'unauthenticated');
    // A moderator may open any listing's file (to judge a report).
    const mod = await moderator();
    assert.equal((await api.download(mod.client, id)).status, 200);

    // A new file replaces the old one, in the store too.
    const next = zipOf('readme.txt', `Version two, ${unique()}.\n`);
    await ok(await api.upload(seller.client, id, next, 'data-v2.zip'), 201);
    assert.equal(storedFilesOf(id).length, 1);
    const again = await api.download(buyer.client, id);
    assert.equal(again.status, 200);
    assert.match(again.headers.get('content-disposition') ?? '', /filename="data-v2\.zip"/);
    assert.deepEqual(new Uint8Array(await again.arrayBuffer()), next);
  });

  test('three reports hide a listing until a moderator restores it', async () => {
    const seller = await citizen();
    const term = word();
    const id = await publishNew(seller, { title: `Reported ${term} model`, category: 'models' });
    const models = (await my.service.listingCounts()).models;
    const [f1, f2, f3] = [await citizen(), await citizen(), await citizen()];

    await refusedWith(await api.flag((await member()).client, id), 403, 'not_citizen');
    await refusedWith(await api.flag(seller.client, id), 422, 'own_post');
    assert.deepEqual(await ok(await api.flag(f1.client, id), 201), { hidden: false });
    await refusedWith(await api.flag(f1.client, id), 409, 'already_flagged');
    assert.deepEqual(await ok(await api.flag(f2.client, id), 201), { hidden: false });
    assert.ok(found(await search(new Client(), `q=${term}`), id), 'two reports do not hide it');
    assert.deepEqual(await ok(await api.flag(f3.client, id, 'inappropriate'), 201), { hidden: true });
    assert.equal((await ok<ListingMe>(await api.me(f3.client, id))).flagged, true);

    assert.ok(!found(await search(new Client(), `q=${term}`), id));
    const hidden = await detailOf(new Client(), id);
    assert.equal(hidden.hidden, true);
    assert.equal(hidden.title, '');
    assert.equal(hidden.description, '');
    assert.equal(hidden.html, '');
    assert.deepEqual(hidden.tags, []);
    assert.equal((await my.service.listingCounts()).models, models - 1);
    await refusedWith(await api.get((await member()).client, id), 404, 'not_found');

    await refusedWith(await api.queue(seller.client), 403, 'forbidden');
    const mod = await moderator();
    const queue = await ok<ModerationQueue>(await api.queue(mod.client));
    const entry = queue.items.find((i) => i.targetType === 'listing' && i.targetId === id);
    assert.ok(entry, 'the hidden listing is in the queue');
    assert.equal(entry.hidden, true);
    assert.equal(entry.title, `Reported ${term} model`);
    assert.equal(entry.author?.handle, seller.handle);
    assert.deepEqual(
      entry.flags.map((f) => `${f.by}:${f.reason}`).sort(),
      [`${f1.handle}:spam`, `${f2.handle}:spam`, `${f3.handle}:inappropriate`].sort(),
    );

    await refusedWith(
      await api.moderate(seller.client, { action: 'restore', targetType: 'listing', targetId: id }),
      403,
      'forbidden',
    );
    await ok(await api.moderate(mod.client, { action: 'restore', targetType: 'listing', targetId: id }));
    assert.ok(found(await search(new Client(), `q=${term}`), id));
    const restored = await detailOf(new Client(), id);
    assert.equal(restored.hidden, false);
    assert.equal(restored.title, `Reported ${term} model`);
    assert.equal((await my.service.listingCounts()).models, models);
    assert.equal((await listingRow(id)).flags, 0);
    const after = await ok<ModerationQueue>(await api.queue(mod.client));
    assert.ok(!after.items.some((i) => i.targetType === 'listing' && i.targetId === id));
  });

  test('the counters of live listings per category match the listing table', async () => {
    const counts = await my.service.listingCounts();
    const table = await liveInTable();
    assert.deepEqual({ ...counts }, table);
    assert.ok(counts.models > 0 && counts.datasets > 0 && counts.plugins > 0 && counts.tools > 0);
  });
});
