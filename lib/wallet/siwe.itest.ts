import '../../test/integration-env';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getAddress, parseEther, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { ANVIL_ACCOUNT_0, installErc1271Wallet, rpc, startAnvil, type Anvil } from '../../test/anvil';
import { bodyOf, Client, ORIGIN } from '../../test/http';
import type { NotificationItem, SessionUser } from '../api/contract';

// The chain-node path needs a node: a local anvil serving Sepolia's chain id. The app reads its node's
// URL from the environment once, when lib/env loads, so the app's modules are imported after anvil is up.
// Mainnet's node is a closed port: signatures that need a node there find none.
const app = () =>
  Promise.all([
    import('../../app/api/auth/siwe/nonce/route'),
    import('../../app/api/auth/siwe/verify/route'),
    import('../../app/api/wallet/link/route'),
    import('../../app/api/profile/email/route'),
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/auth/login/route'),
    import('../../app/api/auth/logout/route'),
    import('../../app/api/session/route'),
    import('../../app/api/notifications/route'),
    import('../db'),
    import('../db/schema'),
    import('./chain-node'),
    import('./siwe'),
  ]);
type App = Awaited<ReturnType<typeof app>>;
type Handler = (request: import('next/server').NextRequest) => Promise<Response>;

let anvil: Anvil;
let routes: {
  nonce: Handler;
  verify: Handler;
  link: Handler;
  addEmail: Handler;
  signUp: Handler;
  login: Handler;
  logout: Handler;
  session: Handler;
  notifications: Handler;
};
let db: App[9];
let schema: App[10];
let node: App[11];
let siwe: App[12];

before(async () => {
  anvil = await startAnvil({ chainId: 11155111 });
  process.env.RPC_URL_11155111 = anvil.url;
  process.env.RPC_URL_1 = 'http://127.0.0.1:9';
  const [nonce, verify, link, addEmail, signUp, login, logout, session, notifications, ...rest] = await app();
  routes = {
    nonce: nonce.POST,
    verify: verify.POST,
    link: link.POST,
    addEmail: addEmail.POST,
    signUp: signUp.POST,
    login: login.POST,
    logout: logout.POST,
    session: session.GET,
    notifications: notifications.GET,
  };
  [db, schema, node, siwe] = rest;
  await db.getDatabase();
});

after(async () => {
  await anvil?.stop();
  if (!db) return;
  const { engine, db: handle } = await db.getDatabase();
  if (engine === 'postgres') {
    const { sql } = await import('drizzle-orm');
    await handle.execute(sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  }
  await db.closeDb();
});

const host = new URL(ORIGIN).host;
const SEPOLIA = 11155111;

/** A SIWE message as RainbowKit's adapter builds it with viem, for the test site unless told otherwise. */
function message(fields: Partial<SiweMessage> & Pick<SiweMessage, 'address' | 'nonce'>): string {
  return createSiweMessage({
    domain: host,
    uri: ORIGIN,
    version: '1',
    chainId: SEPOLIA,
    statement: 'Sign in to Civitas.',
    issuedAt: new Date(),
    ...fields,
  });
}

async function nonceFor(client: Client, address: Address, chainId = SEPOLIA): Promise<string> {
  const response = await client.post(routes.nonce, '/api/auth/siwe/nonce', { address, chainId });
  assert.equal(response.status, 200, await response.clone().text());
  const { nonce } = await bodyOf<{ nonce: string }>(response);
  return nonce;
}

/** Nonce, message, signature: what the browser sends to /api/auth/siwe/verify. */
async function proof(
  client: Client,
  signer: PrivateKeyAccount,
  fields: Partial<SiweMessage> = {},
): Promise<{ message: string; signature: Hex }> {
  const address = fields.address ?? signer.address;
  const nonce = await nonceFor(client, address, fields.chainId ?? SEPOLIA);
  const text = message({ address, nonce, ...fields });
  return { message: text, signature: await signer.signMessage({ message: text }) };
}

async function signIn(client: Client, signer: PrivateKeyAccount, fields: Partial<SiweMessage> = {}) {
  return client.post(routes.verify, '/api/auth/siwe/verify', await proof(client, signer, fields));
}

const newKey = () => privateKeyToAccount(generatePrivateKey());
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function signedUpByEmail() {
  const client = new Client();
  const input = {
    username: `citizen_${unique()}`,
    email: `citizen.${unique()}@example.com`,
    password: 'correct horse battery',
  };
  const response = await client.post(routes.signUp, '/api/auth/sign-up', input);
  assert.equal(response.status, 201);
  return { client, input, user: (await bodyOf<{ user: SessionUser }>(response)).user };
}

async function currentUser(client: Client) {
  return (await bodyOf<{ user: SessionUser | null }>(await client.get(routes.session, '/api/session'))).user;
}

describe(`wallet sign-in on ${process.env.ENGINE ?? 'pglite'}`, () => {
  test('a first sign-in makes the account, a session, four notifications and the short-address name', async () => {
    const client = new Client();
    const signer = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey);
    const response = await signIn(client, signer);
    assert.equal(response.status, 201, await response.clone().text());
    const { user } = await bodyOf<{ user: SessionUser }>(response);
    assert.equal(user.name, '0xf39F…2266');
    assert.equal(user.walletAddress, ANVIL_ACCOUNT_0.address);
    assert.equal(user.email, null);
    assert.equal(user.username, null);
    assert.equal(user.onboardingCompleted, false);

    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token')) ?? '';
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);

    const current = await currentUser(client);
    assert.equal(current?.id, user.id);
    assert.equal(current?.walletAddress, ANVIL_ACCOUNT_0.address);
    assert.equal(current?.name, '0xf39F…2266');

    const list = await bodyOf<{ items: NotificationItem[]; unread: number }>(
      await client.get(routes.notifications, '/api/notifications'),
    );
    assert.equal(list.unread, 4);
    assert.deepEqual(list.items.map((n) => n.type).sort(), ['achievement', 'event', 'message', 'vote']);
  });

  test('signing in again reaches the same account with a new session, and logout ends it', async () => {
    const signer = newKey();
    const first = new Client();
    const created = await bodyOf<{ user: SessionUser }>(await signIn(first, signer));
    const second = new Client();
    const again = await signIn(second, signer);
    assert.equal(again.status, 200);
    const { user } = await bodyOf<{ user: SessionUser }>(again);
    assert.equal(user.id, created.user.id);
    assert.notEqual(user.sessionId, created.user.sessionId);
    assert.equal(
      (await bodyOf(await second.get(routes.notifications, '/api/notifications'))).unread,
      4,
      'no second welcome',
    );

    const stolen = new Map(second.cookies);
    assert.equal((await second.post(routes.logout, '/api/auth/logout')).status, 204);
    const replay = new Client();
    replay.cookies = stolen;
    assert.equal(await currentUser(replay), null, 'the session is gone on the server');
    assert.equal((await currentUser(first))?.id, user.id, 'the other session lives on');
  });

  test('the address is checksummed whatever case the wallet used', async () => {
    const signer = newKey();
    const client = new Client();
    const lower = signer.address.toLowerCase() as Address;
    const nonce = await nonceFor(client, lower);
    const text = message({ address: getAddress(lower), nonce });
    const response = await client.post(routes.verify, '/api/auth/siwe/verify', {
      message: text,
      signature: await signer.signMessage({ message: text }),
    });
    assert.equal(response.status, 201);
    assert.equal((await bodyOf<{ user: SessionUser }>(response)).user.walletAddress, signer.address);
  });

  test('a nonce is 128 random bits and expires within 10 minutes', async () => {
    const client = new Client();
    const signer = newKey();
    const nonce = await nonceFor(client, signer.address);
    assert.match(nonce, /^[0-9a-f]{32}$/);
    assert.notEqual(await nonceFor(client, signer.address), nonce);
    const { getDb } = db;
    const { eq } = await import('drizzle-orm');
    const [row] = await (
      await getDb()
    )
      .select()
      .from(schema.siweNonce)
      .where(eq(schema.siweNonce.nonce, nonce));
    assert.ok(row);
    const ttl = row.expiresAt.getTime() - Date.now();
    assert.ok(ttl > 9 * 60_000 && ttl <= 10 * 60_000, `ttl ${ttl}`);
  });

  test('a used nonce is refused', async () => {
    const client = new Client();
    const body = await proof(client, newKey());
    assert.equal((await client.post(routes.verify, '/api/auth/siwe/verify', body)).status, 201);
    const replay = await new Client().post(routes.verify, '/api/auth/siwe/verify', body);
    assert.equal(replay.status, 401);
    assert.deepEqual(await bodyOf(replay), { error: 'siwe_nonce_invalid' });
  });

  test('an expired or unknown nonce is refused', async () => {
    const client = new Client();
    const signer = newKey();
    const body = await proof(client, signer);
    const nonce = /Nonce: (\w+)/.exec(body.message)?.[1] ?? '';
    const { eq } = await import('drizzle-orm');
    await (
      await db.getDb()
    )
      .update(schema.siweNonce)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.siweNonce.nonce, nonce));
    const expired = await client.post(routes.verify, '/api/auth/siwe/verify', body);
    assert.equal(expired.status, 401);
    assert.deepEqual(await bodyOf(expired), { error: 'siwe_nonce_invalid' });

    const text = message({ address: signer.address, nonce: 'a'.repeat(32) });
    const unknown = await client.post(routes.verify, '/api/auth/siwe/verify', {
      message: text,
      signature: await signer.signMessage({ message: text }),
    });
    assert.deepEqual(await bodyOf(unknown), { error: 'siwe_nonce_invalid' });
  });

  test('a nonce issued for another address or chain is refused', async () => {
    const client = new Client();
    const signer = newKey();
    const nonce = await nonceFor(client, newKey().address);
    const text = message({ address: signer.address, nonce });
    const response = await client.post(routes.verify, '/api/auth/siwe/verify', {
      message: text,
      signature: await signer.signMessage({ message: text }),
    });
    assert.equal(response.status, 401);
    assert.deepEqual(await bodyOf(response), { error: 'siwe_nonce_invalid' });

    const mainnetNonce = await nonceFor(client, signer.address, 1);
    const onSepolia = message({ address: signer.address, nonce: mainnetNonce });
    const wrongChain = await client.post(routes.verify, '/api/auth/siwe/verify', {
      message: onSepolia,
      signature: await signer.signMessage({ message: onSepolia }),
    });
    assert.deepEqual(await bodyOf(wrongChain), { error: 'siwe_nonce_invalid' });
  });

  test('a message for another domain, URI or scheme is refused', async () => {
    for (const fields of [
      { domain: 'evil.example' },
      { domain: 'localhost:3001' },
      { uri: 'https://evil.example/login' },
      { uri: 'http://localhost:3001' },
      { scheme: 'https' },
    ] satisfies Partial<SiweMessage>[]) {
      const client = new Client();
      const response = await signIn(client, newKey(), fields);
      assert.equal(response.status, 400, JSON.stringify(fields));
      assert.deepEqual(await bodyOf(response), { error: 'siwe_domain_mismatch' }, JSON.stringify(fields));
      assert.equal(client.cookies.size, 0);
    }
  });

  test("the site's origin comes from its configuration, never from Host or X-Forwarded-Host", async () => {
    // Black-box finding of 2026-11-25: a message signed on a phishing site for evil.example was accepted
    // (a session for the victim's wallet, or the victim's wallet linked to the attacker's account) when
    // the request said Origin: http://evil.example with X-Forwarded-Host: evil.example, or Host: evil.example.
    const evil = 'http://evil.example';
    const victim = newKey();
    const attacker = await signedUpByEmail();
    const variants: Record<string, string>[] = [
      { origin: evil, 'x-forwarded-host': 'evil.example' },
      { origin: evil, host: 'evil.example' },
      { origin: evil, host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ];
    for (const forged of variants) {
      const nonceResponse = await new Client().post(
        routes.nonce,
        '/api/auth/siwe/nonce',
        { address: victim.address, chainId: SEPOLIA },
        { headers: forged },
      );
      assert.equal(nonceResponse.status, 403, JSON.stringify(forged));
      // The phishing site got a real nonce from us and a signature for its own domain from the victim.
      const nonce = await nonceFor(new Client(), victim.address);
      const text = message({ address: victim.address, nonce, domain: 'evil.example', uri: `${evil}/` });
      const body = { message: text, signature: await victim.signMessage({ message: text }) };
      const session = await new Client().post(routes.verify, '/api/auth/siwe/verify', body, {
        headers: forged,
      });
      assert.equal(session.status, 403, JSON.stringify(forged));
      assert.deepEqual(await bodyOf(session), { error: 'forbidden_origin' });
      const linked = await attacker.client.post(routes.link, '/api/wallet/link', body, { headers: forged });
      assert.equal(linked.status, 403, JSON.stringify(forged));
      // Sent from our own origin, the message still names the wrong site.
      const replayed = await new Client().post(routes.verify, '/api/auth/siwe/verify', body);
      assert.equal(replayed.status, 400);
      assert.deepEqual(await bodyOf(replayed), { error: 'siwe_domain_mismatch' });
    }
    assert.equal((await currentUser(attacker.client))?.walletAddress, null);
  });

  test('locally, any loopback name on the listening port is the site (127.0.0.1 as well as localhost)', async () => {
    const origin = ORIGIN.replace('localhost', '127.0.0.1');
    const headers = { origin, host: new URL(origin).host };
    const client = new Client();
    const signer = newKey();
    const nonceResponse = await client.post(
      routes.nonce,
      '/api/auth/siwe/nonce',
      { address: signer.address, chainId: SEPOLIA },
      { headers },
    );
    const { nonce } = await bodyOf<{ nonce: string }>(nonceResponse);
    const text = message({ address: signer.address, nonce, domain: new URL(origin).host, uri: `${origin}/` });
    const signature = await signer.signMessage({ message: text });
    const response = await client.post(
      routes.verify,
      '/api/auth/siwe/verify',
      { message: text, signature },
      { headers },
    );
    assert.equal(response.status, 201, await response.clone().text());

    // Another port of the same machine is another site (finding 10: the default origin passed on any port).
    const otherPort = await new Client().post(
      routes.nonce,
      '/api/auth/siwe/nonce',
      { address: signer.address, chainId: SEPOLIA },
      { headers: { origin: 'http://localhost:4001' } },
    );
    assert.equal(otherPort.status, 403);
  });

  test('only chains 1 and 11155111 are accepted', async () => {
    const client = new Client();
    const signer = newKey();
    const nonce = await client.post(routes.nonce, '/api/auth/siwe/nonce', {
      address: signer.address,
      chainId: 137,
    });
    assert.equal(nonce.status, 400);
    assert.deepEqual(await bodyOf(nonce), { error: 'siwe_chain_unsupported' });

    const issued = await nonceFor(client, signer.address);
    const text = message({ address: signer.address, nonce: issued, chainId: 137 });
    const verify = await client.post(routes.verify, '/api/auth/siwe/verify', {
      message: text,
      signature: await signer.signMessage({ message: text }),
    });
    assert.equal(verify.status, 400);
    assert.deepEqual(await bodyOf(verify), { error: 'siwe_chain_unsupported' });

    const onMainnet = await signIn(new Client(), signer, { chainId: 1 });
    assert.equal(onMainnet.status, 201, 'a plain wallet on mainnet needs no node (its node is down here)');
  });

  test('a tampered message or another signer is refused', async () => {
    const client = new Client();
    const signer = newKey();
    const body = await proof(client, signer);
    const tampered = await client.post(routes.verify, '/api/auth/siwe/verify', {
      ...body,
      message: body.message.replace('Sign in to Civitas.', 'Sign in to Civitas!'),
    });
    assert.equal(tampered.status, 401);
    assert.deepEqual(await bodyOf(tampered), { error: 'siwe_signature_invalid' });

    const impostor = await client.post(routes.verify, '/api/auth/siwe/verify', {
      message: body.message,
      signature: await newKey().signMessage({ message: body.message }),
    });
    assert.equal(impostor.status, 401);
    assert.deepEqual(await bodyOf(impostor), { error: 'siwe_signature_invalid' });

    // A refused proof does not spend the nonce: the real signature still signs in, once.
    assert.equal((await client.post(routes.verify, '/api/auth/siwe/verify', body)).status, 201);
    assert.equal(client.cookies.size, 1);
  });

  test('malformed messages and signatures are a 400 with a code, never a 5xx', async () => {
    const client = new Client();
    const signer = newKey();
    const good = await proof(client, signer);
    const cases: [Record<string, unknown>, string][] = [
      [{ message: 'hello', signature: good.signature }, 'siwe_invalid_message'],
      [
        { message: good.message.replace('Version: 1', 'Version: 2'), signature: good.signature },
        'siwe_invalid_message',
      ],
      [
        { message: good.message.replace(/Issued At: .*/, 'Issued At: yesterday'), signature: good.signature },
        'siwe_invalid_message',
      ],
      [{ message: good.message, signature: 'not hex' }, 'invalid_input'],
      [{ message: good.message, signature: '0x123' }, 'invalid_input'],
      [{ message: good.message }, 'invalid_input'],
      [{ message: 'x'.repeat(9000), signature: good.signature }, 'invalid_input'],
      [{ message: 42, signature: good.signature }, 'invalid_input'],
    ];
    for (const [body, error] of cases) {
      const response = await new Client().post(routes.verify, '/api/auth/siwe/verify', body);
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal((await bodyOf(response)).error, error, JSON.stringify(body).slice(0, 80));
    }
    const expiredMessage = await proof(client, signer, { expirationTime: new Date(Date.now() - 1000) });
    const expired = await client.post(routes.verify, '/api/auth/siwe/verify', expiredMessage);
    assert.deepEqual(await bodyOf(expired), { error: 'siwe_invalid_message' });

    for (const body of [{}, { address: 'nope', chainId: 1 }, { address: signer.address, chainId: '1' }]) {
      const response = await client.post(routes.nonce, '/api/auth/siwe/nonce', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.equal((await bodyOf(response)).error, 'invalid_input');
    }
  });

  test('one nonce used by concurrent requests signs in exactly once', async () => {
    const signer = newKey();
    const body = await proof(new Client(), signer);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => new Client().post(routes.verify, '/api/auth/siwe/verify', body)),
    );
    const statuses = responses.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 401, 401, 401, 401, 401]);
    for (const response of responses.filter((r) => r.status === 401))
      assert.deepEqual(await bodyOf(response), { error: 'siwe_nonce_invalid' });
  });

  test('two first sign-ins racing for one wallet make one account', async () => {
    const signer = newKey();
    const [a, b] = [new Client(), new Client()];
    const bodies = await Promise.all([proof(a, signer), proof(b, signer)]);
    const responses = await Promise.all([
      a.post(routes.verify, '/api/auth/siwe/verify', bodies[0]),
      b.post(routes.verify, '/api/auth/siwe/verify', bodies[1]),
    ]);
    assert.deepEqual(responses.map((r) => r.status).sort(), [200, 201]);
    const users = await Promise.all(responses.map((r) => bodyOf<{ user: SessionUser }>(r)));
    assert.equal(users[0]?.user.id, users[1]?.user.id);
    assert.equal((await bodyOf(await a.get(routes.notifications, '/api/notifications'))).unread, 4);
  });

  test('verify and nonce are rate limited per address, like login', async () => {
    const client = new Client();
    const signer = newKey();
    const text = message({ address: signer.address, nonce: 'b'.repeat(32) });
    const body = { message: text, signature: await signer.signMessage({ message: text }) };
    for (let i = 0; i < 10; i++)
      assert.equal((await client.post(routes.verify, '/api/auth/siwe/verify', body)).status, 401);
    const limited = await client.post(routes.verify, '/api/auth/siwe/verify', body);
    assert.equal(limited.status, 429);
    const limitedBody = await bodyOf(limited);
    assert.equal(limitedBody.error, 'rate_limited');
    assert.ok(Number(limitedBody.retryAfter) > 0);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);

    const nonces = new Client();
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await nonces.post(routes.nonce, '/api/auth/siwe/nonce', { address: signer.address, chainId: 1 }))
          .status,
      );
    assert.deepEqual(statuses, [...Array(20).fill(200), 429]);
  });

  test('an e-mail account links a wallet, which then signs in to it', async () => {
    const { client, user } = await signedUpByEmail();
    const signer = newKey();
    const response = await client.post(routes.link, '/api/wallet/link', await proof(client, signer));
    assert.equal(response.status, 200, await response.clone().text());
    const linked = (await bodyOf<{ user: SessionUser }>(response)).user;
    assert.equal(linked.id, user.id);
    assert.equal(linked.walletAddress, signer.address);
    assert.equal(linked.name, user.username, 'the username stays the name');
    assert.equal(linked.email, user.email);
    assert.equal((await currentUser(client))?.walletAddress, signer.address);

    const again = await client.post(routes.link, '/api/wallet/link', await proof(client, signer));
    assert.equal(again.status, 200, 'linking the same wallet again changes nothing');

    const walletClient = new Client();
    const signIn200 = await signIn(walletClient, signer);
    assert.equal(signIn200.status, 200);
    assert.equal((await bodyOf<{ user: SessionUser }>(signIn200)).user.id, user.id);

    const second = await client.post(routes.link, '/api/wallet/link', await proof(client, newKey()));
    assert.equal(second.status, 409, 'one wallet per account');
    assert.deepEqual(await bodyOf(second), { error: 'wallet_already_linked' });
  });

  test('a wallet that belongs to another account cannot be linked; linking needs a session', async () => {
    const signer = newKey();
    assert.equal((await signIn(new Client(), signer)).status, 201);
    const { client } = await signedUpByEmail();
    const response = await client.post(routes.link, '/api/wallet/link', await proof(client, signer));
    assert.equal(response.status, 409);
    assert.deepEqual(await bodyOf(response), { error: 'wallet_already_linked' });
    assert.equal((await currentUser(client))?.walletAddress, null);

    const anonymous = new Client();
    const body = await proof(anonymous, newKey());
    assert.equal((await anonymous.post(routes.link, '/api/wallet/link', body)).status, 401);

    const { client: other } = await signedUpByEmail();
    const forged = await other.post(routes.link, '/api/wallet/link', {
      ...body,
      signature: await newKey().signMessage({ message: body.message }),
    });
    assert.deepEqual(await bodyOf(forged), { error: 'siwe_signature_invalid' });
  });

  test('a wallet account adds an e-mail and password, then logs in with them too', async () => {
    const client = new Client();
    const signer = newKey();
    const { user } = await bodyOf<{ user: SessionUser }>(await signIn(client, signer));
    const email = `Wallet.${unique()}@Example.com`;

    const invalid = await client.post(routes.addEmail, '/api/profile/email', {
      email: 'nope',
      password: 'short',
    });
    assert.equal(invalid.status, 400);
    assert.deepEqual((await bodyOf(invalid)).fields, { email: 'invalid_email', password: 'too_short' });

    const { input: taken } = await signedUpByEmail();
    const duplicate = await client.post(routes.addEmail, '/api/profile/email', {
      email: taken.email.toUpperCase(),
      password: 'correct horse battery',
    });
    assert.equal(duplicate.status, 409);
    assert.deepEqual((await bodyOf(duplicate)).fields, { email: 'email_taken' });

    const added = await client.post(routes.addEmail, '/api/profile/email', {
      email,
      password: 'wallet password',
    });
    assert.equal(added.status, 200, await added.clone().text());
    const updated = (await bodyOf<{ user: SessionUser }>(added)).user;
    assert.equal(updated.email, email.toLowerCase());
    assert.equal(updated.name, shortName(signer.address));
    assert.equal(updated.walletAddress, signer.address);

    const login = await new Client().post(routes.login, '/api/auth/login', {
      email,
      password: 'wallet password',
    });
    assert.equal(login.status, 200);
    assert.equal((await bodyOf<{ user: SessionUser }>(login)).user.id, user.id);

    const twice = await client.post(routes.addEmail, '/api/profile/email', {
      email: `other.${unique()}@example.com`,
      password: 'wallet password',
    });
    assert.equal(twice.status, 409);
    assert.deepEqual(await bodyOf(twice), { error: 'email_already_set' });

    const { client: emailClient } = await signedUpByEmail();
    const emailUser = await emailClient.post(routes.addEmail, '/api/profile/email', {
      email: `third.${unique()}@example.com`,
      password: 'wallet password',
    });
    assert.deepEqual(await bodyOf(emailUser), { error: 'email_already_set' });
    assert.equal(
      (await new Client().post(routes.addEmail, '/api/profile/email', { email, password: 'x'.repeat(8) }))
        .status,
      401,
    );
  });

  test('no one can sign up with, or log in as, the placeholder e-mail of a wallet account', async () => {
    const signer = newKey();
    assert.equal((await signIn(new Client(), signer)).status, 201);
    const placeholder = `${signer.address.toLowerCase()}@wallet`;
    const signUp = await new Client().post(routes.signUp, '/api/auth/sign-up', {
      username: `squat_${unique()}`,
      email: placeholder,
      password: 'correct horse battery',
    });
    assert.equal(signUp.status, 400);
    const login = await new Client().post(routes.login, '/api/auth/login', {
      email: placeholder,
      password: 'anything1',
    });
    assert.equal(login.status, 400);
  });
});

const shortName = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

describe(`the chain node (anvil) on ${process.env.ENGINE ?? 'pglite'}`, () => {
  test('balances are read through viem from the node', async () => {
    const balance = await node.walletBalance(ANVIL_ACCOUNT_0.address, SEPOLIA);
    assert.equal(balance.value, parseEther('10000'));
    assert.equal(balance.formatted, '10000');
    assert.equal(balance.symbol, 'ETH');

    const fresh = newKey().address;
    await rpc(anvil.url, 'anvil_setBalance', [fresh, '0x1bc16d674ec80000']); // 2 ETH
    assert.equal((await node.walletBalance(fresh, SEPOLIA)).formatted, '2');
  });

  test('a plain wallet is verified locally, without the node', async () => {
    const client = new Client();
    const signer = newKey();
    const body = await proof(client, signer);
    const outcome = await siwe.verifySiwe(body, ORIGIN);
    assert.deepEqual(outcome, { ok: true, address: signer.address, chainId: SEPOLIA, via: 'local' });
  });

  test('a smart-contract wallet (ERC-1271) signs in through the node', async () => {
    const owner = newKey();
    // An address whose key nobody holds, given the contract's code: only the node can vouch for it.
    const wallet = newKey().address;
    await installErc1271Wallet(anvil, wallet, owner.address);

    const client = new Client();
    const body = await proof(client, owner, { address: wallet });
    const outcome = await siwe.verifySiwe(body, ORIGIN);
    assert.deepEqual(outcome, { ok: true, address: wallet, chainId: SEPOLIA, via: 'node' });

    const signedIn = await signIn(new Client(), owner, { address: wallet });
    assert.equal(signedIn.status, 201, await signedIn.clone().text());
    const { user } = await bodyOf<{ user: SessionUser }>(signedIn);
    assert.equal(user.walletAddress, wallet);
    assert.equal(user.name, shortName(wallet));

    const stranger = await signIn(new Client(), newKey(), { address: wallet });
    assert.equal(stranger.status, 401, 'the contract refuses a signature that is not its owner’s');
    assert.deepEqual(await bodyOf(stranger), { error: 'siwe_signature_invalid' });
  });

  test('without a reachable node, a signature that needs one is "unavailable", not a 5xx', async () => {
    const client = new Client();
    const signer = newKey();
    const body = await proof(client, signer, { chainId: 1 });
    const response = await client.post(routes.verify, '/api/auth/siwe/verify', {
      ...body,
      signature: await newKey().signMessage({ message: body.message }),
    });
    assert.equal(response.status, 424);
    assert.deepEqual(await bodyOf(response), { error: 'siwe_verification_unavailable' });
    // The nonce is still good for the wallet's own signature, checked locally.
    assert.equal((await client.post(routes.verify, '/api/auth/siwe/verify', body)).status, 201);
  });
});
