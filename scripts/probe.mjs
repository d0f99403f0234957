// Black-box probes of the BUILT app (server/server.mjs), as an attacker would send them, for the
// findings of 2026-11-25 that only a real server shows: the client address comes from the socket, not
// from X-Forwarded-For; the site's origin from configuration, not from Host or X-Forwarded-Host; an
// absolute-form request target is not redirected to the host it names; production cookies are __Host-;
// several replicas start at once on an empty Postgres schema; a write at one replica refreshes the pages
// another one keeps.
//   NEXT_DIST_DIR=.next-x node scripts/probe.mjs   probes another build than .next
// Last line: `probe: N passed, M failed`.
import crypto from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import {
  cleanUpOnInterrupt,
  distDir,
  dropSchema,
  freePort,
  hasBuild,
  loopbackClient,
  removeTempDir,
  serverEnv,
  startServer,
  stopAll,
  tempDir,
  trackSchema,
} from './lib/harness.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
cleanUpOnInterrupt('probe');

const results = { passed: 0, failed: 0 };
function check(ok, label, detail = '') {
  results[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${label}${!ok && detail ? `\n         ${detail}` : ''}`);
}

/** One raw request: exactly these headers, this target (absolute-form too), from `from` (a loopback address). */
function send(port, { method = 'GET', target, headers = {}, body, from = '127.0.0.1' }) {
  return new Promise((resolve) => {
    const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const all = { host: `127.0.0.1:${port}`, ...headers };
    if (bytes) Object.assign(all, { 'content-type': 'application/json', 'content-length': bytes.length });
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers: all, agent: false, localAddress: from },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, text });
        });
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error('no answer in time')));
    request.on('error', (error) => resolve({ status: 0, headers: {}, text: error.message }));
    if (bytes) request.write(bytes);
    request.end();
  });
}

const cookiesOf = (res) => (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
const unique = () => crypto.randomBytes(5).toString('hex');
const account = () => {
  const id = unique();
  return {
    username: `probe_${id}`,
    email: `probe.${id}@example.test`,
    password: `pw-${crypto.randomUUID()}`,
  };
};

/** Sends `count` requests from one address, each claiming another in X-Forwarded-For; the statuses. */
async function statusesFrom(port, count, request) {
  const from = loopbackClient();
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const spoof = `203.0.113.${i % 250}, 198.51.100.${i % 250}`;
    const res = await send(port, {
      method: 'POST',
      ...request(i),
      from,
      headers: { 'x-forwarded-for': spoof, 'x-real-ip': spoof, ...request(i).headers },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const summary = (statuses) => {
  const runs = [];
  for (const status of statuses) {
    if (runs.at(-1)?.[0] === status) runs.at(-1)[1] += 1;
    else runs.push([status, 1]);
  }
  return runs.map(([status, n]) => `${n} × ${status}`).join(', ');
};

async function probeNoProxy() {
  const port = await freePort();
  const dataDir = tempDir('civitas-probe-');
  const origin = `http://127.0.0.1:${port}`;
  const headers = { origin };
  try {
    console.log(`\n# no TRUST_PROXY (PGlite, port ${port})`);
    await startServer(port, serverEnv({ port, dataDir, extra: { RPC_URL_11155111: 'http://127.0.0.1:9' } }));

    // Finding 1: X-Forwarded-For chose the rate-limit bucket.
    const victim = account();
    const made = await send(port, { method: 'POST', target: '/api/auth/sign-up', headers, body: victim });
    check(made.status === 201, `setup: sign-up ${made.status}`);
    const login = await statusesFrom(port, 12, () => ({
      target: '/api/auth/login',
      headers,
      body: { email: victim.email, password: 'wrong password' },
    }));
    check(
      summary(login) === '10 × 401, 2 × 429',
      `login from one address, a new X-Forwarded-For each time: ${summary(login)}`,
    );
    const signUps = await statusesFrom(port, 6, () => ({
      target: '/api/auth/sign-up',
      headers,
      body: account(),
    }));
    check(summary(signUps) === '5 × 201, 1 × 429', `sign-up likewise: ${summary(signUps)}`);
    const letters = await statusesFrom(port, 31, () => ({
      target: '/api/newsletter',
      headers,
      body: { email: `probe.${unique()}@example.test`, locale: 'en' },
    }));
    check(summary(letters) === '30 × 200, 1 × 429', `newsletter likewise: ${summary(letters)}`);
    const signer = privateKeyToAccount(generatePrivateKey());
    const nonces = await statusesFrom(port, 21, () => ({
      target: '/api/auth/siwe/nonce',
      headers,
      body: { address: signer.address, chainId: 11155111 },
    }));
    check(summary(nonces) === '20 × 200, 1 × 429', `SIWE nonces likewise: ${summary(nonces)}`);
    const unsubscribes = await statusesFrom(port, 11, () => ({
      target: '/api/newsletter/unsubscribe',
      headers,
      body: { token: 'a.b' },
    }));
    check(summary(unsubscribes) === '10 × 400, 1 × 429', `unsubscribe likewise: ${summary(unsubscribes)}`);

    // Finding 2: the SIWE domain and the origin check followed Host / X-Forwarded-Host.
    const from = loopbackClient();
    const nonceRes = await send(port, {
      method: 'POST',
      target: '/api/auth/siwe/nonce',
      headers,
      body: { address: signer.address, chainId: 11155111 },
      from,
    });
    const message = createSiweMessage({
      domain: 'evil.example',
      uri: 'http://evil.example/',
      address: signer.address,
      chainId: 11155111,
      nonce: nonceRes.json?.nonce ?? 'missing',
      version: '1',
      issuedAt: new Date(),
    });
    const proof = { message, signature: await signer.signMessage({ message }) };
    const attacker = account();
    const attackerRes = await send(port, {
      method: 'POST',
      target: '/api/auth/sign-up',
      headers,
      body: attacker,
    });
    const forgeries = [
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      { origin: 'http://evil.example', host: 'evil.example' },
    ];
    for (const forged of forgeries) {
      for (const target of ['/api/auth/siwe/verify', '/api/wallet/link']) {
        const res = await send(port, {
          method: 'POST',
          target,
          headers: { ...forged, cookie: cookiesOf(attackerRes) },
          body: proof,
          from,
        });
        check(
          res.status === 403 && res.json?.error === 'forbidden_origin',
          `${target}, a message for evil.example with ${JSON.stringify(forged)}: ${res.status} ${res.json?.error}`,
        );
      }
    }

    // Finding 10: the default origin passed on any port.
    const otherPort = await send(port, {
      method: 'POST',
      target: '/api/newsletter',
      headers: { origin: 'http://localhost:3000' },
      body: { email: `probe.${unique()}@example.test` },
      from: loopbackClient(),
    });
    check(otherPort.status === 403, `Origin http://localhost:3000 on port ${port}: ${otherPort.status}`);
    const sameSite = await send(port, {
      method: 'POST',
      target: '/api/newsletter',
      headers: { origin: `http://localhost:${port}` },
      body: { email: `probe.${unique()}@example.test` },
      from: loopbackClient(),
    });
    check(
      sameSite.status === 200,
      `Origin http://localhost:${port} (the port it listens on): ${sameSite.status}`,
    );

    // Finding 7: an absolute-form target was redirected to the host it named.
    for (const [label, request] of [
      ['GET http://evil.example/en/about', { target: 'http://evil.example/en/about' }],
      ['GET /en/about with Host: evil.example', { target: '/en/about', headers: { host: 'evil.example' } }],
      [
        'GET /en/about with X-Forwarded-Host: evil.example',
        {
          target: '/en/about',
          headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        },
      ],
      ['GET /?lng=vi with Host: evil.example', { target: '/?lng=vi', headers: { host: 'evil.example' } }],
    ]) {
      const res = await send(port, { ...request, from: loopbackClient() });
      const location = res.headers.location ?? '';
      const ours = location.startsWith('/') || new URL(location, origin).host === `127.0.0.1:${port}`;
      check(
        res.status >= 300 && res.status < 400 && ours && !location.includes('evil'),
        `${label}: ${res.status} Location ${location || '(none)'}`,
      );
    }
    const star = await send(port, { method: 'OPTIONS', target: '*' });
    check(star.status === 400, `OPTIONS *: ${star.status}`);
  } finally {
    await stopAll('SIGTERM');
    removeTempDir(dataDir);
  }
}

async function probeProductionBehindProxy() {
  const port = await freePort();
  const dataDir = tempDir('civitas-probe-');
  const site = 'https://civitas.example';
  try {
    console.log(
      `\n# production behind one proxy: TRUST_PROXY=1, NEXT_PUBLIC_SITE_URL=${site} (port ${port})`,
    );
    const env = serverEnv({
      port,
      dataDir,
      extra: {
        APP_ENV: 'production',
        AUTH_SECRET: crypto.randomBytes(48).toString('base64url'),
        NEXT_PUBLIC_SITE_URL: site,
        TRUST_PROXY: '1',
      },
    });
    await startServer(port, env);

    // The proxy appends the address it saw; what the client wrote before that must not count.
    const victim = account();
    const made = await send(port, {
      method: 'POST',
      target: '/api/auth/sign-up',
      headers: { origin: site, 'x-forwarded-for': '198.51.100.200' },
      body: victim,
    });
    check(made.status === 201, `sign-up from the site's origin: ${made.status} ${made.text.slice(0, 100)}`);
    const cookie = (made.headers['set-cookie'] ?? []).find((c) => c.includes('session_token')) ?? '';
    check(
      /^__Host-civitas\.session_token=/.test(cookie) &&
        /;\s*Secure/i.test(cookie) &&
        /;\s*Path=\//i.test(cookie),
      `the session cookie is __Host- and Secure with Path=/: ${cookie.split(';')[0].split('=')[0]}`,
      cookie.replace(/=[^;]+/, '=…'),
    );
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await send(port, {
        method: 'POST',
        target: '/api/auth/login',
        headers: { origin: site, 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        body: { email: victim.email, password: 'wrong password' },
      });
      statuses.push(res.status);
    }
    check(
      summary(statuses) === '10 × 401, 2 × 429',
      `login: "<spoofed>, <address the proxy saw>": ${summary(statuses)}`,
    );
    const local = await send(port, {
      method: 'POST',
      target: '/api/newsletter',
      headers: { origin: `http://127.0.0.1:${port}`, 'x-forwarded-for': '198.51.100.8' },
      body: { email: `probe.${unique()}@example.test` },
    });
    check(local.status === 403, `in production only the configured origin writes: ${local.status}`);
    const redirect = await send(port, { target: 'http://evil.example/en/about' });
    check(
      redirect.headers.location === `${site}/about` || redirect.headers.location === '/about',
      `GET http://evil.example/en/about: ${redirect.status} Location ${redirect.headers.location}`,
    );
  } finally {
    await stopAll('SIGTERM');
    removeTempDir(dataDir);
  }
}

async function probeReplicasStartTogether() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('# skipped: replicas starting together on Postgres (TEST_DATABASE_URL is not set)');
    return;
  }
  console.log('\n# replicas starting together on an empty Postgres schema');
  for (let round = 1; round <= 3; round += 1) {
    const schema = `probe_${unique()}`;
    trackSchema(schema);
    const dataDir = tempDir('civitas-probe-');
    try {
      const ports = [await freePort(), await freePort()];
      const started = await Promise.allSettled(
        ports.map((port) => startServer(port, serverEnv({ port, dataDir, engine: 'postgres', schema }))),
      );
      const failures = started.filter((s) => s.status === 'rejected').map((s) => s.reason.message);
      check(failures.length === 0, `round ${round}: both servers started`, failures.join('\n'));
    } finally {
      await stopAll('SIGTERM');
      removeTempDir(dataDir);
      await dropSchema(schema);
    }
  }
}

/**
 * Two replicas on one Postgres schema: a page one of them keeps in its page cache (server/page-cache.mjs)
 * is rendered anew once a vote on it lands at the other (the write's NOTIFY names what it changed), and
 * a vote on another proposal leaves it kept.
 */
async function probeReplicasShareWrites() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('# skipped: page caches of replicas on Postgres (TEST_DATABASE_URL is not set)');
    return;
  }
  console.log('\n# a vote at one replica refreshes the page the other one keeps');
  const schema = `probe_${unique()}`;
  trackSchema(schema);
  const dataDir = tempDir('civitas-probe-');
  try {
    const [a, b] = [await freePort(), await freePort()];
    for (const port of [a, b])
      await startServer(port, serverEnv({ port, dataDir, engine: 'postgres', schema }));
    const page = '/society/proposals/1'; // the founding proposal, opened at the first start
    await send(b, { target: page });
    const kept = await send(b, { target: page });
    check(
      kept.status === 200 && kept.headers['x-page-cache'] === 'hit',
      `B keeps ${page}: ${kept.status} ${kept.headers['x-page-cache']}`,
    );

    const headers = { origin: `http://127.0.0.1:${a}` };
    const member = account();
    const made = await send(a, { method: 'POST', target: '/api/auth/sign-up', headers, body: member });
    const cookie = cookiesOf(made);
    const citizen = await send(a, {
      method: 'POST',
      target: '/api/citizens',
      headers: { ...headers, cookie },
      body: { handle: `p${unique()}`, notifyEmail: member.email, acceptConstitution: true, locale: 'en' },
    });
    const vote = await send(a, {
      method: 'POST',
      target: '/api/proposals/1/votes',
      headers: { ...headers, cookie },
      body: { choice: 'for' },
    });
    check(
      made.status === 201 && citizen.status === 201 && vote.status === 201,
      `setup at A: ${made.status} ${citizen.status} ${vote.status}`,
    );

    let fresh = null;
    for (let i = 0; i < 20 && !fresh; i += 1) {
      const answer = await send(b, { target: page });
      if (answer.headers['x-page-cache'] === 'miss') fresh = answer;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    check(fresh !== null, 'within 2 s of the vote at A, B renders the proposal anew');

    // A second proposal at A, and a vote on it: B renders the list anew and keeps the first page.
    const second = await send(a, {
      method: 'POST',
      target: '/api/proposals',
      headers: { ...headers, cookie },
      body: {
        title: 'Keep the probe pages apart',
        summary: 'A proposal of the replica probe.',
        body: 'Its vote must not touch the page of the founding proposal.',
        category: 'technical',
      },
    });
    const secondId = second.json?.id;
    check(second.status === 201 && Number.isInteger(secondId), `second proposal at A: ${second.status}`);
    // The new proposal changed every page (it says nothing of what it changed): B hears of it within
    // 50 ms, and a page B renders meanwhile is not kept. Read both until B keeps them.
    let keptBefore;
    let listBefore;
    for (let i = 0; i < 20; i += 1) {
      keptBefore = await send(b, { target: page });
      listBefore = await send(b, { target: '/society/proposals' });
      if (keptBefore.headers['x-page-cache'] === 'hit' && listBefore.headers['x-page-cache'] === 'hit') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    check(
      keptBefore.headers['x-page-cache'] === 'hit' && listBefore.headers['x-page-cache'] === 'hit',
      `B keeps ${page} and the list: ${keptBefore.headers['x-page-cache']} ${listBefore.headers['x-page-cache']}`,
    );
    const other = await send(a, {
      method: 'POST',
      target: `/api/proposals/${secondId}/votes`,
      headers: { ...headers, cookie },
      body: { choice: 'against' },
    });
    check(other.status === 201, `vote on proposal ${secondId} at A: ${other.status}`);
    let listFresh = false;
    for (let i = 0; i < 20 && !listFresh; i += 1) {
      listFresh = (await send(b, { target: '/society/proposals' })).headers['x-page-cache'] === 'miss';
      if (!listFresh) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    check(listFresh, 'within 2 s of that vote, B renders the list anew');
    const stillKept = await send(b, { target: page });
    check(
      stillKept.headers['x-page-cache'] === 'hit',
      `B still keeps ${page} after a vote on another proposal: ${stillKept.headers['x-page-cache']}`,
    );
  } finally {
    await stopAll('SIGTERM');
    removeTempDir(dataDir);
    await dropSchema(schema);
  }
}

if (!hasBuild()) {
  console.log(`No build in ${distDir}: run \`npm run build\` first.\nprobe: 0 passed, 1 failed`);
  process.exit(1);
}
for (const probe of [
  probeNoProxy,
  probeProductionBehindProxy,
  probeReplicasStartTogether,
  probeReplicasShareWrites,
]) {
  try {
    await probe();
  } catch (error) {
    check(false, `${probe.name}: ${error.message}`);
  }
}
console.log(`\nprobe: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
