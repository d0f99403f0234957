import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bodyOf, Client, withParams } from '../../test/http';
import type {
  ApiError,
  ListingDetail,
  ListingMe,
  ListingPage,
  MyCitizenship,
  SessionUser,
} from '../api/contract';

// The marketplace end to end through the route handlers as the browser calls them: listing, search
// (full text and misspelt words), getting, reviews, uploads, the curated seed, with the rows and counters
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
    db,
    schema,
    service,
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
    import('../db'),
    import('../db/schema'),
    import('./service'),
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
    db,
    schema,
    service,
    drizzle,
  };
};

let my: Awaited<ReturnType<typeof load>>;

before(async () => {
  my = await load();
  await my.db.getDatabase();
  await my.service.ensureCuratedListings();
});

after(async () => {
  if (!my) return;
  const { engine, db } = await my.db.getDatabase();
  if (engine === 'postgres')
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await my.db.closeDb();
});

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function ok<T>(response: Response, status = 200): Promise<T> {
  assert.equal(response.status, status, await response.clone().text());
  return bodyOf<T>(response);
}

async function refusedWith(response: Response, status: number, error: string) {
  const text = await response.clone().text();
  assert.equal(response.status, status, text);
  assert.equal((await bodyOf<ApiError>(response)).error, error, text);
}

async function member() {
  const client = new Client();
  const id = unique();
  const { user } = await ok<{ user: SessionUser }>(
    await client.post(my.signUp.POST, '/api/auth/sign-up', {
      username: `mkt_${id}`,
      email: `mkt.${id}@example.com`,
      password: 'correct horse battery',
    }),
    201,
  );
  return { client, user };
}

async function citizen() {
  const m = await member();
  await ok<{ citizen: MyCitizenship }>(
    await m.client.post(my.citizens.POST, '/api/citizens', {
      handle: `m_${unique()}`,
      notifyEmail: `notify.${unique()}@example.com`,
      acceptConstitution: true,
    }),
    201,
  );
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

async function publishNew(seller: Awaited<ReturnType<typeof citizen>>, over: Record<string, unknown> = {}) {
  const { id } = await ok<{ id: number }>(
    await seller.client.post(my.listings.POST, '/api/marketplace/listings', item(over)),
    201,
  );
  await ok(
    await seller.client.post(
      withParams(my.status.POST, { id: String(id) }),
      `/api/marketplace/listings/${id}/status`,
      {
        status: 'published',
      },
    ),
  );
  return id;
}

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
});
