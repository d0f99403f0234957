import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, mock, test } from 'node:test';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { NextRequest } from 'next/server';
import { bodyOf, Client, ORIGIN } from '../../test/http';
import { CLIENT_ADDRESS_HEADER } from '../edge.mjs';
import type {
  ApiError,
  FeaturedMember,
  FeedItem,
  FollowState,
  GroupPage,
  ModerationQueue,
  MyCitizenship,
  PostPage,
  PostSource,
  PostView,
  SessionUser,
  ThreadMe,
  ThreadPage,
} from '../api/contract';

// The community end to end: the route handlers called in-process as the browser calls them, the services
// where no route exists (the founding groups, search, the featured members, the live bus), and the rows
// and counters they leave. The server's clock (lib/clock.ts) is moved with setClockOffset to pass the
// posting pace, the edit window, a day's limits and a silence.
process.env.CIVITAS_TEST_CLOCK = '1';

const load = async () => {
  const [
    signUpRoute,
    citizensRoute,
    proposalsRoute,
    groupsRoute,
    membershipRoute,
    groupThreadsRoute,
    threadPostsRoute,
    visitRoute,
    threadEventsRoute,
    postRoute,
    postSourceRoute,
    likeRoute,
    flagsRoute,
    followsRoute,
    featuredRoute,
    feedRoute,
    queueRoute,
    actionsRoute,
    db,
    schema,
    citizens,
    ledger,
    roles,
    groups,
    threads,
    search,
    people,
    bus,
    clock,
    drizzle,
  ] = await Promise.all([
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/citizens/route'),
    import('../../app/api/proposals/route'),
    import('../../app/api/community/groups/route'),
    import('../../app/api/community/groups/[slug]/membership/route'),
    import('../../app/api/community/groups/[slug]/threads/route'),
    import('../../app/api/community/threads/[id]/posts/route'),
    import('../../app/api/community/threads/[id]/visit/route'),
    import('../../app/api/community/threads/[id]/events/route'),
    import('../../app/api/community/posts/[id]/route'),
    import('../../app/api/community/posts/[id]/source/route'),
    import('../../app/api/community/posts/[id]/like/route'),
    import('../../app/api/community/flags/route'),
    import('../../app/api/community/follows/[handle]/route'),
    import('../../app/api/community/featured/route'),
    import('../../app/api/community/feed/route'),
    import('../../app/api/moderation/queue/route'),
    import('../../app/api/moderation/actions/route'),
    import('../db'),
    import('../db/schema'),
    import('../citizens/service'),
    import('../citizens/ledger'),
    import('../citizens/roles'),
    import('./groups'),
    import('./threads'),
    import('./search'),
    import('./people'),
    import('../live/bus'),
    import('../clock'),
    import('drizzle-orm'),
  ]);
  return {
    routes: {
      signUp: signUpRoute.POST,
      becomeCitizen: citizensRoute.POST,
      propose: proposalsRoute.POST,
      groups: groupsRoute,
      membership: membershipRoute,
      groupThreads: groupThreadsRoute,
      threadPosts: threadPostsRoute,
      visit: visitRoute.POST,
      threadEvents: threadEventsRoute.GET,
      post: postRoute,
      postSource: postSourceRoute.GET,
      like: likeRoute,
      flags: flagsRoute.POST,
      follows: followsRoute,
      featured: featuredRoute.GET,
      feed: feedRoute.GET,
      queue: queueRoute.GET,
      actions: actionsRoute.POST,
    },
    db,
    schema,
    citizens,
    ledger,
    roles,
    groups,
    threads,
    search,
    people,
    bus,
    clock,
    drizzle,
  };
};

let my: Awaited<ReturnType<typeof load>>;
const engine = process.env.ENGINE ?? 'pglite';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

before(async () => {
  my = await load();
  await my.db.getDatabase();
  await my.groups.ensureFoundingGroups();
});

after(async () => {
  if (!my) return;
  await my.bus.closeLive();
  const { engine: running, db } = await my.db.getDatabase();
  if (running === 'postgres')
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await my.db.closeDb();
});

afterEach(() => {
  mock.timers.reset();
  my.clock.setClockOffset(0);
});

// ---------------------------------------------------------------------------------------------------
// Helpers: requests.

type Handler = (request: NextRequest) => Promise<Response>;
type Routed<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** A dynamic route's handler with its segments filled in, as Next calls it. */
const bind =
  <P>(handler: Routed<P>, params: P): Handler =>
  (request) =>
    handler(request, { params: Promise.resolve(params) });

/**
 * PATCH and DELETE, which test/http.ts's Client does not send: built with its own headers (Origin, the
 * client's address, its cookies) and cookie jar, so the request is the browser's in every other way.
 */
async function send(
  client: Client,
  method: 'PATCH' | 'DELETE',
  handler: Handler,
  path: string,
  body?: unknown,
) {
  const inner = client as unknown as {
    headers(extra?: Record<string, string>): Headers;
    remember(response: Response): Response;
  };
  const request = new NextRequest(new URL(path, ORIGIN), {
    method,
    headers: inner.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return inner.remember(await handler(request));
}

const FOREIGN = { headers: { origin: 'https://elsewhere.example' } };

/** Asserts a refusal's status and code; returns its body. */
async function refusedWith(response: Response, status: number, error: string, label = ''): Promise<ApiError> {
  const text = `${label ? `${label}: ` : ''}${await response.clone().text()}`;
  assert.equal(response.status, status, text);
  const body = await bodyOf<ApiError>(response);
  assert.equal(body.error, error, text);
  return body;
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  assert.equal(response.status, status, await response.clone().text());
  return bodyOf<T>(response);
}

// The community's API, one function a call.
const api = {
  groups: (c: Client, cursor?: string) =>
    c.get(my.routes.groups.GET, `/api/community/groups${cursor ? `?cursor=${cursor}` : ''}`),
  createGroup: (c: Client, body: Record<string, unknown>, options = {}) =>
    c.post(my.routes.groups.POST, '/api/community/groups', body, options),
  join: (c: Client, slug: string, options = {}) =>
    c.post(
      bind(my.routes.membership.POST, { slug }),
      `/api/community/groups/${slug}/membership`,
      undefined,
      options,
    ),
  leave: (c: Client, slug: string) =>
    send(
      c,
      'DELETE',
      bind(my.routes.membership.DELETE, { slug }),
      `/api/community/groups/${slug}/membership`,
    ),
  threads: (c: Client, slug: string, cursor?: string) =>
    c.get(
      bind(my.routes.groupThreads.GET, { slug }),
      `/api/community/groups/${slug}/threads${cursor ? `?cursor=${cursor}` : ''}`,
    ),
  open: (c: Client, slug: string, body: Record<string, unknown>, options = {}) =>
    c.post(
      bind(my.routes.groupThreads.POST, { slug }),
      `/api/community/groups/${slug}/threads`,
      body,
      options,
    ),
  posts: (c: Client, threadId: number, after?: string) =>
    c.get(
      bind(my.routes.threadPosts.GET, { id: String(threadId) }),
      `/api/community/threads/${threadId}/posts${after ? `?after=${after}` : ''}`,
    ),
  reply: (c: Client, threadId: number, body: Record<string, unknown>, options = {}) =>
    c.post(
      bind(my.routes.threadPosts.POST, { id: String(threadId) }),
      `/api/community/threads/${threadId}/posts`,
      body,
      options,
    ),
  visit: (c: Client, threadId: number) =>
    c.post(bind(my.routes.visit, { id: String(threadId) }), `/api/community/threads/${threadId}/visit`),
  post: (c: Client, id: number) =>
    c.get(bind(my.routes.post.GET, { id: String(id) }), `/api/community/posts/${id}`),
  source: (c: Client, id: number) =>
    c.get(bind(my.routes.postSource, { id: String(id) }), `/api/community/posts/${id}/source`),
  edit: (c: Client, id: number, body: string) =>
    send(c, 'PATCH', bind(my.routes.post.PATCH, { id: String(id) }), `/api/community/posts/${id}`, { body }),
  remove: (c: Client, id: number) =>
    send(c, 'DELETE', bind(my.routes.post.DELETE, { id: String(id) }), `/api/community/posts/${id}`),
  like: (c: Client, id: number, options = {}) =>
    c.post(
      bind(my.routes.like.POST, { id: String(id) }),
      `/api/community/posts/${id}/like`,
      undefined,
      options,
    ),
  unlike: (c: Client, id: number) =>
    send(c, 'DELETE', bind(my.routes.like.DELETE, { id: String(id) }), `/api/community/posts/${id}/like`),
  flag: (c: Client, body: Record<string, unknown>, options = {}) =>
    c.post(my.routes.flags, '/api/community/flags', body, options),
  followState: (c: Client, handle: string) =>
    c.get(bind(my.routes.follows.GET, { handle }), `/api/community/follows/${handle}`),
  follow: (c: Client, handle: string, options = {}) =>
    c.post(bind(my.routes.follows.POST, { handle }), `/api/community/follows/${handle}`, undefined, options),
  unfollow: (c: Client, handle: string) =>
    send(c, 'DELETE', bind(my.routes.follows.DELETE, { handle }), `/api/community/follows/${handle}`),
  featured: (c: Client) => c.get(my.routes.featured, '/api/community/featured'),
  feed: (c: Client) => c.get(my.routes.feed, '/api/community/feed'),
  queue: (c: Client) => c.get(my.routes.queue, '/api/moderation/queue'),
  moderate: (c: Client, body: Record<string, unknown>) =>
    c.post(my.routes.actions, '/api/moderation/actions', body),
};

// ---------------------------------------------------------------------------------------------------
// Helpers: people.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
/** A word of letters only, that no other text in the database has (search tests look for it). */
const word = () =>
  `zq${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function member() {
  const client = new Client();
  const id = unique();
  const input = { username: `com_${id}`, email: `com.${id}@example.com`, password: 'correct horse battery' };
  const user = (
    await ok<{ user: SessionUser }>(await client.post(my.routes.signUp, '/api/auth/sign-up', input), 201)
  ).user;
  return { client, user, email: input.email };
}
type Member = Awaited<ReturnType<typeof member>>;
type Citizen = Member & { handle: string; citizen: MyCitizenship };

async function citizen(of?: Member): Promise<Citizen> {
  const m = of ?? (await member());
  const response = await m.client.post(my.routes.becomeCitizen, '/api/citizens', {
    handle: `h_${unique()}`,
    notifyEmail: `notify.${unique()}@example.com`,
    acceptConstitution: true,
  });
  const { citizen: record } = await ok<{ citizen: MyCitizenship }>(response, 201);
  return { ...m, handle: record.handle, citizen: record };
}

/**
 * A citizen past the new-member rules: a citizen for two days, in the second tier (the points are set on
 * the row, as the ledger would have brought them).
 */
async function veteran(points = 60): Promise<Citizen> {
  const c = await citizen();
  await updateCitizen(c.user.id, { points, createdAt: new Date(my.clock.now().getTime() - 2 * DAY) });
  return c;
}

async function moderator(): Promise<Member> {
  const m = await member();
  await my.roles.setStaffRole(m.email, 'moderator');
  return m;
}

/** Citizens who only like and flag: made once, shared by the tests that need a crowd. */
const crowd: Citizen[] = [];
async function others(n: number): Promise<Citizen[]> {
  while (crowd.length < n) crowd.push(await citizen());
  return crowd.slice(0, n);
}

// ---------------------------------------------------------------------------------------------------
// Helpers: writing.

const threadInput = (extra: Record<string, unknown> = {}) => ({
  title: `Thread about ${unique()}`,
  body: `The opening post, ${unique()}.`,
  ...extra,
});

/** Opens a thread; its id and its opening post's. */
async function opened(c: Pick<Member, 'client'>, slug = 'newcomers', extra: Record<string, unknown> = {}) {
  const response = await api.open(c.client, slug, threadInput(extra));
  const { id, path } = await ok<{ id: number; path: string }>(response, 201);
  assert.equal(path, `/community/threads/${id}`);
  const [opening] = await selectFrom(
    my.schema.post,
    my.drizzle.and(my.drizzle.eq(my.schema.post.threadId, id), my.drizzle.eq(my.schema.post.opening, true)),
  );
  assert.ok(opening, `the opening post of thread ${id}`);
  return { id, postId: opening.id };
}

async function replied(c: Pick<Member, 'client'>, threadId: number, extra: Record<string, unknown> = {}) {
  const response = await api.reply(c.client, threadId, { body: `A reply, ${unique()}.`, ...extra });
  return (await ok<{ post: PostView }>(response, 201)).post;
}

async function flagged(c: Pick<Member, 'client'>, targetId: number, targetType = 'post') {
  const response = await api.flag(c.client, { targetType, targetId, reason: 'spam' });
  return (await ok<{ hidden: boolean }>(response, 201)).hidden;
}

async function moderated(m: Pick<Member, 'client'>, body: Record<string, unknown>) {
  assert.deepEqual(await ok(await api.moderate(m.client, body)), { ok: true });
}

/** Moves the server's clock on by `ms` (the posting pace, the edit window, a day's limits). */
function advance(ms: number) {
  my.clock.setClockOffset(my.clock.clockOffset() + ms);
}

/** Freezes Date (and so the server's clock) at a real moment: rows written in one step tie exactly. */
function freezeTime(): number {
  const at = Date.now();
  mock.timers.enable({ apis: ['Date'], now: at });
  return at;
}

// ---------------------------------------------------------------------------------------------------
// Helpers: rows.

async function selectFrom<T extends PgTable>(table: T, where?: SQL): Promise<T['$inferSelect'][]> {
  const db = await my.db.getDb();
  return (await db
    .select()
    .from(table as never)
    .where(where)) as T['$inferSelect'][];
}

async function countOf(table: PgTable, where?: SQL): Promise<number> {
  const db = await my.db.getDb();
  const [row] = (await db
    .select({ n: my.drizzle.sql<number>`count(*)::int` })
    .from(table as never)
    .where(where)) as { n: number }[];
  return Number(row?.n ?? 0);
}

async function groupRow(slug: string) {
  const [row] = await selectFrom(my.schema.forumGroup, my.drizzle.eq(my.schema.forumGroup.slug, slug));
  assert.ok(row, `group ${slug}`);
  return row;
}

async function threadRow(id: number) {
  const [row] = await selectFrom(my.schema.thread, my.drizzle.eq(my.schema.thread.id, id));
  assert.ok(row, `thread ${id}`);
  return row;
}

async function postRow(id: number) {
  const [row] = await selectFrom(my.schema.post, my.drizzle.eq(my.schema.post.id, id));
  assert.ok(row, `post ${id}`);
  return row;
}

async function citizenRow(userId: string) {
  const row = await my.citizens.findCitizen(userId);
  assert.ok(row, `citizen ${userId}`);
  return row;
}

async function updateCitizen(userId: string, values: Partial<typeof my.schema.citizen.$inferInsert>) {
  const db = await my.db.getDb();
  await db.update(my.schema.citizen).set(values).where(my.drizzle.eq(my.schema.citizen.userId, userId));
}

/** A group made straight in the table: no members, no threads, nobody's daily group. */
async function freshGroup(): Promise<string> {
  const slug = `g-${unique()}`;
  const db = await my.db.getDb();
  await db.insert(my.schema.forumGroup).values({
    slug,
    name: `Group ${slug}`,
    description: 'A group for one test.',
    lastActivityAt: my.clock.now(),
    createdAt: my.clock.now(),
  });
  return slug;
}

async function ledgerRows(userId: string) {
  const db = await my.db.getDb();
  const { contribution } = my.schema;
  return db
    .select()
    .from(contribution)
    .where(my.drizzle.eq(contribution.userId, userId))
    .orderBy(my.drizzle.asc(contribution.id));
}

async function notificationsOf(userId: string, key: string) {
  const { notification } = my.schema;
  const { and, eq } = my.drizzle;
  return selectFrom(notification, and(eq(notification.userId, userId), eq(notification.key, key)));
}

async function likeRows(postId: number) {
  return countOf(my.schema.postLike, my.drizzle.eq(my.schema.postLike.postId, postId));
}

async function openFlags(targetType: string, targetId: number) {
  const { flag } = my.schema;
  const { and, eq, isNull } = my.drizzle;
  return countOf(
    flag,
    and(eq(flag.targetType, targetType), eq(flag.targetId, String(targetId)), isNull(flag.resolvedAt)),
  );
}

async function searchPosts(q: string) {
  const page = await my.search.searchCommunity(q, 'en');
  return page.items.flatMap((hit) => (hit.kind === 'post' ? [hit] : []));
}

/** Reads a server-sent event stream until `pattern` shows, or fails after `ms`. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, pattern: RegExp, ms = 5_000) {
  const decoder = new TextDecoder();
  let text = '';
  while (!pattern.test(text)) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no ${pattern} within ${ms} ms; got ${JSON.stringify(text)}`)),
        ms,
      );
    });
    try {
      const chunk = await Promise.race([reader.read(), timeout]);
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    } finally {
      clearTimeout(timer);
    }
  }
  return text;
}

function nextEvent<T>(register: (resolve: (value: T) => void) => void, ms = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

// ---------------------------------------------------------------------------------------------------

describe(`groups on ${engine}`, () => {
  test('the six founding groups exist once, their slugs are their keys, in page order', async () => {
    await my.groups.ensureFoundingGroups();
    await Promise.all([my.groups.ensureFoundingGroups(), my.groups.ensureFoundingGroups()]);
    const { isNotNull } = my.drizzle;
    const founding = await selectFrom(my.schema.forumGroup, isNotNull(my.schema.forumGroup.seedKey));
    const keys = ['ethics', 'builders', 'creators', 'health', 'newcomers', 'translators'];
    assert.deepEqual(founding.map((g) => g.seedKey).sort(), [...keys].sort());
    for (const g of founding) {
      assert.equal(g.slug, g.seedKey);
      assert.ok(g.name.length > 0 && g.description.length > 0);
      assert.doesNotMatch(g.description, /\{brand\}/);
    }

    const page = await ok<GroupPage>(await api.groups(new Client()));
    assert.deepEqual(
      page.items.slice(0, 6).map((g) => g.slug),
      keys,
    );
    assert.deepEqual(page.joined, [], 'a visitor joined nothing');
  });

  test('joining twice makes one membership; leaving (twice) ends it; the counter follows the rows', async () => {
    const slug = await freshGroup();
    const c = await citizen();
    const { groupMember } = my.schema;
    const { id } = await groupRow(slug);

    assert.deepEqual(await ok(await api.join(c.client, slug)), { joined: true, members: 1 });
    assert.deepEqual(await ok(await api.join(c.client, slug)), { joined: true, members: 1 });
    assert.equal(await countOf(groupMember, my.drizzle.eq(groupMember.groupId, id)), 1);
    assert.equal((await groupRow(slug)).members, 1);
    const page = await ok<GroupPage>(await api.groups(c.client));
    assert.ok(page.joined.includes(id));
    assert.equal(page.items.find((g) => g.slug === slug)?.members, 1);

    assert.deepEqual(await ok(await api.leave(c.client, slug)), { joined: false, members: 0 });
    assert.deepEqual(await ok(await api.leave(c.client, slug)), { joined: false, members: 0 });
    assert.equal(await countOf(groupMember, my.drizzle.eq(groupMember.groupId, id)), 0);
    assert.equal((await groupRow(slug)).members, 0);
    assert.ok(!(await ok<GroupPage>(await api.groups(c.client))).joined.includes(id));

    await refusedWith(await api.join(c.client, 'no-such-group'), 404, 'group_not_found');
    await refusedWith(await api.threads(c.client, 'no-such-group'), 404, 'group_not_found');
  });

  test('only citizens take part: visitors 401, members 403 not_citizen, another origin 403', async () => {
    const author = await citizen();
    const { id: threadId, postId } = await opened(author);
    const writes: [string, (client: Client, options?: object) => Promise<Response>][] = [
      ['join', (c, o) => api.join(c, 'ethics', o)],
      ['open a thread', (c, o) => api.open(c, 'ethics', threadInput(), o)],
      ['reply', (c, o) => api.reply(c, threadId, { body: `Hello ${unique()}` }, o)],
      ['like', (c, o) => api.like(c, postId, o)],
      ['flag', (c, o) => api.flag(c, { targetType: 'post', targetId: postId, reason: 'spam' }, o)],
      ['follow', (c, o) => api.follow(c, author.handle, o)],
      ['create a group', (c, o) => api.createGroup(c, { name: `Group ${unique()}`, description: 'D' }, o)],
    ];
    const m = await member();
    const c = await citizen();
    for (const [name, write] of writes) {
      await refusedWith(await write(new Client()), 401, 'unauthenticated', name);
      await refusedWith(await write(m.client), 403, 'not_citizen', name);
      await refusedWith(await write(c.client, FOREIGN), 403, 'forbidden_origin', name);
    }
    await refusedWith(await api.visit(new Client(), threadId), 401, 'unauthenticated');
    await refusedWith(await api.feed(new Client()), 401, 'unauthenticated');

    // Nothing was written for any of them.
    const { post, groupMember, postLike, flag, follow } = my.schema;
    const { eq, inArray } = my.drizzle;
    const ids = [m.user.id, c.user.id];
    assert.equal(await countOf(post, inArray(post.authorId, ids)), 0);
    assert.equal(await countOf(groupMember, inArray(groupMember.userId, ids)), 0);
    assert.equal(await countOf(postLike, eq(postLike.postId, postId)), 0);
    assert.equal(await countOf(flag, eq(flag.targetId, String(postId))), 0);
    assert.equal(await countOf(follow, inArray(follow.followerId, ids)), 0);
    assert.equal((await postRow(postId)).likes, 0);
    assert.equal((await threadRow(threadId)).replies, 0);
  });

  test('creating a group takes the second tier (50 points), one a day; the creator is its first member', async () => {
    const c = await citizen();
    const suffix = unique();
    const name = `Tree Planters Đà Nẵng ${suffix}`;
    const input = { name, description: 'People who plant trees.' };
    await refusedWith(await api.createGroup(c.client, input), 403, 'tier_required');
    await updateCitizen(c.user.id, { points: 49 });
    await refusedWith(await api.createGroup(c.client, input), 403, 'tier_required');

    await updateCitizen(c.user.id, { points: 50 });
    const invalid = await refusedWith(
      await api.createGroup(c.client, { name: 'ab', description: '' }),
      400,
      'invalid_input',
    );
    assert.deepEqual(invalid.fields, { name: 'too_short', description: 'required' });

    const created = await ok<{ slug: string; path: string }>(await api.createGroup(c.client, input), 201);
    assert.equal(created.slug, `tree-planters-da-nang-${suffix}`);
    assert.equal(created.path, `/community/groups/${created.slug}`);
    const row = await groupRow(created.slug);
    assert.equal(row.name, name);
    assert.equal(row.seedKey, null);
    assert.equal(row.createdBy, c.user.id);
    assert.equal(row.members, 1);
    assert.equal(row.threads, 0);
    const { groupMember } = my.schema;
    const { and, eq } = my.drizzle;
    assert.equal(
      await countOf(groupMember, and(eq(groupMember.groupId, row.id), eq(groupMember.userId, c.user.id))),
      1,
    );

    const again = await refusedWith(
      await api.createGroup(c.client, { name: `Another ${unique()}`, description: 'Again.' }),
      429,
      'rate_limited',
    );
    assert.ok(
      again.retryAfter! > DAY / SECOND - 60 && again.retryAfter! <= DAY / SECOND,
      `${again.retryAfter}`,
    );
    advance(12 * 60 * MINUTE);
    const later = await refusedWith(
      await api.createGroup(c.client, { name: `Another ${unique()}`, description: 'Again.' }),
      429,
      'rate_limited',
    );
    assert.ok(later.retryAfter! <= DAY / SECOND / 2 && later.retryAfter! > DAY / SECOND / 2 - 60);

    // A day later, another; the same name again gets a numbered slug.
    advance(12 * 60 * MINUTE + SECOND);
    const second = await ok<{ slug: string }>(await api.createGroup(c.client, input), 201);
    assert.equal(second.slug, `${created.slug}-2`);
  });
});

describe(`threads and replies on ${engine}`, () => {
  test('opening a thread joins its group, counts it and earns 3 points', async () => {
    const slug = await freshGroup();
    const c = await citizen();
    const invalid = await refusedWith(
      await api.open(c.client, slug, { title: 'Hey', body: ' ' }),
      400,
      'invalid_input',
    );
    assert.deepEqual(invalid.fields, { title: 'too_short', body: 'required' });
    await refusedWith(await api.open(c.client, 'no-such-group', threadInput()), 404, 'group_not_found');

    const title = `How do we welcome people? ${unique()}`;
    const { id, postId } = await opened(c, slug, { title, body: 'With **kindness**.' });
    const t = await threadRow(id);
    assert.equal(t.title, title);
    assert.equal(t.authorId, c.user.id);
    assert.equal(t.replies, 0);
    assert.equal(t.groupId, (await groupRow(slug)).id);
    const opening = await postRow(postId);
    assert.equal(opening.opening, true);
    assert.equal(opening.body, 'With **kindness**.');

    const group = await groupRow(slug);
    assert.equal(group.threads, 1);
    assert.equal(group.members, 1, 'the writer joined the group');
    assert.equal((await citizenRow(c.user.id)).posts, 1);
    assert.equal((await citizenRow(c.user.id)).points, 13);
    const ledger = await ledgerRows(c.user.id);
    assert.deepEqual(
      ledger.map((r) => [r.action, r.points, r.ref]),
      [
        ['citizenship', 10, null],
        ['thread', 3, String(id)],
      ],
    );

    const listed = await ok<ThreadPage>(await api.threads(new Client(), slug));
    assert.equal(listed.items.length, 1);
    assert.equal(listed.items[0]!.id, id);
    assert.equal(listed.items[0]!.title, title);
    assert.deepEqual(listed.items[0]!.author, { handle: c.handle, tier: 'resident' });
    assert.equal(listed.items[0]!.replies, 0);
    const posts = await ok<PostPage>(await api.posts(new Client(), id));
    assert.equal(posts.items.length, 1);
    assert.equal(posts.items[0]!.html, '<p>With <strong>kindness</strong>.</p>\n');
    assert.equal(posts.items[0]!.opening, true);
  });

  test('a reply earns 1 point, counts, and tells the thread author', async () => {
    const author = await citizen();
    const writer = await citizen();
    const { id, postId } = await opened(author);
    const post = await replied(writer, id, { body: 'I agree with this.' });
    assert.equal(post.state, 'visible');
    assert.equal(post.opening, false);
    assert.equal(post.threadId, id);
    assert.deepEqual(post.author, { handle: writer.handle, tier: 'resident' });
    assert.equal(post.html, '<p>I agree with this.</p>\n');
    assert.notEqual(post.id, postId);

    const t = await threadRow(id);
    assert.equal(t.replies, 1);
    assert.equal(t.lastActivityAt.toISOString(), post.createdAt);
    assert.equal((await citizenRow(writer.user.id)).points, 11);
    assert.equal((await citizenRow(writer.user.id)).posts, 1);
    const last = (await ledgerRows(writer.user.id)).at(-1)!;
    assert.deepEqual([last.action, last.points, last.ref], ['reply', 1, String(post.id)]);

    const [told, ...more] = await notificationsOf(author.user.id, 'threadReply');
    assert.equal(more.length, 0);
    assert.deepEqual(told!.params, { handle: writer.handle, title: t.title });
    assert.equal(told!.href, `/community/threads/${id}#post-${post.id}`);

    // The author's own reply tells nobody.
    await replied(author, id);
    assert.equal((await notificationsOf(author.user.id, 'threadReply')).length, 1);
    assert.equal((await threadRow(id)).replies, 2);
  });

  test('an @mention of a citizen notifies them and links to them; an unknown handle stays text', async () => {
    const author = await citizen();
    const writer = await citizen();
    const named = await citizen();
    const { id } = await opened(author);
    const stranger = `nobody_${unique()}`;
    const post = await replied(writer, id, {
      body: `Thanks @${named.handle.toUpperCase()} and @${stranger}, and mail@${named.handle}.example`,
    });
    assert.match(
      post.html,
      new RegExp(`<a href="/citizens/${named.handle}" class="mention">@${named.handle.toUpperCase()}</a>`),
    );
    assert.match(post.html, new RegExp(` @${stranger},`), 'an unknown handle stays text');
    assert.equal(post.html.match(/class="mention"/g)?.length, 1);
    assert.deepEqual((await postRow(post.id)).mentions, [named.handle]);

    const [mention, ...more] = await notificationsOf(named.user.id, 'mention');
    assert.equal(more.length, 0);
    assert.deepEqual(mention!.params, { handle: writer.handle, title: (await threadRow(id)).title });
    assert.equal(mention!.href, `/community/threads/${id}#post-${post.id}`);

    // A thread author who is mentioned hears of it once, as a mention.
    advance(6 * SECOND);
    await replied(writer, id, { body: `What do you think, @${author.handle}?` });
    assert.equal((await notificationsOf(author.user.id, 'threadReply')).length, 1, 'the first reply only');
    assert.equal((await notificationsOf(author.user.id, 'mention')).length, 1);
  });

  test('a quote is kept only when it quotes a post of the same thread', async () => {
    const a = await citizen();
    const b = await citizen();
    const first = await opened(a);
    const other = await opened(b);
    const inFirst = await replied(b, first.id);
    const inOther = await replied(a, other.id);
    advance(6 * SECOND);

    const same = await replied(a, first.id, { body: `> quoted\n\nYes ${unique()}`, quoteOf: inFirst.id });
    assert.equal(same.quoteOf, inFirst.id);
    assert.equal((await postRow(same.id)).quoteOf, inFirst.id);
    advance(6 * SECOND);
    const elsewhere = await replied(a, first.id, { quoteOf: inOther.id });
    assert.equal(elsewhere.quoteOf, null);
    assert.equal((await postRow(elsewhere.id)).quoteOf, null);
    advance(6 * SECOND);
    const missing = await replied(a, first.id, { quoteOf: 9_000_000_000 });
    assert.equal(missing.quoteOf, null);
  });

  test('markdown is inert: no script, no javascript: links, no event handlers', async () => {
    const a = await citizen();
    const { id } = await opened(a);
    // A writer past the new-member rules: the text has four links.
    const post = await replied(await veteran(), id, {
      body: [
        '<script>alert(1)</script>',
        '[click](javascript:alert(2)) and [also](JAVASCRIPT:alert(3))',
        '<img src=x onerror=alert(4)>',
        '![pic](javascript:alert(5))',
        '<a href="https://example.com" onclick="alert(6)">x</a>',
        '[ok](https://example.org/page)',
      ].join('\n\n'),
    });
    const { html } = post;
    assert.doesNotMatch(html, /<script/i);
    assert.doesNotMatch(html, /<img/i);
    assert.doesNotMatch(html, /href="\s*javascript:/i);
    assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+\s*=/i, 'no element carries an event handler');
    assert.match(html, /&lt;script&gt;/, 'raw HTML shows as text');
    assert.match(html, /<a href="https:\/\/example\.org\/page"[^>]*>ok<\/a>/);
    // The page's view of it is the same.
    const viewed = await ok<PostView>(await api.post(new Client(), post.id));
    assert.equal(viewed.html, html);
  });

  test("a visit returns the reader's previous one and their relation to the thread", async () => {
    const a = await citizen();
    const b = await citizen();
    const { id, postId } = await opened(a);
    const first = await ok<ThreadMe>(await api.visit(a.client, id));
    assert.equal(first.lastVisit, null);
    assert.equal(first.citizen, true);
    assert.equal(first.handle, a.handle);
    assert.equal(first.member, true);
    assert.equal(first.moderator, false);
    assert.deepEqual(first.editable, [postId]);
    advance(MINUTE);
    const second = await ok<ThreadMe>(await api.visit(a.client, id));
    assert.ok(second.lastVisit);
    assert.ok(new Date(second.lastVisit).getTime() < my.clock.now().getTime() - 50 * SECOND);

    await ok(await api.like(b.client, postId));
    const theirs = await ok<ThreadMe>(await api.visit(b.client, id));
    assert.deepEqual(theirs.liked, [postId]);
    assert.deepEqual(theirs.editable, []);
    assert.equal(theirs.member, false);
    await refusedWith(await api.visit(a.client, 2_000_000_000), 404, 'not_found');
  });
});

describe(`pace and limits on ${engine}`, () => {
  test('a second thread within 15 s is refused with the seconds to wait', async () => {
    const c = await veteran();
    await opened(c);
    const soon = await refusedWith(await api.open(c.client, 'newcomers', threadInput()), 429, 'rate_limited');
    assert.ok(soon.retryAfter! >= 14 && soon.retryAfter! <= 15, `${soon.retryAfter}`);
    advance(10 * SECOND);
    const later = await refusedWith(
      await api.open(c.client, 'newcomers', threadInput()),
      429,
      'rate_limited',
    );
    assert.ok(later.retryAfter! >= 4 && later.retryAfter! <= 5, `${later.retryAfter}`);
    advance(5 * SECOND + 100);
    await opened(c);
    assert.equal(await countOf(my.schema.thread, my.drizzle.eq(my.schema.thread.authorId, c.user.id)), 2);
  });

  test('a second reply within 5 s is refused; a reply does not wait for a thread', async () => {
    const c = await veteran();
    const { id } = await opened(c);
    await replied(c, id);
    const soon = await refusedWith(
      await api.reply(c.client, id, { body: `Again ${unique()}` }),
      429,
      'rate_limited',
    );
    assert.ok(soon.retryAfter! >= 4 && soon.retryAfter! <= 5, `${soon.retryAfter}`);
    advance(5 * SECOND + 100);
    await replied(c, id);
    assert.equal((await threadRow(id)).replies, 2);
  });

  test('the same text again within 5 minutes is refused as a duplicate', async () => {
    const c = await veteran();
    const { id } = await opened(c);
    const text = `The very same words ${unique()}`;
    await replied(c, id, { body: text });
    advance(6 * SECOND);
    await refusedWith(await api.reply(c.client, id, { body: text }), 409, 'duplicate_post');
    await refusedWith(
      await api.reply(c.client, id, { body: `  ${text.toUpperCase().replace(/ /g, '\n ')}  ` }),
      409,
      'duplicate_post',
    );
    const elsewhere = await opened(await citizen());
    await refusedWith(await api.reply(c.client, elsewhere.id, { body: text }), 409, 'duplicate_post');
    advance(5 * MINUTE);
    await replied(c, id, { body: text });
  });

  test('new members (the lowest tier) open 3 threads and write 10 replies a day, with 2 links at most', async () => {
    const c = await citizen();
    const elsewhere = await opened(await citizen());
    for (let i = 0; i < 3; i++) {
      await opened(c);
      advance(16 * SECOND);
    }
    await refusedWith(await api.open(c.client, 'newcomers', threadInput()), 429, 'new_member_limit');

    const links = 'See https://a.example, [b](https://b.example) and ![c](https://c.example/c.png)';
    await refusedWith(await api.reply(c.client, elsewhere.id, { body: links }), 422, 'too_many_links');
    await replied(c, elsewhere.id, { body: 'See https://a.example and [b](https://b.example)' });
    for (let i = 1; i < 10; i++) {
      advance(6 * SECOND);
      await replied(c, elsewhere.id);
    }
    advance(6 * SECOND);
    await refusedWith(
      await api.reply(c.client, elsewhere.id, { body: `Eleven ${unique()}` }),
      429,
      'new_member_limit',
    );
    assert.equal((await citizenRow(c.user.id)).posts, 13);

    // A day later, still in the lowest tier: a new day's allowance, the same rule on links.
    advance(DAY);
    await replied(c, elsewhere.id);
    advance(6 * SECOND);
    await refusedWith(await api.reply(c.client, elsewhere.id, { body: links }), 422, 'too_many_links');

    // From the second tier up and past the first day, none of these limits.
    const v = await veteran();
    for (let i = 0; i < 4; i++) {
      await opened(v, 'newcomers', { body: `${links} ${unique()}` });
      advance(16 * SECOND);
    }
  });
});

describe(`editing and deleting on ${engine}`, () => {
  test('the author edits within 24 hours and the earlier text is kept; others cannot', async () => {
    const author = await citizen();
    const other = await citizen();
    const named = await citizen();
    const { id } = await opened(author);
    const post = await replied(author, id, { body: 'First version.' });

    await refusedWith(await api.edit(other.client, post.id, 'Not yours.'), 403, 'forbidden');
    await refusedWith(await api.source(other.client, post.id), 403, 'forbidden');
    await refusedWith(await api.edit(new Client(), post.id, 'Nobody.'), 401, 'unauthenticated');
    await refusedWith(await api.edit(author.client, 9_000_000_000, 'Gone.'), 404, 'not_found');

    advance(MINUTE);
    const edited = await ok<PostView>(
      await api.edit(author.client, post.id, `Second version, @${named.handle}.`),
    );
    assert.match(edited.html, /^<p>Second version, <a href="\/citizens\/[^"]+" class="mention">/);
    assert.ok(edited.editedAt);
    advance(MINUTE);
    await ok(await api.edit(author.client, post.id, 'Third version.'));

    const row = await postRow(post.id);
    assert.equal(row.body, 'Third version.');
    const revisions = await selectFrom(
      my.schema.postRevision,
      my.drizzle.eq(my.schema.postRevision.postId, post.id),
    );
    assert.deepEqual(
      revisions.sort((a, b) => a.id - b.id).map((r) => r.body),
      ['First version.', `Second version, @${named.handle}.`],
    );
    assert.equal(revisions[0]!.writtenAt.toISOString(), post.createdAt);
    const source = await ok<PostSource>(await api.source(author.client, post.id));
    assert.equal(source.body, 'Third version.');
    assert.equal(source.revisions, 2);
    assert.equal(source.editableUntil, new Date(new Date(post.createdAt).getTime() + DAY).toISOString());
    assert.equal((await notificationsOf(named.user.id, 'mention')).length, 1, 'newly mentioned by the edit');

    my.clock.setClockOffset(DAY + SECOND);
    await refusedWith(await api.edit(author.client, post.id, 'Too late.'), 409, 'edit_window_passed');
    assert.equal((await postRow(post.id)).body, 'Third version.');
  });

  test('a deletion is soft: the place stays, the text, history and counts go', async () => {
    const author = await citizen();
    const other = await citizen();
    const { id, postId } = await opened(author);
    const post = await replied(author, id, { body: 'Soon gone.' });
    advance(MINUTE);
    await ok(await api.edit(author.client, post.id, 'Soon gone, edited.'));
    assert.equal((await threadRow(id)).replies, 1);
    assert.equal((await citizenRow(author.user.id)).posts, 2);

    await refusedWith(await api.remove(other.client, post.id), 403, 'forbidden');
    const deleted = await ok<PostView>(await api.remove(author.client, post.id));
    assert.equal(deleted.state, 'deleted_by_author');
    assert.equal(deleted.html, '');

    const row = await postRow(post.id);
    assert.equal(row.body, '');
    assert.equal(row.deletedBy, 'author');
    assert.ok(row.deletedAt);
    assert.equal(row.search, null);
    assert.equal(
      await countOf(my.schema.postRevision, my.drizzle.eq(my.schema.postRevision.postId, post.id)),
      0,
    );
    assert.equal((await threadRow(id)).replies, 0);
    assert.equal((await citizenRow(author.user.id)).posts, 1);

    const viewed = await ok<PostView>(await api.post(new Client(), post.id));
    assert.equal(viewed.state, 'deleted_by_author');
    assert.equal(viewed.html, '');
    const listed = await ok<PostPage>(await api.posts(new Client(), id));
    assert.deepEqual(
      listed.items.map((p) => [p.id, p.state]),
      [
        [postId, 'visible'],
        [post.id, 'deleted_by_author'],
      ],
    );

    await refusedWith(await api.remove(author.client, post.id), 409, 'post_deleted');
    await refusedWith(await api.edit(author.client, post.id, 'Back?'), 409, 'post_deleted');
    await refusedWith(await api.like(other.client, post.id), 409, 'post_deleted');
    assert.equal((await threadRow(id)).replies, 0, 'counted down once');
  });
});

describe(`likes on ${engine}`, () => {
  test('one like per member, never your own; unliking takes the point back; likes equal the rows', async () => {
    const author = await citizen();
    const [b, c, d] = await others(3);
    const { id } = await opened(author);
    const post = await replied(author, id);
    const points = (await citizenRow(author.user.id)).points;

    assert.deepEqual(await ok(await api.like(b!.client, post.id)), { likes: 1, liked: true });
    await refusedWith(await api.like(b!.client, post.id), 409, 'already_liked');
    await refusedWith(await api.like(author.client, post.id), 422, 'own_post');
    assert.deepEqual(await ok(await api.like(c!.client, post.id)), { likes: 2, liked: true });
    assert.equal((await postRow(post.id)).likes, 2);
    assert.equal(await likeRows(post.id), 2);
    assert.equal((await citizenRow(author.user.id)).points, points + 2);

    assert.deepEqual(await ok(await api.unlike(b!.client, post.id)), { likes: 1, liked: false });
    await refusedWith(await api.unlike(b!.client, post.id), 409, 'not_liked');
    await refusedWith(await api.unlike(d!.client, post.id), 409, 'not_liked');
    assert.equal((await postRow(post.id)).likes, 1);
    assert.equal(await likeRows(post.id), 1);
    assert.equal((await citizenRow(author.user.id)).points, points + 1);
    assert.equal((await ok<PostView>(await api.post(new Client(), post.id))).likes, 1);

    const rows = (await ledgerRows(author.user.id)).filter((r) => r.action.startsWith('like_'));
    assert.deepEqual(
      rows.map((r) => [r.action, r.points, r.ref]),
      [
        ['like_received', 1, `${post.id}:${b!.user.id}`],
        ['like_received', 1, `${post.id}:${c!.user.id}`],
        ['like_withdrawn', -1, `${post.id}:${b!.user.id}`],
      ],
    );

    // Liking again after unliking is allowed.
    assert.deepEqual(await ok(await api.like(b!.client, post.id)), { likes: 2, liked: true });
    assert.equal(await likeRows(post.id), 2);
    await refusedWith(await api.like(b!.client, 9_000_000_000), 404, 'not_found');
  });
});

describe(`flags and moderation on ${engine}`, () => {
  /** A thread with a reply by someone else, ready to be flagged. */
  async function threadWithReply() {
    const author = await citizen();
    const writer = await citizen();
    const thread = await opened(author);
    const post = await replied(writer, thread.id);
    return { author, writer, thread, post };
  }

  test('flags: never your own post, once per member; three from different members hide a reply', async () => {
    const { author, writer, thread, post } = await threadWithReply();
    const [f1, f2, f3] = await others(3);
    const postsBefore = (await citizenRow(writer.user.id)).posts;
    // The thread's author was told of the reply; once it is hidden, the unread notice is withdrawn.
    const toldOf = async () =>
      (await notificationsOf(author.user.id, 'threadReply')).filter((n) =>
        n.href?.endsWith(`#post-${post.id}`),
      );
    assert.equal((await toldOf()).length, 1);

    await refusedWith(
      await api.flag(writer.client, { targetType: 'post', targetId: post.id, reason: 'spam' }),
      422,
      'own_post',
    );
    const noMessage = await refusedWith(
      await api.flag(f1!.client, { targetType: 'post', targetId: post.id, reason: 'other' }),
      400,
      'invalid_input',
    );
    assert.deepEqual(noMessage.fields, { message: 'required' });
    await refusedWith(
      await api.flag(f1!.client, { targetType: 'post', targetId: 9_000_000_000, reason: 'spam' }),
      404,
      'not_found',
    );

    assert.equal(await flagged(f1!, post.id), false);
    await refusedWith(
      await api.flag(f1!.client, { targetType: 'post', targetId: post.id, reason: 'off_topic' }),
      409,
      'already_flagged',
    );
    const other = await api.flag(f2!.client, {
      targetType: 'post',
      targetId: post.id,
      reason: 'other',
      message: 'Looks like an advert.',
    });
    assert.deepEqual(await ok(other, 201), { hidden: false });
    assert.equal((await postRow(post.id)).hiddenAt, null);
    assert.equal(await flagged(f3!, post.id), true);

    const row = await postRow(post.id);
    assert.ok(row.hiddenAt);
    assert.equal(row.hiddenReason, 'flags');
    assert.equal(row.flags, 3);
    assert.equal(await openFlags('post', post.id), 3);
    assert.equal((await threadRow(thread.id)).replies, 0);
    assert.equal((await citizenRow(writer.user.id)).posts, postsBefore - 1);
    assert.equal((await toldOf()).length, 0);
    const viewed = await ok<PostView>(await api.post(new Client(), post.id));
    assert.equal(viewed.state, 'hidden');
    assert.equal(viewed.html, '');
    await refusedWith(await api.like(f1!.client, post.id), 409, 'post_deleted');

    const { moderationLog } = my.schema;
    const { and, eq } = my.drizzle;
    const log = await selectFrom(
      moderationLog,
      and(eq(moderationLog.targetType, 'post'), eq(moderationLog.targetId, String(post.id))),
    );
    assert.deepEqual(
      log.map((l) => [l.actorId, l.action, l.reason]),
      [[null, 'hide_post', 'flags']],
    );

    // A fourth flag counts, and hides nothing twice.
    const [, , , f4] = await others(4);
    assert.equal(await flagged(f4!, post.id), true);
    assert.equal((await threadRow(thread.id)).replies, 0);
    assert.equal((await citizenRow(writer.user.id)).posts, postsBefore - 1);
  });

  test('the queue is for moderators; restoring brings the post back and resolves its flags', async () => {
    const { writer, thread, post } = await threadWithReply();
    const flaggers = await others(3);
    for (const f of flaggers) await flagged(f, post.id);
    const postsHidden = (await citizenRow(writer.user.id)).posts;

    await refusedWith(await api.queue(new Client()), 401, 'unauthenticated');
    await refusedWith(await api.queue(writer.client), 403, 'forbidden');
    await refusedWith(
      await api.moderate(writer.client, { action: 'restore', targetType: 'post', targetId: post.id }),
      403,
      'forbidden',
    );

    const mod = await moderator();
    const queue = await ok<ModerationQueue>(await api.queue(mod.client));
    const item = queue.items.find((i) => i.targetType === 'post' && i.targetId === post.id);
    assert.ok(item, 'the hidden post is in the queue');
    assert.equal(item.hidden, true);
    assert.equal(item.threadId, thread.id);
    assert.equal(item.href, `/community/threads/${thread.id}#post-${post.id}`);
    assert.deepEqual(item.author, { handle: writer.handle, tier: 'resident' });
    assert.equal(item.body, (await postRow(post.id)).body);
    assert.deepEqual(
      item.flags.map((f) => `${f.by}:${f.reason}`).sort(),
      flaggers.map((f) => `${f.handle}:spam`).sort(),
    );

    await moderated(mod, { action: 'restore', targetType: 'post', targetId: post.id });
    const row = await postRow(post.id);
    assert.equal(row.hiddenAt, null);
    assert.equal(row.flags, 0);
    assert.equal(await openFlags('post', post.id), 0);
    assert.equal((await threadRow(thread.id)).replies, 1);
    assert.equal((await citizenRow(writer.user.id)).posts, postsHidden + 1);
    assert.equal((await ok<PostView>(await api.post(new Client(), post.id))).state, 'visible');
    const after = await ok<ModerationQueue>(await api.queue(mod.client));
    assert.ok(!after.items.some((i) => i.targetType === 'post' && i.targetId === post.id));
  });

  test('three flags on an opening post hide its thread; a restore shows it again', async () => {
    const slug = await freshGroup();
    const author = await citizen();
    const { id, postId } = await opened(author, slug);
    assert.equal((await groupRow(slug)).threads, 1);
    for (const f of await others(3)) await flagged(f, postId);

    assert.ok((await threadRow(id)).hiddenAt);
    assert.equal((await groupRow(slug)).threads, 0);
    await refusedWith(await api.posts(new Client(), id), 404, 'not_found');
    assert.deepEqual((await ok<ThreadPage>(await api.threads(new Client(), slug))).items, []);
    const summary = await my.threads.getThread(id);
    assert.equal(summary?.hidden, true);
    assert.equal(summary?.title, '');
    await refusedWith(await api.reply((await citizen()).client, id, { body: 'Hello?' }), 404, 'not_found');

    const mod = await moderator();
    await moderated(mod, { action: 'restore', targetType: 'post', targetId: postId });
    assert.equal((await threadRow(id)).hiddenAt, null);
    assert.equal((await groupRow(slug)).threads, 1);
    assert.equal((await ok<ThreadPage>(await api.threads(new Client(), slug))).items[0]?.id, id);
  });

  test('a moderator deletes a post; deleting an opening post hides the thread', async () => {
    const { writer, thread, post } = await threadWithReply();
    const mod = await moderator();
    const posts = (await citizenRow(writer.user.id)).posts;
    await moderated(mod, { action: 'delete', targetType: 'post', targetId: post.id, reason: 'Abuse' });
    const row = await postRow(post.id);
    assert.equal(row.deletedBy, 'moderator');
    assert.equal(row.search, null);
    assert.equal((await threadRow(thread.id)).replies, 0);
    assert.equal((await citizenRow(writer.user.id)).posts, posts - 1);
    const viewed = await ok<PostView>(await api.post(new Client(), post.id));
    assert.equal(viewed.state, 'deleted_by_moderator');
    assert.equal(viewed.html, '');
    await moderated(mod, { action: 'delete', targetType: 'post', targetId: post.id });
    assert.equal((await citizenRow(writer.user.id)).posts, posts - 1, 'counted down once');

    await moderated(mod, { action: 'delete', targetType: 'post', targetId: thread.postId });
    assert.ok((await threadRow(thread.id)).hiddenAt);
    await refusedWith(
      await api.moderate(mod.client, { action: 'delete', targetType: 'post', targetId: 9_000_000_000 }),
      404,
      'not_found',
    );
  });

  test('a hidden post its author then deletes is counted down once', async () => {
    const { writer, thread, post } = await threadWithReply();
    const posts = (await citizenRow(writer.user.id)).posts;
    for (const f of await others(3)) await flagged(f, post.id);
    assert.equal((await citizenRow(writer.user.id)).posts, posts - 1);
    await ok(await api.remove(writer.client, post.id));
    assert.equal((await citizenRow(writer.user.id)).posts, posts - 1);
    assert.equal((await threadRow(thread.id)).replies, 0);
  });

  test('a locked thread takes no replies until it is unlocked', async () => {
    const author = await citizen();
    const { id } = await opened(author);
    const mod = await moderator();
    await refusedWith(
      await api.moderate(author.client, { action: 'lock', targetType: 'thread', targetId: id }),
      403,
      'forbidden',
    );
    await moderated(mod, { action: 'lock', targetType: 'thread', targetId: id });
    assert.equal((await my.threads.getThread(id))?.locked, true);
    await refusedWith(await api.reply(author.client, id, { body: 'Locked?' }), 409, 'thread_locked');
    assert.equal((await threadRow(id)).replies, 0);
    await moderated(mod, { action: 'unlock', targetType: 'thread', targetId: id });
    await replied(author, id);
    assert.equal((await threadRow(id)).replies, 1);
  });

  test('a silenced member cannot post, like, flag or follow until the silence ends', async () => {
    const author = await citizen();
    const { id, postId } = await opened(author);
    const s = await citizen();
    await ok(await api.like(s.client, postId));
    await ok(await api.join(s.client, 'health'));
    const mod = await moderator();
    await refusedWith(
      await api.moderate(mod.client, {
        action: 'silence',
        targetType: 'citizen',
        targetId: 'nobody_here',
        days: 3,
      }),
      404,
      'not_found',
    );
    const invalid = await refusedWith(
      await api.moderate(mod.client, {
        action: 'silence',
        targetType: 'citizen',
        targetId: s.handle,
        days: 0,
      }),
      400,
      'invalid_input',
    );
    assert.deepEqual(invalid.fields, { days: 'invalid' });
    const at = my.clock.now().getTime();
    await moderated(mod, {
      action: 'silence',
      targetType: 'citizen',
      targetId: s.handle.toUpperCase(),
      days: 3,
      reason: 'Cooling off',
    });
    const until = (await citizenRow(s.user.id)).silencedUntil!;
    assert.ok(Math.abs(until.getTime() - (at + 3 * DAY)) < 5 * SECOND);

    const refusal = await refusedWith(
      await api.reply(s.client, id, { body: 'Let me speak.' }),
      403,
      'silenced',
    );
    assert.equal(refusal.until, until.toISOString());
    await refusedWith(await api.open(s.client, 'newcomers', threadInput()), 403, 'silenced');
    await refusedWith(
      await api.flag(s.client, { targetType: 'post', targetId: postId, reason: 'spam' }),
      403,
      'silenced',
    );
    await refusedWith(await api.follow(s.client, author.handle), 403, 'silenced');
    await refusedWith(await api.join(s.client, 'ethics'), 403, 'silenced');
    // Taking back is allowed: an unlike, a leave.
    assert.deepEqual(await ok(await api.unlike(s.client, postId)), { likes: 0, liked: false });
    assert.equal((await ok<{ joined: boolean }>(await api.leave(s.client, 'health'))).joined, false);
    assert.ok(!(await my.groups.joinedGroupIds(s.user.id)).includes((await groupRow('health')).id));
    await refusedWith(await api.like(s.client, postId), 403, 'silenced');
    assert.equal((await ok<ThreadMe>(await api.visit(s.client, id))).silencedUntil, until.toISOString());

    const { moderationLog } = my.schema;
    const { and, eq } = my.drizzle;
    const [log] = await selectFrom(
      moderationLog,
      and(eq(moderationLog.action, 'silence'), eq(moderationLog.targetId, s.user.id)),
    );
    assert.equal(log?.actorId, mod.user.id);
    assert.equal(log?.reason, 'Cooling off');

    my.clock.setClockOffset(3 * DAY + MINUTE);
    await replied(s, id);
  });

  test('three flags on a proposal hide it; a moderator restores it', async () => {
    const author = await citizen();
    const response = await author.client.post(my.routes.propose, '/api/proposals', {
      title: `Plant trees on ${unique()}`,
      summary: 'A short summary of the proposal.',
      body: 'The **body** of the proposal.',
      category: 'community',
    });
    const { id } = await ok<{ id: number }>(response, 201);
    // Proposal and thread ids are 32-bit: a larger one names nothing (the fuzz found it answered 500).
    await refusedWith(
      await api.flag(author.client, { targetType: 'proposal', targetId: 9_000_000_000, reason: 'spam' }),
      404,
      'not_found',
    );
    const staff = await moderator();
    for (const [action, targetType] of [
      ['lock', 'thread'],
      ['restore', 'proposal'],
    ])
      await refusedWith(
        await api.moderate(staff.client, { action, targetType, targetId: 9_000_000_000 }),
        404,
        'not_found',
      );
    await refusedWith(
      await api.flag(author.client, { targetType: 'proposal', targetId: id, reason: 'spam' }),
      422,
      'own_post',
    );
    await refusedWith(
      await api.flag(author.client, { targetType: 'proposal', targetId: 2_000_000_000, reason: 'spam' }),
      404,
      'not_found',
    );
    const [f1, f2, f3] = await others(3);
    assert.equal(await flagged(f1!, id, 'proposal'), false);
    await refusedWith(
      await api.flag(f1!.client, { targetType: 'proposal', targetId: id, reason: 'spam' }),
      409,
      'already_flagged',
    );
    assert.equal(await flagged(f2!, id, 'proposal'), false);
    assert.equal(await flagged(f3!, id, 'proposal'), true);

    const { proposal } = my.schema;
    const [hidden] = await selectFrom(proposal, my.drizzle.eq(proposal.id, id));
    assert.ok(hidden?.hiddenAt);
    assert.equal(hidden.hiddenReason, 'flags');

    const mod = await moderator();
    const queue = await ok<ModerationQueue>(await api.queue(mod.client));
    const item = queue.items.find((i) => i.targetType === 'proposal' && i.targetId === id);
    assert.ok(item);
    assert.equal(item.hidden, true);
    assert.equal(item.flags.length, 3);
    assert.equal(item.href, `/society/proposals/${id}`);

    await moderated(mod, { action: 'restore', targetType: 'proposal', targetId: id });
    const [restored] = await selectFrom(proposal, my.drizzle.eq(proposal.id, id));
    assert.equal(restored?.hiddenAt, null);
    assert.equal(await openFlags('proposal', id), 0);
  });
});

describe(`people on ${engine}`, () => {
  test('following counts on both citizens and tells the followed; never yourself', async () => {
    const a = await citizen();
    const b = await citizen();
    const state = await ok<FollowState>(await api.follow(a.client, b.handle));
    assert.deepEqual(state, { following: true, followers: 1, followingCount: 0, self: false });
    assert.deepEqual(await ok(await api.follow(a.client, b.handle.toUpperCase())), state, 'idempotent');
    assert.equal((await citizenRow(b.user.id)).followers, 1);
    assert.equal((await citizenRow(a.user.id)).following, 1);
    assert.equal(await countOf(my.schema.follow, my.drizzle.eq(my.schema.follow.followeeId, b.user.id)), 1);
    const profileB = await my.citizens.profileByHandle(b.handle);
    const profileA = await my.citizens.profileByHandle(a.handle);
    assert.equal(profileB?.followers, 1);
    assert.equal(profileA?.following, 1);

    const [told, ...more] = await notificationsOf(b.user.id, 'newFollower');
    assert.equal(more.length, 0);
    assert.deepEqual(told!.params, { handle: a.handle });
    assert.equal(told!.href, `/citizens/${a.handle}`);

    await refusedWith(await api.follow(a.client, a.handle), 422, 'self_follow');
    assert.deepEqual(await ok(await api.followState(a.client, a.handle)), {
      following: false,
      followers: 0,
      followingCount: 1,
      self: true,
    });
    assert.deepEqual(await ok(await api.followState(new Client(), b.handle)), {
      following: false,
      followers: 1,
      followingCount: 0,
      self: false,
    });
    await refusedWith(await api.follow(a.client, 'nobody_here'), 404, 'not_found');
    await refusedWith(await api.followState(new Client(), 'nobody_here'), 404, 'not_found');

    const unfollowed = await ok<FollowState>(await api.unfollow(a.client, b.handle));
    assert.deepEqual(unfollowed, { following: false, followers: 0, followingCount: 0, self: false });
    assert.deepEqual(await ok(await api.unfollow(a.client, b.handle)), unfollowed);
    assert.equal((await citizenRow(b.user.id)).followers, 0);
    assert.equal((await citizenRow(a.user.id)).following, 0);
  });

  test('the feed shows new threads and proposals by the people you follow, newest first', async () => {
    const reader = await citizen();
    const followed = await citizen();
    const stranger = await citizen();
    await ok(await api.follow(reader.client, followed.handle));
    const thread = await opened(followed);
    await opened(stranger);
    advance(SECOND);
    const response = await followed.client.post(my.routes.propose, '/api/proposals', {
      title: `Plant trees on ${unique()}`,
      summary: 'A short summary of the proposal.',
      body: 'The body of the proposal.',
      category: 'community',
    });
    const { id: proposalId } = await ok<{ id: number }>(response, 201);

    const feed = await ok<{ items: FeedItem[]; nextCursor: string | null }>(await api.feed(reader.client));
    assert.deepEqual(
      feed.items.map((i) => [i.kind, i.id, i.author.handle, i.href]),
      [
        ['proposal', proposalId, followed.handle, `/society/proposals/${proposalId}`],
        ['thread', thread.id, followed.handle, `/community/threads/${thread.id}`],
      ],
    );
    assert.equal(feed.nextCursor, null);
    const theirs = await ok<{ items: FeedItem[] }>(await api.feed(stranger.client));
    assert.deepEqual(theirs.items, []);
  });

  test('featured members: the top four by points in the last 30 days, with the breakdown; never silenced', async () => {
    // A quiet moment no other test writes at: more than a year ahead.
    my.clock.setClockOffset(400 * DAY);
    const at = () => my.clock.now();
    const db = await my.db.getDb();
    const earn = (c: Citizen, action: 'proposal' | 'vote' | 'reply', times: number, when = at()) =>
      db.transaction(async (tx) => {
        for (let i = 0; i < times; i++) await my.ledger.earn(tx, { userId: c.user.id, action, at: when });
      });
    const [first, second, silenced, third, fourth, old] = await Promise.all(
      Array.from({ length: 6 }, () => citizen()),
    );
    await earn(first!, 'proposal', 3); // 10 + 60
    await earn(second!, 'proposal', 2); // 10 + 40, and a thread below
    await opened(second!);
    await earn(silenced!, 'proposal', 5); // 10 + 100, silenced
    await earn(third!, 'proposal', 1); // 10 + 20 + 2
    await earn(third!, 'reply', 2);
    await earn(fourth!, 'proposal', 1); // 10 + 20
    await earn(old!, 'proposal', 5, new Date(at().getTime() - 31 * DAY)); // out of the window: 10
    await moderated(await moderator(), {
      action: 'silence',
      targetType: 'citizen',
      targetId: silenced!.handle,
      days: 1,
    });

    const computedAt = at();
    assert.equal(await my.people.recomputeFeatured(computedAt, true), true);
    assert.equal(await my.people.recomputeFeatured(computedAt), false, 'not due again within the day');
    const { items } = await ok<{ items: FeaturedMember[] }>(await api.featured(new Client()));
    assert.deepEqual(
      items.map((f) => [f.handle, f.points, f.breakdown]),
      [
        [first!.handle, 70, { citizenship: 10, proposal: 60 }],
        [second!.handle, 53, { citizenship: 10, proposal: 40, thread: 3 }],
        [third!.handle, 32, { citizenship: 10, proposal: 20, reply: 2 }],
        [fourth!.handle, 30, { citizenship: 10, proposal: 20 }],
      ],
    );
    assert.equal(items[0]!.number, first!.citizen.number);
    assert.equal(items[0]!.computedAt, computedAt.toISOString());
    assert.equal(items[0]!.tier, 'citizen', 'the tier of all their points');

    // Once the silence is over, they are picked again.
    my.clock.setClockOffset(401 * DAY + MINUTE);
    assert.equal(await my.people.recomputeFeatured(at(), true), true);
    const next = await my.people.featuredMembers();
    assert.deepEqual(
      next.map((f) => f.handle),
      [silenced!.handle, first!.handle, second!.handle, third!.handle],
    );
  });
});

describe(`search on ${engine}`, () => {
  test('finds a thread by a word of its title, and ranks the title over the text', async () => {
    const w = word();
    const a = await citizen();
    const b = await citizen();
    const inText = await opened(b, 'builders', {
      title: 'Other matters entirely',
      body: `Some text on ${w} here.`,
    });
    const inTitle = await opened(a, 'ethics', {
      title: `Thoughts on ${w} today`,
      body: 'Nothing else here.',
    });

    const hits = await searchPosts(w);
    assert.deepEqual(
      hits.map((h) => h.postId),
      [inTitle.postId, inText.postId],
    );
    const [top] = hits;
    assert.equal(top!.thread.id, inTitle.id);
    assert.equal(top!.thread.group.slug, 'ethics');
    assert.equal(top!.opening, true);
    assert.deepEqual(top!.author, { handle: a.handle, tier: 'resident' });
    assert.ok(top!.rank > hits[1]!.rank);
    assert.match(hits[1]!.snippet, new RegExp(`\\[\\[${w}\\]\\]`));
    assert.deepEqual(
      (await searchPosts(w.toUpperCase())).map((h) => h.postId),
      [inTitle.postId, inText.postId],
    );
  });

  test('finds replies and groups', async () => {
    const w = word();
    const c = await veteran();
    const { id } = await opened(c);
    const post = await replied(c, id, { body: `Replying about ${w} and more.` });
    const hits = await searchPosts(w);
    assert.deepEqual(
      hits.map((h) => [h.postId, h.opening, h.thread.id]),
      [[post.id, false, id]],
    );
    // The candidates are the newest matches, however they are found: among more matches than the bound
    // (here 1), in the newest posts; when those hold none (here the newest 1 post), through every match;
    // when they hold some but too few (2 wanted, 1 among the newest 2 posts), in a wider range.
    const later = await replied(await veteran(), id, { body: `Also ${w}, later.` });
    await replied(await veteran(), id, { body: 'Nothing to find here.' });
    const newest = async (recent: number, candidates = 1, enough?: number) =>
      (await my.search.searchCommunity(w, 'en', { bounds: { candidates, recent, enough } })).items.map((h) =>
        h.kind === 'post' ? h.postId : h.kind,
      );
    assert.deepEqual(await newest(1_000), [later.id]);
    assert.deepEqual(await newest(1), [later.id]);
    assert.deepEqual(await newest(2, 2), [later.id, post.id]);
    // Enough matches to fill every page served among the newest posts: search looks no further back.
    assert.deepEqual(await newest(2, 2, 1), [later.id]);
    assert.deepEqual(
      (await searchPosts(w)).map((h) => h.postId),
      [later.id, post.id].sort((a, b) => b - a),
    );

    const g = word();
    const created = await ok<{ slug: string }>(
      await api.createGroup(c.client, { name: `The ${g} circle`, description: 'For everyone.' }),
      201,
    );
    const page = await my.search.searchCommunity(g, 'en');
    assert.deepEqual(
      page.items.map((h) => (h.kind === 'group' ? h.group.slug : h.kind)),
      [created.slug],
    );
  });

  test("never finds hidden or deleted posts, a hidden thread's posts, or a silenced member's", async () => {
    const w = word();
    const author = await citizen();
    const { id } = await opened(author);
    const [x, y, z] = await Promise.all([citizen(), citizen(), citizen()]);
    const visible = await replied(x, id, { body: `Visible ${w} reply.` });
    const hidden = await replied(y, id, { body: `Hidden ${w} reply.` });
    const deleted = await replied(z, id, { body: `Deleted ${w} reply.` });
    const silent = await citizen();
    const silenced = await replied(silent, id, { body: `Silenced ${w} reply.` });
    const hiddenThread = await opened(await citizen(), 'newcomers', { body: `A hidden thread on ${w}.` });
    assert.equal((await searchPosts(w)).length, 5);

    for (const f of await others(3)) {
      await flagged(f, hidden.id);
      await flagged(f, hiddenThread.postId);
    }
    await ok(await api.remove(z.client, deleted.id));
    await moderated(await moderator(), {
      action: 'silence',
      targetType: 'citizen',
      targetId: silent.handle,
      days: 1,
    });
    assert.deepEqual(
      (await searchPosts(w)).map((h) => h.postId),
      [visible.id],
    );

    my.clock.setClockOffset(DAY + MINUTE);
    assert.deepEqual(
      (await searchPosts(w)).map((h) => h.postId).sort((a, b) => a - b),
      [visible.id, silenced.id].sort((a, b) => a - b),
      'found again once the silence is over',
    );
  });

  test("the index of the newest posts follows each post's life, and its prune keeps the newest", async () => {
    const w = word();
    const recent = my.schema.postRecentSearch;
    const indexed = async (id: number) =>
      (await selectFrom(recent, my.drizzle.eq(recent.postId, id))).length === 1;
    // The newest match found in the small index alone (one candidate wanted, among the newest 10 posts).
    const newestHit = async (q = w) =>
      (await my.search.searchCommunity(q, 'en', { bounds: { candidates: 1, recent: 10 } })).items.map((h) =>
        h.kind === 'post' ? h.postId : h.kind,
      );
    const author = await citizen();
    const { id } = await opened(author);
    const older = await replied(await citizen(), id, { body: `An older ${w} reply.` });
    const post = await replied(author, id, { body: `A ${w} reply.` });
    assert.ok((await indexed(older.id)) && (await indexed(post.id)), 'written');
    assert.deepEqual(await newestHit(), [post.id]);

    const edited = word();
    await ok(await api.edit(author.client, post.id, `Now about ${edited}.`));
    assert.deepEqual(await newestHit(edited), [post.id], 'edited: its new words');
    assert.deepEqual(await newestHit(), [older.id], 'edited: not its old ones');

    for (const f of await others(3)) await flagged(f, older.id);
    assert.equal((await postRow(older.id)).hiddenAt !== null, true);
    assert.equal(await indexed(older.id), false, 'hidden');
    assert.deepEqual(await newestHit(), []);
    await moderated(await moderator(), { action: 'restore', targetType: 'post', targetId: older.id });
    assert.equal(await indexed(older.id), true, 'restored');
    assert.deepEqual(await newestHit(), [older.id]);

    await ok(await api.remove(author.client, post.id));
    assert.equal(await indexed(post.id), false, 'deleted');

    // The prune drops every post but the newest `keep` ids; search still finds the older ones, through
    // the index of every post.
    const newest = await replied(await citizen(), id, { body: `The newest ${w} reply.` });
    await my.search.pruneRecentSearch(1);
    assert.equal(await indexed(older.id), false, 'pruned');
    assert.equal(await indexed(newest.id), true, 'kept');
    assert.deepEqual(
      (await searchPosts(w)).map((h) => h.postId).sort((a, b) => a - b),
      [older.id, newest.id],
    );
  });

  test('odd input finds nothing or something, and never fails', async () => {
    const inputs = [
      '',
      '   ',
      '"',
      '"unclosed phrase',
      "'",
      "it's",
      '&|!',
      '!!!&&||',
      '(',
      ')(',
      ':*',
      'a:* & !b',
      '-',
      '- -',
      'or',
      '\\',
      '%_',
      '<script>alert(1)</script>',
      'ñandú 日本語 tiếng việt',
      'x'.repeat(200),
      'word '.repeat(40),
      'y'.repeat(5_000),
      '\u0000',
    ];
    for (const q of inputs) {
      const page = await my.search.searchCommunity(q, 'en').catch((error: Error) => {
        throw new Error(`${JSON.stringify(q.slice(0, 20))}: ${error.message}`);
      });
      assert.ok(Array.isArray(page.items));
    }
    assert.deepEqual(await my.search.searchCommunity('', 'en'), { items: [], nextCursor: null });
    assert.deepEqual(await my.search.searchCommunity('   ', 'vi'), { items: [], nextCursor: null });
    for (const cursor of ['-1', 'abc', '99999', '20', '7'])
      assert.ok(Array.isArray((await my.search.searchCommunity('reply', 'fr', { cursor })).items));
  });
});

describe(`live updates on ${engine}`, () => {
  test('events published in one turn all arrive, in their order', async () => {
    const topic = `batch-${unique()}`;
    const seen: unknown[] = [];
    const unsubscribe = await my.bus.subscribe(topic, (data) => seen.push(data.n));
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      await Promise.all([1, 2, 3, 4, 5].map((n) => my.bus.publish(topic, { n })));
      await my.bus.publish(topic, { n: 6 });
      for (let i = 0; i < 100 && seen.length < 6; i++) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(seen, [1, 2, 3, 4, 5, 6]);
    } finally {
      unsubscribe();
    }
  });

  test('a reply publishes a post event, a like a changed event, on the thread topic', async () => {
    const author = await citizen();
    const { id } = await opened(author);
    const topic = my.threads.threadTopic(id);
    assert.equal(topic, `thread:${id}`);

    const events: Record<string, unknown>[] = [];
    let unsubscribe = () => {};
    const first = nextEvent<Record<string, unknown>>(async (resolve) => {
      unsubscribe = await my.bus.subscribe(topic, (data) => {
        events.push(data);
        resolve(data);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const post = await replied(await citizen(), id);
      assert.deepEqual(await first, { type: 'post', postId: post.id });
      await ok(await api.like(author.client, post.id));
      for (let i = 0; i < 50 && events.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      assert.deepEqual(events[1], { type: 'changed', postId: post.id });
    } finally {
      unsubscribe();
    }
  });

  test("the thread's event stream sends each new reply", async () => {
    const author = await citizen();
    const { id } = await opened(author);
    const controller = new AbortController();
    const response = await my.routes.threadEvents(
      new NextRequest(new URL(`/api/community/threads/${id}/events`, ORIGIN), {
        headers: { host: new URL(ORIGIN).host, [CLIENT_ADDRESS_HEADER]: '10.9.9.7' },
        signal: controller.signal,
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
    const reader = response.body!.getReader();
    try {
      await readUntil(reader, /: open\n\n/);
      const post = await replied(await citizen(), id);
      const text = await readUntil(reader, /event: post\ndata: .*\n\n/);
      const data = JSON.parse(/event: post\ndata: (.*)\n\n/.exec(text)![1]!) as Record<string, unknown>;
      assert.equal(data.postId, post.id);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
    const missing = await my.routes.threadEvents(
      new NextRequest(new URL('/api/community/threads/2000000000/events', ORIGIN)),
      { params: Promise.resolve({ id: '2000000000' }) },
    );
    assert.equal(missing.status, 404);
  });
});

describe(`pagination on ${engine}`, () => {
  test("a group's threads page by last activity with no duplicates or gaps, ties included", async () => {
    freezeTime();
    const slug = await freshGroup();
    const authors = await Promise.all(Array.from({ length: 5 }, () => veteran()));
    const ids: number[] = [];
    // Five rounds of five threads written at the same instant: ties on last activity within each.
    for (let round = 0; round < 5; round++) {
      for (const a of authors) ids.push((await opened(a, slug)).id);
      advance(16 * SECOND);
    }
    assert.equal((await groupRow(slug)).threads, 25);

    const seen: ThreadPage['items'] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await ok<ThreadPage>(await api.threads(new Client(), slug, cursor));
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    assert.equal(pages, 2);
    assert.equal(seen.length, 25);
    assert.equal(new Set(seen.map((t) => t.id)).size, 25, 'no duplicates');
    assert.deepEqual(
      seen.map((t) => t.id),
      [...ids].sort((a, b) => b - a),
      'newest activity first, then the higher id',
    );
  });

  test("a thread's posts page oldest first with no duplicates or gaps, ties included", async () => {
    freezeTime();
    const authors = await Promise.all(Array.from({ length: 6 }, () => veteran()));
    const { id, postId } = await opened(authors[0]!);
    const ids = [postId];
    advance(6 * SECOND);
    for (let round = 0; round < 10; round++) {
      for (const a of authors) ids.push((await replied(a, id)).id);
      advance(6 * SECOND);
    }
    assert.equal((await threadRow(id)).replies, 60);

    const seen: PostView[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await ok<PostPage>(await api.posts(new Client(), id, after));
      seen.push(...page.items);
      after = page.nextCursor ?? undefined;
      pages++;
    } while (after && pages < 10);
    assert.equal(pages, 2);
    assert.deepEqual(
      seen.map((p) => p.id),
      ids,
    );
    // A cursor that is not one starts from the beginning, and never fails.
    const odd = await ok<PostPage>(await api.posts(new Client(), id, 'not-a-cursor'));
    assert.equal(odd.items[0]?.id, postId);
  });
});

// Races need a server that runs transactions side by side (PGlite serves one at a time), so these exist
// in the Postgres run only.
(engine === 'postgres' ? describe : () => {})(`races on ${engine}`, () => {
  test('many members liking one post at once leave likes equal to the rows', async () => {
    const author = await citizen();
    const { id } = await opened(author);
    const post = await replied(author, id);
    const points = (await citizenRow(author.user.id)).points;
    const likers = await others(20);

    const likes = await Promise.all(likers.map((l) => api.like(l.client, post.id)));
    assert.deepEqual(
      likes.map((r) => r.status),
      likers.map(() => 200),
    );
    assert.equal((await postRow(post.id)).likes, 20);
    assert.equal(await likeRows(post.id), 20);
    assert.equal((await citizenRow(author.user.id)).points, points + 20);

    // Each twice more at once: no extra rows, no extra points.
    const again = await Promise.all(
      likers.flatMap((l) => [api.like(l.client, post.id), api.unlike(l.client, post.id)]),
    );
    assert.ok(again.every((r) => r.status === 200 || r.status === 409));
    const rows = await likeRows(post.id);
    assert.equal((await postRow(post.id)).likes, rows);
    const ledger = (await ledgerRows(author.user.id)).filter((r) => r.action.startsWith('like_'));
    assert.equal(
      ledger.reduce((sum, r) => sum + r.points, 0),
      rows,
    );
    assert.equal((await citizenRow(author.user.id)).points, points + rows);
  });

  test("a like's earning meeting a reply's: each waits for the citizen's row, then takes the hour's bucket", async () => {
    // A reply locks its writer's row first and earns last; a like on one of the writer's posts earns for
    // the writer. The like is made to arrive in between, and the reply earns once the like waits.
    const writer = await citizen();
    const db = await my.db.getDb();
    const { eq, sql } = my.drizzle;
    const at = my.clock.now();
    const bucket = my.ledger.ledgerBucket(at);
    const count = async () => (await my.ledger.readCounters(db, [bucket]))[bucket]!;
    const [buckets, row] = [await count(), await citizenRow(writer.user.id)];
    let likePid = 0;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const likeWaits = async () => {
      for (let tries = 0; tries < 250; tries++) {
        if (likePid) {
          const { rows } = (await db.execute(
            sql`select wait_event_type from pg_stat_activity where pid = ${likePid}`,
          )) as unknown as { rows: { wait_event_type: string | null }[] };
          if (rows[0]?.wait_event_type === 'Lock') return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the like never waited for the citizen');
    };
    const reply = db.transaction(async (tx) => {
      await tx
        .select()
        .from(my.schema.citizen)
        .where(eq(my.schema.citizen.userId, writer.user.id))
        .for('update');
      holding();
      await likeWaits();
      await my.ledger.earn(tx, { userId: writer.user.id, action: 'reply', ref: 'race-reply', at }, ['posts']);
    });
    await held;
    const like = db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      likePid = rows[0]!.pid;
      await my.ledger.earn(tx, { userId: writer.user.id, action: 'like_received', ref: 'race-like', at });
    });
    // Before, one of the two failed here with "deadlock detected" (40P01), a 500 to its member.
    await Promise.all([reply, like]);
    assert.equal(await count(), buckets + 2);
    const earned = (await ledgerRows(writer.user.id)).filter((r) => r.ref?.startsWith('race-'));
    assert.deepEqual(earned.map((r) => r.action).sort(), ['like_received', 'reply']);
    const after = await citizenRow(writer.user.id);
    assert.equal(after.points, row.points + earned.reduce((sum, r) => sum + r.points, 0));
    assert.equal(after.posts, row.posts + 1);
  });

  test('one member replying many times at once passes the 5 s pace once', async () => {
    const c = await veteran();
    const { id } = await opened(c);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.reply(c.client, id, { body: `Reply number ${i} ${unique()}` })),
    );
    const statuses = responses.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 429, 429, 429, 429, 429, 429, 429]);
    for (const r of responses.filter((r) => r.status === 429))
      assert.equal((await bodyOf<ApiError>(r)).error, 'rate_limited');
    assert.equal((await threadRow(id)).replies, 1);
    assert.equal(await countOf(my.schema.post, my.drizzle.eq(my.schema.post.threadId, id)), 2);
  });

  test('citizens following each other at the same moment all succeed, counted once each', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => [await citizen(), await citizen()] as const),
    );
    const responses = await Promise.all(
      pairs.flatMap(([a, b]) => [
        api.follow(a.client, b.handle),
        api.follow(b.client, a.handle),
        api.follow(a.client, b.handle),
      ]),
    );
    assert.deepEqual(
      responses.map((r) => r.status),
      responses.map(() => 200),
    );
    for (const [a, b] of pairs) {
      for (const c of [a, b]) {
        const row = await citizenRow(c.user.id);
        assert.deepEqual([row.followers, row.following], [1, 1]);
      }
      assert.equal((await notificationsOf(a.user.id, 'newFollower')).length, 1);
    }
  });

  test('two citizens naming a group alike at the same moment get two slugs', async () => {
    const [a, b, c] = await Promise.all([veteran(), veteran(), veteran()]);
    const name = `Same name ${unique()}`;
    const responses = await Promise.all(
      [a, b, c].map((v) => api.createGroup(v.client, { name, description: 'Alike.' })),
    );
    const slugs = await Promise.all(responses.map(async (r) => (await ok<{ slug: string }>(r, 201)).slug));
    const base = `same-name-${name.split(' ').pop()}`;
    assert.deepEqual(slugs.sort(), [base, `${base}-2`, `${base}-3`]);
  });

  test('the third flag hiding a reply while its author replies in the thread: both go through', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const author = await veteran();
        const { id } = await opened(author);
        const post = await replied(author, id);
        return { author, id, post };
      }),
    );
    const flaggers = await others(3);
    for (const { post } of rounds) for (const f of flaggers.slice(0, 2)) await flagged(f, post.id);
    advance(6 * SECOND);
    const responses = await Promise.all(
      rounds.flatMap(({ author, id, post }) => [
        api.flag(flaggers[2]!.client, { targetType: 'post', targetId: post.id, reason: 'spam' }),
        api.reply(author.client, id, { body: `Meanwhile ${unique()}` }),
      ]),
    );
    assert.deepEqual(
      responses.map((r) => r.status),
      rounds.flatMap(() => [201, 201]),
    );
    for (const { author, id } of rounds) {
      assert.equal((await threadRow(id)).replies, 1);
      assert.equal((await citizenRow(author.user.id)).posts, 2);
    }
  });

  test('an author editing and deleting one post at the same moment: no failure, one outcome', async () => {
    const posts = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const author = await veteran();
        const { id } = await opened(author);
        return { author, id, post: await replied(author, id) };
      }),
    );
    const responses = await Promise.all(
      posts.flatMap(({ author, post }) => [
        api.edit(author.client, post.id, `Edited ${unique()}`),
        api.remove(author.client, post.id),
      ]),
    );
    for (const r of responses) assert.ok([200, 409].includes(r.status), await r.clone().text());
    for (const { author, id, post } of posts) {
      assert.equal((await postRow(post.id)).deletedBy, 'author');
      assert.equal((await threadRow(id)).replies, 0);
      assert.equal((await citizenRow(author.user.id)).posts, 1);
    }
  });

  test('joining at once makes one membership; flagging at once hides once', async () => {
    const slug = await freshGroup();
    const c = await citizen();
    await Promise.all(Array.from({ length: 6 }, () => api.join(c.client, slug)));
    assert.equal((await groupRow(slug)).members, 1);

    const author = await citizen();
    const writer = await citizen();
    const { id } = await opened(author);
    const post = await replied(writer, id);
    const posts = (await citizenRow(writer.user.id)).posts;
    const flaggers = await others(6);
    const results = await Promise.all(
      flaggers.map((f) => api.flag(f.client, { targetType: 'post', targetId: post.id, reason: 'spam' })),
    );
    assert.ok(results.every((r) => r.status === 201));
    assert.equal((await postRow(post.id)).flags, 6);
    assert.equal((await threadRow(id)).replies, 0);
    assert.equal((await citizenRow(writer.user.id)).posts, posts - 1);
    const { moderationLog } = my.schema;
    assert.equal(
      await countOf(
        moderationLog,
        my.drizzle.and(
          my.drizzle.eq(moderationLog.action, 'hide_post'),
          my.drizzle.eq(moderationLog.targetId, String(post.id)),
        ),
      ),
      1,
    );
  });
});
