import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, mock, test } from 'node:test';
import { NextRequest } from 'next/server';
import { Client as PgClient } from 'pg';
import { verifyTypedData, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { installErc1271Wallet, startAnvil, type Anvil } from '../../test/anvil';
import { bodyOf, Client, ORIGIN } from '../../test/http';
import { CLIENT_ADDRESS_HEADER } from '../edge.mjs';
import type {
  MyCitizenship,
  MyGovernance,
  ProposalLive,
  ProposalPage,
  SessionUser,
  SiteStats,
  VoteChoice,
  VoterEntry,
} from '../api/contract';

// Citizenship and governance end to end: the route handlers called in-process as the browser calls
// them, the services where no route exists (jobs, the founding proposal, the live bus), and the rows
// they leave. The server's clock (lib/clock.ts) is moved with setClockOffset; wallet votes are checked
// against a local anvil for the node path (Sepolia) and a closed port for mainnet's node.
process.env.CIVITAS_TEST_CLOCK = '1';

const load = async () => {
  const [
    citizensRoute,
    meRoute,
    preferencesRoute,
    verifyEmailRoute,
    proposalsRoute,
    proposalRoute,
    moderationRoute,
    votesRoute,
    eventsRoute,
    statsRoute,
    clockRoute,
    signUpRoute,
    db,
    schema,
    citizens,
    ledger,
    roles,
    governance,
    rules,
    bus,
    clock,
    drizzle,
  ] = await Promise.all([
    import('../../app/api/citizens/route'),
    import('../../app/api/citizens/me/route'),
    import('../../app/api/citizens/preferences/route'),
    import('../../app/api/citizens/verify-email/route'),
    import('../../app/api/proposals/route'),
    import('../../app/api/proposals/[id]/route'),
    import('../../app/api/proposals/[id]/moderation/route'),
    import('../../app/api/proposals/[id]/votes/route'),
    import('../../app/api/proposals/[id]/events/route'),
    import('../../app/api/stats/route'),
    import('../../app/api/test/clock/route'),
    import('../../app/api/auth/sign-up/route'),
    import('../db'),
    import('../db/schema'),
    import('../citizens/service'),
    import('../citizens/ledger'),
    import('../citizens/roles'),
    import('./service'),
    import('./rules'),
    import('../live/bus'),
    import('../clock'),
    import('drizzle-orm'),
  ]);
  return {
    routes: {
      becomeCitizen: citizensRoute.POST,
      me: meRoute.GET,
      preferences: preferencesRoute.POST,
      resendCitizenEmail: verifyEmailRoute.POST,
      followCitizenEmail: verifyEmailRoute.GET,
      listProposals: proposalsRoute.GET,
      propose: proposalsRoute.POST,
      proposal: proposalRoute.GET,
      moderate: moderationRoute.POST,
      vote: votesRoute.POST,
      voters: votesRoute.GET,
      events: eventsRoute.GET,
      stats: statsRoute.GET,
      setClock: clockRoute.POST,
      readClock: clockRoute.GET,
      signUp: signUpRoute.POST,
    },
    db,
    schema,
    citizens,
    ledger,
    roles,
    governance,
    rules,
    bus,
    clock,
    drizzle,
  };
};

let my: Awaited<ReturnType<typeof load>>;
let anvil: Anvil;
const SEPOLIA = 11155111;
const DAY = 24 * 60 * 60_000;

before(async () => {
  anvil = await startAnvil({ chainId: SEPOLIA });
  process.env.RPC_URL_11155111 = anvil.url;
  // Mainnet's node is a closed port: a signature that needs the node there finds none.
  process.env.RPC_URL_1 = 'http://127.0.0.1:9';
  my = await load();
  await my.db.getDatabase();
});

after(async () => {
  await anvil?.stop();
  if (!my) return;
  await my.bus.closeLive();
  const { engine, db } = await my.db.getDatabase();
  if (engine === 'postgres')
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await my.db.closeDb();
});

afterEach(() => {
  mock.timers.reset();
  my.clock.setClockOffset(0);
});

// ---------------------------------------------------------------------------------------------------
// Helpers.

type Handler = (request: NextRequest) => Promise<Response>;
type DynamicHandler = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

/** A dynamic route's handler with its [id] filled in, as Next calls it. */
const withId =
  (handler: DynamicHandler, id: number | string): Handler =>
  (request) =>
    handler(request, { params: Promise.resolve({ id: String(id) }) });

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function member() {
  const client = new Client();
  const id = unique();
  const input = { username: `gov_${id}`, email: `gov.${id}@example.com`, password: 'correct horse battery' };
  const response = await client.post(my.routes.signUp, '/api/auth/sign-up', input);
  assert.equal(response.status, 201, await response.clone().text());
  const { user } = await bodyOf<{ user: SessionUser }>(response);
  return { client, user, email: input.email };
}
type Member = Awaited<ReturnType<typeof member>>;

const citizenship = (extra: Record<string, unknown> = {}) => ({
  handle: `h_${unique()}`,
  notifyEmail: `notify.${unique()}@example.com`,
  acceptConstitution: true,
  ...extra,
});

function applyForCitizenship(m: Member, extra: Record<string, unknown> = {}) {
  return m.client.post(my.routes.becomeCitizen, '/api/citizens', citizenship(extra));
}

type Citizen = Member & { citizen: MyCitizenship };

async function citizen(of?: Member, extra: Record<string, unknown> = {}): Promise<Citizen> {
  const m = of ?? (await member());
  const response = await applyForCitizenship(m, extra);
  assert.equal(response.status, 201, await response.clone().text());
  return { ...m, citizen: (await bodyOf<{ citizen: MyCitizenship }>(response)).citizen };
}

/** Citizens who only vote: made once, shared by the tests that need a crowd. */
const crowd: Citizen[] = [];
async function voters(n: number): Promise<Citizen[]> {
  while (crowd.length < n) crowd.push(await citizen());
  return crowd.slice(0, n);
}

const proposalInput = (extra: Record<string, unknown> = {}) => ({
  title: `Plant trees on ${unique()}`,
  summary: 'A short summary of the proposal.',
  body: 'The **body** of the proposal.',
  category: 'community',
  ...extra,
});

function propose(m: Pick<Member, 'client'>, extra: Record<string, unknown> = {}) {
  return m.client.post(my.routes.propose, '/api/proposals', proposalInput(extra));
}

async function proposed(m: Pick<Member, 'client'>, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await propose(m, extra);
  assert.equal(response.status, 201, await response.clone().text());
  const { id, path } = await bodyOf<{ id: number; path: string }>(response);
  assert.equal(path, `/society/proposals/${id}`);
  return id;
}

function vote(m: Pick<Member, 'client'>, id: number | string, body: Record<string, unknown>) {
  return m.client.post(withId(my.routes.vote, id), `/api/proposals/${id}/votes`, body);
}

async function voted(m: Pick<Member, 'client'>, id: number, choice: VoteChoice) {
  const response = await vote(m, id, { choice });
  assert.equal(response.status, 201, await response.clone().text());
  return bodyOf<{ ok: true; votesFor: number; votesAgainst: number; choice: VoteChoice }>(response);
}

async function live(client: Client, id: number | string) {
  const response = await client.get(withId(my.routes.proposal, id), `/api/proposals/${id}`);
  return { response, body: response.status === 200 ? await bodyOf<ProposalLive>(response) : null };
}

async function proposalRow(id: number) {
  const db = await my.db.getDb();
  const [row] = await db.select().from(my.schema.proposal).where(my.drizzle.eq(my.schema.proposal.id, id));
  assert.ok(row, `proposal ${id}`);
  return row;
}

async function citizenRow(userId: string) {
  const row = await my.citizens.findCitizen(userId);
  assert.ok(row, `citizen ${userId}`);
  return row;
}

async function countersOf(...names: string[]) {
  return my.ledger.readCounters(await my.db.getDb(), names);
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

async function notificationsOf(userId: string, key?: string) {
  const db = await my.db.getDb();
  const { notification } = my.schema;
  const { and, eq, asc } = my.drizzle;
  return db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), key ? eq(notification.key, key) : undefined))
    .orderBy(asc(notification.createdAt));
}

async function mailsTo(address: string) {
  const db = await my.db.getDb();
  const { mailOutbox } = my.schema;
  return db
    .select()
    .from(mailOutbox)
    .where(my.drizzle.eq(mailOutbox.recipient, address.toLowerCase()))
    .orderBy(my.drizzle.asc(mailOutbox.createdAt));
}

/** The link to `pathname` with its token in a mail's text part. */
function linkIn(text: string, pathname: string): URL {
  const match = new RegExp(`https?://\\S*${pathname.replace(/[/.]/g, '\\$&')}\\?token=[A-Za-z0-9_-]+`).exec(
    text,
  );
  assert.ok(match, `no link to ${pathname} in:\n${text}`);
  return new URL(match[0]);
}

async function setUser(userId: string, values: Partial<typeof my.schema.user.$inferInsert>) {
  const db = await my.db.getDb();
  await db.update(my.schema.user).set(values).where(my.drizzle.eq(my.schema.user.id, userId));
}

/** Freezes Date (and so the server's clock) at a real moment, for exact-millisecond checks. */
function freezeTime(): number {
  const at = Date.now();
  mock.timers.enable({ apis: ['Date'], now: at });
  return at;
}

const nowSeconds = () => Math.floor(my.clock.now().getTime() / 1000);

async function signVote(
  signer: PrivateKeyAccount,
  input: { proposal: number; choice: VoteChoice; chainId?: number; timestamp?: number; voter?: Address },
) {
  const chainId = input.chainId ?? SEPOLIA;
  const timestamp = input.timestamp ?? nowSeconds();
  const signature = await signer.signTypedData(
    my.rules.voteTypedData({
      chainId,
      proposal: input.proposal,
      choice: input.choice,
      timestamp,
      voter: input.voter ?? signer.address,
    }),
  );
  return { choice: input.choice, signature, timestamp, chainId };
}

async function walletCitizen(address?: Address): Promise<Citizen & { signer: PrivateKeyAccount }> {
  const signer = privateKeyToAccount(generatePrivateKey());
  const m = await member();
  await setUser(m.user.id, { walletAddress: address ?? signer.address });
  return { ...(await citizen(m)), signer };
}

async function errorOf(response: Response) {
  return (await bodyOf<{ error: string; fields?: Record<string, string> }>(response)).error;
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

const engine = process.env.ENGINE ?? 'pglite';

/** How many readers this process has on a live topic (lib/live/bus.ts keeps them on globalThis). */
function liveListeners(topic: string): number {
  const state = (globalThis as unknown as { civitasLive?: { emitter: import('node:events').EventEmitter } })
    .civitasLive;
  return state?.emitter.listenerCount(topic) ?? 0;
}

// ---------------------------------------------------------------------------------------------------

describe(`citizenship on ${engine}`, () => {
  test('a member becomes a citizen: the next number, 10 points, a ledger row, the counter, a welcome', async () => {
    const before = await countersOf('citizens');
    const first = await citizen();
    const second = await citizen();
    assert.equal(second.citizen.number, first.citizen.number + 1, 'numbers are handed out in order');
    assert.equal((await countersOf('citizens')).citizens, before.citizens! + 2);

    const { citizen: record } = second;
    assert.equal(record.points, 10);
    assert.equal(record.proposals, 0);
    assert.equal(record.votes, 0);
    assert.equal(record.role, 'citizen');
    assert.equal(record.standing.tier, 'resident');
    assert.deepEqual(record.standing.next, { tier: 'citizen', min: 50, missing: 40 });

    const rows = await ledgerRows(second.user.id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.action, 'citizenship');
    assert.equal(rows[0]!.points, 10);
    assert.equal((await citizenRow(second.user.id)).points, 10);

    const [welcome] = await notificationsOf(second.user.id, 'citizenWelcome');
    assert.ok(welcome);
    assert.deepEqual(welcome.params, { number: record.number, handle: record.handle });
    assert.equal(welcome.href, `/citizens/${record.handle}`);

    const me = await bodyOf<MyGovernance>(await second.client.get(my.routes.me, '/api/citizens/me'));
    assert.equal(me.role, 'citizen');
    assert.equal(me.citizen?.number, record.number);
    assert.deepEqual(me.proposals, []);
    assert.deepEqual(me.votes, []);

    const db = await my.db.getDb();
    const [{ n }] = (await db
      .select({ n: my.drizzle.sql<number>`count(*)::int` })
      .from(my.schema.citizen)) as [{ n: number }];
    assert.equal((await countersOf('citizens')).citizens, n, 'the counter equals the rows');
  });

  test('a public profile by handle, in any case; hidden proposals keep their place without their title', async () => {
    const c = await citizen();
    const id = await proposed(c);
    const hiddenId = await proposed(c);
    const [v] = await voters(1);
    await voted(v!, id, 'for');
    const moderator = await member();
    await my.roles.setStaffRole(moderator.email, 'moderator');
    const hidden = await moderator.client.post(
      withId(my.routes.moderate, hiddenId),
      `/api/proposals/${hiddenId}/moderation`,
      { hide: true, reason: 'Spam' },
    );
    assert.equal(hidden.status, 200);

    const profile = await my.citizens.profileByHandle(c.citizen.handle.toUpperCase());
    assert.ok(profile);
    assert.equal(profile.number, c.citizen.number);
    assert.equal(profile.proposals, 2);
    assert.equal(profile.points, 50);
    assert.equal(profile.standing.tier, 'citizen');
    assert.deepEqual(
      profile.recentProposals.map((p) => [p.id, p.hidden, p.title === '']),
      [
        [hiddenId, true, true],
        [id, false, false],
      ],
    );
    const voterProfile = await my.citizens.profileByHandle(v!.citizen.handle);
    assert.ok(voterProfile?.recentVotes.some((r) => r.proposalId === id && r.choice === 'for' && !r.signed));
    assert.equal(await my.citizens.profileByHandle('nobody-here'), null);
  });

  test('a member who is not a citizen, and a visitor, see that on /api/citizens/me', async () => {
    const m = await member();
    const me = await bodyOf<MyGovernance>(await m.client.get(my.routes.me, '/api/citizens/me'));
    assert.deepEqual(me, { citizen: null, role: 'member', proposals: [], votes: [] });
    assert.equal((await new Client().get(my.routes.me, '/api/citizens/me')).status, 401);
  });

  test('handles are unique ignoring case; reserved and malformed ones are refused; once a citizen, always', async () => {
    const m = await member();
    const handle = `Mixed_${unique()}`;
    const first = await citizen(m, { handle });
    assert.equal(first.citizen.handle, handle.toLowerCase(), 'stored lower-case');

    const other = await member();
    const taken = await applyForCitizenship(other, { handle: handle.toUpperCase() });
    assert.equal(taken.status, 409, await taken.clone().text());
    assert.deepEqual(await bodyOf(taken), { error: 'conflict', fields: { handle: 'handle_taken' } });

    const again = await applyForCitizenship(m);
    assert.equal(again.status, 409);
    assert.deepEqual(await bodyOf(again), { error: 'already_citizen' });
    const sameHandleAgain = await applyForCitizenship(m, { handle });
    assert.equal(sameHandleAgain.status, 409);
    assert.deepEqual(await bodyOf(sameHandleAgain), { error: 'already_citizen' });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ handle: 'Admin' }, { handle: 'handle_reserved' }],
      [{ handle: 'civitas' }, { handle: 'handle_reserved' }],
      [{ handle: 'ab' }, { handle: 'too_short' }],
      [{ handle: 'x'.repeat(25) }, { handle: 'too_long' }],
      [{ handle: 'no spaces' }, { handle: 'invalid_handle' }],
      [{ handle: 'émile' }, { handle: 'invalid_handle' }],
      [{ handle: '' }, { handle: 'required' }],
      [{ notifyEmail: 'nope' }, { notifyEmail: 'invalid_email' }],
      [{ acceptConstitution: false }, { acceptConstitution: 'required' }],
      [{ acceptConstitution: undefined }, { acceptConstitution: 'required' }],
    ];
    for (const [extra, fields] of cases) {
      const response = await applyForCitizenship(other, extra);
      assert.equal(response.status, 400, JSON.stringify(extra));
      assert.deepEqual((await bodyOf(response)).fields, fields, JSON.stringify(extra));
    }
    assert.equal(await my.citizens.findCitizen(other.user.id), undefined);

    const visitor = await new Client().post(my.routes.becomeCitizen, '/api/citizens', citizenship());
    assert.equal(visitor.status, 401);
  });

  test('a refused application does not use up a citizen number', async () => {
    const a = await citizen();
    const b = await member();
    assert.equal((await applyForCitizenship(b, { handle: a.citizen.handle })).status, 409);
    assert.equal((await applyForCitizenship(a)).status, 409);
    const { citizen: record } = await citizen(b);
    assert.equal(record.number, a.citizen.number + 1, 'citizen numbers have no gaps');
  });

  test('concurrent applications of one member make one citizen', async () => {
    const m = await member();
    const before = await countersOf('citizens');
    const responses = await Promise.all(Array.from({ length: 6 }, () => applyForCitizenship(m)));
    assert.deepEqual(responses.map((r) => r.status).sort(), [201, 409, 409, 409, 409, 409]);
    assert.equal((await countersOf('citizens')).citizens, before.citizens! + 1);
    assert.equal((await ledgerRows(m.user.id)).length, 1);
  });

  test('two members racing for one handle: one gets it, the other is told it is taken', async () => {
    const handle = `race_${unique()}`;
    const [a, b] = await Promise.all([member(), member()]);
    const responses = await Promise.all([
      applyForCitizenship(a, { handle }),
      applyForCitizenship(b, { handle }),
    ]);
    assert.deepEqual(responses.map((r) => r.status).sort(), [201, 409]);
    const loser = responses.find((r) => r.status === 409)!;
    assert.deepEqual((await bodyOf(loser)).fields, { handle: 'handle_taken' });
  });

  test("the account's own verified address is verified at once; no mail goes out", async () => {
    const m = await member();
    await setUser(m.user.id, { emailVerified: true });
    const response = await applyForCitizenship(m, { notifyEmail: m.email.toUpperCase() });
    assert.equal(response.status, 201);
    const body = await bodyOf<{ citizen: MyCitizenship; verificationSent: boolean }>(response);
    assert.equal(body.verificationSent, false);
    assert.equal(body.citizen.notifyEmail, m.email.toLowerCase());
    assert.equal(body.citizen.notifyEmailVerified, true);
    assert.deepEqual(
      (await mailsTo(m.email)).filter((mail) => mail.kind === 'citizen_email'),
      [],
    );
  });

  test("the account's address, not yet verified, is not taken as verified", async () => {
    const m = await member();
    const response = await applyForCitizenship(m, { notifyEmail: m.email });
    const body = await bodyOf<{ citizen: MyCitizenship; verificationSent: boolean }>(response);
    assert.equal(body.verificationSent, true);
    assert.equal(body.citizen.notifyEmailVerified, false);
    assert.equal((await mailsTo(m.email)).filter((mail) => mail.kind === 'citizen_email').length, 1);
  });

  test('another address gets a link: followed once it verifies the address; again it is used', async () => {
    const m = await member();
    await setUser(m.user.id, { emailVerified: true });
    const address = `Elsewhere.${unique()}@Example.com`;
    const response = await applyForCitizenship(m, { notifyEmail: address });
    assert.equal(response.status, 201);
    const body = await bodyOf<{ citizen: MyCitizenship; verificationSent: boolean }>(response);
    assert.equal(body.verificationSent, true);
    assert.equal(body.citizen.notifyEmailVerified, false);
    assert.equal(body.citizen.notifyEmail, address.toLowerCase());

    const mails = await mailsTo(address);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.kind, 'citizen_email');
    const link = linkIn(mails[0]!.text, '/api/citizens/verify-email');
    assert.equal(link.origin, ORIGIN);

    // Resending retires the first link; the second one works.
    const resent = await m.client.post(my.routes.resendCitizenEmail, '/api/citizens/verify-email');
    assert.equal(resent.status, 202);
    const again = await mailsTo(address);
    assert.equal(again.length, 2);
    const fresh = linkIn(again[1]!.text, '/api/citizens/verify-email');
    const stale = await new Client().get(my.routes.followCitizenEmail, `${link.pathname}${link.search}`);
    assert.equal(stale.status, 303);
    assert.equal(stale.headers.get('location'), '/email/used');

    const followed = await new Client().get(my.routes.followCitizenEmail, `${fresh.pathname}${fresh.search}`);
    assert.equal(followed.status, 303);
    assert.equal(followed.headers.get('location'), '/email/verified');
    const me = await bodyOf<MyGovernance>(await m.client.get(my.routes.me, '/api/citizens/me'));
    assert.equal(me.citizen?.notifyEmailVerified, true);
    assert.equal((await notificationsOf(m.user.id, 'citizenEmailVerified')).length, 1);

    const twice = await new Client().get(my.routes.followCitizenEmail, `${fresh.pathname}${fresh.search}`);
    assert.equal(twice.status, 303);
    assert.equal(twice.headers.get('location'), '/email/used');

    const bogus = await new Client().get(
      my.routes.followCitizenEmail,
      '/api/citizens/verify-email?token=nope',
    );
    assert.equal(bogus.headers.get('location'), '/email/invalid');

    const done = await m.client.post(my.routes.resendCitizenEmail, '/api/citizens/verify-email');
    assert.equal(done.status, 409);
    assert.deepEqual(await bodyOf(done), { error: 'already_verified' });
    const stranger = await (
      await member()
    ).client.post(my.routes.resendCitizenEmail, '/api/citizens/verify-email');
    assert.deepEqual(await bodyOf(stranger), { error: 'not_citizen' });
  });

  test('the new-proposal preference: citizens only', async () => {
    const m = await member();
    const refused = await m.client.post(my.routes.preferences, '/api/citizens/preferences', {
      notifyProposals: true,
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(await bodyOf(refused), { error: 'not_citizen' });
    await citizen(m);
    const ok = await m.client.post(my.routes.preferences, '/api/citizens/preferences', {
      notifyProposals: true,
    });
    assert.equal(ok.status, 200);
    assert.equal((await citizenRow(m.user.id)).notifyProposals, true);
    const bad = await m.client.post(my.routes.preferences, '/api/citizens/preferences', {
      notifyProposals: 'yes',
    });
    assert.equal(bad.status, 400);
  });
});

describe(`proposals on ${engine}`, () => {
  test('citizens propose: visitors 401, members 403, invalid input 400 with field codes', async () => {
    assert.equal((await propose({ client: new Client() })).status, 401);

    const m = await member();
    const refused = await propose(m);
    assert.equal(refused.status, 403);
    assert.deepEqual(await bodyOf(refused), { error: 'not_citizen' });

    const c = await citizen();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ title: 'Too short' }, { title: 'too_short' }],
      [{ title: 'x'.repeat(121) }, { title: 'too_long' }],
      [{ title: '   ' }, { title: 'required' }],
      [{ summary: '' }, { summary: 'required' }],
      [{ summary: 'x'.repeat(281) }, { summary: 'too_long' }],
      [{ body: undefined }, { body: 'required' }],
      [{ body: 'x'.repeat(20_001) }, { body: 'too_long' }],
      [{ category: 'war' }, { category: 'invalid' }],
    ];
    for (const [extra, fields] of cases) {
      const response = await propose(c, extra);
      assert.equal(response.status, 400, JSON.stringify(extra).slice(0, 80));
      assert.deepEqual((await bodyOf(response)).fields, fields, JSON.stringify(extra).slice(0, 80));
    }
    assert.equal((await citizenRow(c.user.id)).proposals, 0, 'nothing was stored');
  });

  test('a proposal opens at once for exactly three days, with the quorum of the day; 20 points', async () => {
    const c = await citizen();
    const { citizens } = await countersOf('citizens');
    const id = await proposed(c, { title: '  Spaces around the title  ' });
    const row = await proposalRow(id);
    assert.equal(row.title, 'Spaces around the title');
    assert.equal(row.authorId, c.user.id);
    assert.equal(row.closesAt.getTime() - row.opensAt.getTime(), my.rules.VOTING_PERIOD_MS);
    assert.ok(Math.abs(row.opensAt.getTime() - Date.now()) < 10_000);
    assert.equal(row.quorum, Math.max(3, Math.ceil(citizens! / 10)));
    assert.equal(row.votesFor, 0);
    assert.equal(row.result, null);

    const record = await citizenRow(c.user.id);
    assert.equal(record.proposals, 1);
    assert.equal(record.points, 30);
    const ledger = await ledgerRows(c.user.id);
    assert.deepEqual(
      ledger.map((r) => [r.action, r.points, r.ref]),
      [
        ['citizenship', 10, null],
        ['proposal', 20, String(id)],
      ],
    );

    const { body } = await live(c.client, id);
    assert.equal(body?.proposal.status, 'active');
    assert.equal(body?.proposal.author?.handle, c.citizen.handle);
    assert.equal(body?.canVote, true, 'the author may vote on their own proposal');
  });

  test('the quorum is 10 % of the citizens when voting opened, at least 3', async () => {
    const c = await citizen();
    const db = await my.db.getDb();
    const { counter } = my.schema;
    const { citizens } = await countersOf('citizens');
    try {
      await db.update(counter).set({ value: 1234 }).where(my.drizzle.eq(counter.name, 'citizens'));
      assert.equal((await proposalRow(await proposed(c))).quorum, 124);
      await db.update(counter).set({ value: 31 }).where(my.drizzle.eq(counter.name, 'citizens'));
      assert.equal((await proposalRow(await proposed(c))).quorum, 4);
      await db.update(counter).set({ value: 30 }).where(my.drizzle.eq(counter.name, 'citizens'));
      assert.equal((await proposalRow(await proposed(c))).quorum, 3);
    } finally {
      await db.update(counter).set({ value: citizens! }).where(my.drizzle.eq(counter.name, 'citizens'));
    }
  });

  test('at most 3 new proposals a day: the 4th is 429 with the time until a slot frees', async () => {
    const c = await citizen();
    for (let i = 0; i < 3; i++) await proposed(c);
    const limited = await propose(c);
    assert.equal(limited.status, 429);
    const body = await bodyOf<{ error: string; retryAfter: number }>(limited);
    assert.equal(body.error, 'rate_limited');
    assert.ok(body.retryAfter > DAY / 1000 - 120 && body.retryAfter <= DAY / 1000, `${body.retryAfter}`);
    assert.equal(limited.headers.get('retry-after'), String(body.retryAfter));
    assert.equal((await citizenRow(c.user.id)).proposals, 3);

    my.clock.setClockOffset(DAY + 1_000);
    await proposed(c);
  });

  test('at most 5 open at once: the 6th is 409 too_many_open, and allowed once one closes', async () => {
    const c = await citizen();
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await proposed(c));
    my.clock.setClockOffset(DAY + 1_000);
    for (let i = 0; i < 2; i++) await proposed(c);
    const refused = await propose(c);
    assert.equal(refused.status, 409);
    assert.deepEqual(await bodyOf(refused), { error: 'too_many_open' });

    // A proposal a moderator hid is out of the vote: it frees its place.
    const moderator = await member();
    await my.roles.setStaffRole(moderator.email, 'moderator');
    const hidden = await moderator.client.post(
      withId(my.routes.moderate, first[1]!),
      `/api/proposals/${first[1]}/moderation`,
      { hide: true, reason: 'Spam' },
    );
    assert.equal(hidden.status, 200);
    await proposed(c);

    const closes = (await proposalRow(first[0]!)).closesAt.getTime();
    my.clock.setClockOffset(closes - Date.now() + 1_000);
    const { body } = await live(c.client, first[2]!);
    assert.notEqual(body?.proposal.status, 'active');
    await proposed(c);
  });

  test('concurrent submissions cannot get past the daily limit', async () => {
    const c = await citizen();
    const responses = await Promise.all(Array.from({ length: 6 }, () => propose(c)));
    assert.deepEqual(responses.map((r) => r.status).sort(), [201, 201, 201, 429, 429, 429]);
    assert.equal((await citizenRow(c.user.id)).proposals, 3);
  });

  test('the list: newest first, by status, a page at a time, hidden ones without their text', async () => {
    const c = await citizen();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await proposed(c));
    const visitor = new Client();
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const path: string = `/api/proposals?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body: ProposalPage = await bodyOf<ProposalPage>(await visitor.get(my.routes.listProposals, path));
      assert.ok(body.items.length <= 2);
      seen.push(...body.items.map((p) => p.id));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    assert.equal(new Set(seen).size, seen.length, 'no proposal twice');
    const db = await my.db.getDb();
    const all = await db
      .select({ id: my.schema.proposal.id })
      .from(my.schema.proposal)
      .orderBy(my.drizzle.desc(my.schema.proposal.createdAt), my.drizzle.desc(my.schema.proposal.id));
    assert.deepEqual(
      seen,
      all.map((r) => r.id),
      'every proposal, newest first',
    );

    const active = await bodyOf<ProposalPage>(
      await visitor.get(my.routes.listProposals, '/api/proposals?status=active&limit=50'),
    );
    assert.ok(active.items.every((p) => p.status === 'active'));
    for (const id of ids) assert.ok(active.items.some((p) => p.id === id));
    const rejected = await bodyOf<ProposalPage>(
      await visitor.get(my.routes.listProposals, '/api/proposals?status=rejected&limit=50'),
    );
    assert.ok(rejected.items.every((p) => p.status === 'rejected'));
    const odd = await visitor.get(my.routes.listProposals, '/api/proposals?status=bogus&cursor=%%%&limit=-3');
    assert.equal(odd.status, 200);
  });

  test('a proposal page tells each reader whether they may vote, and why not', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const visitor = await live(new Client(), id);
    assert.equal(visitor.body?.refusal, 'unauthenticated');
    assert.equal(visitor.body?.canVote, false);
    assert.equal(visitor.body?.myVote, null);
    const m = await member();
    const asMember = await live(m.client, id);
    assert.equal(asMember.body?.refusal, 'not_citizen');
    assert.equal(asMember.body?.canVote, false);
    assert.equal(asMember.body?.canModerate, false);

    const [v] = await voters(1);
    await voted(v!, id, 'against');
    const asVoter = await live(v!.client, id);
    assert.equal(asVoter.body?.myVote, 'against');
    assert.equal(asVoter.body?.canVote, false);
    assert.equal(asVoter.body?.proposal.votesAgainst, 1);
    assert.equal(asVoter.body?.proposal.percentAgainst, 100);

    for (const bad of ['0', '-1', 'abc', '2147483648', '1e3', '999999']) {
      const response = await new Client().get(withId(my.routes.proposal, bad), `/api/proposals/${bad}`);
      assert.equal(response.status, 404, bad);
    }
  });
});

describe(`votes on ${engine}`, () => {
  test('one final vote per citizen: counters, points and ledger move with it', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const c = await citizen();
    const result = await voted(c, id, 'for');
    assert.deepEqual(result, { ok: true, votesFor: 1, votesAgainst: 0, choice: 'for' });

    const again = await vote(c, id, { choice: 'against' });
    assert.equal(again.status, 409);
    assert.deepEqual(await bodyOf(again), { error: 'already_voted' });
    const row = await proposalRow(id);
    assert.deepEqual([row.votesFor, row.votesAgainst], [1, 0]);

    const record = await citizenRow(c.user.id);
    assert.equal(record.votes, 1);
    assert.equal(record.points, 12);
    assert.deepEqual(
      (await ledgerRows(c.user.id)).map((r) => [r.action, r.points, r.ref]),
      [
        ['citizenship', 10, null],
        ['vote', 2, String(id)],
      ],
    );

    const list = await bodyOf<{ items: VoterEntry[]; nextCursor: string | null }>(
      await new Client().get(withId(my.routes.voters, id), `/api/proposals/${id}/votes`),
    );
    assert.deepEqual(
      list.items.map((v) => [v.handle, v.choice, v.signed]),
      [[c.citizen.handle, 'for', null]],
    );
  });

  test('who may vote: visitors 401, members 403, unknown proposals 404, bad choices 400', async () => {
    const author = await citizen();
    const id = await proposed(author);
    assert.equal((await vote({ client: new Client() }, id, { choice: 'for' })).status, 401);
    const m = await member();
    const refused = await vote(m, id, { choice: 'for' });
    assert.equal(refused.status, 403);
    assert.deepEqual(await bodyOf(refused), { error: 'not_citizen' });
    const c = await citizen();
    assert.equal((await vote(c, 2_000_000_000, { choice: 'for' })).status, 404);
    assert.equal((await vote(c, 'abc', { choice: 'for' })).status, 404);
    for (const body of [
      { choice: 'maybe' },
      {},
      { choice: 'for', timestamp: -1 },
      { choice: 'for', signature: 'zz' },
    ]) {
      const response = await vote(c, id, body);
      assert.equal(response.status, 400, JSON.stringify(body));
    }
    assert.equal((await proposalRow(id)).votesFor, 0);
  });

  test('ten concurrent votes by one citizen count once', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const c = await citizen();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => vote(c, id, { choice: i % 2 ? 'for' : 'against' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, ...Array(9).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409))
      assert.deepEqual(await bodyOf(response), { error: 'already_voted' });
    const row = await proposalRow(id);
    assert.equal(row.votesFor + row.votesAgainst, 1);
    const record = await citizenRow(c.user.id);
    assert.equal(record.votes, 1);
    assert.equal(record.points, 12);
    assert.equal((await ledgerRows(c.user.id)).length, 2);
  });

  test('thirty citizens voting at once: the counters equal the vote rows', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const crowd30 = await voters(30);
    const choices = crowd30.map((_, i): VoteChoice => (i % 3 === 0 ? 'against' : 'for'));
    const responses = await Promise.all(crowd30.map((c, i) => vote(c, id, { choice: choices[i] })));
    assert.deepEqual(
      responses.map((r) => r.status),
      Array(30).fill(201),
    );
    const db = await my.db.getDb();
    const { vote: voteTable } = my.schema;
    const counts = await db
      .select({ choice: voteTable.choice, n: my.drizzle.sql<number>`count(*)::int` })
      .from(voteTable)
      .where(my.drizzle.eq(voteTable.proposalId, id))
      .groupBy(voteTable.choice);
    const byChoice = Object.fromEntries(counts.map((c) => [c.choice, Number(c.n)]));
    const row = await proposalRow(id);
    assert.equal(row.votesFor, byChoice.for);
    assert.equal(row.votesAgainst, byChoice.against);
    assert.equal(row.votesFor, 20);
    assert.equal(row.votesAgainst, 10);
    const tallies = await Promise.all(
      responses.map((r) => bodyOf<{ votesFor: number; votesAgainst: number }>(r)),
    );
    const totals = tallies.map((t) => t.votesFor + t.votesAgainst).sort((a, b) => a - b);
    assert.deepEqual(
      totals,
      Array.from({ length: 30 }, (_, i) => i + 1),
      'each vote saw its own tally',
    );
    const { body } = await live(new Client(), id);
    assert.deepEqual([body?.proposal.percentFor, body?.proposal.percentAgainst], [67, 33]);

    // The voter list, a few at a time: every voter once, newest first, even when votes share a millisecond.
    const handles: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const result = await my.governance.listVoters(id, { cursor, limit: 7 });
      handles.push(...result.items.map((v) => v.handle));
      if (!result.nextCursor) break;
      cursor = result.nextCursor;
    }
    assert.equal(handles.length, 30);
    assert.deepEqual([...handles].sort(), crowd30.map((c) => c.citizen.handle).sort());
    const firstPage = await bodyOf<{ items: VoterEntry[]; nextCursor: string | null }>(
      await new Client().get(withId(my.routes.voters, id), `/api/proposals/${id}/votes`),
    );
    assert.deepEqual(
      firstPage.items.map((v) => v.handle),
      handles,
    );
    assert.equal(firstPage.nextCursor, null);
  });

  test('after voting closes (the test clock), votes are 409 voting_closed and the job stores the result', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const [v] = await voters(1);
    await voted(v!, id, 'for');
    const row = await proposalRow(id);

    const visitor = new Client();
    const moved = await visitor.post(my.routes.setClock, '/api/test/clock', {
      offsetMs: row.closesAt.getTime() - Date.now() + 5_000,
    });
    assert.equal(moved.status, 200, await moved.clone().text());
    const clock = await bodyOf<{ now: string; offsetMs: number }>(moved);
    assert.ok(Date.parse(clock.now) > row.closesAt.getTime());
    assert.equal(
      (await bodyOf<{ offsetMs: number }>(await visitor.get(my.routes.readClock, '/api/test/clock')))
        .offsetMs,
      clock.offsetMs,
    );
    const c = await citizen();
    const late = await vote(c, id, { choice: 'for' });
    assert.equal(late.status, 409);
    assert.deepEqual(await bodyOf(late), { error: 'voting_closed' });

    const { body } = await live(c.client, id);
    assert.equal(body?.proposal.status, 'rejected', '1 vote is under the quorum');
    assert.equal(body?.refusal, 'voting_closed');
    assert.equal(body?.canVote, false);
    const stored = await proposalRow(id);
    assert.equal(stored.result, 'rejected', 'the clock route ran the jobs');
    assert.equal((await notificationsOf(author.user.id, 'proposalRejected')).length, 1);

    assert.equal((await visitor.post(my.routes.setClock, '/api/test/clock', { offsetMs: -1 })).status, 400);
    assert.equal((await visitor.post(my.routes.setClock, '/api/test/clock', { offsetMs: 0 })).status, 200);
  });

  test('the status turns at the very millisecond voting closes', async () => {
    const author = await citizen();
    const [early, late] = await voters(2);
    const frozen = freezeTime();
    const id = await proposed(author);
    const row = await proposalRow(id);
    assert.equal(row.closesAt.getTime(), frozen + my.rules.VOTING_PERIOD_MS);

    my.clock.setClockOffset(my.rules.VOTING_PERIOD_MS - 1);
    assert.equal(my.clock.now().getTime(), row.closesAt.getTime() - 1);
    assert.equal((await live(new Client(), id)).body?.proposal.status, 'active');
    const activeList = await bodyOf<ProposalPage>(
      await new Client().get(my.routes.listProposals, '/api/proposals?status=active&limit=50'),
    );
    assert.ok(activeList.items.some((p) => p.id === id));
    await voted(early!, id, 'for');

    my.clock.setClockOffset(my.rules.VOTING_PERIOD_MS);
    assert.equal(my.clock.now().getTime(), row.closesAt.getTime());
    const closed = (await live(new Client(), id)).body;
    assert.equal(closed?.proposal.status, 'rejected');
    assert.equal(closed?.refusal, 'voting_closed');
    const after = await vote(late!, id, { choice: 'for' });
    assert.equal(after.status, 409);
    assert.deepEqual(await bodyOf(after), { error: 'voting_closed' });
    const activeNow = await bodyOf<ProposalPage>(
      await new Client().get(my.routes.listProposals, '/api/proposals?status=active&limit=50'),
    );
    assert.ok(!activeNow.items.some((p) => p.id === id));
    const rejected = await bodyOf<ProposalPage>(
      await new Client().get(my.routes.listProposals, '/api/proposals?status=rejected&limit=50'),
    );
    assert.ok(
      rejected.items.some((p) => p.id === id),
      'the list filter agrees with the page',
    );
  });

  test('a hidden proposal takes no votes: 409 proposal_hidden', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const moderator = await member();
    await my.roles.setStaffRole(moderator.email, 'moderator');
    const hidden = await moderator.client.post(
      withId(my.routes.moderate, id),
      `/api/proposals/${id}/moderation`,
      { hide: true, reason: 'Spam' },
    );
    assert.equal(hidden.status, 200, await hidden.clone().text());
    const c = await citizen();
    const refused = await vote(c, id, { choice: 'for' });
    assert.equal(refused.status, 409);
    assert.deepEqual(await bodyOf(refused), { error: 'proposal_hidden' });
    assert.equal((await proposalRow(id)).votesFor, 0);
  });
});

// The vote's counter update waits for a row lock held by another transaction, which closes or hides
// the proposal meanwhile: the vote must see the committed change. Only Postgres has a second connection
// to race with (PGlite serves one), so these exist in the Postgres run only.
(engine === 'postgres' ? describe : () => {})(`votes racing a close or a hide on ${engine}`, () => {
  async function raced(change: string) {
    const author = await citizen();
    const id = await proposed(author);
    const c = await citizen();
    const other = new PgClient({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
    });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM proposal WHERE id = $1 FOR UPDATE', [id]);
      const pending = vote(c, id, { choice: 'for' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query(`UPDATE proposal SET ${change} WHERE id = $1`, [id]);
      await other.query('COMMIT');
      const response = await pending;
      const row = await proposalRow(id);
      assert.equal(row.votesFor, 0);
      assert.equal((await citizenRow(c.user.id)).votes, 0, 'rolled back');
      assert.equal((await ledgerRows(c.user.id)).length, 1, 'no ledger row for it');
      assert.equal(await my.governance.myVote(c.user.id, id), null, 'no vote row');
      return response;
    } finally {
      await other.end();
    }
  }

  test('a close that commits first wins: 409 voting_closed', async () => {
    const response = await raced(`closes_at = now() - interval '1 second'`);
    assert.equal(response.status, 409);
    assert.deepEqual(await bodyOf(response), { error: 'voting_closed' });
  });

  test('a hide that commits first wins: 409 proposal_hidden', async () => {
    const response = await raced(`hidden_at = now(), hidden_reason = 'Spam'`);
    assert.equal(response.status, 409);
    assert.deepEqual(await bodyOf(response), { error: 'proposal_hidden' });
  });
});

describe(`wallet votes on ${engine}`, () => {
  test('a wallet citizen must sign; the signature is stored and re-verifies; a replay is 409', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const w = await walletCitizen();

    const unsigned = await vote(w, id, { choice: 'for' });
    assert.equal(unsigned.status, 422);
    assert.deepEqual(await bodyOf(unsigned), { error: 'signature_required' });
    const { signature } = await signVote(w.signer, { proposal: id, choice: 'for' });
    const partial = await vote(w, id, { choice: 'for', signature });
    assert.deepEqual(await bodyOf(partial), { error: 'signature_required' });

    const body = await signVote(w.signer, { proposal: id, choice: 'for' });
    const response = await vote(w, id, body);
    assert.equal(response.status, 201, await response.clone().text());
    assert.deepEqual(await bodyOf(response), { ok: true, votesFor: 1, votesAgainst: 0, choice: 'for' });

    const db = await my.db.getDb();
    const { vote: voteTable } = my.schema;
    const [row] = await db
      .select()
      .from(voteTable)
      .where(
        my.drizzle.and(my.drizzle.eq(voteTable.proposalId, id), my.drizzle.eq(voteTable.voterId, w.user.id)),
      );
    assert.ok(row);
    assert.equal(row.signer, w.signer.address);
    assert.equal(row.signature, body.signature);
    assert.equal(row.chainId, SEPOLIA);
    assert.equal(row.signedAt, body.timestamp);
    const verified = await verifyTypedData({
      ...my.rules.voteTypedData({
        chainId: row.chainId!,
        proposal: row.proposalId,
        choice: row.choice as VoteChoice,
        timestamp: row.signedAt!,
        voter: row.signer as Address,
      }),
      address: row.signer as Address,
      signature: row.signature as Hex,
    });
    assert.equal(verified, true, 'anyone can re-verify the stored vote');

    const list = await bodyOf<{ items: VoterEntry[] }>(
      await new Client().get(withId(my.routes.voters, id), `/api/proposals/${id}/votes`),
    );
    assert.deepEqual(list.items[0]?.signed, {
      signer: w.signer.address,
      signature: body.signature,
      chainId: SEPOLIA,
      timestamp: body.timestamp,
    });
    const me = await bodyOf<MyGovernance>(await w.client.get(my.routes.me, '/api/citizens/me'));
    assert.equal(me.votes[0]?.signed, true);

    const replay = await vote(w, id, body);
    assert.equal(replay.status, 409);
    assert.deepEqual(await bodyOf(replay), { error: 'already_voted' });
    assert.equal((await proposalRow(id)).votesFor, 1);
  });

  test('signatures by another key, for another vote, or too old are refused', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const other = await proposed(author);
    const w = await walletCitizen();
    const stranger = privateKeyToAccount(generatePrivateKey());

    const cases: [string, Promise<Record<string, unknown>>, number, string][] = [
      [
        'another key (the Sepolia node is asked, and says no)',
        signVote(stranger, { proposal: id, choice: 'for', voter: w.signer.address }),
        422,
        'signature_invalid',
      ],
      [
        'another key on mainnet, whose node is down',
        signVote(stranger, { proposal: id, choice: 'for', voter: w.signer.address, chainId: 1 }),
        424,
        'verification_unavailable',
      ],
      [
        'the other choice',
        signVote(w.signer, { proposal: id, choice: 'against' }).then((b) => ({ ...b, choice: 'for' })),
        422,
        'signature_invalid',
      ],
      ['another proposal', signVote(w.signer, { proposal: other, choice: 'for' }), 422, 'signature_invalid'],
      [
        'another chain than signed for',
        signVote(w.signer, { proposal: id, choice: 'for', chainId: 1 }).then((b) => ({
          ...b,
          chainId: SEPOLIA,
        })),
        422,
        'signature_invalid',
      ],
      [
        'an unsupported chain',
        signVote(w.signer, { proposal: id, choice: 'for', chainId: 137 }),
        422,
        'siwe_chain_unsupported',
      ],
      [
        'eleven minutes old',
        signVote(w.signer, { proposal: id, choice: 'for', timestamp: nowSeconds() - 11 * 60 }),
        422,
        'signature_expired',
      ],
      [
        'eleven minutes ahead',
        signVote(w.signer, { proposal: id, choice: 'for', timestamp: nowSeconds() + 11 * 60 }),
        422,
        'signature_expired',
      ],
      [
        'not a signature at all',
        Promise.resolve({ choice: 'for', signature: '0x1234', timestamp: nowSeconds(), chainId: SEPOLIA }),
        422,
        'signature_invalid',
      ],
    ];
    for (const [label, body, status, error] of cases) {
      const response = await vote(w, id, await body);
      assert.equal(response.status, status, `${label}: ${await response.clone().text()}`);
      assert.equal(await errorOf(response), error, label);
    }
    assert.equal((await proposalRow(id)).votesFor, 0);
    assert.equal((await citizenRow(w.user.id)).votes, 0);

    const nineMinutes = await signVote(w.signer, {
      proposal: id,
      choice: 'for',
      timestamp: nowSeconds() - 9 * 60,
    });
    assert.equal((await vote(w, id, nineMinutes)).status, 201, 'within the allowed skew');
  });

  test('a mainnet signature is checked locally, without the (down) node', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const w = await walletCitizen();
    const response = await vote(
      w,
      id,
      await signVote(w.signer, { proposal: id, choice: 'against', chainId: 1 }),
    );
    assert.equal(response.status, 201, await response.clone().text());
  });

  test('a smart-contract wallet (ERC-1271) votes through the node', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    const w = await walletCitizen(wallet);
    await installErc1271Wallet(anvil, wallet, w.signer.address);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const refused = await vote(
      w,
      id,
      await signVote(stranger, { proposal: id, choice: 'for', voter: wallet }),
    );
    assert.equal(refused.status, 422);
    const response = await vote(
      w,
      id,
      await signVote(w.signer, { proposal: id, choice: 'for', voter: wallet }),
    );
    assert.equal(response.status, 201, await response.clone().text());
    const [entry] = (
      await bodyOf<{ items: VoterEntry[] }>(
        await new Client().get(withId(my.routes.voters, id), `/api/proposals/${id}/votes`),
      )
    ).items;
    assert.equal(entry?.signed?.signer, wallet);
  });
});

describe(`governance jobs on ${engine}`, () => {
  test('votes are told to the author in batches; results are stored and told once', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const loser = await proposed(author);
    const { quorum, closesAt } = await proposalRow(id);
    const crowdN = await voters(quorum + 1);

    await voted(crowdN[0]!, id, 'for');
    await voted(crowdN[1]!, id, 'against');
    await my.governance.runGovernanceJobs();
    let batches = await notificationsOf(author.user.id, 'proposalVotes');
    assert.equal(batches.length, 1, 'one notification for two votes');
    assert.deepEqual(batches[0]!.params, {
      title: (await proposalRow(id)).title,
      count: 2,
      for: 1,
      against: 1,
    });
    assert.equal(batches[0]!.href, `/society/proposals/${id}`);
    assert.equal(batches[0]!.type, 'vote');

    await my.governance.runGovernanceJobs();
    assert.equal(
      (await notificationsOf(author.user.id, 'proposalVotes')).length,
      1,
      'nothing new, nothing sent',
    );

    for (const c of crowdN.slice(2)) await voted(c, id, 'for');
    await my.governance.runGovernanceJobs();
    batches = await notificationsOf(author.user.id, 'proposalVotes');
    assert.equal(batches.length, 2);
    assert.equal(batches[1]!.params?.count, quorum - 1);

    // Before the close, nothing is stored.
    await my.governance.runGovernanceJobs(new Date(closesAt.getTime() - 1));
    assert.equal((await proposalRow(id)).result, null);

    await my.governance.runGovernanceJobs(closesAt);
    const stored = await proposalRow(id);
    assert.equal(stored.result, 'passed');
    assert.equal(stored.resultAt?.getTime(), closesAt.getTime());
    assert.equal((await proposalRow(loser)).result, null, 'opened a moment later, still open');
    const passed = await notificationsOf(author.user.id, 'proposalPassed');
    assert.equal(passed.length, 1);
    assert.deepEqual(passed[0]!.params, { title: stored.title, for: quorum, against: 1 });
    assert.equal((await notificationsOf(author.user.id, 'proposalRejected')).length, 0);

    await my.governance.runGovernanceJobs(new Date(closesAt.getTime() + 60_000));
    assert.equal((await proposalRow(loser)).result, 'rejected');
    my.clock.setClockOffset(closesAt.getTime() - Date.now() + 60_000);
    const passedList = await bodyOf<ProposalPage>(
      await new Client().get(my.routes.listProposals, '/api/proposals?status=passed&limit=50'),
    );
    assert.ok(passedList.items.some((p) => p.id === id));
    assert.ok(!passedList.items.some((p) => p.id === loser));
    assert.ok(passedList.items.every((p) => p.status === 'passed'));
    assert.equal((await proposalRow(id)).resultAt?.getTime(), closesAt.getTime(), 'stored once');
    assert.equal((await notificationsOf(author.user.id, 'proposalPassed')).length, 1, 'told once');
    assert.equal((await notificationsOf(author.user.id, 'proposalRejected')).length, 1, 'told once');
  });

  test('new proposals are announced to the citizens who opted in, once, never to the author', async () => {
    const author = await citizen();
    const optedIn = await citizen();
    const optedOut = await citizen();
    assert.equal(
      (
        await optedIn.client.post(my.routes.preferences, '/api/citizens/preferences', {
          notifyProposals: true,
        })
      ).status,
      200,
    );
    assert.equal(
      (
        await author.client.post(my.routes.preferences, '/api/citizens/preferences', {
          notifyProposals: true,
        })
      ).status,
      200,
    );
    const id = await proposed(author);
    await my.governance.runGovernanceJobs();
    await my.governance.runGovernanceJobs();
    const news = await notificationsOf(optedIn.user.id, 'proposalNew');
    const mine = news.filter((n) => n.href === `/society/proposals/${id}`);
    assert.equal(mine.length, 1);
    assert.deepEqual(mine[0]!.params, { title: (await proposalRow(id)).title });
    assert.equal(
      (await notificationsOf(optedOut.user.id, 'proposalNew')).filter(
        (n) => n.href === `/society/proposals/${id}`,
      ).length,
      0,
    );
    assert.equal(
      (await notificationsOf(author.user.id, 'proposalNew')).filter(
        (n) => n.href === `/society/proposals/${id}`,
      ).length,
      0,
    );
    assert.ok((await proposalRow(id)).announcedAt);
  });
});

describe(`moderation on ${engine}`, () => {
  test('moderators hide with a reason and restore; members cannot; every act is audited', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const path = `/api/proposals/${id}/moderation`;
    const handler = withId(my.routes.moderate, id);

    assert.equal((await new Client().post(handler, path, { hide: true, reason: 'x' })).status, 401);
    const forbidden = await author.client.post(handler, path, { hide: true, reason: 'Mine' });
    assert.equal(forbidden.status, 403);
    assert.deepEqual(await bodyOf(forbidden), { error: 'forbidden' });

    const moderator = await member();
    const before = await my.citizens.roleCounts();
    const change = await my.roles.setStaffRole(moderator.email, 'moderator');
    assert.deepEqual(change, { ok: true, previous: null, current: 'moderator' });
    assert.equal((await my.citizens.roleCounts()).moderator, before.moderator + 1);

    assert.equal((await moderator.client.post(handler, path, { hide: true, reason: '   ' })).status, 400);
    assert.equal((await moderator.client.post(handler, path, { hide: true })).status, 400);
    const unknown = await moderator.client.post(
      withId(my.routes.moderate, 2_000_000_000),
      '/api/proposals/2000000000/moderation',
      { hide: true, reason: 'Spam' },
    );
    assert.equal(unknown.status, 404);

    const moderatorView = await live(moderator.client, id);
    assert.equal(moderatorView.body?.canModerate, true);

    const hidden = await moderator.client.post(handler, path, {
      hide: true,
      reason: 'Off-topic advertising',
    });
    assert.equal(hidden.status, 200, await hidden.clone().text());
    const { body } = await live(new Client(), id);
    assert.deepEqual(body?.proposal.hidden, { reason: 'Off-topic advertising' });
    assert.equal(body?.proposal.title, '');
    assert.equal(body?.proposal.summary, '');
    assert.equal((body?.proposal as { body?: string }).body, '');
    assert.equal(body?.refusal, 'proposal_hidden');
    const listed = await bodyOf<ProposalPage>(
      await new Client().get(my.routes.listProposals, '/api/proposals?limit=50'),
    );
    const card = listed.items.find((p) => p.id === id);
    assert.equal(card?.title, '');
    assert.deepEqual(card?.hidden, { reason: 'Off-topic advertising' });

    const restored = await moderator.client.post(handler, path, { hide: false });
    assert.equal(restored.status, 200);
    const back = await live(new Client(), id);
    assert.equal(back.body?.proposal.hidden, null);
    assert.equal(back.body?.proposal.title, (await proposalRow(id)).title);

    const db = await my.db.getDb();
    const { moderationLog } = my.schema;
    const log = await db
      .select()
      .from(moderationLog)
      .where(
        my.drizzle.and(
          my.drizzle.eq(moderationLog.targetType, 'proposal'),
          my.drizzle.eq(moderationLog.targetId, String(id)),
        ),
      )
      .orderBy(my.drizzle.asc(moderationLog.id));
    assert.deepEqual(
      log.map((l) => [l.actorId, l.action, l.reason]),
      [
        [moderator.user.id, 'hide_proposal', 'Off-topic advertising'],
        [moderator.user.id, 'unhide_proposal', null],
      ],
    );
    const grants = await db
      .select()
      .from(moderationLog)
      .where(
        my.drizzle.and(
          my.drizzle.eq(moderationLog.action, 'grant'),
          my.drizzle.eq(moderationLog.targetId, moderator.user.id),
        ),
      );
    assert.equal(grants.length, 1);

    await my.roles.setStaffRole(moderator.email, null);
    const revoked = await moderator.client.post(handler, path, { hide: true, reason: 'Again' });
    assert.equal(revoked.status, 403, 'a revoked role takes effect at once');
  });
});

describe(`live updates on ${engine}`, () => {
  test('a vote publishes the new tally to subscribers of the proposal (and, on Postgres, by NOTIFY)', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const topic = my.governance.proposalTopic(id);
    assert.equal(topic, `proposal:${id}`);

    let unsubscribe = () => {};
    const viaBus = nextEvent<Record<string, unknown>>(async (resolve) => {
      unsubscribe = await my.bus.subscribe(topic, resolve);
    });
    const second = nextEvent<Record<string, unknown>>((resolve) => {
      void my.bus.subscribe(topic, resolve);
    });

    let pgListener: PgClient | undefined;
    let viaNotify: Promise<Record<string, unknown>> | undefined;
    if (engine === 'postgres') {
      pgListener = new PgClient({ connectionString: process.env.TEST_DATABASE_URL });
      await pgListener.connect();
      const channel = `civitas_live_${process.env.DATABASE_SCHEMA}`.slice(0, 63);
      await pgListener.query(`LISTEN "${channel}"`);
      const listener = pgListener;
      viaNotify = nextEvent((resolve) =>
        listener.on('notification', (message) => {
          if (message.channel === channel && message.payload) resolve(JSON.parse(message.payload));
        }),
      );
    }
    // Let both subscriptions settle (on Postgres, the LISTEN connection opens with the first).
    await new Promise((resolve) => setTimeout(resolve, 100));

    const [v] = await voters(1);
    await voted(v!, id, 'for');
    // The counts: readers compute the shares (on Postgres the event is made by the vote's own statement).
    const expected = { votesFor: 1, votesAgainst: 0 };
    try {
      assert.deepEqual(await viaBus, expected);
      assert.deepEqual(await second, expected);
      if (viaNotify) assert.deepEqual(await viaNotify, { topic, data: expected });
    } finally {
      unsubscribe();
      await pgListener?.end();
    }
  });

  test('a refused vote publishes nothing: a second vote, a vote on a hidden proposal', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const events: Record<string, unknown>[] = [];
    const unsubscribe = await my.bus.subscribe(my.governance.proposalTopic(id), (data) => events.push(data));
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const [a, b] = await voters(2);
      await voted(a!, id, 'for');
      assert.equal((await vote(a!, id, { choice: 'against' })).status, 409);
      const moderator = await member();
      await my.roles.setStaffRole(moderator.email, 'moderator');
      const hidden = await moderator.client.post(
        withId(my.routes.moderate, id),
        `/api/proposals/${id}/moderation`,
        {
          hide: true,
          reason: 'Spam',
        },
      );
      assert.equal(hidden.status, 200);
      assert.equal((await vote(b!, id, { choice: 'for' })).status, 409);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.deepEqual(
        events.filter((e) => 'votesFor' in e),
        [{ votesFor: 1, votesAgainst: 0 }],
      );
    } finally {
      unsubscribe();
    }
  });

  test('the event stream of a proposal sends each tally as it is counted', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const controller = new AbortController();
    const request = new NextRequest(new URL(`/api/proposals/${id}/events`, ORIGIN), {
      headers: { host: new URL(ORIGIN).host, [CLIENT_ADDRESS_HEADER]: '10.9.9.9' },
      signal: controller.signal,
    });
    const response = await my.routes.events(request, { params: Promise.resolve({ id: String(id) }) });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
    const reader = response.body!.getReader();
    try {
      assert.match(await readUntil(reader, /: open\n\n/), /retry: 3000/);
      const [v] = await voters(1);
      await voted(v!, id, 'against');
      const text = await readUntil(reader, /event: tally\ndata: .*\n\n/);
      const data = JSON.parse(/event: tally\ndata: (.*)\n\n/.exec(text)![1]!) as Record<string, unknown>;
      assert.deepEqual(data, { votesFor: 0, votesAgainst: 1 });
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(liveListeners(my.governance.proposalTopic(id)), 0, 'the reader gone, its subscription ends');
    const missing = await my.routes.events(
      new NextRequest(new URL('/api/proposals/2000000000/events', ORIGIN)),
      { params: Promise.resolve({ id: '2000000000' }) },
    );
    assert.equal(missing.status, 404);
  });
});

describe(`the event stream's clean-up on ${engine}`, () => {
  test('a reader gone before the stream has started leaves no subscription or heartbeat behind', async () => {
    const author = await citizen();
    const id = await proposed(author);
    const topic = my.governance.proposalTopic(id);
    const controller = new AbortController();
    controller.abort();
    const response = await my.routes.events(
      new NextRequest(new URL(`/api/proposals/${id}/events`, ORIGIN), {
        headers: { host: new URL(ORIGIN).host, [CLIENT_ADDRESS_HEADER]: '10.9.9.8' },
        signal: controller.signal,
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    assert.equal(response.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(liveListeners(topic), 0);

    const cancelled = await my.routes.events(
      new NextRequest(new URL(`/api/proposals/${id}/events`, ORIGIN), {
        headers: { host: new URL(ORIGIN).host, [CLIENT_ADDRESS_HEADER]: '10.9.9.8' },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    await cancelled.body!.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(liveListeners(topic), 0, 'cancelled by the reader at once');
  });
});

describe(`the founding proposal and the site's figures on ${engine}`, () => {
  test('ensureFoundingProposal puts exactly one "Adopt the Civitas Constitution" to a 3-day vote', async () => {
    await my.governance.ensureFoundingProposal();
    await my.governance.ensureFoundingProposal();
    await Promise.all([my.governance.ensureFoundingProposal(), my.governance.ensureFoundingProposal()]);
    const db = await my.db.getDb();
    const rows = await db
      .select()
      .from(my.schema.proposal)
      .where(my.drizzle.eq(my.schema.proposal.seedKey, 'constitution'));
    assert.equal(rows.length, 1);
    const [founding] = rows;
    assert.equal(founding!.title, 'Adopt the Civitas Constitution');
    assert.equal(founding!.authorId, null);
    assert.equal(founding!.category, 'law');
    assert.equal(founding!.closesAt.getTime() - founding!.opensAt.getTime(), 3 * DAY);
    assert.ok(founding!.quorum >= 3);

    const { body } = await live(new Client(), founding!.id);
    assert.equal(body?.proposal.author, null);
    assert.equal(body?.proposal.status, 'active');
    const [v] = await voters(1);
    await voted(v!, founding!.id, 'for');
    await my.governance.runGovernanceJobs();
    assert.equal((await proposalRow(founding!.id)).announcedAt, null, 'no author, no announcement job');
  });

  test('siteStats counts citizens and the ledger rows of the last 24 hours', async () => {
    // A quiet moment no other test writes at: a month ahead.
    my.clock.setClockOffset(30 * DAY);
    const before = await my.citizens.siteStats();
    assert.equal(before.dailyTransactions, 0);

    const c = await citizen();
    const id = await proposed(c);
    const [v] = await voters(1);
    await voted(v!, id, 'for');
    const afterwards = await my.citizens.siteStats();
    assert.equal(afterwards.citizens, before.citizens + 1);
    assert.equal(afterwards.dailyTransactions, 3, 'citizenship, proposal, vote');
    const db = await my.db.getDb();
    const [{ n }] = (await db
      .select({ n: my.drizzle.sql<number>`count(*)::int` })
      .from(my.schema.citizen)) as [{ n: number }];
    assert.equal(afterwards.citizens, n);

    my.clock.setClockOffset(30 * DAY + 23 * 60 * 60_000);
    assert.equal((await my.citizens.siteStats()).dailyTransactions, 3, 'still within the day');
    my.clock.setClockOffset(30 * DAY + 25 * 60 * 60_000);
    assert.equal((await my.citizens.siteStats()).dailyTransactions, 0, 'a day later, gone');

    // The hourly prune drops buckets older than two days, and only those.
    const bucket = my.ledger.ledgerBucket(new Date(Date.now() + 30 * DAY));
    const buckets = async () =>
      (
        await db
          .select({ name: my.schema.counter.name })
          .from(my.schema.counter)
          .where(my.drizzle.eq(my.schema.counter.name, bucket))
      ).length;
    await my.ledger.pruneLedgerBuckets(db, new Date(Date.now() + 30 * DAY + 47 * 60 * 60_000));
    assert.equal(await buckets(), 1);
    await my.ledger.pruneLedgerBuckets(db, new Date(Date.now() + 30 * DAY + 50 * 60 * 60_000));
    assert.equal(await buckets(), 0);

    const response = await new Client().get(my.routes.stats as unknown as Handler, '/api/stats');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control') ?? '', /max-age=15/);
    const stats = await bodyOf<SiteStats>(response);
    assert.equal(typeof stats.citizens, 'number');
    assert.equal(typeof stats.dailyTransactions, 'number');
  });
});
