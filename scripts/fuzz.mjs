// Robustness fuzz: random and malformed requests to every write endpoint of the BUILT app (server/server.mjs).
// Invalid JSON, JSON of every type, valid shapes with wrong-typed, missing and extra fields, huge strings
// (some over the 64 KB limit), unicode (emoji, RTL, NUL, lone surrogates), prototype-pollution keys, wrong
// or missing Content-Type and Origin, empty bodies, garbage cookies, and a few valid requests so that the
// success paths run too; the endpoints that need a session both without a cookie and signed in.
// Rules for every response: status < 500, no stack trace in the body, JSON with an `error` code when
// the status is ≥ 400 (204: no body). Afterwards the server still answers and a fresh sign-up works.
// The mail links too, in the same run and totals (they are not JSON writes): GET /api/account/verify-email,
// GET /api/newsletter/confirm, GET /api/citizens/verify-email and POST /api/newsletter/one-click with random,
// malformed, oversized, percent-encoded and duplicated query strings and any body: never a 5xx, a GET
// answers a 303 to an outcome page of the site. Real tokens for both come from the mails the server writes
// to DATA_DIR/outbox.
// Governance (issue #15): the writes as the interesting signed-in party — POST /api/citizens as members
// who are not citizens yet, proposals and votes as citizens (a wallet citizen's votes signed with EIP-712,
// right or wrong), moderation as a moderator granted with `npm run admin` — with real, missing and
// malformed proposal ids in the path; and the public reads: GET /api/proposals with random and crafted
// status, cursor and limit, and GET /api/proposals/{id}, …/votes and …/events with garbage ids and cursors.
// Community (issue #16): every write — groups, membership (join, leave), threads, replies, visits, PATCH
// and DELETE of posts, likes and unlikes, flags, follows and unfollows, moderation actions — as a pool of
// citizens past the new-member limits (points and citizenship age set in the database, as the tests do),
// a citizen still new, a member who is not a citizen, the post's author or a moderator, on the setup's
// threads and posts and on garbage, overflowing and malformed path segments; and the reads: the lists
// with crafted cursors (groups?cursor=, a group's threads, a thread's posts?after=), a post, its source,
// follow states, the feed, the featured members, the moderation queue, and the pages rendered per request
// (/community/search?q= with any query, a thread, a group) with odd segments and query strings.
// Academy (issue #17): enrolments, lesson visits and quiz attempts on the real lessons and on garbage.
// Marketplace: new listings (as citizens and as a member who is not one), edits and status changes of the
// main citizen's listings (as their seller and as others), gets of free, paid and draft listings, reviews
// by posters who got the item, reports of a listing and moderation of it, on real and garbage listing ids;
// and the reads: the search with any filter, sort and cursor (real, relevance offsets, keyset cursors
// crafted out of range), a listing, what the reader may do with it, its reviews, the library. The upload
// (PUT …/file, a raw body named by X-File-Name) is not fuzzed here: the cases are JSON bodies.
//
// Deterministic: the cases come from a seeded PRNG (the seed is printed; random unless FUZZ_SEED is set).
//   FUZZ_SEED=123 node scripts/fuzz.mjs                 replays a run
//   FUZZ_SEED=123 FUZZ_CASE=17,404 node scripts/fuzz.mjs sends only those cases (after the same setup)
//   FUZZ_PER_ENDPOINT=100 node scripts/fuzz.mjs         fewer cases (default 1,000 per endpoint, link
//                                                       and family of reads)
//   NEXT_DIST_DIR=.next-x node scripts/fuzz.mjs         runs another build than .next
//   ENGINE_ONLY=postgres node scripts/fuzz.mjs           one engine (without it, both side by side)
// PGlite always; Postgres too when TEST_DATABASE_URL is set. Last line: `fuzz: N passed, M failed`
// (N and M count requests).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { simpleParser } from 'mailparser';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import {
  cleanUpOnInterrupt,
  distDir,
  dropSchema,
  freePort,
  hasBuild,
  loopbackClient,
  openDatabase,
  removeTempDir,
  runEnginesSideBySide,
  serverEnv,
  sleep,
  startServer,
  stopAll,
  stopServer,
  tempDir,
  trackSchema,
} from './lib/harness.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url))); // paths below are relative to the project

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) >>> 0 : crypto.randomInt(1, 2 ** 31);
const PER_ENDPOINT = Math.max(1, Number(process.env.FUZZ_PER_ENDPOINT) || 1000);
const ONLY = process.env.FUZZ_CASE ? new Set(process.env.FUZZ_CASE.split(',').map(Number)) : null;
const REPLAY = `FUZZ_SEED=${SEED}${process.env.FUZZ_PER_ENDPOINT ? ` FUZZ_PER_ENDPOINT=${PER_ENDPOINT}` : ''}`;
const MAX_BODY = 64 * 1024; // lib/api/http.ts
const REQUEST_TIMEOUT_MS = 20_000;
/** Endpoints that open a session (and so end the one a request carries). */
const SIGN_IN = new Set(['/api/auth/login', '/api/auth/siwe/verify']);
const SHOW_FAILURES = 25;
const DEVICE_COOKIE = 'civitas.device='; // lib/auth/device.ts, outside production
/** Members who are not citizens yet, for the signed-in cases of POST /api/citizens (one per 201). */
const NEWCOMERS = 5;
/** Citizens who take turns at POST /api/proposals (3 a day each). */
const PROPOSERS = 4;
/** Citizens past the new-member limits who take turns at the community's writes (a reply per 5 s each). */
const POSTERS = 12;

const results = { passed: 0, failed: 0 };
cleanUpOnInterrupt('fuzz');

// ---------------------------------------------------------------------------------------------------
// The seeded PRNG (sfc32, seeded through splitmix32) and the helpers every generator draws from.

function makeRng(seed) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let [a, b, c, d] = [split(), split(), split(), split()];
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i += 1) next();
  const rng = {
    next,
    int: (n) => Math.floor(next() * n), // 0 … n-1
    range: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    /** [[weight, value], …] → a value */
    weighted: (entries) => {
      let roll = next() * entries.reduce((sum, [weight]) => sum + weight, 0);
      for (const [weight, value] of entries) if ((roll -= weight) < 0) return value;
      return entries.at(-1)[1];
    },
    shuffle: (list) => {
      for (let i = list.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [list[i], list[j]] = [list[j], list[i]];
      }
      return list;
    },
    string: (length, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789') =>
      Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    hex: (length) => rng.string(length, '0123456789abcdef'),
  };
  return rng;
}

const uuid = (rng) =>
  `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`;

/** An own property even for "__proto__" (a plain assignment would set the prototype instead). */
function setKey(object, key, value) {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

// Strings that have broken parsers, databases and templating before.
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\uDE00\uD83D',
  '😀',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u200B\u200C\u200D',
  '\uFEFF',
  'Z̷̢̛a̵l̷g̸o̶',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u2028\u2029',
  '\t\r\n\v\f',
  '\u001b[31mred',
  '\u0130stanbul',
  'ß ﬃ ǅ',
  'ＡＢＣ１２３',
  '"; DROP TABLE "user"; --',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%E0%A4%A',
  '\\',
  '"',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'test@example.com\u0000',
  'ü@exämple.com',
  'a@b',
  'a@b.c',
  '@',
  'x@x.co',
  'builder',
  'Builder',
  ' builder',
  'builder\u0000',
  '00000000-0000-0000-0000-000000000000',
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
const EXTRA_KEYS = [
  ...PROTO_KEYS,
  'role',
  'isAdmin',
  'admin',
  'id',
  'userId',
  'emailVerified',
  'onboardingCompletedAt',
  'createdAt',
  'name',
  'image',
  'token',
  'password',
  'email',
  'username',
  'locale',
  '',
  ' ',
  '😀',
  '\u0000',
  '\uD800',
  'a.b',
  '$where',
  '$ne',
  'x'.repeat(300),
];

function randomString(rng) {
  return rng.weighted([
    [4, () => rng.pick(NASTY)],
    [3, () => rng.string(rng.int(40))],
    [2, () => Array.from({ length: rng.range(1, 8) }, () => rng.pick(NASTY)).join('')],
    [1, () => String.fromCharCode(...Array.from({ length: rng.range(1, 20) }, () => rng.int(0x10000)))],
  ])();
}

const NUMBERS = [0, -0, 1, -1, 0.5, 3.14159, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324];

/** Any JSON value. */
function randomValue(rng, depth = 0) {
  const leaf = depth > 3;
  return rng.weighted([
    [2, () => null],
    [2, () => rng.chance(0.5)],
    [3, () => rng.pick(NUMBERS)],
    [4, () => randomString(rng)],
    [leaf ? 0 : 2, () => Array.from({ length: rng.int(5) }, () => randomValue(rng, depth + 1))],
    [leaf ? 0 : 2, () => randomObject(rng, depth + 1)],
  ])();
}

function randomObject(rng, depth = 0) {
  const object = {};
  for (let i = rng.int(5); i > 0; i -= 1) setKey(object, rng.pick(EXTRA_KEYS), randomValue(rng, depth + 1));
  return object;
}

/** A JSON value that is not a string (for string fields) — or, for a few, a string of the wrong sort. */
function wrongTyped(rng) {
  return rng.weighted([
    [2, () => null],
    [2, () => rng.chance(0.5)],
    [3, () => rng.pick(NUMBERS)],
    [2, () => [rng.pick(NASTY)]],
    [1, () => []],
    [2, () => ({})],
    [2, () => randomObject(rng)],
    [1, () => ({ $ne: '' })],
    [1, () => randomString(rng)],
  ])();
}

/** A string of about `bytes` bytes once in JSON, made of one repeated (possibly multi-byte) character. */
function hugeString(rng, bytes) {
  const unit = rng.pick(['a', 'é', '€', '😀', '\\', '"', '\u0000', ' ', '\uD800', 'مر']);
  const perUnit = Buffer.byteLength(JSON.stringify(unit)) - 2;
  return unit.repeat(Math.max(1, Math.floor(bytes / perUnit)));
}

/** Mostly small, often near the 64 KB limit (either side of it), never far above ~72 KB. */
const hugeSize = (rng) =>
  rng.weighted([
    [2, () => rng.range(1_000, 20_000)],
    [2, () => rng.range(40_000, 63_000)],
    [4, () => rng.range(MAX_BODY - 2_000, MAX_BODY + 2_000)],
    [2, () => rng.range(MAX_BODY, 72_000)],
  ])();

// ---------------------------------------------------------------------------------------------------
// The endpoints: a valid body for each, and near-valid values of each field (limits ± 1, odd forms).

const ROLES = ['explorer', 'builder', 'researcher', 'citizen'];
const LOCALES = ['en', 'vi', 'fr', 'es', 'zh', 'ja', 'hi', 'hmn']; // lib/i18n/config.ts
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The shape of a mail link's token (32 random bytes, base64url: 43 characters), for no token we issued. */
const mailToken = (rng) => rng.string(43, BASE64URL);

/** A well-formed address (lower case: no checksum to get right). */
const walletAddress = (rng) => `0x${rng.hex(40)}`;

/** An EIP-4361 message of the right shape, for a nonce the server never issued. */
function siweMessage(rng) {
  return [
    '127.0.0.1 wants you to sign in with your Ethereum account:',
    walletAddress(rng),
    '',
    'Sign in to Civitas.',
    '',
    'URI: http://127.0.0.1',
    'Version: 1',
    `Chain ID: ${rng.pick([1, 11155111])}`,
    `Nonce: ${rng.hex(32)}`,
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n');
}

function unsubscribeToken(secret, email) {
  const signature = crypto.createHmac('sha256', secret).update(`newsletter:${email}`).digest('base64url');
  return `${Buffer.from(email).toString('base64url')}.${signature}`;
}

const validEmail = (rng, n) => `${rng.pick(['fz', 'Fz.', 'f+z'])}${n}.${rng.string(4)}@example.test`;
const validPassword = (rng) =>
  rng.pick([rng.string(rng.range(8, 40)), `pässwörd 🔒 ${rng.string(4)}`, `${rng.string(8)}\u0000x`]);

const nearEmail = (rng) =>
  rng.pick([
    `${'a'.repeat(64)}@${'b'.repeat(180)}.example`, // ≤ 254
    `${'a'.repeat(64)}@${'b'.repeat(200)}.example`, // > 254
    `  ${rng.string(6)}@EXAMPLE.TEST  `,
    `${rng.string(6)}@example`,
    `${rng.string(6)}..x@example.test`,
    `.${rng.string(6)}@example.test`,
    `${rng.string(6)}@-example.test`,
    `"quoted"@example.test`,
    `${rng.string(6)}@[127.0.0.1]`,
    `${rng.string(6)}@例え.jp`,
    `${rng.string(6)}@example.test\n`,
    `${rng.string(6)}@example.test,x@example.test`,
  ]);

/** The academy's real paths and lessons (with their right answers), from content/academy/en. */
const ACADEMY = (() => {
  const root = path.join('content', 'academy', 'en');
  const dirs = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  const paths = dirs(root);
  const lessons = paths.flatMap((p) =>
    dirs(path.join(root, p)).flatMap((course) =>
      fs
        .readdirSync(path.join(root, p, course))
        .filter((file) => /^\d\d-/.test(file))
        .map((file) => {
          const { data } = matter(fs.readFileSync(path.join(root, p, course, file), 'utf8'));
          return {
            path: p,
            course,
            lesson: file.replace(/^\d\d-|\.md$/g, ''),
            answers: data.quiz.map((q) => q.answer),
          };
        }),
    ),
  );
  return { paths, lessons };
})();
const ACADEMY_NEAR_SLUGS = [
  '',
  'AI-basics',
  '../etc',
  'a'.repeat(81),
  'prompt-craft ',
  '-x',
  'x--y',
  'constructor',
  null,
  3,
  ['ai-basics'],
];

/** Chain ids around the two the site knows (1, 11155111): unknown, malformed, absurd. */
const CHAIN_IDS_NEAR = [0, -1, 1, 5, 11155110, 11155112, 1.5, '11155111', null, 2 ** 53, 1e308, [1], true];
/** Transaction hashes one step from well-formed. */
const txHashNear = (rng) =>
  rng.pick([
    `0x${rng.hex(63)}`,
    `0x${rng.hex(65)}`,
    `0X${rng.hex(64)}`,
    `0x${rng.hex(64).toUpperCase()}`,
    rng.hex(64),
    `0x${'g'.repeat(64)}`,
    '',
    null,
    42,
    [`0x${rng.hex(64)}`],
  ]);
/** A credential id in a path: a UUID no credential has, or a malformed one. */
const credentialSegment = (rng) =>
  rng.weighted([
    [5, () => crypto.randomUUID()],
    [3, () => rng.pick(BAD_IDS)],
    [1, () => crypto.randomUUID().toUpperCase()],
  ])();

const ENDPOINTS = [
  {
    path: '/api/auth/sign-up',
    valid: (rng, ctx, n) => ({
      username: `fz${n}_${rng.string(4)}`,
      email: validEmail(rng, n),
      password: validPassword(rng),
    }),
    near: {
      username: (rng) =>
        rng.pick([
          'ab',
          'abc',
          'a'.repeat(32),
          'a'.repeat(33),
          'no spaces',
          'ünïcode',
          'fuzz_main',
          'FUZZ_MAIN',
          ' padded_name ',
          `emoji${rng.pick(['😀', '\u0000', '\uD800'])}`,
        ]),
      email: nearEmail,
      password: (rng) =>
        rng.pick([
          'x'.repeat(7),
          'x'.repeat(8),
          'x'.repeat(128),
          'x'.repeat(129),
          '😀'.repeat(64),
          '😀'.repeat(65),
        ]),
    },
  },
  {
    path: '/api/auth/login',
    valid: (rng, ctx, n) =>
      rng.weighted([
        [3, () => ({ email: ctx.main.email, password: ctx.main.password })],
        [1, () => ({ email: ctx.main.email.toUpperCase(), password: ctx.main.password })],
        [2, () => ({ email: ctx.main.email, password: `wrong ${rng.string(6)}` })],
        [2, () => ({ email: validEmail(rng, n), password: validPassword(rng) })],
      ])(),
    near: {
      email: nearEmail,
      password: (rng) => rng.pick(['', 'x', 'x'.repeat(128), 'x'.repeat(129), '\u0000'.repeat(8)]),
    },
  },
  { path: '/api/auth/logout', session: true, valid: () => ({}), near: {} },
  {
    path: '/api/notifications/read',
    session: true,
    valid: (rng, ctx) =>
      rng.weighted([
        [3, () => ({ id: rng.pick(ctx.notificationIds) })],
        [1, () => ({ id: rng.pick(ctx.otherNotificationIds) })], // someone else's: 404
        [2, () => ({ id: uuid(rng) })],
      ])(),
    near: {
      id: (rng) =>
        rng.pick([
          uuid(rng).toUpperCase(),
          uuid(rng).replaceAll('-', ''),
          `{${uuid(rng)}}`,
          `urn:uuid:${uuid(rng)}`,
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          `${rng.hex(8)}-${rng.hex(4)}-1${rng.hex(3)}-8${rng.hex(3)}-${rng.hex(12)}`,
          'zzzzzzzz-zzzz-4zzz-8zzz-zzzzzzzzzzzz',
          `${uuid(rng)} `,
          `${uuid(rng)}\u0000`,
          "' or 1=1 --",
        ]),
    },
  },
  { path: '/api/notifications/read-all', session: true, valid: () => ({}), near: {} },
  ...['/api/onboarding', '/api/profile'].map((path) => ({
    path,
    session: true,
    valid: (rng) => ({ role: rng.pick(ROLES) }),
    near: {
      role: (rng) => rng.pick(['Builder', 'BUILDER', ' builder', 'builder ', 'admin', '', 'explorer\u0000']),
    },
  })),
  {
    path: '/api/auth/siwe/nonce',
    valid: (rng) => ({ address: walletAddress(rng), chainId: rng.pick([1, 11155111]) }),
    near: {
      address: (rng) =>
        rng.pick([
          walletAddress(rng).slice(0, 41),
          `${walletAddress(rng)}0`,
          walletAddress(rng).slice(2),
          '0xF39FD6E51AAD88F6F4CE6AB8827279CFFFB92266',
          '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267', // checksum broken
          '0x' + 'g'.repeat(40),
          '0x0000000000000000000000000000000000000000',
        ]),
      chainId: (rng) => rng.pick([0, -1, 1.5, '1', 137, 2 ** 53, 11155111n.toString(), null]),
    },
  },
  ...[{ path: '/api/auth/siwe/verify' }, { path: '/api/wallet/link', session: true }].map(
    ({ path, session }) => ({
      path,
      session,
      valid: (rng) => ({ message: siweMessage(rng), signature: `0x${rng.hex(130)}` }),
      near: {
        message: (rng) =>
          rng.pick([
            siweMessage(rng).replace('127.0.0.1', 'evil.example'),
            siweMessage(rng).replace('Chain ID: 1', 'Chain ID: 137'),
            siweMessage(rng).split('\n').slice(0, 3).join('\n'),
            siweMessage(rng).replaceAll('\n', '\r\n'),
            'x'.repeat(10_000),
            '',
          ]),
        signature: (rng) =>
          rng.pick(['0x', `0x${rng.hex(129)}`, `0x${rng.hex(132)}`, rng.hex(130), `0x${'z'.repeat(130)}`]),
      },
    }),
  ),
  {
    path: '/api/profile/email',
    session: true,
    valid: (rng, ctx, n) => ({ email: validEmail(rng, n), password: validPassword(rng) }),
    near: {
      email: nearEmail,
      password: (rng) => rng.pick(['x'.repeat(7), 'x'.repeat(128), 'x'.repeat(129), '😀'.repeat(65)]),
    },
  },
  {
    path: '/api/newsletter',
    valid: (rng, ctx, n) => {
      const body = { email: validEmail(rng, n) };
      const locale = rng.pick(['en', 'vi', 'zh', 'hmn', 'xx', '', undefined]);
      return locale === undefined ? body : { ...body, locale };
    },
    near: {
      email: nearEmail,
      locale: (rng) => rng.pick(['x'.repeat(8), 'x'.repeat(9), 'EN', 'en-US', '../en', '😀😀😀😀', '\u0000']),
    },
  },
  {
    path: '/api/newsletter/unsubscribe',
    valid: (rng, ctx) => ({
      token: unsubscribeToken(
        ctx.secret,
        rng.chance(0.6) ? rng.pick(ctx.subscribers) : `x${rng.string(8)}@y.co`,
      ),
    }),
    near: {
      token: (rng, ctx) => {
        const real = unsubscribeToken(ctx.secret, rng.pick(ctx.subscribers));
        const [email, signature] = real.split('.');
        const swap = (char) => signature.slice(0, -1) + char; // same length in UTF-16 units
        if (rng.chance(0.3))
          return `${email}.${swap(rng.pick(['é', '€', 'ÿ', '😀'.slice(0, 1), '\u0000', 'A']))}`;
        return rng.pick([
          `${email}.${signature}x`,
          `${email}.${signature.slice(1)}`,
          `${email}.`,
          `.${signature}`,
          '.',
          '..',
          `${email}.${signature}.${signature}`,
          `${Buffer.from('\uD800@x.co').toString('base64url')}.${signature}`,
          `${'%'.repeat(20)}.${'%'.repeat(43)}`,
          'x'.repeat(1024),
          'x'.repeat(1025),
          `${'a'.repeat(1000)}.${signature}`,
        ]);
      },
    },
  },
  {
    path: '/api/auth/password-reset/request',
    valid: (rng, ctx, n) =>
      rng.weighted([
        [2, () => ({ email: ctx.main.email })], // an account with a password: a mail (3 an hour, then none)
        [1, () => ({ email: ctx.main.email.toUpperCase() })],
        [1, () => ({ email: ctx.other.email })],
        [5, () => ({ email: validEmail(rng, n) })], // no account: the same 202, no mail
      ])(),
    near: { email: nearEmail },
  },
  {
    path: '/api/auth/password-reset',
    valid: (rng, ctx) => ({
      // A real link's token (its first valid use succeeds, every later one is token_used) or an unknown one.
      token: rng.chance(0.4) ? rng.pick(ctx.resetTokens) : mailToken(rng),
      password: validPassword(rng),
    }),
    near: {
      token: (rng, ctx) => {
        const real = rng.pick(ctx.resetTokens);
        return rng.pick([
          () => mailToken(rng).slice(0, 42),
          () => `${mailToken(rng)}A`,
          () => real.slice(1),
          () => `${real}=`,
          () => ` ${real}`,
          () => `${real}\n`,
          () => `${real}\u0000`,
          () => (real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase()),
          () => real.replaceAll('-', '+').replaceAll('_', '/'), // plain base64
          () => encodeURIComponent(real).replace(/[A-Za-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
          () => `${real.slice(0, 42)}${rng.pick(['é', '😀'.slice(0, 1), '\u0000', '.', '='])}`,
          () => crypto.createHash('sha256').update(real).digest('hex'), // what the database stores
          () => rng.pick(ctx.verifyTokens), // a real token of another purpose
          () => rng.pick(ctx.confirmTokens),
          () => `${real}.${real}`,
          () => uuid(rng),
          () => 'A'.repeat(256),
          () => 'A'.repeat(257),
          () => mailToken(rng).repeat(6),
        ])();
      },
      password: (rng) =>
        rng.pick([
          'x'.repeat(7),
          'x'.repeat(8),
          'x'.repeat(128),
          'x'.repeat(129),
          '😀'.repeat(64),
          '😀'.repeat(65),
          'password',
          '12345678',
          'abcdefgh',
          'Password1',
          `${rng.string(8)}${'\uD800'}`,
          ' '.repeat(8),
        ]),
    },
  },
  { path: '/api/account/verify-email', session: true, valid: () => ({}), near: {} }, // the body is ignored
  {
    // Mostly wrong current passwords: the right one would change the main account's password under the
    // other cases (its 10 checks an hour then answer 429).
    path: '/api/account/password',
    session: true,
    valid: (rng) => ({ currentPassword: `wrong ${rng.string(6)}`, newPassword: validPassword(rng) }),
    near: {
      currentPassword: (rng) => rng.pick(['', 'x'.repeat(128), 'x'.repeat(129), '\u0000', null, 42]),
      newPassword: (rng) =>
        rng.pick(['x'.repeat(7), 'x'.repeat(8), 'x'.repeat(129), 'password123', '😀'.repeat(65), null]),
    },
  },
  {
    // The right password now and then: a link goes to the new address, and nothing changes until it is followed.
    path: '/api/account/change-email',
    session: true,
    valid: (rng, ctx, n) => ({
      email: validEmail(rng, n),
      password: rng.chance(0.3) ? ctx.main.password : `wrong ${rng.string(6)}`,
    }),
    near: {
      email: (rng, ctx) =>
        rng.chance(0.2) ? ctx.main.email : rng.chance(0.2) ? ctx.other.email : nearEmail(rng),
      password: (rng) => rng.pick(['', 'x'.repeat(128), 'x'.repeat(129), null, ['a']]),
    },
  },
  {
    path: '/api/account/email-preferences',
    session: true,
    valid: (rng) => {
      const body = {};
      if (rng.chance(0.7)) body.locale = rng.pick(LOCALES);
      if (rng.chance(0.7)) body.digest = rng.chance(0.5);
      return body;
    },
    near: {
      locale: (rng) =>
        rng.pick([
          'EN',
          'en-US',
          'en_US',
          'xx',
          '',
          ' vi',
          'hmn ',
          'zh-Hans',
          'vi\u0000',
          'x'.repeat(16),
          'x'.repeat(17),
          '__proto__',
          'toString',
          null,
          ['en'],
        ]),
      digest: (rng) => rng.pick(['true', 'false', 1, 0, null, 'yes', [], {}, [true]]),
    },
  },
  // Citizenship and governance (issue #15). `as`: whom the signed-in cases sign in as (see runEngine).
  {
    // Mostly as a member who is not a citizen yet (a pool: each becomes one at its first 201), now and
    // then as the main account, already a citizen (409).
    path: '/api/citizens',
    session: true,
    as: (rng) => (rng.chance(0.8) ? 'newcomer' : 'main'),
    valid: (rng, ctx, n) => {
      const body = {
        handle: rng.weighted([
          [6, () => `fz-${n}_${rng.string(4)}`],
          [1, () => ctx.main.handle], // taken: 409 handle_taken
          [1, () => ` ${ctx.main.handle.toUpperCase()} `], // taken, ignoring case and spaces
        ])(),
        notifyEmail: rng.chance(0.3) ? ctx.main.email : validEmail(rng, n),
        acceptConstitution: true,
      };
      const locale = rng.pick([...LOCALES, 'xx', '', undefined]);
      return locale === undefined ? body : { ...body, locale };
    },
    near: {
      handle: (rng) =>
        rng.pick([
          'ab',
          'abc',
          'a'.repeat(24),
          'a'.repeat(25),
          'admin',
          'ADMIN',
          ' Civitas ',
          'has space',
          'ünïcode',
          'a.b',
          'a/b',
          '../x',
          'null',
          '__proto__',
          '---',
          '___',
          `emoji${rng.pick(['😀', '\u0000', '\uD800'])}`,
          'ſtaff', // folds to "staff" under some case mappings
          'ＡＤＭＩＮ',
        ]),
      notifyEmail: nearEmail,
      acceptConstitution: (rng) => rng.pick([false, 'true', 1, null, 'yes', [true]]),
      locale: (rng) => rng.pick(['x'.repeat(16), 'x'.repeat(17), 'EN', 'en-US', '../en', '\u0000', null]),
    },
  },
  {
    path: '/api/citizens/preferences',
    session: true,
    valid: (rng) => ({ notifyProposals: rng.chance(0.5) }),
    near: {
      notifyProposals: (rng) => rng.pick(['true', 'false', 1, 0, null, 'yes', [], {}, [true]]),
    },
  },
  // Mails the notification-address link again (the body is ignored): 202 three times an hour, then 429.
  { path: '/api/citizens/verify-email', session: true, valid: () => ({}), near: {} },
  {
    // As a citizen: three proposals a day, then 429 (the stored rule). Mostly as one of a few proposers
    // in turn, so that more bodies reach the insert.
    path: '/api/proposals',
    session: true,
    as: (rng) => (rng.chance(0.6) ? 'proposer' : 'main'),
    valid: (rng, ctx, n) => ({
      title: rng.pick([`Fuzz proposal ${n} ${rng.string(6)}`, `${'T'.repeat(10)}`, 'x'.repeat(120)]),
      summary: rng.pick(['A short summary.', 's'.repeat(280), `${rng.pick(NASTY)} summary`]),
      body: rng.pick([
        '## Why\n\n- one\n- two\n\n[link](https://example.test)',
        '<script>alert(1)</script> [x](javascript:alert(1)) ![i](http://127.0.0.1:9/x.png)',
        'b'.repeat(20_000),
        `${'> '.repeat(500)}deep quote`,
        `${'*'.repeat(2000)}emphasis${'_'.repeat(2000)}`,
        `| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(300)}`,
      ]),
      category: rng.pick(['law', 'budget', 'community', 'technical']),
    }),
    near: {
      title: (rng) =>
        rng.pick([
          'x'.repeat(9),
          'x'.repeat(10),
          'x'.repeat(120),
          'x'.repeat(121),
          ' '.repeat(20),
          '   short   ',
          '😀'.repeat(61),
        ]),
      summary: (rng) => rng.pick(['', ' ', 's'.repeat(280), 's'.repeat(281), '😀'.repeat(141), '\u0000']),
      body: (rng) =>
        rng.pick(['', '   ', 'b'.repeat(20_000), 'b'.repeat(20_001), `${'['.repeat(5000)}x`, '\uD800']),
      category: (rng) =>
        rng.pick(['LAW', 'Law', ' law', 'other', '', 'toString', '__proto__', 'constructor', ['law'], null]),
    },
  },
  {
    // As the main citizen (no wallet: any signature fields are ignored) or as the wallet citizen, whose
    // votes must carry an EIP-712 signature: signed in the runner (`sign`, see buildCase), right or wrong.
    path: '/api/proposals/{id}/votes',
    target: (rng, ctx) => `/api/proposals/${proposalIdSegment(rng, ctx)}/votes`,
    session: true,
    as: (rng) => (rng.chance(0.5) ? 'wallet' : 'main'),
    signs: true,
    valid: (rng) => {
      const body = { choice: rng.pick(['for', 'against']) };
      if (rng.chance(0.2))
        Object.assign(body, {
          signature: `0x${rng.hex(130)}`,
          timestamp: Math.floor(Date.now() / 1000),
          chainId: rng.pick([1, 11155111]),
        });
      return body;
    },
    near: {
      choice: (rng) => rng.pick(['For', 'FOR', ' for', 'yes', 'abstain', '', 'against\u0000', '__proto__']),
      signature: (rng) =>
        rng.pick([
          '0x',
          '0x1234',
          `0x${rng.hex(129)}`,
          `0x${rng.hex(132)}`,
          rng.hex(130),
          `0x${'z'.repeat(130)}`,
          `0x${'0'.repeat(20_000)}`,
          `0x${'0'.repeat(19_998)}`,
        ]),
      timestamp: (rng) =>
        rng.pick([0, -1, 1.5, 2 ** 53, 1e21, '1700000000', Math.floor(Date.now() / 1000) - 660]),
      chainId: (rng) => rng.pick([0, -1, 137, 1.5, 2 ** 53, '1', 11155111]),
    },
  },
  {
    // Mostly as a moderator (granted with `npm run admin` in the setup), now and then as a citizen (403).
    path: '/api/proposals/{id}/moderation',
    target: (rng, ctx) => `/api/proposals/${proposalIdSegment(rng, ctx)}/moderation`,
    session: true,
    as: (rng) => (rng.chance(0.8) ? 'moderator' : 'main'),
    valid: (rng) =>
      rng.chance(0.6)
        ? { hide: true, reason: rng.pick(['Spam', 'r'.repeat(500), rng.pick(NASTY) || 'x']) }
        : { hide: false },
    near: {
      hide: (rng) => rng.pick(['true', 1, 0, null, 'false', [true]]),
      reason: (rng) =>
        rng.pick(['', ' ', 'r'.repeat(500), 'r'.repeat(501), '😀'.repeat(251), '\u0000', null]),
    },
  },
  // Community (issue #16). Mostly as one of a pool of citizens who are past the new-member limits
  // (`poster`: each in turn, so the pace of one reply per 5 s and the 120 writes a minute per account
  // leave the success paths reachable), now and then as a citizen who is still a new member (`fresh`:
  // its daily and link limits), as a member who is not a citizen (`newcomer`: not_citizen), or as the
  // author of the post in the path (`author`: resolved when sent). Targets: the threads and posts the
  // setup made, the founding groups' slugs, citizens' handles; garbage, overflowing and malformed forms.
  {
    path: '/api/community/groups',
    session: true,
    as: (rng) =>
      rng.weighted([
        [6, 'poster'],
        [1, 'fresh'],
        [1, 'newcomer'],
        [1, 'main'],
      ]),
    valid: (rng, ctx, n) => ({
      name: rng.pick([
        `Fuzz group ${n} ${rng.string(5)}`,
        `Nhóm thảo luận ${n}`,
        `グループ ${n}`,
        'Builders',
      ]),
      description: rng.pick(['A group the fuzz made.', 'd'.repeat(280), `${rng.pick(NASTY)} group`]),
    }),
    near: {
      name: (rng) =>
        rng.pick([
          'ab',
          'abc',
          'x'.repeat(60),
          'x'.repeat(61),
          '   ',
          '---',
          '日本語',
          'Группа',
          '😀😀😀',
          'ethics',
          'Ethics!!',
          'a\u0000b',
          `${'é'.repeat(30)}`,
          '\uD800abc',
        ]),
      description: (rng) => rng.pick(['', ' ', 'd'.repeat(280), 'd'.repeat(281), '😀'.repeat(141), '\u0000']),
    },
  },
  ...[
    { method: 'POST', note: 'join' },
    { method: 'DELETE', note: 'leave' },
  ].map(({ method }) => ({
    path: '/api/community/groups/{slug}/membership',
    method,
    target: (rng, ctx) => `/api/community/groups/${slugSegment(rng, ctx)}/membership`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [6, 'poster'],
        [2, 'main'],
        [1, 'newcomer'],
        [1, 'fresh'],
      ]),
    valid: () => ({}), // no body: any is ignored
    near: {},
  })),
  {
    path: '/api/community/groups/{slug}/threads',
    target: (rng, ctx) => `/api/community/groups/${slugSegment(rng, ctx)}/threads`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [6, 'poster'],
        [2, 'fresh'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx, n) => ({
      title: rng.pick([
        `Fuzz thread ${n} ${rng.string(6)}`,
        'x'.repeat(120),
        `Chủ đề ${n} ${rng.pick(NASTY)}`,
      ]),
      body: communityBody(rng, ctx, n),
    }),
    near: {
      title: (rng) =>
        rng.pick(['x'.repeat(4), 'x'.repeat(5), 'x'.repeat(120), 'x'.repeat(121), '     ', '😀'.repeat(61)]),
      body: nearPostBody,
    },
  },
  {
    path: '/api/community/threads/{id}/posts',
    target: (rng, ctx) => `/api/community/threads/${threadIdSegment(rng, ctx)}/posts`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [8, 'poster'],
        [2, 'fresh'],
        [1, 'newcomer'],
        [1, 'main'],
      ]),
    valid: (rng, ctx, n) => {
      const body = { body: communityBody(rng, ctx, n) };
      return rng.chance(0.3) ? { ...body, quoteOf: rng.pick(ctx.postIds) } : body;
    },
    near: {
      body: nearPostBody,
      quoteOf: (rng, ctx) =>
        rng.pick([
          0,
          -1,
          1.5,
          2 ** 53,
          Number.MAX_SAFE_INTEGER,
          ctx.maxPostId + 1_000_000,
          String(rng.pick(ctx.postIds)),
          null,
          [rng.pick(ctx.postIds)],
          rng.pick(ctx.flagPostIds), // a post of another thread: not quoted
        ]),
    },
  },
  {
    // Signed in as anyone (a member who is not a citizen too); no body.
    path: '/api/community/threads/{id}/visit',
    target: (rng, ctx) => `/api/community/threads/${threadIdSegment(rng, ctx)}/visit`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [4, 'poster'],
        [2, 'main'],
        [1, 'newcomer'],
      ]),
    valid: () => ({}),
    near: {},
  },
  {
    path: '/api/community/posts/{id}',
    method: 'PATCH',
    target: (rng, ctx) => `/api/community/posts/${postIdSegment(rng, ctx)}`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'author'],
        [2, 'poster'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx, n) => ({ body: `${communityBody(rng, ctx, n)} (edited)` }),
    near: { body: nearPostBody },
  },
  {
    // Mostly not as the author (403): each of the setup's posts can be deleted once (then post_deleted).
    path: '/api/community/posts/{id}',
    method: 'DELETE',
    target: (rng, ctx) => `/api/community/posts/${postIdSegment(rng, ctx)}`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [2, 'author'],
        [6, 'poster'],
        [1, 'newcomer'],
      ]),
    valid: () => ({}),
    near: {},
  },
  ...['POST', 'DELETE'].map((method) => ({
    path: '/api/community/posts/{id}/like',
    method,
    target: (rng, ctx) => `/api/community/posts/${postIdSegment(rng, ctx)}/like`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'poster'],
        [2, 'main'],
        [1, 'author'],
        [1, 'newcomer'],
      ]),
    valid: () => ({}),
    near: {},
  })),
  // Academy (content/academy): enrolments, lesson visits and quiz attempts as the main member, on real
  // and garbage paths, courses and lessons, with right, wrong and malformed answers.
  {
    path: '/api/academy/enrollments',
    session: true,
    valid: (rng) => ({ path: rng.pick(ACADEMY.paths) }),
    near: { path: (rng) => rng.pick(ACADEMY_NEAR_SLUGS) },
  },
  {
    path: '/api/academy/visits',
    session: true,
    valid: (rng) => {
      const { path, course, lesson } = rng.pick(ACADEMY.lessons);
      return { path, course, lesson };
    },
    near: {
      path: (rng) => rng.pick(ACADEMY_NEAR_SLUGS),
      course: (rng) => rng.pick(ACADEMY_NEAR_SLUGS),
      lesson: (rng) => rng.pick(ACADEMY_NEAR_SLUGS),
    },
  },
  {
    // Public: a copy of a credential to check (none of these is signed by the site: invalid, never 5xx).
    path: '/api/academy/credentials/verify',
    valid: (rng) => ({
      document: rng.pick([
        { '@context': ['https://www.w3.org/ns/credentials/v2'], id: 'https://x/credentials/1', proof: {} },
        {
          type: ['VerifiableCredential'],
          proof: {
            type: 'DataIntegrityProof',
            cryptosuite: 'eddsa-jcs-2022',
            proofPurpose: 'assertionMethod',
            verificationMethod: 'http://localhost:3000/.well-known/civitas-issuer.json#key-1',
            proofValue: `z${rng.string(rng.range(1, 120))}`,
          },
        },
        { a: rng.pick(NASTY), b: [1, 2, { c: null }], n: 1e308 },
      ]),
    }),
    near: {
      document: (rng) =>
        rng.pick([
          null,
          [],
          'a string',
          7,
          { proof: null },
          { proof: [] },
          { proof: { proofValue: 'z0OIl' } },
        ]),
    },
  },
  {
    path: '/api/academy/quiz',
    session: true,
    valid: (rng) => {
      const { path, course, lesson, answers } = rng.pick(ACADEMY.lessons);
      return {
        path,
        course,
        lesson,
        answers: rng.chance(0.5) ? answers : answers.map(() => rng.int(4)),
        ...(rng.chance(0.5) ? { locale: rng.pick(['en', 'vi', 'hmn']) } : {}),
      };
    },
    near: {
      path: (rng) => rng.pick(ACADEMY_NEAR_SLUGS),
      lesson: (rng) => rng.pick(ACADEMY_NEAR_SLUGS),
      answers: (rng) =>
        rng.pick([
          [],
          [0],
          [0, 0],
          [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
          [-1, 0, 0],
          [1.5, 0, 0],
          [10, 0, 0],
          ['0', 0, 0],
          null,
          {},
          [null, 0, 0],
        ]),
      locale: (rng) => rng.pick(['EN', 'xx', '', null, 7, '__proto__']),
    },
  },
  {
    // Flags only on the setup's flag targets (its third flag hides a post) and on proposals.
    path: '/api/community/flags',
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'poster'],
        [2, 'main'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx) => {
      const targetType = rng.weighted([
        [6, 'post'],
        [2, 'proposal'],
        [1, 'listing'], // the setup's listing to report (the seller's own answers own_post)
      ]);
      const reason = rng.pick(['off_topic', 'inappropriate', 'spam', 'other']);
      const targetId = {
        post: () => rng.pick(ctx.flagPostIds),
        proposal: () => rng.pick(ctx.proposalIds),
        listing: () => ctx.flagListingId,
      }[targetType]();
      const body = { targetType, targetId, reason };
      if (reason === 'other' || rng.chance(0.3))
        body.message = rng.pick(['Off topic.', 'm'.repeat(500), `${rng.pick(NASTY)} x`]);
      return body;
    },
    near: {
      targetType: (rng) =>
        rng.pick(['POST', 'thread', 'citizen', 'group', '', 'post ', 'Listing', 'listings', null, ['post']]),
      targetId: (rng, ctx) =>
        rng.pick([0, -1, 1.5, 2 ** 53, 2 ** 31, '1', String(rng.pick(ctx.flagPostIds)), null, 1e308]),
      reason: (rng) => rng.pick(['OTHER', 'Spam', 'abuse', '', 'toString', '__proto__', null, ['spam']]),
      message: (rng) =>
        rng.pick(['', ' ', 'm'.repeat(500), 'm'.repeat(501), '😀'.repeat(251), '\u0000', null]),
    },
  },
  ...['POST', 'DELETE'].map((method) => ({
    path: '/api/community/follows/{handle}',
    method,
    target: (rng, ctx) => `/api/community/follows/${handleSegment(rng, ctx)}`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [6, 'poster'],
        [2, 'main'],
        [1, 'newcomer'],
      ]),
    valid: () => ({}),
    near: {},
  })),
  {
    // Mostly as a moderator, on the setup's moderation targets only (a thread of its own and the flag
    // targets; silence only its quiet citizen), so that the other cases keep their unlocked threads and
    // unsilenced posters; now and then as a citizen (403).
    path: '/api/moderation/actions',
    session: true,
    as: (rng) => (rng.chance(0.8) ? 'moderator' : 'poster'),
    valid: (rng, ctx) =>
      rng.weighted([
        [
          4,
          () => ({
            action: rng.pick(['restore', 'delete', 'dismiss']),
            targetType: 'post',
            targetId: rng.pick(ctx.flagPostIds),
          }),
        ],
        [
          2,
          () => ({
            action: rng.pick(['restore', 'dismiss', 'delete']),
            targetType: 'proposal',
            targetId: rng.pick(ctx.proposalIds),
          }),
        ],
        [
          2,
          () => ({ action: rng.pick(['lock', 'unlock']), targetType: 'thread', targetId: ctx.modThreadId }),
        ],
        [
          1,
          () => ({
            action: rng.pick(['restore', 'dismiss', 'delete', 'lock']),
            targetType: 'listing',
            targetId: ctx.flagListingId,
          }),
        ],
        [
          2,
          () => {
            const body = {
              action: 'silence',
              targetType: 'citizen',
              targetId: rng.pick([ctx.quiet.handle, ctx.quiet.handle.toUpperCase(), 'no-such-handle']),
              days: rng.range(1, 365),
            };
            return rng.chance(0.5) ? { ...body, reason: rng.pick(['Spam.', 'r'.repeat(500)]) } : body;
          },
        ],
      ])(),
    near: {
      action: (rng) => rng.pick(['lock', 'silence', 'RESTORE', 'ban', '', 'toString', null]),
      // Never 'thread' or 'post': a proposal's id there would lock or delete the setup's threads and posts.
      targetType: (rng) => rng.pick(['citizen', 'group', 'Post', 'THREAD', '', null]),
      targetId: (rng, ctx) =>
        rng.pick([
          0,
          -1,
          1.5,
          2 ** 53,
          'x'.repeat(24),
          'x'.repeat(25),
          '',
          String(ctx.modThreadId),
          null,
          {},
        ]),
      days: (rng) => rng.pick([0, 366, 1.5, -1, '7', 2 ** 53, null]),
      reason: (rng) => rng.pick(['', 'r'.repeat(500), 'r'.repeat(501), '\u0000', '😀'.repeat(251), null]),
    },
  },
  // Marketplace: new listings as the posters (citizens), the main citizen and a member who is not a
  // citizen (403); edits and status changes of the main citizen's two listings kept for that (as their
  // seller: 200 or 422 nothing_to_get; as others: 403); gets of the free, paid and draft listings (201,
  // 200, 409 own_listing or paid_item, 404); reviews of the free ones by the posters, who got each in the
  // setup (once each, then 409), by the seller (409) and by a member who did not get it (403).
  {
    path: '/api/marketplace/listings',
    session: true,
    as: (rng) =>
      rng.weighted([
        [6, 'poster'],
        [2, 'main'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx, n) => marketItem(rng, n),
    near: marketNear(),
  },
  {
    path: '/api/marketplace/listings/{id}',
    method: 'PATCH',
    target: (rng, ctx) => `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.editListingIds)}`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'main'],
        [2, 'poster'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx, n) => {
      // Some of the fields: an edit sends what changed.
      const full = marketItem(rng, n);
      const keys = Object.keys(full).filter(() => rng.chance(0.35));
      return Object.fromEntries((keys.length ? keys : ['title']).map((key) => [key, full[key]]));
    },
    near: marketNear(),
  },
  {
    path: '/api/marketplace/listings/{id}/status',
    target: (rng, ctx) =>
      `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.editListingIds)}/status`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'main'],
        [2, 'poster'],
        [1, 'newcomer'],
      ]),
    valid: (rng) => ({
      status: rng.weighted([
        [3, 'published'],
        [1, 'unpublished'],
      ]),
    }),
    near: {
      status: (rng) =>
        rng.pick(['draft', 'Published', 'PUBLISHED', ' published', 'hidden', '', null, ['published'], 7]),
    },
  },
  {
    path: '/api/marketplace/listings/{id}/get',
    target: (rng, ctx) => `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.getListingIds)}/get`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [5, 'poster'],
        [2, 'newcomer'],
        [2, 'main'],
        [1, 'fresh'],
      ]),
    valid: () => ({}), // no body: any is ignored
    near: {},
  },
  {
    path: '/api/marketplace/listings/{id}/reviews',
    target: (rng, ctx) =>
      `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.freeListingIds)}/reviews`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'poster'],
        [1, 'main'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx, n) => ({
      stars: rng.range(1, 5),
      body: rng.pick([
        `Fuzz review ${n}: it works.`,
        'r'.repeat(2000),
        `${rng.pick(NASTY)} review ${n}`,
        '**bold** [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      ]),
    }),
    near: {
      stars: (rng) => rng.pick([0, 6, -1, 1.5, '5', null, 2 ** 53, 1e308, [5], true]),
      body: (rng) =>
        rng.pick(['', ' ', 'r'.repeat(2000), 'r'.repeat(2001), '😀'.repeat(1001), '\u0000', '\uD800', null]),
    },
  },
  // On-chain (lib/chain): vouchers, reported transactions and orders. The fuzz server has contracts on
  // Sepolia's id (a deployment file) but its node is a closed port: every path that reads the chain
  // must answer 424 node_unavailable, never a 5xx; a voucher for no citizen, an unknown chain, a
  // malformed hash or id is refused before that.
  {
    path: '/api/chain/citizen-id/voucher',
    session: true,
    as: (rng) => (rng.chance(0.5) ? 'wallet' : 'main'),
    valid: () => ({ chainId: 11155111 }),
    near: { chainId: (rng) => rng.pick(CHAIN_IDS_NEAR) },
  },
  {
    path: '/api/chain/citizen-id/tx',
    session: true,
    as: (rng) => (rng.chance(0.5) ? 'wallet' : 'main'),
    valid: (rng) => ({ chainId: 11155111, hash: `0x${rng.hex(64)}` }),
    near: { chainId: (rng) => rng.pick(CHAIN_IDS_NEAR), hash: (rng) => txHashNear(rng) },
  },
  ...['voucher', 'tx'].map((step) => ({
    path: `/api/chain/credentials/{id}/${step}`,
    target: (rng) => `/api/chain/credentials/${credentialSegment(rng)}/${step}`,
    session: true,
    as: (rng) => (rng.chance(0.5) ? 'wallet' : 'main'),
    valid: (rng) => ({ chainId: 11155111, ...(step === 'tx' ? { hash: `0x${rng.hex(64)}` } : {}) }),
    near: {
      chainId: (rng) => rng.pick(CHAIN_IDS_NEAR),
      ...(step === 'tx' ? { hash: (rng) => txHashNear(rng) } : {}),
    },
  })),
  {
    path: '/api/marketplace/listings/{id}/orders',
    target: (rng, ctx) => `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.getListingIds)}/orders`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [4, 'newcomer'],
        [2, 'wallet'],
        [2, 'poster'],
        [1, 'main'],
      ]),
    valid: () => ({ chainId: 11155111 }),
    near: { chainId: (rng) => rng.pick(CHAIN_IDS_NEAR) },
  },
  {
    path: '/api/marketplace/orders/{id}/tx',
    target: (rng) =>
      `/api/marketplace/orders/${rng.weighted([
        [6, () => `0x${rng.hex(64)}`],
        [3, () => rng.pick(BAD_IDS)],
        [1, () => `0x${rng.hex(63)}`],
        [1, () => `0X${rng.hex(64).toUpperCase()}`],
      ])()}/tx`,
    session: true,
    as: (rng) => (rng.chance(0.5) ? 'wallet' : 'main'),
    valid: (rng) => ({ hash: `0x${rng.hex(64)}` }),
    near: { hash: (rng) => txHashNear(rng) },
  },
  // Community learning paths (lib/academy/community-paths.ts): drafts by the main citizen and the
  // posters (100 points: the second tier), and by a member who is not a citizen (403); saves, submits,
  // withdrawals and deletes of the main citizen's drafts kept for that (as others: 404), and the
  // moderator's publish and return (as others: 403). At most 10 open drafts each: then 409.
  {
    path: '/api/academy/paths',
    session: true,
    as: (rng) =>
      rng.weighted([
        [4, 'poster'],
        [2, 'main'],
        [1, 'newcomer'],
      ]),
    valid: (rng, ctx, n) => pathDraft(rng, n),
    near: pathNear(),
  },
  {
    path: '/api/academy/paths/{id}',
    method: 'PATCH',
    target: (rng, ctx) => `/api/academy/paths/${pathIdSegment(rng, ctx)}`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'main'],
        [2, 'poster'],
        [1, 'moderator'],
      ]),
    valid: (rng, ctx, n) => pathDraft(rng, n),
    near: pathNear(),
  },
  {
    path: '/api/academy/paths/{id}/status',
    target: (rng, ctx) => `/api/academy/paths/${pathIdSegment(rng, ctx)}/status`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [5, 'main'],
        [4, 'moderator'],
        [1, 'poster'],
      ]),
    valid: (rng, ctx, n) =>
      rng.weighted([
        [3, () => ({ action: 'submit' })],
        [2, () => ({ action: 'withdraw' })],
        [2, () => ({ action: 'publish' })],
        [2, () => ({ action: 'return', note: `Fuzz note ${n}: change lesson 1.` })],
      ])(),
    near: {
      action: (rng) => rng.pick(['Submit', 'delete', '', null, ['submit'], 7, '__proto__']),
      note: (rng) => rng.pick(['', ' ', 'n'.repeat(1000), 'n'.repeat(1001), '\u0000', '\uD800', null, 7]),
    },
  },
  // Creator studio (lib/studio): generations by the main citizen, a member who is not a citizen and
  // visitors (202, or 429 once a limit is reached: 50 images and 5 videos a day each, 5 an hour for a
  // visitor's address); keeping and publishing the setup's creations (as their owner 200 or 409 not yet
  // done; as others 404).
  {
    path: '/api/studio/creations',
    session: true,
    as: (rng) =>
      rng.weighted([
        [4, 'main'],
        [2, 'newcomer'],
        [1, 'none'],
      ]),
    valid: (rng, ctx, n) => ({
      kind: rng.weighted([
        [9, 'image'],
        [1, 'video'],
      ]),
      prompt: rng.weighted([
        [6, () => `Fuzz prompt ${n}: a quiet harbour at dawn`],
        [1, () => `${rng.pick(NASTY)} ${n}`],
        [1, () => 'p'.repeat(1000)],
        [1, () => '<script>alert(1)</script> 🎨'],
      ])(),
      style: rng.pick(['photorealistic', 'digitalArt', 'cinematic', 'anime', 'watercolor', 'render3d']),
      shape: rng.pick(['square', 'landscape', 'portrait']),
      quality: rng.pick(['draft', 'draft', 'standard']),
      ...(rng.chance(0.3) ? { seed: rng.range(0, 2_147_483_647) } : {}),
    }),
    near: {
      kind: (rng) => rng.pick(['Image', 'audio', '', null, ['image'], 1]),
      prompt: (rng) => rng.pick(['', '   ', 'p'.repeat(1001), '\u0000', '\uD800', null, 7, {}]),
      style: (rng) => rng.pick(['oil', 'Anime', '', null, '__proto__']),
      shape: (rng) => rng.pick(['huge', '1024x1024', '', null]),
      quality: (rng) => rng.pick(['ultra', 'High', '', null]),
      seed: (rng) => rng.pick([-1, 2 ** 31, 1.5, '7', null, 2 ** 53]),
    },
  },
  {
    path: '/api/studio/creations/{id}',
    method: 'PATCH',
    target: (rng, ctx) =>
      `/api/studio/creations/${rng.weighted([
        [12, () => String(rng.pick(ctx.creationIds))],
        [4, () => badSegment(rng, ctx.maxCreationId)],
      ])()}`,
    session: true,
    as: (rng) =>
      rng.weighted([
        [7, 'main'],
        [2, 'poster'],
        [1, 'none'],
      ]),
    valid: (rng) =>
      rng.pick([
        { saved: true },
        { saved: false },
        { published: true },
        { published: false },
        { saved: true, published: true },
      ]),
    near: {
      saved: (rng) => rng.pick(['true', 1, null, [], {}]),
      published: (rng) => rng.pick(['yes', 0, null]),
    },
  },
];

/** A learning path as the editor sends it (lib/academy/path-draft.ts): whole or half-written, odd text. */
function pathDraft(rng, n) {
  const question = (k) => ({
    question: rng.weighted([
      [12, () => `Fuzz question ${k}?`],
      [1, () => `${rng.pick(NASTY)} ${k}?`],
      [1, () => ''],
    ])(),
    options: rng.pick([
      ['One', 'Two', 'Three'],
      ['One', 'Two', 'Three', 'Four'],
      ['Same', 'same', 'Other'],
      ['', '', ''],
    ]),
    answer: rng.range(0, 3),
    explanation: rng.pick(['', 'Because.', 'e'.repeat(500)]),
  });
  const lesson = (k) => ({
    title: rng.pick([`Fuzz lesson ${k}`, '', 'x'.repeat(120)]),
    minutes: rng.range(1, 120),
    body: rng.pick([
      'Plain text.',
      '<script>alert(1)</script> [x](javascript:alert(1)) ![i](http://127.0.0.1:9/x.png)',
      'b'.repeat(6000),
      '',
    ]),
    quiz: Array.from({ length: rng.range(0, 5) }, (_, i) => question(i)),
  });
  return {
    title: rng.weighted([
      [6, () => `Fuzz path ${n} ${rng.string(6)}`],
      [1, () => ''],
      [1, () => 'x'.repeat(120)],
      [1, () => `${rng.pick(NASTY)} ${n}`],
    ])(),
    summary: rng.pick(['A path the fuzz wrote.', '', 's'.repeat(300)]),
    level: rng.pick(['beginner', 'intermediate', 'advanced']),
    topic: rng.pick(['ai', 'web3', 'governance', 'prompting']),
    locale: rng.pick(['en', 'vi', 'hmn']),
    intro: rng.pick(['An introduction.', '', 'i'.repeat(5000)]),
    courses: Array.from({ length: rng.range(0, 5) }, (_, c) => ({
      title: rng.pick([`Course ${c}`, '']),
      summary: rng.pick(['A course.', '']),
      lessons: Array.from({ length: rng.range(0, 3) }, (_, l) => lesson(l)),
    })),
  };
}

function pathNear() {
  return {
    title: (rng) => rng.pick(['x'.repeat(121), 'a\u0000b', '\uD800abc', null, 7, ['t']]),
    level: (rng) => rng.pick(['Beginner', 'expert', '', null, 1]),
    topic: (rng) => rng.pick(['AI', 'crypto', '', null]),
    locale: (rng) => rng.pick(['EN', 'de', '', null, '__proto__']),
    intro: (rng) => rng.pick(['i'.repeat(5001), null, {}]),
    courses: (rng) =>
      rng.pick([
        null,
        {},
        'courses',
        Array(6).fill({ title: 'c', summary: 's', lessons: [] }),
        [
          {
            title: 'c',
            summary: 's',
            lessons: Array(7).fill({ title: 't', minutes: 5, body: 'b', quiz: [] }),
          },
        ],
        [{ title: 'c', summary: 's', lessons: [{ title: 't', minutes: 0, body: 'b', quiz: [] }] }],
        [
          {
            title: 'c',
            summary: 's',
            lessons: [
              {
                title: 't',
                minutes: 5,
                body: 'b',
                quiz: [{ question: 'q', options: ['a', 'b', 'c', 'd', 'e'], answer: 9, explanation: '' }],
              },
            ],
          },
        ],
        [{ title: 'c', summary: 's', extra: 1, lessons: [] }],
      ]),
  };
}

const pathIdSegment = (rng, ctx) =>
  rng.weighted([
    [12, () => String(rng.pick(ctx.pathIds))],
    [4, () => badSegment(rng, ctx.maxPathId)],
  ])();

/** A listing as a seller fills the form in (lib/marketplace/validation.ts): valid, with odd text now and then. */
function marketItem(rng, n) {
  return {
    category: rng.pick(['models', 'datasets', 'plugins', 'tools']),
    title: rng.pick([
      `Fuzz listing ${n} ${rng.string(6)}`,
      'x'.repeat(80),
      `Mô hình ${n}`,
      `${rng.pick(NASTY)} listing ${n}`,
    ]),
    summary: rng.pick([
      'A listing the fuzz made, to find.',
      's'.repeat(200),
      `${rng.pick(NASTY)} summary of a listing`,
    ]),
    description: rng.pick([
      '## What\n\nA model. [link](https://example.test)',
      '<script>alert(1)</script> [x](javascript:alert(1)) ![i](http://127.0.0.1:9/x.png)',
      'd'.repeat(20_000),
      `| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(300)}`,
    ]),
    tags: rng.pick([
      [],
      ['fuzz'],
      ['speech', 'audio'],
      ['a', 'b', 'c', 'd', 'e'],
      ['tiếng-việt', '日本語'],
      ['MixedCase', 'mixedcase'],
    ]),
    license: rng.pick(['MIT', 'Apache-2.0', 'CC-BY-4.0', 'GPL-3.0-only']),
    price: rng.pick(['0', '0', '0.05', '1', '10000', '0.000000000000000001']),
    link: rng.pick([
      'https://example.test/item',
      '',
      'https://example.test/a?b=c#d',
      `https://fuzz-${n}.example/`,
    ]),
    version: rng.pick(['1.0.0', 'v2', 'x'.repeat(32), '2026-11']),
  };
}

/** Near-valid values of a listing's fields: each edge of validation.ts and just past it, wrong types. */
function marketNear() {
  return {
    category: (rng) =>
      rng.pick(['Models', 'model', '', 'weapons', null, ['models'], '__proto__', 'toString', 7]),
    title: (rng) =>
      rng.pick([
        'ab',
        'abc',
        'x'.repeat(80),
        'x'.repeat(81),
        '   ',
        'a\u0000b',
        '\uD800abc',
        '😀'.repeat(41),
        null,
      ]),
    summary: (rng) =>
      rng.pick([
        'too short',
        'x'.repeat(10),
        'x'.repeat(200),
        'x'.repeat(201),
        ' '.repeat(12),
        '\u0000'.repeat(12),
      ]),
    description: (rng) =>
      rng.pick(['', ' ', 'd'.repeat(20_000), 'd'.repeat(20_001), `${'['.repeat(5000)}x`, '\uDC00', null]),
    tags: (rng) =>
      rng.pick([
        ['has space'],
        Array(6).fill('a'),
        ['a', 'b', 'c', 'd', 'e', 'a'],
        ['x'.repeat(24)],
        ['x'.repeat(25)],
        ['-a'],
        ['a-'],
        ['a--b'],
        ['İstanbul'],
        'speech',
        [1],
        [null],
        [['a']],
        ['\u0000'],
        Array(1000).fill('a'),
        {},
        null,
      ]),
    license: (rng) =>
      rng.pick([
        'mit',
        'MIT License',
        '',
        'GPL',
        ' MIT',
        'LicenseRef-custom',
        null,
        7,
        '__proto__',
        'toString',
        'constructor',
        ['MIT'],
      ]),
    price: (rng) =>
      rng.pick([
        'abc',
        '-1',
        '1e3',
        '10001',
        '10000.000000000000000001',
        '0.0000000000000000001',
        '00',
        '0.',
        '.5',
        ' 1',
        '１',
        '0x10',
        'Infinity',
        'NaN',
        '9999999999',
        '',
        1,
        0,
        null,
      ]),
    link: (rng) =>
      rng.pick([
        'http://example.test',
        'javascript:alert(1)',
        'https://',
        'https://a b',
        `https://${'a'.repeat(500)}`,
        'https://[::1',
        'https://user:pw@example.test',
        'HTTPS://EXAMPLE.TEST',
        'file:///etc/passwd',
        7,
        null,
      ]),
    version: (rng) => rng.pick(['', ' ', 'v'.repeat(32), 'v'.repeat(33), '\u0000', null, 1]),
  };
}

/** A listing id for a path: mostly one of `ids` (the setup's), else no listing. */
const listingIdSegment = (rng, ctx, ids) =>
  rng.weighted([
    [12, () => String(rng.pick(ids))],
    [4, () => badSegment(rng, ctx.maxListingId)],
  ])();

/** A body for a new post: distinct text (the same text twice within 5 minutes is refused), odd markdown. */
function communityBody(rng, ctx, n) {
  const unique = `${n} ${rng.string(8)}`;
  return rng.weighted([
    [5, () => `Fuzz reply ${unique}: a plain sentence.`],
    [2, () => `@${rng.pick(ctx.handles)} and @${rng.pick(ctx.handles)}, what do you think? ${unique}`],
    [1, () => `> quoted\n\n**bold** _it_ \`code\` ${unique}\n\n- a\n- b`],
    [1, () => `[one](https://a.example) [two](https://b.example) [three](https://c.example) ${unique}`],
    [1, () => `<script>alert(1)</script> [x](javascript:alert(1)) ![i](http://127.0.0.1:9/x.png) ${unique}`],
    [1, () => `${'@fuzz-main '.repeat(60)}${unique}`],
    [1, () => `${'b'.repeat(19_900)} ${unique}`],
    [1, () => `${'> '.repeat(500)}deep ${unique}`],
    [1, () => `| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(300)}${unique}`],
    [1, () => `${rng.pick(NASTY)} ${unique} ${rng.pick(NASTY)}`],
  ])();
}

function nearPostBody(rng) {
  return rng.pick([
    '',
    '   ',
    '\n\t',
    'b'.repeat(20_000),
    'b'.repeat(20_001),
    '😀'.repeat(10_001),
    `${'['.repeat(5000)}x`,
    `${'*'.repeat(10_000)}`,
    'a\u0000b',
    '\uD800',
    `${'https://x.example '.repeat(50)}`,
    `${'@a '.repeat(3000)}`,
  ]);
}

/** Ids and forms of ids for a path segment that never name an existing row of a 32-bit serial. */
const BAD_IDS = [
  '0',
  '-1',
  '+1',
  '01',
  '1.0',
  '1e3',
  '0x10',
  '2147483648',
  '9999999999',
  '99999999999',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999',
  '1'.repeat(400),
  'NaN',
  'Infinity',
  'null',
  '__proto__',
  'constructor',
  '%20',
  '1%00',
  '%2F',
  '%3F',
  '%23',
  '%25',
  "1'",
  '1;select',
  '%E2%80%AE1',
  '%EF%BC%91',
  '%D9%A1',
];

/**
 * Whether a path segment could still name a row up to `maxId` (with room for the rows the fuzz adds): a
 * random string can come out as "1", which percent-encoding leaves as it is.
 */
function couldName(segment, maxId) {
  let decoded;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return /^[1-9][0-9]*$/.test(decoded) && Number(decoded) <= maxId + 1_000;
}

/** A segment drawn by `draw` that names no row (drawn again while it could). */
function noRow(draw, maxId) {
  for (;;) {
    const segment = draw();
    if (!couldName(segment, maxId)) return segment;
  }
}

function badSegment(rng, maxId) {
  return noRow(() => badSegmentDraw(rng, maxId), maxId);
}

function badSegmentDraw(rng, maxId) {
  return rng.weighted([
    [3, () => String(maxId + rng.range(100_000, 1_000_000))], // well-formed, no such row
    [6, () => rng.pick(BAD_IDS)],
    [2, () => rng.pick(MALFORMED_PERCENT).replace('+', '%2B')],
    [2, () => percentEncoded(randomString(rng) || 'x')],
  ])();
}

/**
 * A thread id for a path: mostly one of the setup's (to reply in, visit), now and then the moderation
 * thread (locked, hidden or not as the moderation cases left it), else no thread.
 */
const threadIdSegment = (rng, ctx) =>
  rng.weighted([
    [16, () => String(rng.pick(ctx.threadIds))],
    [1, () => String(ctx.modThreadId)],
    [4, () => badSegment(rng, ctx.maxThreadId)],
  ])();

/** A post id for a path: mostly one of the setup's posts, else no post (bigint ids: 64-bit forms too). */
const postIdSegment = (rng, ctx) =>
  rng.weighted([
    [16, () => String(rng.pick(ctx.postIds))],
    [1, () => String(rng.pick(ctx.flagPostIds))], // flagged, hidden, restored or deleted by a moderator
    [4, () => badSegment(rng, ctx.maxPostId)],
  ])();

const SLUGS = ['ethics', 'builders', 'creators', 'health', 'newcomers', 'translators']; // lib/community/rules.ts

function slugSegment(rng, ctx) {
  return rng.weighted([
    [8, () => rng.pick(SLUGS)],
    [1, () => rng.pick(ctx.groupSlugs)],
    [
      4,
      () =>
        rng.pick([
          'Ethics',
          'ETHICS',
          'ethics-',
          '-',
          'a'.repeat(60),
          'a'.repeat(61),
          'no-such-group',
          'ethics%20',
          'ethi%63s',
          '%C3%A9thics',
          'eth_ics',
          '__proto__',
          'ethics.json',
          '1',
        ]),
    ],
    [1, () => rng.pick(MALFORMED_PERCENT).replace('+', '%2B')],
    [1, () => percentEncoded(randomString(rng) || 'x')],
  ])();
}

function handleSegment(rng, ctx) {
  return rng.weighted([
    [8, () => rng.pick(ctx.handles)],
    [1, () => rng.pick(ctx.handles).toUpperCase()],
    [
      3,
      () =>
        rng.pick([
          'no-such-citizen',
          'ab',
          'a'.repeat(24),
          'a'.repeat(25),
          'fuzz.main',
          'fuzz%2Dmain',
          '%40fuzz-main',
          '__proto__',
          'admin',
          '%EF%BC%A1dmin',
        ]),
    ],
    [1, () => rng.pick(MALFORMED_PERCENT).replace('+', '%2B')],
    [1, () => percentEncoded(randomString(rng) || 'x')],
  ])();
}

/**
 * A proposal id for a path: mostly one that exists, else one that does not, or no id at all (zero,
 * signs, decimals, overflow, percent-encoded and malformed forms). Never a '/', '?' or '#' of its own.
 */
function proposalIdSegment(rng, ctx) {
  return rng.weighted([
    [12, () => String(rng.pick(ctx.proposalIds))],
    [3, () => badProposalId(rng, ctx)],
  ])();
}

/**
 * A path segment that names no proposal, ever (an existing one would open an endless event stream): ids
 * far above the setup's (the fuzz adds a few), and forms that are not ids at all.
 */
function badProposalId(rng, ctx) {
  return noRow(() => badProposalIdDraw(rng, ctx), ctx.maxProposalId);
}

function badProposalIdDraw(rng, ctx) {
  return rng.weighted([
    [3, () => String(ctx.maxProposalId + rng.range(1_000, 1_000_000))], // well-formed, no such proposal
    [
      6,
      () =>
        rng.pick([
          '0',
          '-1',
          '+1',
          '01',
          '1.0',
          '1e3',
          '0x10',
          '2147483647',
          '2147483648',
          '9999999999',
          '99999999999',
          '9007199254740993',
          '1'.repeat(400),
          'NaN',
          'Infinity',
          'null',
          'undefined',
          '__proto__',
          'constructor',
          'new',
          '%20',
          '%39%39%39%39%39%39%39', // 9999999, percent-encoded
          '1%00',
          '%2F',
          '%3F',
          '%23',
          '%25',
          "1'",
          '1;select',
          '%E2%80%AE1',
          '%EF%BC%91', // a full-width digit one
          '%D9%A1', // an Arabic-Indic digit one
        ]),
    ],
    [2, () => rng.pick(MALFORMED_PERCENT).replace('+', '%2B')],
    [2, () => percentEncoded(randomString(rng) || 'x')],
  ])();
}

// ---------------------------------------------------------------------------------------------------
// One case: a body (bytes or none), headers and a cookie, built by one of these kinds.

const CONTENT_TYPES = [
  undefined,
  '',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/jsonx',
  'application/json-patch+json',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json;charset=latin1',
  'application/ld+json',
  'json',
  '*/*',
];

/** Bodies that are not JSON, or not UTF-8, or not what they claim. */
function invalidJson(rng, valid) {
  const text = JSON.stringify(valid);
  return rng.pick([
    () => text.slice(0, rng.int(Math.max(1, text.length - 1))),
    () => `${text.slice(0, -1)},}`,
    () => text.replaceAll('"', "'"),
    () => text.replace(/"([^"]+)":/g, '$1:'),
    () => `${text}}`,
    () => `${text} trailing`,
    () => `${text}${text}`,
    () => `/* comment */ ${text}`,
    () => 'NaN',
    () => 'undefined',
    () => '{"a":NaN}',
    () => '{"a":Infinity}',
    () => '{"a":-}',
    () => '{"a":01}',
    () => '{"a":"\\x41"}',
    () => '{"a":"\\uZZZZ"}',
    () => '{"a":"\\ud800"',
    () => '{"a":"tab\there"}',
    () => `{"a":1e${'9'.repeat(400)}}`,
    () => `{"a":${'1'.repeat(5000)}}`,
    () => '{"a"',
    () => '{',
    () => '}',
    () => '[',
    () => '"unterminated',
    () => '\u0000',
    () => Buffer.from([0xff, 0xfe, 0xfd]),
    () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), // overlong '/'
    () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // UTF-8 surrogate
    () => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82, 0x22, 0x7d]), // truncated sequence
    () => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), // BOM
    () => Buffer.from(`\uFEFF${text}`, 'utf16le'),
    () => Buffer.from(Array.from({ length: rng.range(1, 200) }, () => rng.int(256))),
    () => 'email=a%40b.co&password=secret123',
    () => '<?xml version="1.0"?><a/>',
  ])();
}

/** Top-level JSON that is not an object. */
function jsonOfAnotherType(rng, valid) {
  return JSON.stringify(
    rng.pick([
      () => null,
      () => true,
      () => false,
      () => rng.pick(NUMBERS),
      () => randomString(rng),
      () => [],
      () => [valid],
      () => Object.values(valid),
      () => Array.from({ length: rng.range(1, 10) }, () => randomValue(rng)),
      () => [[[[[]]]]],
    ])(),
  );
}

/** Deep nesting, many keys, long arrays: big or awkward structures within (or just over) 64 KB. */
function bigStructure(rng, valid, fields) {
  const depth = rng.range(100, 32_000);
  const objects = Math.floor(depth / 5);
  const nested = rng.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(objects)}1${'}'.repeat(objects)}`;
  return rng.pick([
    () => nested,
    () => `{"${rng.pick(fields.length ? fields : ['x'])}":${nested}}`,
    () => {
      const body = { ...valid };
      for (let i = rng.range(100, 6000); i > 0; i -= 1) body[`k${i}`] = i;
      return JSON.stringify(body);
    },
    () =>
      JSON.stringify({
        ...valid,
        [rng.pick(fields.length ? fields : ['x'])]: Array(rng.range(100, 30_000)).fill(0),
      }),
    () => JSON.stringify({ ...valid, pad: hugeString(rng, hugeSize(rng)) }), // valid fields, big body
  ])();
}

function buildCase(rng, ctx, { endpoint, signedIn }, index) {
  const fields = Object.keys(endpoint.near);
  const valid = endpoint.valid(rng, ctx, index);
  const target = endpoint.target ? endpoint.target(rng, ctx) : endpoint.path;
  const kind = rng.weighted([
    [8, 'valid'],
    [10, 'near-valid'],
    [12, 'wrong-type'],
    [6, 'missing-field'],
    [6, 'extra-field'],
    [6, 'proto-keys'],
    [10, 'unicode'],
    [8, 'huge-string'],
    [4, 'big-structure'],
    [7, 'json-type'],
    [10, 'invalid-json'],
    [4, 'empty-body'],
    [10, 'headers'],
  ]);
  const mutable = () => (fields.length ? fields : ['x']);
  let body = { ...valid };
  let raw; // text or bytes, instead of JSON.stringify(body)
  let note = '';
  const headers = {};
  switch (kind) {
    case 'valid':
      break;
    case 'near-valid': {
      // Mostly one field at a time: the others stay valid, so the request gets past validation.
      const chosen = rng.chance(0.7) ? [rng.pick(fields)] : fields.filter(() => rng.chance(0.5));
      for (const field of chosen) if (endpoint.near[field]) body[field] = endpoint.near[field](rng, ctx);
      note = chosen.join(',');
      break;
    }
    case 'wrong-type':
      for (const field of mutable()) if (rng.chance(0.6) || fields.length <= 1) body[field] = wrongTyped(rng);
      break;
    case 'missing-field':
      for (const field of fields) if (rng.chance(0.5)) delete body[field];
      if (rng.chance(0.3)) body = {};
      break;
    case 'extra-field':
      for (let i = rng.range(1, 20); i > 0; i -= 1) setKey(body, rng.pick(EXTRA_KEYS), randomValue(rng));
      break;
    case 'proto-keys': {
      const payload = { isAdmin: true, role: 'admin', polluted: 'yes', emailVerified: true };
      raw = `{"__proto__":${JSON.stringify(payload)},"constructor":{"prototype":${JSON.stringify(payload)}},${JSON.stringify(body).slice(1)}`;
      if (raw.endsWith(',}')) raw = `${raw.slice(0, -2)}}`;
      if (rng.chance(0.5)) {
        body = JSON.parse(raw);
        for (const key of PROTO_KEYS) if (rng.chance(0.4)) setKey(body, key, randomValue(rng));
        raw = undefined;
      }
      break;
    }
    case 'unicode':
      for (const field of mutable()) {
        if (!rng.chance(0.7) && fields.length > 1) continue;
        const base = String(body[field] ?? '');
        const at = rng.int(base.length + 1);
        body[field] = rng.chance(0.5)
          ? base.slice(0, at) + rng.pick(NASTY) + base.slice(at)
          : randomString(rng);
      }
      if (rng.chance(0.3)) {
        // Lone surrogates and NUL escaped in the JSON text, as a key and as a value.
        const rest = JSON.stringify(body).slice(1);
        raw = `{"\\ud83d":"\\u0000\\udc00"${rest === '}' ? '' : ','}${rest}`;
      }
      break;
    case 'huge-string': {
      const field = rng.pick(mutable());
      const bytes = hugeSize(rng);
      body[field] = hugeString(rng, bytes);
      note = `${field} ~${bytes} B`;
      break;
    }
    case 'big-structure':
      raw = bigStructure(rng, valid, fields);
      break;
    case 'json-type':
      raw = jsonOfAnotherType(rng, valid);
      break;
    case 'invalid-json':
      raw = invalidJson(rng, valid);
      break;
    case 'empty-body':
      raw = rng.pick(['', ' ', '\n\t ', '\r\n']);
      if (rng.chance(0.3)) headers['content-type'] = rng.pick(CONTENT_TYPES);
      break;
    case 'headers':
      if (rng.chance(0.6)) {
        headers['content-type'] = rng.pick(CONTENT_TYPES);
        note += `content-type=${headers['content-type']} `;
      }
      if (rng.chance(0.5)) {
        headers.origin = rng.pick([
          undefined,
          'null',
          '',
          'https://evil.example',
          'http://127.0.0.1:1',
          `http://127.0.0.1:${ctx.port}.evil.example`,
          `http://localhost:${ctx.port}`,
          `HTTP://127.0.0.1:${ctx.port}`,
          `http://127.0.0.1:${ctx.port}/some/path?q=1`,
          `http://user:pass@127.0.0.1:${ctx.port}`,
          'not a url',
          '://',
          'http://[::1',
          `http://127.0.0.1:${ctx.port}\u00ff`,
        ]);
        note += `origin=${headers.origin}`;
      }
      if (rng.chance(0.15))
        headers['x-forwarded-host'] = rng.pick(['evil.example', '', `127.0.0.1:${ctx.port}`]);
      if (rng.chance(0.2))
        headers['user-agent'] = rng.pick(['', 'x'.repeat(4000), '\u00ff\u00fe latin-1', 'curl/8.0']);
      break;
  }
  if (raw === undefined) raw = JSON.stringify(body);
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8');

  // X-Forwarded-For of every kind: the server trusts no proxy, so none of it may matter (each request
  // comes from a loopback address of its own: see send()).
  const forwardedFor = rng.weighted([
    [84, () => `10.${rng.int(256)}.${rng.int(256)}.${rng.int(256)}`],
    [4, () => `fd00::${rng.hex(4)}:${rng.hex(4)}`],
    [4, () => `10.${rng.int(256)}.${rng.int(256)}.${rng.int(256)}, 192.168.0.1`],
    [2, () => undefined],
    [3, () => rng.pick(['unknown', '', ' , ', '999.999.1.1', 'not-an-ip', '::ffff:10.1.2.3'])],
    [3, () => rng.string(rng.range(100, 6000), 'abcdef0123456789.:')], // too long for an index entry
  ])();
  if (forwardedFor === undefined && rng.chance(0.5)) {
    headers['x-real-ip'] = rng.pick(['10.1.2.3', '', rng.string(rng.range(100, 6000), 'abcdef0123456789.:')]);
  }
  // The cookie: the signed-in account's session (a session of its own for logout), none, or garbage.
  let cookie = 'none';
  if (signedIn) cookie = endpoint.path === '/api/auth/logout' ? 'logout' : (endpoint.as?.(rng) ?? 'main');
  else if (endpoint.session ? rng.chance(0.3) : rng.chance(0.15)) {
    cookie = rng.pick([
      () => (endpoint.session ? `civitas.session_token=${rng.string(32)}` : 'main'), // 'main' would sign in
      () => `civitas.session_token=${rng.string(32)}.${rng.string(43)}`,
      () => `civitas.session_token=%E0%A4%A; civitas.session_data=%%%`,
      () => `civitas.session_token=${'a'.repeat(4000)}`,
      () => `civitas.session_token=; civitas.session_token=${rng.string(10)}`,
      () => `=; ; ;;=x; civitas.session_token`,
      () => `civitas.session_token="${rng.string(20)}"`,
    ])();
  }
  // The wallet citizen's votes: valid and near-valid cases carry an EIP-712 signature made by the runner
  // (it needs the time of sending), right or wrong in one way (lib/governance/signature.ts).
  const sign =
    endpoint.signs && cookie === 'wallet' && (kind === 'valid' || (kind === 'near-valid' && rng.chance(0.6)))
      ? rng.weighted([
          [6, 'good'],
          [1, 'other-choice'],
          [1, 'other-proposal'],
          [1, 'other-signer'],
          [1, 'other-chain'],
          [1, 'unsupported-chain'],
          [1, 'stale'],
          [1, 'future'],
          [1, 'truncated'],
          [1, 'long'],
        ])
      : undefined;
  return {
    index,
    endpoint: endpoint.path,
    method: endpoint.method ?? 'POST',
    target,
    mode: signedIn
      ? `signed in${cookie === 'main' ? '' : ` as ${cookie}`}`
      : endpoint.session
        ? 'no session'
        : '',
    kind: sign ? `signed ${sign}` : kind,
    note: note.trim(),
    bytes,
    headers,
    forwardedFor,
    cookie,
    sign,
    // No Content-Length: the 64 KB check then happens while reading. Only where Node's client frames a
    // body without a length as chunked (POST, PATCH): a DELETE's would go out unframed, a broken request.
    chunked: rng.chance(0.2) && ['POST', 'PATCH'].includes(endpoint.method ?? 'POST'),
  };
}

/** The typed data of a vote (lib/governance/rules.ts voteTypedData), for the wallet citizen to sign. */
function voteTypedData({ chainId, proposal, choice, timestamp, voter }) {
  return {
    domain: { name: 'Civitas', version: '1', chainId },
    types: {
      Vote: [
        { name: 'proposal', type: 'uint256' },
        { name: 'choice', type: 'string' },
        { name: 'timestamp', type: 'uint256' },
        { name: 'voter', type: 'address' },
      ],
    },
    primaryType: 'Vote',
    message: { proposal: BigInt(proposal), choice, timestamp: BigInt(timestamp), voter },
  };
}

/** The body of a signed vote case: signed now by the wallet citizen, right or wrong as `variant` says. */
async function signedVoteBody(ctx, c) {
  const id = Number(/^\/api\/proposals\/([0-9]{1,9})\//.exec(c.target)?.[1] ?? 1);
  const choice = c.index % 2 ? 'for' : 'against';
  const now = Math.floor(Date.now() / 1000);
  const input = { chainId: 11155111, proposal: id, choice, timestamp: now, voter: ctx.wallet.signer.address };
  let signer = ctx.wallet.signer;
  const sent = { choice, timestamp: now, chainId: 11155111 };
  switch (c.sign) {
    case 'other-choice':
      sent.choice = choice === 'for' ? 'against' : 'for';
      break;
    case 'other-proposal':
      input.proposal = id + 1;
      break;
    case 'other-signer':
      signer = ctx.stranger;
      break;
    case 'other-chain':
      sent.chainId = 1;
      break;
    case 'unsupported-chain':
      input.chainId = sent.chainId = 137;
      break;
    case 'stale':
      input.timestamp = sent.timestamp = now - 11 * 60;
      break;
    case 'future':
      input.timestamp = sent.timestamp = now + 11 * 60;
      break;
  }
  let signature = await signer.signTypedData(voteTypedData(input));
  if (c.sign === 'truncated') signature = signature.slice(0, 100);
  if (c.sign === 'long') signature = `${signature}${'00'.repeat(200)}`; // not 65 bytes: the node decides
  return Buffer.from(JSON.stringify({ ...sent, signature }));
}

// ---------------------------------------------------------------------------------------------------
// The mail links: not JSON writes but the GETs a mail's link opens (address verification, newsletter
// confirmation) and the one-click unsubscribe POST (RFC 8058) a mail program sends, with no Origin. The
// token travels in the query string: real, random, malformed, oversized, percent-encoded, duplicated; any
// body and Content-Type; now and then the wrong method (405) or one client address (its rate limit).

// `unrouted`: methods the path has no handler for (POST /api/account/verify-email is the JSON write above).
const LINKS = [
  {
    path: '/api/account/verify-email',
    method: 'GET',
    unrouted: ['PUT', 'DELETE', 'PATCH'],
    tokens: 'verifyTokens',
    success: 'verified',
  },
  {
    path: '/api/account/change-email',
    method: 'GET',
    unrouted: ['PUT', 'DELETE', 'PATCH'],
    tokens: 'changeTokens',
    success: 'changed',
  },
  {
    path: '/api/newsletter/confirm',
    method: 'GET',
    unrouted: ['POST', 'PUT', 'DELETE', 'PATCH'],
    tokens: 'confirmTokens',
    success: 'subscribed',
  },
  {
    path: '/api/newsletter/one-click',
    method: 'POST',
    unrouted: ['GET', 'PUT', 'DELETE', 'PATCH'],
    tokens: 'oneClickTokens',
  },
  {
    // The link mailed to a citizen's notification address (POST there is the JSON write above).
    path: '/api/citizens/verify-email',
    method: 'GET',
    unrouted: ['PUT', 'DELETE', 'PATCH'],
    tokens: 'citizenTokens',
    success: 'verified',
  },
];
/** Where a link's GET sends the browser (lib/mail/links.ts): an outcome page, in a language of the site. */
const OUTCOME_PAGE = new RegExp(
  `^/(?:(?:${LOCALES.filter((l) => l !== 'en').join('|')})/)?email/(verified|changed|subscribed|expired|used|invalid|busy)$`,
);
/** One client address for a few of the cases, so that the per-client limit of mail links is reached. */
const BUSY_CLIENT = '127.77.0.1';
const NODE_MAX_HEAD = 16 * 1024; // Node's default --max-http-header-size (request line and headers)

/** Every byte percent-encoded that encodeURIComponent would encode (or, with `all`, every byte). */
const percentEncoded = (text, all = false) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      all || !/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
        : String.fromCharCode(byte),
    )
    .join('');

/** A request target as raw as Node sends one: only what it refuses (outside U+0021–U+00FF) encoded. */
const rawTarget = (text) => text.replace(/[^\u0021-\u00ff]/gu, (char) => percentEncoded(char, true));

const MALFORMED_PERCENT = [
  '%',
  '%Z',
  '%4',
  '%%',
  '%00',
  '%0A',
  '%0D%0A',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%u0041',
  '+',
];
const ODD_KEYS = [
  'TOKEN',
  'Token',
  'token[]',
  'token%00',
  'tok%65n',
  '%74oken',
  'token ',
  'token.',
  '__proto__',
  '',
];
const ACCEPT_LANGUAGES = [
  'vi',
  'hmn',
  'zh-Hans-CN,zh;q=0.9',
  'fr-CA;q=0.8, en;q=0.5',
  '*',
  'xx',
  'vi;q=abc',
  'en;q=-1',
  'hi;q=1e999',
  ',,,;;;',
  '\u00ff\u00fe',
  'ja;q=0.5,'.repeat(400),
  '',
];

function linkToken(rng, ctx, link) {
  const real = rng.pick(ctx[link.tokens]);
  const others = LINKS.filter((other) => other !== link).map((other) => ctx[other.tokens]);
  return rng.weighted([
    [5, () => real],
    [2, () => rng.pick(rng.pick(others))], // a real token of another link
    [1, () => rng.pick(ctx.resetTokens)],
    [4, () => mailToken(rng)],
    [1, () => unsubscribeToken(ctx.secret, `x${rng.string(6)}@y.co`)], // signed, but no subscriber
    [
      3,
      () =>
        rng.pick([
          real.slice(1),
          `${real}A`,
          `${real}=`,
          `${real}.`,
          `${real} `,
          real.toUpperCase(),
          `${real.slice(0, -1)}+`,
          `${real}${real}`,
          '.',
          'x'.repeat(1024),
          'x'.repeat(1025),
          uuid(rng),
        ]),
    ],
    [3, () => rng.pick(NASTY)],
    [2, () => randomString(rng)],
    // Long: some over Node's 16 KB header limit (431 before the app sees them).
    [
      2,
      () =>
        rng.string(rng.chance(0.7) ? rng.range(1_000, 8_000) : rng.range(8_000, 20_000), `${BASE64URL}.%`),
    ],
  ])();
}

/**
 * The query string. Long tokens (up to 20 KB, some over Node's 16 KB header limit: 431) are never blown up
 * further: far above the limit (~50 KB) Node resets the connection while the client still writes, at random.
 */
function linkQuery(rng, ctx, link, token) {
  const other = () => percentEncoded(rng.chance(0.5) ? mailToken(rng) : rng.pick(ctx[link.tokens]));
  const encoded = percentEncoded(token);
  const short = token.length <= 2_000 ? 1 : 0;
  return rng.weighted([
    [10, () => `?token=${encoded}`],
    [3, () => `?token=${token}`], // unencoded: '&', '#', '%', '+' and '=' as they are
    [2 * short, () => `?token=${percentEncoded(token, true)}`],
    [short, () => `?token=${percentEncoded(token, true).toLowerCase()}`],
    [short, () => `?token=${percentEncoded(percentEncoded(token, true), true)}`], // encoded twice
    [3, () => `?token=${encoded}&token=${other()}`],
    [2, () => `?token=${other()}&token=${encoded}`],
    [
      3,
      () => {
        const at = rng.int(token.length + 1);
        const [before, after] = [token.slice(0, at), token.slice(at)];
        return `?token=${percentEncoded(before)}${rng.pick(MALFORMED_PERCENT)}${percentEncoded(after)}`;
      },
    ],
    [2, () => `?${rng.pick(ODD_KEYS)}=${encoded}`],
    [1, () => `?token=${encoded}&${rng.pick(ODD_KEYS)}=${other()}`],
    [
      2,
      () =>
        rng.pick([
          '',
          '?',
          '?token',
          '?token=',
          '?=',
          '?&&&',
          '?token&token',
          `?token=${encoded}#fragment`,
          `#token=${encoded}`,
          `?token=${encoded};x=1`,
          `?token=${encoded}&locale=vi&lang=../../x`,
        ]),
    ],
    [
      short,
      () =>
        `?${Array.from({ length: rng.range(50, 1500) }, (_, i) => `p${i}=${i}`).join('&')}&token=${encoded}`,
    ],
  ])();
}

function linkBody(rng, link, method) {
  if (method === 'GET' || method === 'HEAD') {
    if (method === 'HEAD' || !rng.chance(0.1)) return {};
  }
  const form = 'application/x-www-form-urlencoded';
  return rng.weighted([
    [link.method === 'POST' ? 12 : 0, () => ({ raw: 'List-Unsubscribe=One-Click', type: form })],
    [
      2,
      () => ({
        raw: rng.pick([
          'List-Unsubscribe=One-Click&List-Unsubscribe=One-Click',
          'List-Unsubscribe=Nope',
          'list-unsubscribe=one-click',
          'List-Unsubscribe%3DOne-Click',
          'List-Unsubscribe=One-Click\u0000',
          '=',
          '&&',
        ]),
        type: rng.pick([form, `${form}; charset=utf-8`, 'text/plain', undefined]),
      }),
    ],
    [2, () => ({ raw: rng.pick(['', ' ', '\r\n']), type: rng.pick(CONTENT_TYPES) })],
    [
      2,
      () => ({
        raw: JSON.stringify(randomValue(rng)),
        type: rng.pick(['application/json', ...CONTENT_TYPES]),
      }),
    ],
    [
      2,
      () => ({
        raw: Buffer.from(Array.from({ length: rng.range(1, 500) }, () => rng.int(256))),
        type: rng.pick(CONTENT_TYPES),
      }),
    ],
    [
      1,
      () => ({
        raw: '--fuzz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--fuzz--\r\n',
        type: 'multipart/form-data; boundary=fuzz',
      }),
    ],
    [1, () => ({ raw: `List-Unsubscribe=${hugeString(rng, hugeSize(rng))}`, type: form })],
  ])();
}

function buildLinkCase(rng, ctx, link, index) {
  const method = rng.weighted([
    [92, link.method],
    [link.method === 'GET' ? 2 : 0, 'HEAD'],
    [6, rng.pick(link.unrouted)],
  ]);
  const token = linkToken(rng, ctx, link);
  const query = linkQuery(rng, ctx, link, token);
  const { raw, type } = linkBody(rng, link, method);
  const headers = {};
  if (type !== undefined || (raw !== undefined && rng.chance(0.5))) headers['content-type'] = type;
  headers.origin = rng.pick([
    undefined,
    undefined,
    undefined,
    `http://127.0.0.1:${ctx.port}`,
    'null',
    'https://mail.example',
  ]);
  if (rng.chance(0.4)) headers['accept-language'] = rng.pick(ACCEPT_LANGUAGES);
  if (rng.chance(0.1))
    headers.cookie = rng.pick([
      `civitas.session_token=${rng.string(32)}`,
      '=; ;;=x',
      `civitas.session_token=${'a'.repeat(4000)}`,
    ]);
  if (rng.chance(0.05))
    headers['user-agent'] = rng.pick(['', 'x'.repeat(4000), 'GoogleImageProxy', 'Microsoft Office/16.0']);
  let bytes = raw === undefined ? undefined : Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'utf8');
  const target = rawTarget(`${link.path}${query}`);
  // Over Node's 16 KB limit for the request's head, Node answers 431 and closes the connection: a body
  // still on its way then meets a reset, which may beat the 431 to the client. Such requests get 1 KB.
  const head = target.length + Object.values(headers).reduce((sum, value) => sum + (value?.length ?? 0), 0);
  const oversized = head > NODE_MAX_HEAD;
  if (oversized && bytes?.length > 1024) bytes = bytes.subarray(0, 1024);
  return {
    index,
    link,
    endpoint: link.path,
    method,
    target,
    kind: method === link.method ? 'link' : method === 'HEAD' ? 'link HEAD' : 'link wrong-method',
    note: `token ${token.length} chars`,
    bytes,
    headers,
    oversized,
    from: rng.chance(0.08) ? BUSY_CLIENT : undefined,
    // Node answers a GET with a chunked body 400 and closes: a big one would still be on its way (a reset).
    chunked: bytes !== undefined && rng.chance(0.2) && (method !== 'GET' || bytes.length <= 1024),
  };
}

/**
 * What is wrong with the answer to a mail link (empty: nothing): never a 5xx or a stack trace; a GET sends
 * the browser to an outcome page of the site (no token in the Location); one-click answers JSON; a wrong
 * method 405. Node itself may refuse a request the app never sees (400, 414, 431: not JSON).
 */
function linkProblems(res, c, siteOrigin) {
  const ownMethod = c.method === c.link.method || (c.method === 'HEAD' && c.link.method === 'GET');
  // A head over Node's limit: refused, and the 431 may be lost to the connection's reset. Likewise a
  // method the path has no handler for: the 405 goes out unread body and all, and the connection closes
  // while a big body is still on its way.
  const refusedEarly = c.oversized || (!ownMethod && c.bytes?.length > 1024);
  if (res.error && refusedEarly && /ECONNRESET|EPIPE/.test(res.error)) return [];
  if (res.error) return [`no response: ${res.error}`];
  const found = [];
  const { status, text, headers } = res;
  if (STACK_TRACE.test(text)) found.push('a stack trace in the body');
  if (status >= 500) return [...found, `status ${status}`];
  const isJson = /^application\/json\b/.test(headers['content-type'] ?? '');
  if ([400, 414, 431].includes(status) && !isJson) return found; // refused before the app
  if (!ownMethod) return status === 405 ? found : [...found, `status ${status} (405 expected)`];
  if (c.link.method === 'GET') {
    if (status !== 303) return [...found, `status ${status} (303 expected)`];
    // Absolute on the site's origin, or relative to the host the request came by.
    const location = headers.location ?? '';
    const relative = location.startsWith(siteOrigin) ? location.slice(siteOrigin.length) : location;
    const page = OUTCOME_PAGE.exec(relative);
    if (!page) found.push(`Location ${printable(location, 100)}`);
    else if (['verified', 'changed', 'subscribed'].includes(page[1]) && page[1] !== c.link.success)
      found.push(`outcome ${page[1]}`);
    if (/token/i.test(location)) found.push('the token in the Location');
    if (!/no-store/.test(headers['cache-control'] ?? '')) found.push('no Cache-Control: no-store');
    return found;
  }
  if (![200, 400, 429].includes(status)) found.push(`unexpected status ${status}`);
  const json = isJson ? jsonOf(res) : undefined;
  if (!json) found.push(`not JSON (${String(headers['content-type'])})`);
  else if (status === 200 && json.ok !== true) found.push('200 without ok: true');
  else if (status >= 400 && (typeof json.error !== 'string' || !/^[a-z_]+$/.test(json.error)))
    found.push('no `error` code');
  return found;
}

// ---------------------------------------------------------------------------------------------------
// The public reads of governance: GET /api/proposals with random, malformed and crafted query strings
// (status, cursor, limit), and GET /api/proposals/{id}, …/votes (its cursor too) and …/events with ids
// that are garbage or name no proposal (an existing one would open an event stream that never ends).
// Rules: never a 5xx or a stack trace; JSON (200 with the page's shape, or 4xx with an `error` code),
// except a 400, 414 or 431 of Node or Next, which refuse a malformed request before the app sees it.

const STATUSES = ['active', 'passed', 'rejected', 'all'];

/** A cursor as the server makes them (base64url of "<ISO time>|<id>"), of well-formed or crafted parts. */
const cursorOf = (time, id) => Buffer.from(`${time}|${id}`).toString('base64url');

function craftedCursor(rng, ctx) {
  if (rng.chance(0.25) && ctx.cursors.length) return rng.pick(ctx.cursors); // real ones
  const time = rng.pick([
    () => new Date(Date.now() - rng.int(10 * 86_400_000)).toISOString(),
    () => new Date(Date.now() + rng.int(10 * 86_400_000)).toISOString(),
    () =>
      rng.pick([
        '-271821-04-20T00:00:00.000Z', // the earliest Date: before Postgres' earliest timestamp
        '+275760-09-13T00:00:00.000Z', // the latest Date
        '-004714-11-23T00:00:00.000Z',
        '0000-01-01T00:00:00.000Z',
        '1970-01-01T00:00:00.000Z',
        '2026-02-30T00:00:00.000Z',
        '2026-13-45',
        '1',
        '0',
        '-1',
        'Infinity',
        'now',
        '',
        '2026-11-25T13:00:00.000+14:00',
        '2026-11-25 13:00:00',
        'Tue, 25 Nov 2026 13:00:00 GMT',
      ]),
    () => randomString(rng),
  ])();
  const id = rng.pick([
    () => String(rng.pick(ctx.proposalIds)),
    () =>
      rng.pick([
        '0',
        '-1',
        '2147483647',
        '2147483648',
        '-2147483649',
        '9007199254740991',
        '9007199254740992',
        '1.5',
        '1e3',
        '1e21',
        '0x10',
        'NaN',
        '',
        ' 1',
      ]),
    () => randomString(rng),
  ])();
  return rng.weighted([
    [8, () => cursorOf(time, id)],
    [1, () => cursorOf(time, `${id}|${id}`)],
    [1, () => Buffer.from(time).toString('base64url')],
    [1, () => Buffer.from(`${time}|${id}`).toString('base64')], // + / = instead of - _
    [1, () => rng.string(rng.range(1, 260), `${BASE64URL}=.%`)], // some over the 200-character cap
    [1, () => rng.pick(NASTY)],
  ])();
}

/** One query parameter's value as it travels: percent-encoded, raw, or with a malformed escape in it. */
function queryValue(rng, value) {
  return rng.weighted([
    [8, () => percentEncoded(value)],
    [2, () => rawTarget(value.replace(/[#&]/g, (char) => percentEncoded(char)))],
    [
      1,
      () => {
        const at = rng.int(value.length + 1);
        return `${percentEncoded(value.slice(0, at))}${rng.pick(MALFORMED_PERCENT)}${percentEncoded(value.slice(at))}`;
      },
    ],
  ])();
}

function proposalsQuery(rng, ctx) {
  const params = [];
  if (rng.chance(0.7))
    params.push([
      'status',
      rng.weighted([
        [6, () => rng.pick(STATUSES)],
        [
          3,
          () =>
            rng.pick(['ACTIVE', 'Active', ' all', 'open', 'closed', 'hidden', '', '__proto__', 'toString']),
        ],
        [1, () => randomString(rng)],
      ])(),
    ]);
  if (rng.chance(0.6)) params.push(['cursor', craftedCursor(rng, ctx)]);
  if (rng.chance(0.6))
    params.push([
      'limit',
      rng.weighted([
        [4, () => String(rng.range(1, 60))],
        [
          6,
          () =>
            rng.pick([
              '0',
              '-1',
              '-0',
              '0.5',
              '1.5',
              '49.9',
              '50',
              '51',
              '1e1',
              '1e308',
              '1e309',
              '5e-324',
              'Infinity',
              '-Infinity',
              'NaN',
              '0x10',
              '0b11',
              ' 5',
              '5abc',
              '',
              '9'.repeat(400),
              '2147483648',
            ]),
        ],
        [1, () => randomString(rng)],
      ])(),
    ]);
  if (rng.chance(0.15)) params.push([rng.pick(['status', 'cursor', 'limit']), randomString(rng)]); // twice
  if (rng.chance(0.1)) params.push([rng.pick(ODD_KEYS), randomString(rng)]);
  rng.shuffle(params);
  if (!params.length) return rng.pick(['', '?', '?&&', '?=']);
  return `?${params.map(([key, value]) => `${key}=${queryValue(rng, value)}`).join('&')}`;
}

// Community reads (issue #16): the lists with crafted cursors (groups, a group's threads, a thread's
// posts after a cursor), the single items (a post, its source, a citizen's follow state, the featured
// members, the feed, the moderation queue, an event stream of a thread that does not exist), and the
// pages rendered per request (search with any query, a thread, a group) with odd segments and queries.

/** A cursor of the community's lists: real ones, and real ones with a crafted time or id. */
function communityCursor(rng, ctx) {
  const real = rng.pick(ctx.communityCursors);
  const [time, id] = Buffer.from(real, 'base64url').toString('utf8').split('|');
  return rng.weighted([
    [3, () => real],
    [3, () => craftedCursor(rng, ctx)],
    [
      2,
      () =>
        cursorOf(
          time,
          rng.pick(['9007199254740991', '9007199254740992', '99999999999999999', '0', '-1', `${id}0`, '']),
        ),
    ],
    [
      2,
      () =>
        cursorOf(
          rng.pick([
            '+275760-09-13T00:00:00.000Z',
            '0000-01-01T00:00:00.000Z',
            '1970-01-01T00:00:00.000Z',
            '1969-12-31T23:59:59.999Z',
            '2026-02-30T00:00:00.000Z',
            '9999-12-31T23:59:59.999Z',
            time.replace('Z', '+00:00'),
          ]),
          id,
        ),
    ],
    [1, () => real.slice(0, -1)],
    [1, () => `${real}${real}`],
  ])();
}

/** `?key=value` for a cursor parameter, sometimes twice, sometimes beside junk, sometimes absent. */
function cursorQuery(rng, ctx, key) {
  return rng.weighted([
    [2, () => ''],
    [6, () => `?${key}=${queryValue(rng, communityCursor(rng, ctx))}`],
    [
      1,
      () =>
        `?${key}=${queryValue(rng, communityCursor(rng, ctx))}&${key}=${queryValue(rng, randomString(rng))}`,
    ],
    [1, () => `?${rng.pick(ODD_KEYS)}=${queryValue(rng, randomString(rng))}&${key}=`],
    [1, () => rng.pick(['?', `?${key}`, `?${key}=`, `?${key}[]=1`, `?${key}=${'A'.repeat(201)}`])],
  ])();
}

/** A search query: words that match, websearch syntax at its edges, NUL and lone surrogates, long ones. */
function searchText(rng) {
  return rng.weighted([
    [3, () => rng.pick(['fuzz', 'reply', 'Fuzz reply', 'builders', 'thảo luận', 'グループ', 'proposal'])],
    [
      5,
      () =>
        rng.pick([
          '"',
          '""',
          '"unterminated',
          '-',
          '--',
          '- -',
          'or',
          'OR OR',
          '!',
          '!!',
          '&',
          '|',
          '<->',
          ':*',
          'a:*',
          'a & b',
          '(a',
          'a)',
          '\\',
          "'",
          "''",
          '*',
          'a -b "c d"',
          '-"',
          'to be or not to be',
          'the',
          '\u0000',
          'a\u0000b',
          '\uD800',
          '😀',
          '%',
          'x'.repeat(200),
          'x'.repeat(201),
          'a '.repeat(150),
          '@fuzz-main',
          '&q=x',
          '#',
        ]),
    ],
    [2, () => randomString(rng)],
    [1, () => rng.string(rng.range(300, 4000), 'abcdefgh "-')],
  ])();
}

const SEARCH_CURSORS = [
  '20',
  '40',
  '180',
  '200',
  '220',
  '19',
  '-20',
  '1e2',
  '00020',
  '20.0',
  ' 20',
  '9999',
  '',
];

function searchPageTarget(rng) {
  const params = [];
  if (rng.chance(0.9)) params.push(`q=${queryValue(rng, searchText(rng))}`);
  if (rng.chance(0.3)) params.push(`cursor=${queryValue(rng, rng.pick(SEARCH_CURSORS))}`);
  if (rng.chance(0.1)) params.push(`q=${queryValue(rng, searchText(rng))}`); // twice: an array
  if (rng.chance(0.05)) params.push(`q[]=${queryValue(rng, searchText(rng))}`);
  rng.shuffle(params);
  return `/community/search${params.length ? `?${params.join('&')}` : rng.pick(['', '?', '?q', '?q='])}`;
}

const LOCALE_PREFIXES = ['', '', '', '/vi', '/ja', '/hmn', '/fr'];

const communityReads = [
  {
    label: '/api/community/groups (lists)',
    build: (rng, ctx) =>
      rng.weighted([
        [
          4,
          () => ({
            label: '/api/community/groups',
            target: `/api/community/groups${cursorQuery(rng, ctx, 'cursor')}`,
            expectOk: true,
          }),
        ],
        [
          3,
          () => {
            const slug = slugSegment(rng, ctx);
            return {
              label: '/api/community/groups/{slug}/threads',
              target: `/api/community/groups/${slug}/threads${cursorQuery(rng, ctx, 'cursor')}`,
              expectOk: SLUGS.includes(slug) || ctx.groupSlugs.includes(slug),
            };
          },
        ],
        [
          4,
          () => {
            const id = threadIdSegment(rng, ctx);
            return {
              label: '/api/community/threads/{id}/posts',
              target: `/api/community/threads/${id}/posts${cursorQuery(rng, ctx, 'after')}`,
              expectOk: ctx.threadIds.map(String).includes(id),
            };
          },
        ],
      ])(),
  },
  {
    label: '/api/community/posts/{id} (items)',
    build: (rng, ctx) =>
      rng.weighted([
        [
          3,
          () => ({
            label: '/api/community/posts/{id}',
            target: `/api/community/posts/${postIdSegment(rng, ctx)}`,
          }),
        ],
        [
          2,
          () => ({
            label: '/api/community/posts/{id}/source',
            target: `/api/community/posts/${postIdSegment(rng, ctx)}/source`,
            cookie: rng.pick(['author', 'poster', 'none']),
          }),
        ],
        [
          2,
          () => ({
            label: '/api/community/follows/{handle}',
            target: `/api/community/follows/${handleSegment(rng, ctx)}`,
          }),
        ],
        [
          1,
          () => ({
            label: '/api/community/featured',
            target: `/api/community/featured${cursorQuery(rng, ctx, 'x')}`,
          }),
        ],
        [
          1,
          () => ({
            label: '/api/community/feed',
            target: `/api/community/feed${cursorQuery(rng, ctx, 'cursor')}`,
            cookie: rng.pick(['poster', 'main', 'none']),
          }),
        ],
        [
          1,
          () => ({
            label: '/api/moderation/queue',
            target: '/api/moderation/queue',
            cookie: rng.pick(['moderator', 'poster', 'none']),
          }),
        ],
        [
          1,
          () => ({
            label: '/api/community/threads/{id}/events',
            target: `/api/community/threads/${badSegment(rng, ctx.maxThreadId)}/events`,
          }),
        ],
      ])(),
  },
  {
    label: '/community pages',
    build: (rng, ctx) => {
      const prefix = rng.pick(LOCALE_PREFIXES);
      return rng.weighted([
        [
          5,
          () => ({
            label: 'page /community/search',
            target: `${prefix}${searchPageTarget(rng)}`,
            page: true,
            expectOk: true,
          }),
        ],
        [
          3,
          () => {
            const id = threadIdSegment(rng, ctx);
            return {
              label: 'page /community/threads/{id}',
              target: `${prefix}/community/threads/${id}${cursorQuery(rng, ctx, 'after')}`,
              page: true,
              expectOk: ctx.threadIds.map(String).includes(id),
            };
          },
        ],
        [
          2,
          () => {
            const slug = slugSegment(rng, ctx);
            return {
              label: 'page /community/groups/{slug}',
              target: `${prefix}/community/groups/${slug}${cursorQuery(rng, ctx, 'cursor')}`,
              page: true,
              expectOk: SLUGS.includes(slug) || ctx.groupSlugs.includes(slug),
            };
          },
        ],
        [
          1,
          () => ({
            label: 'page /community, /dashboard/moderation',
            target: `${prefix}${rng.pick(['/community', '/dashboard/moderation'])}${cursorQuery(rng, ctx, 'q')}`,
            page: true,
            expectOk: true,
          }),
        ],
      ])();
    },
  },
];

// Marketplace reads: the search with any query (filters, sorts, real and crafted cursors, the reader's
// locale), a listing, what the reader may do with it, its reviews (crafted cursors), the library.

/** A search cursor: real ones, relevance offsets, and keyset cursors with odd values and ids. */
function marketCursor(rng, ctx) {
  const key = (value, id) => Buffer.from(`k|${value}|${id}`).toString('base64url');
  return rng.weighted([
    [2, () => (ctx.listingCursors.length ? rng.pick(ctx.listingCursors) : 'o24')],
    [2, () => rng.pick(['o24', 'o0', 'o240', 'o264', 'o23', 'o-24', 'o9999', 'o', 'O24', 'o24.0'])],
    [
      4,
      () =>
        key(
          rng.pick([
            '0',
            '1',
            '2147483647',
            '2147483648',
            '9'.repeat(80),
            '9'.repeat(81),
            '-1',
            '1.5',
            new Date(Date.now() - rng.int(86_400_000)).toISOString(),
            '2026-02-30T00:00:00.000Z',
            '0000-01-01T00:00:00.000Z',
            '9999-12-31T23:59:59.999Z',
            '+275760-09-13T00:00:00.000Z',
            '',
            '|',
          ]),
          rng.pick([
            String(rng.pick(ctx.getListingIds)),
            '0',
            '2147483647',
            '2147483648',
            '9999999999',
            '-1',
            '1e3',
            '',
          ]),
        ),
    ],
    [1, () => craftedCursor(rng, ctx)],
    [1, () => randomString(rng)],
  ])();
}

function marketQuery(rng, ctx) {
  const params = [];
  if (rng.chance(0.5)) params.push(['q', searchText(rng)]);
  if (rng.chance(0.3))
    params.push([
      'category',
      rng.pick(['models', 'datasets', 'plugins', 'tools', 'Models', '', '__proto__']),
    ]);
  if (rng.chance(0.2)) params.push(['price', rng.pick(['free', 'paid', 'FREE', '', 'cheap'])]);
  if (rng.chance(0.2))
    params.push(['license', rng.pick(['MIT', 'Apache-2.0', 'mit', '', 'toString', 'x'.repeat(300)])]);
  if (rng.chance(0.2))
    params.push(['tag', rng.pick(['fuzz', 'speech', 'has space', 'x'.repeat(25), 'İ', '日本語', ''])]);
  if (rng.chance(0.4))
    params.push(['sort', rng.pick(['relevance', 'newest', 'popular', 'price', '', 'PRICE', 'loudest'])]);
  if (rng.chance(0.5)) params.push(['cursor', marketCursor(rng, ctx)]);
  if (rng.chance(0.1)) params.push(['locale', rng.pick(['vi', 'ja', 'xx', '', '../en', 'x'.repeat(100)])]);
  if (rng.chance(0.1)) params.push([rng.pick(['q', 'cursor', 'sort', 'tag']), randomString(rng)]); // twice
  if (rng.chance(0.1)) params.push([rng.pick(ODD_KEYS), randomString(rng)]);
  rng.shuffle(params);
  if (!params.length) return rng.pick(['', '?', '?&&', '?=']);
  return `?${params.map(([key, value]) => `${key}=${queryValue(rng, value)}`).join('&')}`;
}

/** `?cursor=` for a listing's reviews: an instant and an author's id, both odd now and then. */
function reviewCursorQuery(rng, ctx) {
  if (rng.chance(0.3)) return '';
  const at = rng.pick([
    new Date(Date.now() - rng.int(86_400_000)).toISOString(),
    '0000-01-01T00:00:00.000Z',
    '2026-02-30T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '1970-01-01T00:00:00.000Z',
    '',
  ]);
  const user = rng.pick(['a', 'x'.repeat(64), 'x'.repeat(65), "'; drop", '', '-']);
  const cursor = rng.weighted([
    [4, () => cursorOf(at, user)],
    [1, () => craftedCursor(rng, ctx)],
    [1, () => randomString(rng)],
  ])();
  return `?cursor=${queryValue(rng, cursor)}`;
}

const marketplaceReads = [
  {
    label: '/api/marketplace (reads)',
    build: (rng, ctx) =>
      rng.weighted([
        [
          5,
          () => ({
            label: '/api/marketplace/listings',
            target: `/api/marketplace/listings${marketQuery(rng, ctx)}`,
            expectOk: true,
          }),
        ],
        [
          2,
          () => ({
            label: '/api/marketplace/listings/{id}',
            target: `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.getListingIds)}`,
            cookie: rng.pick(['main', 'poster', 'none']),
          }),
        ],
        [
          1,
          () => ({
            label: '/api/marketplace/listings/{id}/me',
            target: `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.getListingIds)}/me`,
            cookie: rng.pick(['main', 'poster', 'newcomer', 'none']),
          }),
        ],
        [
          2,
          () => ({
            label: '/api/marketplace/listings/{id}/reviews',
            target: `/api/marketplace/listings/${listingIdSegment(rng, ctx, ctx.freeListingIds)}/reviews${reviewCursorQuery(rng, ctx)}`,
          }),
        ],
        [
          1,
          () => ({
            label: '/api/marketplace/library',
            target: '/api/marketplace/library',
            cookie: rng.pick(['main', 'poster', 'none']),
          }),
        ],
      ])(),
  },
];

/**
 * What is wrong with a page's answer (empty: nothing): never a 5xx or a stack trace; 200 where the page
 * exists (any query reads as the first page or no query), else 404; a malformed path may be refused
 * before the app (400, not JSON).
 */
function pageProblems(res, c) {
  if (res.error) return [`no response: ${res.error}`];
  const found = [];
  const { status, text, headers } = res;
  if (STACK_TRACE.test(text)) found.push('a stack trace in the body');
  if (status >= 500) return [...found, `status ${status}`];
  if ([400, 414, 431].includes(status) && !/^text\/html\b/.test(headers['content-type'] ?? '')) return found;
  if (status === 429) return found;
  // An unprefixed path for a reader of another language: sent to the page in theirs (proxy.ts).
  const location = headers.location ?? '';
  const toLocale = [307, 308].includes(status) && /^\/[a-z]{2,3}\/(community|dashboard)\b/.test(location);
  if (c.expectOk) return status === 200 || toLocale ? found : [...found, `status ${status} (200 expected)`];
  if (![200, 404].includes(status) && !toLocale) found.push(`unexpected status ${status}`);
  return found;
}

const READS = [
  { label: '/api/proposals', build: (rng, ctx) => `/api/proposals${proposalsQuery(rng, ctx)}` },
  {
    label: '/api/proposals/{id}',
    build: (rng, ctx) =>
      rng.weighted([
        [
          4,
          () => ({ label: '/api/proposals/{id}', target: `/api/proposals/${proposalIdSegment(rng, ctx)}` }),
        ],
        [
          4,
          () => ({
            label: '/api/proposals/{id}/votes',
            target:
              `/api/proposals/${proposalIdSegment(rng, ctx)}/votes` +
              (rng.chance(0.7) ? `?cursor=${queryValue(rng, craftedCursor(rng, ctx))}` : ''),
          }),
        ],
        [
          2,
          () => ({
            label: '/api/proposals/{id}/events',
            target: `/api/proposals/${badProposalId(rng, ctx)}/events`,
          }),
        ],
      ])(),
  },
  ...communityReads,
  ...marketplaceReads,
];

function buildReadCase(rng, ctx, read, index) {
  const built = read.build(rng, ctx);
  const {
    label,
    target,
    page = false,
    expectOk = false,
  } = typeof built === 'string' ? { label: read.label, target: built } : built;
  const headers = {};
  if (rng.chance(0.3)) headers['accept-language'] = rng.pick(ACCEPT_LANGUAGES);
  if (rng.chance(0.1))
    headers.origin = rng.pick(['null', 'https://evil.example', `http://127.0.0.1:${ctx.port}`]);
  let cookie = rng.weighted([
    [6, () => 'none'],
    [3, () => 'main'],
    [
      1,
      () =>
        rng.pick([
          `civitas.session_token=${rng.string(32)}`,
          '=; ;;=x',
          `civitas.session_token=${'a'.repeat(4000)}`,
        ]),
    ],
  ])();
  if (built.cookie) cookie = built.cookie; // a read that matters signed in as someone in particular
  return {
    index,
    read: true,
    page,
    expectOk,
    endpoint: label,
    target,
    method: 'GET',
    kind: page ? 'page' : 'read',
    note: '',
    headers,
    cookie,
  };
}

/** The reads that answer a page of items and a nextCursor. */
const LISTS = new Set([
  '/api/proposals',
  '/api/proposals/{id}/votes',
  '/api/community/groups',
  '/api/community/groups/{slug}/threads',
  '/api/community/threads/{id}/posts',
  '/api/community/feed',
  '/api/marketplace/listings',
  '/api/marketplace/listings/{id}/reviews',
]);

/** What is wrong with the answer to a read (empty: nothing). */
function readProblems(res, c) {
  if (res.error) return [`no response: ${res.error}`];
  const found = [];
  const { status, text, headers } = res;
  if (STACK_TRACE.test(text)) found.push('a stack trace in the body');
  if (status >= 500) return [...found, `status ${status}`];
  const isJson = /^application\/json\b/.test(headers['content-type'] ?? '');
  if ([400, 414, 431].includes(status) && !isJson) return found; // refused before the app
  const json = isJson ? jsonOf(res) : undefined;
  if (!json) return [...found, `status ${status}, not JSON (${String(headers['content-type'])})`];
  if (status >= 400) {
    if (typeof json.error !== 'string' || !/^[a-z_]+$/.test(json.error)) found.push('no `error` code');
    // A list reads any cursor as the first page; an existing thread or group answers whatever the query.
    if ((c.endpoint === '/api/proposals' || c.expectOk) && status !== 429)
      found.push(`status ${status} for a list`);
    return found;
  }
  if (status !== 200) return [...found, `unexpected status ${status}`];
  if (c.endpoint.endsWith('/events')) found.push('200 for an event stream of nothing that exists');
  if (LISTS.has(c.endpoint)) {
    if (!Array.isArray(json.items)) found.push('no items');
    if (json.nextCursor !== null && typeof json.nextCursor !== 'string') found.push('nextCursor');
    if (c.endpoint === '/api/proposals' && json.items?.length > 50) found.push(`${json.items.length} items`);
    if (c.endpoint === '/api/community/groups' && !Array.isArray(json.joined)) found.push('no joined');
  }
  return found;
}

/**
 * The run's cases, shuffled: PER_ENDPOINT per endpoint, split between the modes where a session matters,
 * PER_ENDPOINT per mail link and PER_ENDPOINT per family of reads.
 */
function plan(rng) {
  const slots = [];
  for (const endpoint of ENDPOINTS) {
    const modes = endpoint.session ? [false, true] : [false];
    for (const signedIn of modes) {
      for (let i = 0; i < Math.ceil(PER_ENDPOINT / modes.length); i += 1) slots.push({ endpoint, signedIn });
    }
  }
  for (const link of LINKS) for (let i = 0; i < PER_ENDPOINT; i += 1) slots.push({ link });
  for (const read of READS) for (let i = 0; i < PER_ENDPOINT; i += 1) slots.push({ read });
  return rng.shuffle(slots);
}

// ---------------------------------------------------------------------------------------------------
// HTTP: node:http (not fetch) so that Origin, Content-Type and Content-Length are exactly what we say.

/**
 * Every request from a loopback address of its own (the server trusts no proxy: the socket's peer is
 * the client), so that per-address rate limits leave the cases alone; or `from`, for cases that share one.
 */
function send(base, { method = 'POST', path, headers = {}, bytes, chunked = false, from }) {
  return new Promise((resolve) => {
    const all = { ...headers };
    if (bytes && !chunked) all['content-length'] = String(bytes.length);
    if (!bytes && method === 'POST') all['content-length'] = '0';
    for (const [name, value] of Object.entries(all)) if (value === undefined) delete all[name];
    let request;
    try {
      const options = { method, headers: all, agent: false, localAddress: from ?? loopbackClient() };
      request = http.request(`${base}${path}`, options, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => resolve({ error: `response: ${error.message}` }));
      });
    } catch (error) {
      resolve({ error: `could not send: ${error.message}` }); // a header Node refuses to send
      return;
    }
    // Idle or not (an event stream's heartbeats keep a socket busy): no answer in this time is a failure.
    const deadline = setTimeout(() => request.destroy(new Error('no answer in time')), REQUEST_TIMEOUT_MS);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', (error) => resolve({ error: error.message }));
    if (bytes?.length) request.write(bytes);
    request.end();
  });
}

const jsonOf = (res) => {
  try {
    return JSON.parse(res.text);
  } catch {
    return undefined;
  }
};

const cookiesOf = (res) =>
  (res.headers?.['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

// An error's name and message, or a stack frame: `at fn (file:line:col)` or `at file:line:col`, plain or
// escaped in a JSON string. A frame needs its place in a file: a member's own text that happens to have a
// line starting with "at" (the fuzz once wrote "wh\t\n\v\fat do you think?") is not one.
const STACK_TRACE = /\b\w*Error: |(?:^|\n|\\n)\s*at (?:async |new )?(?:\S+ \([^()\n]*:\d+:\d+\)|\S+:\d+:\d+)/;

/** Whether a request path percent-decodes (as UTF-8). */
function decodes(target) {
  try {
    decodeURIComponent(target.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with a response (empty: nothing). */
function problems(res, target = '/') {
  if (res.error) return [`no response: ${res.error}`];
  const found = [];
  const { status, text } = res;
  if (status >= 500) found.push(`status ${status}`);
  else if (![200, 201, 202, 204].includes(status) && !(status >= 400 && status < 500))
    found.push(`unexpected status ${status}`);
  if (STACK_TRACE.test(text)) found.push('a stack trace in the body');
  // A path that does not percent-decode (a malformed proposal id) may be refused before the app: 400.
  if (status === 400 && !decodes(target) && !/^application\/json\b/.test(res.headers['content-type'] ?? ''))
    return found;
  if (status === 204) {
    if (text !== '') found.push('a body on a 204');
    return found;
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    found.push(`not JSON (${String(res.headers['content-type'])})`);
    return found;
  }
  if (!/^application\/json\b/.test(res.headers['content-type'] ?? ''))
    found.push(`content-type ${res.headers['content-type']}`);
  if (status >= 400 && (typeof json?.error !== 'string' || !/^[a-z_]+$/.test(json.error)))
    found.push('no `error` code');
  return found;
}

const LINK_IN_MAIL =
  /\/(reset-password|api\/account\/verify-email|api\/account\/change-email|api\/newsletter\/confirm|api\/citizens\/verify-email)\?token=([A-Za-z0-9_-]{43})\b/;
const LINK_KINDS = {
  'reset-password': 'reset',
  'api/account/verify-email': 'verify',
  'api/account/change-email': 'change',
  'api/newsletter/confirm': 'confirm',
  'api/citizens/verify-email': 'citizen',
};

/**
 * The links of the mails the server wrote to DATA_DIR/outbox (one .eml file each), once there are at least
 * `expected` (the worker sends at once, but in the background): [{ kind, to, token }].
 */
async function mailedLinks(dataDir, expected, timeoutMs = 20_000) {
  const folder = path.join(dataDir, 'outbox');
  const links = new Map(); // file -> the link in it
  for (const deadline = Date.now() + timeoutMs; ; await sleep(100)) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files.filter((file) => !links.has(file))) {
      const mail = await simpleParser(fs.readFileSync(path.join(folder, name)));
      const match = LINK_IN_MAIL.exec(mail.text ?? '');
      // None yet: the file may be half-written; read again next round.
      if (match) links.set(name, { kind: LINK_KINDS[match[1]], to: mail.to?.text, token: match[2] });
    }
    const found = [...links.values()];
    if (found.length >= expected) return found;
    if (Date.now() > deadline)
      throw new Error(
        `setup: ${found.length} of ${expected} mails with a link in ${folder} after ${timeoutMs / 1000} s`,
      );
  }
}

/** A wallet-only account, signed in with Ethereum (a fresh key): { signer, cookie }. */
async function walletAccount(base, port) {
  const signer = privateKeyToAccount(generatePrivateKey());
  const headers = { origin: base, 'content-type': 'application/json' };
  const asJson = (body) => Buffer.from(JSON.stringify(body));
  const issued = await send(base, {
    path: '/api/auth/siwe/nonce',
    headers,
    bytes: asJson({ address: signer.address, chainId: 11155111 }),
  });
  const nonce = jsonOf(issued)?.nonce;
  if (issued.status !== 200 || !nonce)
    throw new Error(`setup: SIWE nonce: ${issued.status} ${issued.text ?? issued.error}`);
  const message = createSiweMessage({
    domain: `127.0.0.1:${port}`,
    uri: base,
    address: signer.address,
    chainId: 11155111,
    nonce,
    version: '1',
    issuedAt: new Date(),
  });
  const proof = { message, signature: await signer.signMessage({ message }) };
  const res = await send(base, { path: '/api/auth/siwe/verify', headers, bytes: asJson(proof) });
  if (res.status !== 201) throw new Error(`setup: SIWE sign-in: ${res.status} ${res.text ?? res.error}`);
  return { signer, cookie: cookiesOf(res) };
}

/** `npm run admin -- grant <email> moderator`, on the server's database (PGlite: the server stopped). */
function grantModerator(env, email) {
  const args = [
    '--conditions=react-server',
    '--import',
    'tsx',
    'server/admin.mts',
    'grant',
    email,
    'moderator',
  ];
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0)
    throw new Error(`setup: npm run admin grant: ${run.status} ${run.stderr || run.stdout}`);
}

/**
 * The community the cases act on, made through the API: a thread in each founding group by posters 0–5
 * and one for moderation by poster 6, a members' group by poster 0, two rounds of replies (one per 5 s
 * each: the pace), a reply by the new member. Fills ctx: threadIds, modThreadId, postIds (the reply
 * threads' posts), flagPostIds (the moderation thread's), postOwner (post id → its author's cookie),
 * groupSlugs, handles, communityCursors, maxThreadId, maxPostId.
 */
async function communitySetup(ctx, call) {
  const expect = async (status, method, path, body, cookie) => {
    const res = await call(method, path, body, cookie);
    if (res.status !== status)
      throw new Error(`setup: ${method} ${path}: ${res.status} ${res.text ?? res.error}`);
    return jsonOf(res);
  };
  const opened = await Promise.all(
    [...SLUGS, 'newcomers'].map((slug, i) =>
      expect(
        201,
        'POST',
        `/api/community/groups/${slug}/threads`,
        {
          title: `Fuzz thread ${i} in ${slug}`,
          body: `The opening post of fuzz thread ${i}: what the cases reply to.`,
        },
        ctx.posters[i].cookie,
      ),
    ),
  );
  ctx.threadIds = opened.slice(0, SLUGS.length).map((t) => t.id);
  ctx.modThreadId = opened.at(-1).id;
  const group = await expect(
    201,
    'POST',
    '/api/community/groups',
    { name: 'Fuzz setup group', description: "A members' group the fuzz made in its setup." },
    ctx.posters[0].cookie,
  );
  ctx.groupSlugs = [group.slug];
  const replyThread = (round, i) =>
    round === 0 && i >= 7 ? ctx.modThreadId : ctx.threadIds[(i + 1 + round) % ctx.threadIds.length];
  for (let round = 0; round < 2; round += 1) {
    if (round) await sleep(5_200); // one reply per 5 s per member
    await Promise.all(
      ctx.posters.map((poster, i) =>
        expect(
          201,
          'POST',
          `/api/community/threads/${replyThread(round, i)}/posts`,
          { body: `Setup reply ${round}.${i} by @${poster.handle}: something to like, edit and flag.` },
          poster.cookie,
        ),
      ),
    );
  }
  await expect(
    201,
    'POST',
    `/api/community/threads/${ctx.threadIds[0]}/posts`,
    { body: 'A new member says hello.' },
    ctx.fresh.cookie,
  );

  const cookieOf = new Map(
    [ctx.main, ctx.fresh, ...ctx.posters].map((who) => [who.handle.toLowerCase(), who.cookie]),
  );
  ctx.postOwner = new Map();
  ctx.communityCursors = [];
  const postsOf = async (threadId) => {
    const page = await expect(200, 'GET', `/api/community/threads/${threadId}/posts`);
    for (const p of page.items) {
      if (p.author) ctx.postOwner.set(p.id, cookieOf.get(p.author.handle.toLowerCase()));
      ctx.communityCursors.push(cursorOf(p.createdAt, p.id));
    }
    return page.items.map((p) => p.id);
  };
  ctx.postIds = [];
  for (const id of ctx.threadIds) ctx.postIds.push(...(await postsOf(id)));
  ctx.flagPostIds = await postsOf(ctx.modThreadId);
  for (const slug of SLUGS.slice(0, 2)) {
    const page = await expect(200, 'GET', `/api/community/groups/${slug}/threads`);
    for (const t of page.items) ctx.communityCursors.push(cursorOf(t.lastActivityAt, t.id));
  }
  const groups = await expect(200, 'GET', '/api/community/groups');
  for (const g of groups.items.slice(0, 3)) ctx.communityCursors.push(cursorOf(g.createdAt, g.id));
  ctx.handles = [ctx.main, ctx.wallet, ctx.fresh, ctx.quiet, ...ctx.proposers, ...ctx.posters].map(
    (who) => who.handle,
  );
  ctx.maxThreadId = Math.max(ctx.modThreadId, ...ctx.threadIds);
  ctx.maxPostId = Math.max(...ctx.postIds, ...ctx.flagPostIds);
}

/**
 * The marketplace the cases act on, listed through the API by the main citizen: two listings to edit and
 * publish or unpublish (editListingIds), three free ones to get and review (freeListingIds; every poster
 * gets each here, so that each poster's first review of each succeeds), a paid one and a draft (with the
 * free ones, getListingIds), one to report and moderate (flagListingId); real search cursors
 * (listingCursors) and maxListingId.
 */
async function marketplaceSetup(ctx, call) {
  const expect = async (status, method, path, body, cookie) => {
    const res = await call(method, path, body, cookie);
    if (res.status !== status)
      throw new Error(`setup: ${method} ${path}: ${res.status} ${res.text ?? res.error}`);
    return jsonOf(res);
  };
  const list = async (purpose, extra = {}, publish = true) => {
    const body = {
      category: 'models',
      title: `Fuzz setup listing: ${purpose}`,
      summary: `A listing the fuzz made in its setup, ${purpose}.`,
      description: 'So that the marketplace cases have something to act on.',
      tags: ['fuzz'],
      license: 'MIT',
      price: '0',
      link: 'https://example.test/fuzz',
      version: '1.0.0',
      ...extra,
    };
    const { id } = await expect(201, 'POST', '/api/marketplace/listings', body, ctx.main.cookie);
    if (publish)
      await expect(
        200,
        'POST',
        `/api/marketplace/listings/${id}/status`,
        { status: 'published' },
        ctx.main.cookie,
      );
    return id;
  };
  ctx.editListingIds = [await list('to edit'), await list('to edit too', { category: 'tools' })];
  ctx.freeListingIds = [
    await list('to get'),
    await list('to get too', { category: 'datasets' }),
    await list('to get as well', { category: 'plugins' }),
  ];
  const paid = await list('priced', { price: '0.05' });
  const draft = await list('a draft', {}, false);
  ctx.getListingIds = [...ctx.freeListingIds, paid, draft];
  ctx.flagListingId = await list('to report');
  for (const poster of ctx.posters)
    for (const id of ctx.freeListingIds)
      await expect(201, 'POST', `/api/marketplace/listings/${id}/get`, undefined, poster.cookie);
  ctx.listingCursors = [];
  for (const sort of ['newest', 'popular', 'price']) {
    const page = await expect(200, 'GET', `/api/marketplace/listings?sort=${sort}`);
    if (page.nextCursor) ctx.listingCursors.push(page.nextCursor);
  }
  ctx.maxListingId = Math.max(...ctx.editListingIds, ...ctx.getListingIds, ctx.flagListingId);
}

/**
 * Community learning paths the cases act on: three whole drafts of the main citizen (pathIds), one of
 * them submitted, so that submit, withdraw, publish and return each meet a path they apply to.
 */
async function pathsSetup(ctx, call) {
  const question = (k) => ({
    question: `Setup question ${k}?`,
    options: ['A', 'B', 'C'],
    answer: 0,
    explanation: '',
  });
  const body = (k) => ({
    title: `Fuzz setup path ${k}`,
    summary: 'A path the fuzz wrote in its setup.',
    level: 'beginner',
    topic: 'ai',
    locale: 'en',
    intro: 'So that the path cases have something to act on.',
    courses: [
      {
        title: 'Course',
        summary: 'A course.',
        lessons: [{ title: 'Lesson', minutes: 5, body: 'Text.', quiz: [1, 2, 3].map(question) }],
      },
    ],
  });
  ctx.pathIds = [];
  for (const k of [1, 2, 3]) {
    const res = await call('POST', '/api/academy/paths', body(k), ctx.main.cookie);
    if (res.status !== 201)
      throw new Error(`setup: POST /api/academy/paths: ${res.status} ${res.text ?? res.error}`);
    ctx.pathIds.push(jsonOf(res).id);
  }
  const submitted = await call(
    'POST',
    `/api/academy/paths/${ctx.pathIds[0]}/status`,
    { action: 'submit' },
    ctx.main.cookie,
  );
  if (submitted.status !== 200) throw new Error(`setup: submit a path: ${submitted.status}`);
  ctx.maxPathId = Math.max(...ctx.pathIds);
}

const printable = (text, max = 160) => {
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${shown} (${text.length} chars)` : shown;
};

// ---------------------------------------------------------------------------------------------------

/** A deployment file and voucher key for the fuzz server (the addresses hold no code: the node is closed). */
function fuzzChainEnv(dataDir) {
  const key = `0x${crypto.createHash('sha256').update(`fuzz-chain-${SEED}`).digest('hex')}`;
  const dir = path.join(dataDir, 'deployments');
  fs.mkdirSync(dir, { recursive: true });
  const address = (n) => `0x${String(n).padStart(40, '0')}`;
  fs.writeFileSync(
    path.join(dir, '11155111.json'),
    JSON.stringify({
      chainId: 11155111,
      citizenId: address(1),
      credentialRegistry: address(2),
      marketplace: address(3),
      voucherSigner: privateKeyToAccount(key).address,
      fromBlock: 0,
    }),
  );
  return { CHAIN_SIGNER_PRIVATE_KEY: key, CONTRACTS_DEPLOYMENTS_DIR: dir };
}

async function runEngine(engine) {
  const schema = `fuzz_${crypto.randomBytes(6).toString('hex')}`;
  const dataDir = tempDir('civitas-fuzz-');
  if (engine === 'postgres') trackSchema(schema);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Known, so that valid unsubscribe tokens can be made; from the seed, so that a replay gets the same ones.
  const secret = crypto.createHash('sha256').update(`fuzz-${SEED}`).digest('base64url');
  const env = serverEnv({
    port,
    dataDir,
    engine,
    schema,
    extra: {
      AUTH_SECRET: secret,
      // No chain node: a closed port fails at once instead of waiting on the public RPC endpoints.
      RPC_URL_1: 'http://127.0.0.1:9',
      RPC_URL_11155111: 'http://127.0.0.1:9',
      // Contracts "deployed" on Sepolia's id with a voucher key: the on-chain routes reach the node.
      ...fuzzChainEnv(dataDir),
    },
  });
  const logged = []; // the server's error lines, with the case that was running
  let current = 'setup';
  const onLine = (line) => {
    if (/request failed|error|⨯|unhandled|uncaught/i.test(line)) logged.push({ line, during: current });
  };

  const count = (ok) => (results[ok ? 'passed' : 'failed'] += 1);
  const check = (ok, label) => {
    count(ok);
    console.log(`${ok ? 'ok    ' : 'FAILED'} ${engine}: ${label}`);
  };
  const origin = base;
  const siteOrigin = `http://localhost:${port}`; // what the server names itself in links (lib/env.ts)
  const post = (path, body, cookie) =>
    send(base, {
      path,
      bytes: Buffer.from(JSON.stringify(body)),
      headers: { origin, 'content-type': 'application/json', cookie },
    });

  let server;
  try {
    console.log(`\n# fuzz on ${engine} (seed ${SEED})`);
    server = await startServer(port, env, { onLine });

    // Setup: two accounts (one whose sessions the logout cases end), their notifications, subscribers.
    const setupStarted = Date.now();
    const ctx = { port, secret, subscribers: [] };
    const account = async (username) => {
      const user = { username, email: `${username}@example.test`, password: `pw-${crypto.randomUUID()}` };
      const res = await post('/api/auth/sign-up', user);
      if (res.status !== 201)
        throw new Error(`setup: sign-up ${username}: ${res.status} ${res.text ?? res.error}`);
      return { ...user, cookie: cookiesOf(res) };
    };
    const notificationIds = async (cookie) => {
      const res = await send(base, { method: 'GET', path: '/api/notifications', headers: { cookie } });
      if (res.status !== 200) throw new Error(`setup: notifications: ${res.status} ${res.text ?? res.error}`);
      return JSON.parse(res.text).items.map((item) => item.id);
    };
    ctx.main = await account('fuzz_main');
    ctx.other = await account('fuzz_logout');
    ctx.notificationIds = await notificationIds(ctx.main.cookie);
    ctx.otherNotificationIds = await notificationIds(ctx.other.cookie);
    for (let i = 0; i < 3; i += 1) {
      const email = `reader${i}@example.test`;
      const res = await post('/api/newsletter', { email, locale: 'en' });
      if (res.status !== 200) throw new Error(`setup: newsletter: ${res.status} ${res.text ?? res.error}`);
      ctx.subscribers.push(email);
    }
    // Real mail-link tokens, from the mails the server wrote to DATA_DIR/outbox (no SMTP_URL here): the
    // password resets and address verifications of accounts of their own (a new request retires an
    // account's older link, and a reset ends its sessions), and the subscribers' confirmations.
    const resetAccounts = [];
    for (let i = 0; i < 8; i += 1) resetAccounts.push(await account(`fuzz_reset${i}`));
    const verifyAccounts = [];
    for (let i = 0; i < 4; i += 1) verifyAccounts.push(await account(`fuzz_verify${i}`));
    for (const { email } of resetAccounts) {
      const res = await post('/api/auth/password-reset/request', { email });
      if (res.status !== 202) throw new Error(`setup: reset request: ${res.status} ${res.text ?? res.error}`);
    }
    for (const { cookie } of verifyAccounts) {
      const res = await post('/api/account/verify-email', {}, cookie);
      if (res.status !== 202) throw new Error(`setup: verify-email: ${res.status} ${res.text ?? res.error}`);
    }
    const changeAccounts = [];
    for (let i = 0; i < 3; i += 1) changeAccounts.push(await account(`fuzz_change${i}`));
    for (const [i, who] of changeAccounts.entries()) {
      const body = { email: `fuzz.moved${i}.${Date.now()}@example.test`, password: who.password };
      const res = await post('/api/account/change-email', body, who.cookie);
      if (res.status !== 202) throw new Error(`setup: change-email: ${res.status} ${res.text ?? res.error}`);
    }

    // Governance: the main account and an author become citizens (each gets a link for its notification
    // address: the citizen tokens), the author proposes three times; a wallet account (Sign-In with
    // Ethereum) becomes a citizen whose votes must be signed; members who are not citizens yet (the
    // signed-in cases of POST /api/citizens) and a moderator.
    const becomeCitizen = async (who, handle, notifyEmail) => {
      const body = { handle, notifyEmail, acceptConstitution: true, locale: 'en' };
      const res = await post('/api/citizens', body, who.cookie);
      if (res.status !== 201) throw new Error(`setup: citizenship: ${res.status} ${res.text ?? res.error}`);
      who.handle = handle;
    };
    await becomeCitizen(ctx.main, 'fuzz-main', ctx.main.email);
    const author = await account('fuzz_author');
    await becomeCitizen(author, 'fuzz-author', author.email);
    for (let i = 0; i < 3; i += 1) {
      const body = {
        title: `Fuzz target proposal ${i}`,
        summary: 'A proposal the fuzz votes on and moderates.',
        body: '## Why\n\nSo that the vote and moderation cases have something to act on.',
        category: ['law', 'budget', 'community'][i],
      };
      const res = await post('/api/proposals', body, author.cookie);
      if (res.status !== 201) throw new Error(`setup: proposal: ${res.status} ${res.text ?? res.error}`);
    }
    ctx.wallet = await walletAccount(base, port);
    await becomeCitizen(ctx.wallet, 'fuzz-wallet', 'fuzz.wallet@example.test');
    ctx.stranger = privateKeyToAccount(generatePrivateKey());
    ctx.newcomers = [];
    for (let i = 0; i < NEWCOMERS; i += 1) ctx.newcomers.push(await account(`fuzz_new${i}`));
    ctx.proposers = [];
    for (let i = 0; i < PROPOSERS; i += 1) {
      const proposer = await account(`fuzz_proposer${i}`);
      await becomeCitizen(proposer, `fuzz-proposer${i}`, proposer.email);
      ctx.proposers.push(proposer);
    }
    // Community (issue #16): posters, a citizen still a new member (`fresh`) and one the moderation
    // cases may silence (`quiet`).
    ctx.posters = [];
    for (let i = 0; i < POSTERS; i += 1) {
      const poster = await account(`fuzz_poster${i}`);
      await becomeCitizen(poster, `fuzz-poster${i}`, poster.email);
      ctx.posters.push(poster);
    }
    ctx.fresh = await account('fuzz_fresh');
    await becomeCitizen(ctx.fresh, 'fuzz-fresh', ctx.fresh.email);
    ctx.quiet = await account('fuzz_quiet');
    await becomeCitizen(ctx.quiet, 'fuzz-quiet', ctx.quiet.email);
    ctx.moderator = await account('fuzz_mod');
    // `npm run admin` grants the role; on PGlite with the server stopped (one process owns the directory).
    // Meanwhile the main account and the posters are made members of some standing, as the integration
    // tests do it: citizens for two days, 100 points (past the new-member limits; groups need 50).
    if (engine === 'pglite') await stopServer(server, 'SIGTERM');
    grantModerator(env, ctx.moderator.email);
    const store = await openDatabase(engine, { dataDir, schema });
    try {
      const handles = [ctx.main, ...ctx.posters].map((who) => `'${who.handle}'`).join(', ');
      await store.query(
        `update citizen set points = points + 100, created_at = created_at - interval '2 days' where handle in (${handles})`,
      );
    } finally {
      await store.close();
    }
    if (engine === 'pglite') server = await startServer(port, env, { onLine });
    // main, author, wallet, proposers, posters, fresh, quiet: no account's verified address
    const citizenLinks = 3 + PROPOSERS + POSTERS + 2;

    const links = await mailedLinks(
      dataDir,
      resetAccounts.length +
        verifyAccounts.length +
        changeAccounts.length +
        ctx.subscribers.length +
        citizenLinks,
    );
    ctx.resetTokens = links.filter((link) => link.kind === 'reset').map((link) => link.token);
    ctx.verifyTokens = links.filter((link) => link.kind === 'verify').map((link) => link.token);
    ctx.confirmTokens = links.filter((link) => link.kind === 'confirm').map((link) => link.token);
    ctx.changeTokens = links.filter((link) => link.kind === 'change').map((link) => link.token);
    ctx.citizenTokens = links.filter((link) => link.kind === 'citizen').map((link) => link.token);
    ctx.oneClickTokens = ctx.subscribers.map((email) => unsubscribeToken(secret, email));
    const tokens = `${ctx.resetTokens.length} reset, ${ctx.verifyTokens.length} verify, ${ctx.changeTokens.length} change, ${ctx.confirmTokens.length} confirm, ${ctx.citizenTokens.length} citizen`;
    if (
      !ctx.resetTokens.length ||
      !ctx.verifyTokens.length ||
      !ctx.confirmTokens.length ||
      !ctx.changeTokens.length ||
      !ctx.citizenTokens.length
    )
      throw new Error(`setup: tokens from the outbox: ${tokens}`);
    console.log(`# setup: tokens from the mails in DATA_DIR/outbox: ${tokens}`);
    // The proposals (the founding one and the author's), and real list cursors.
    const listed = await send(base, { method: 'GET', path: '/api/proposals?limit=50' });
    ctx.proposalIds = (jsonOf(listed)?.items ?? []).map((item) => item.id);
    if (listed.status !== 200 || ctx.proposalIds.length < 4)
      throw new Error(`setup: proposals: ${listed.status} ${listed.text ?? listed.error}`);
    ctx.maxProposalId = Math.max(...ctx.proposalIds);
    ctx.cursors = [];
    for (const query of ['?limit=1', '?limit=2&status=active', '?limit=1&status=all']) {
      const page = jsonOf(await send(base, { method: 'GET', path: `/api/proposals${query}` }));
      if (page?.nextCursor) ctx.cursors.push(page.nextCursor);
    }
    const setupCall = (method, path, body, cookie) =>
      send(base, {
        method,
        path,
        bytes: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
        headers: { origin, 'content-type': 'application/json', cookie },
      });
    await communitySetup(ctx, setupCall);
    await marketplaceSetup(ctx, setupCall);
    await pathsSetup(ctx, setupCall);
    // Creations the keep/publish cases act on: made by the main citizen, run by the server's worker.
    ctx.creationIds = [];
    for (const style of ['anime', 'render3d']) {
      const res = await setupCall(
        'POST',
        '/api/studio/creations',
        {
          kind: 'image',
          prompt: `Fuzz setup creation in ${style}`,
          style,
          shape: 'square',
          quality: 'draft',
        },
        ctx.main.cookie,
      );
      if (res.status !== 202) throw new Error(`setup: POST /api/studio/creations: ${res.status}`);
      ctx.creationIds.push(jsonOf(res).id);
    }
    ctx.maxCreationId = Math.max(...ctx.creationIds);
    console.log(
      `# setup: marketplace: listings to edit ${ctx.editListingIds.join(', ')}, to get ` +
        `${ctx.getListingIds.join(', ')} (free: ${ctx.freeListingIds.join(', ')}), to report ${ctx.flagListingId}; ` +
        `${ctx.listingCursors.length} search cursors`,
    );
    console.log(
      `# setup: community: threads ${ctx.threadIds.join(', ')} (moderation: ${ctx.modThreadId}), ` +
        `${ctx.postIds.length} posts, ${ctx.flagPostIds.length} flag targets, group ${ctx.groupSlugs.join(', ')}`,
    );
    console.log(
      `# setup: citizens fuzz-main, fuzz-author, fuzz-wallet (${ctx.wallet.signer.address}), ${PROPOSERS} ` +
        `proposers; ${NEWCOMERS} members not yet citizens; a moderator; proposals ${ctx.proposalIds.join(', ')}` +
        ` (setup ${((Date.now() - setupStarted) / 1000).toFixed(1)} s)`,
    );
    const freshCookie = async (who, purpose) => {
      // With the device cookie of the account's first login: the login cases' wrong passwords for the
      // account lock it (100 failures an hour), but not for a browser it signed in from (lib/auth/device.ts).
      const body = { email: who.email, password: who.password };
      const res = await post('/api/auth/login', body, who.device);
      if (res.status !== 200) throw new Error(`login for ${purpose}: ${res.status} ${res.text ?? res.error}`);
      const cookies = cookiesOf(res).split('; ');
      who.device = cookies.find((cookie) => cookie.startsWith(DEVICE_COOKIE)) ?? who.device;
      return cookies.filter((cookie) => !cookie.startsWith(DEVICE_COOKIE)).join('; ');
    };
    ctx.main.cookie = await freshCookie(ctx.main, 'the device cookie');
    let logoutCookie = ctx.other.cookie; // ended by a successful logout: log in again before the next one
    const freshLogoutCookie = () => freshCookie(ctx.other, 'the logout cases');
    // Signing in ends the session the request came with (ASVS 7.2.4): a case that signs in while
    // carrying the main account's cookie ends that session, so the account signs in again before the
    // next case that needs it.
    let mainEnded = false;
    let newcomersUsed = 0; // members of ctx.newcomers who became citizens in the fuzz
    let proposerTurn = 0;
    let posterTurn = 0;
    /** A request without an answer from a server that has exited: stop here, naming the case. */
    const stillAlive = (res, index) => {
      if (res.error && (server.exitCode !== null || server.signalCode))
        throw new Error(`the server died: case #${index} got ${res.error}`);
      if (res.error === 'no answer in time')
        console.log(`# #${index}: no answer in ${REQUEST_TIMEOUT_MS / 1000} s`);
    };

    // The fuzz.
    const fuzzStarted = Date.now();
    const rng = makeRng(SEED);
    const slots = plan(rng);
    const histogram = new Map(); // "METHOD endpoint (mode)" -> Map(status -> count)
    const spent = new Map(); // the same keys -> ms waited for the answers
    const tally = (key, res, ms) => {
      if (!histogram.has(key)) histogram.set(key, new Map());
      const label = res.error ? 'error' : String(res.status);
      histogram.get(key).set(label, (histogram.get(key).get(label) ?? 0) + 1);
      spent.set(key, (spent.get(key) ?? 0) + ms);
    };
    /** send(), and how long the answer took. */
    const timed = async (options) => {
      const started = Date.now();
      const res = await send(base, options);
      return [res, Date.now() - started];
    };
    const failures = [];
    let sent = 0;
    for (const [index, slot] of slots.entries()) {
      // Always built, so the PRNG stays in step.
      const c = slot.link
        ? buildLinkCase(rng, ctx, slot.link, index)
        : slot.read
          ? buildReadCase(rng, ctx, slot.read, index)
          : buildCase(rng, ctx, slot, index);
      if (ONLY && !ONLY.has(index)) continue;
      if (c.link) {
        current = `#${index}`;
        const { method, target: path, headers, bytes, chunked, from } = c;
        const [res, ms] = await timed({ method, path, headers, bytes, chunked, from });
        sent += 1;
        stillAlive(res, index);
        const found = linkProblems(res, c, siteOrigin);
        count(found.length === 0);
        // A redirect counted by the outcome page it names (303>verified, 303>used, 303>busy…); a reset
        // that found nothing wrong is an oversized head's (reset>16KB) or an unread body's (reset>405).
        const outcome = res.status === 303 && /email\/([a-z]+)$/.exec(res.headers.location ?? '')?.[1];
        const reset = c.oversized ? 'reset>16KB' : 'reset>405';
        const seen = outcome ? `303>${outcome}` : res.error && !found.length ? reset : undefined;
        tally(`${c.link.method} ${c.endpoint}`, seen ? { status: seen } : res, ms);
        if (found.length) failures.push({ c, res, found });
        continue;
      }
      if (c.cookie === 'logout' && !logoutCookie) logoutCookie = await freshLogoutCookie();
      if (c.cookie === 'main' && mainEnded) {
        ctx.main.cookie = await freshCookie(ctx.main, 'the signed-in cases');
        mainEnded = false;
      }
      // A member not yet a citizen while any is left (then the last one, a citizen by now: 409).
      const newcomer = ctx.newcomers[Math.min(newcomersUsed, ctx.newcomers.length - 1)];
      const cookie =
        {
          none: undefined,
          main: ctx.main.cookie,
          logout: logoutCookie,
          newcomer: newcomer.cookie,
          wallet: ctx.wallet.cookie,
          moderator: ctx.moderator.cookie,
          proposer: c.cookie === 'proposer' && ctx.proposers[proposerTurn++ % ctx.proposers.length].cookie,
          poster: c.cookie === 'poster' && ctx.posters[posterTurn++ % ctx.posters.length].cookie,
          fresh: ctx.fresh.cookie,
          // The author of the post in the path (a poster of the setup), else a poster.
          author:
            c.cookie === 'author' &&
            (ctx.postOwner.get(Number(/^\/api\/community\/posts\/([0-9]+)/.exec(c.target)?.[1])) ??
              ctx.posters[0].cookie),
        }[c.cookie] ?? c.cookie;
      if (c.read) {
        current = `#${index}`;
        const [res, ms] = await timed({ method: 'GET', path: c.target, headers: { ...c.headers, cookie } });
        sent += 1;
        stillAlive(res, index);
        const found = c.page ? pageProblems(res, c) : readProblems(res, c);
        count(found.length === 0);
        tally(`GET ${c.endpoint}`, res, ms);
        if (found.length) failures.push({ c, res, found });
        continue;
      }
      const headers = {
        origin,
        'content-type': 'application/json',
        'x-forwarded-for': c.forwardedFor,
        cookie,
      };
      Object.assign(headers, c.headers);
      if (c.sign) c.bytes = await signedVoteBody(ctx, c);
      current = `#${index}`;
      const [res, ms] = await timed({
        method: c.method,
        path: c.target,
        headers,
        bytes: c.bytes,
        chunked: c.chunked,
      });
      sent += 1;
      stillAlive(res, index);
      if (c.cookie === 'logout' && res.status === 204) logoutCookie = undefined;
      if (c.cookie === 'newcomer' && c.endpoint === '/api/citizens' && res.status === 201) newcomersUsed += 1;
      if (c.cookie === 'main' && SIGN_IN.has(c.endpoint) && res.status >= 200 && res.status < 300)
        mainEnded = true;
      const found = problems(res, c.target);
      count(found.length === 0);
      tally(`${c.method} ${c.endpoint}${c.mode ? ` (${c.mode})` : ''}`, res, ms);
      if (found.length) failures.push({ c, res, found });
    }
    current = 'after';
    if (mainEnded) ctx.main.cookie = await freshCookie(ctx.main, 'the checks after the fuzz');

    // Per endpoint: how the server answered.
    console.log(
      `# ${sent} requests in ${((Date.now() - fuzzStarted) / 1000).toFixed(1)} s; per endpoint: ` +
        'requests, seconds waited for answers, statuses:',
    );
    const width = Math.max(...[...histogram.keys()].map((key) => key.length));
    const byPath = ([a], [b]) => a.slice(a.indexOf(' ')).localeCompare(b.slice(b.indexOf(' ')));
    for (const [key, statuses] of [...histogram].sort(byPath)) {
      const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
      const list = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}:${n}`);
      const seconds = `${(spent.get(key) / 1000).toFixed(1)} s`.padStart(7);
      console.log(`#   ${key.padEnd(width)} ${String(total).padStart(4)} ${seconds}  ${list.join(' ')}`);
    }
    for (const { c, res, found } of failures.slice(0, SHOW_FAILURES)) {
      if (c.read) {
        console.log(`FAILED ${engine}: #${c.index} GET ${printable(c.target, 300)}: ${found.join('; ')}`);
        console.log(
          `         headers ${JSON.stringify(c.headers).slice(0, 200)}; cookie ${printable(c.cookie, 60)}`,
        );
        if (!res.error) console.log(`         answer ${res.status} ${printable(res.text)}`);
        console.log(`         replay: ${REPLAY} FUZZ_CASE=${c.index} node scripts/fuzz.mjs`);
        continue;
      }
      if (c.link) {
        const body = c.bytes
          ? `${c.bytes.length} B${c.chunked ? ' chunked' : ''}, ${printable(c.bytes.toString('utf8'), 80)}`
          : 'none';
        console.log(
          `FAILED ${engine}: #${c.index} ${c.method} ${printable(c.target, 200)} [${c.kind}, ${c.note}]: ${found.join('; ')}`,
        );
        console.log(
          `         body ${body}; headers ${JSON.stringify(c.headers).slice(0, 200)}${c.from ? `; from ${c.from}` : ''}`,
        );
        if (!res.error)
          console.log(`         answer ${res.status} ${res.headers.location ?? ''} ${printable(res.text)}`);
        console.log(`         replay: ${REPLAY} FUZZ_CASE=${c.index} node scripts/fuzz.mjs`);
        continue;
      }
      const sentAs = `${c.bytes.length} B${c.chunked ? ' chunked' : ''}, ${printable(c.bytes.toString('utf8'), 120)}`;
      console.log(
        `FAILED ${engine}: #${c.index} ${c.method} ${c.target === c.endpoint ? c.endpoint : printable(c.target, 200)}${c.mode ? ` (${c.mode})` : ''} [${c.kind}${c.note ? `: ${c.note}` : ''}]: ${found.join('; ')}`,
      );
      console.log(
        `         sent ${sentAs}; headers ${JSON.stringify(c.headers).slice(0, 200)}; ` +
          `x-forwarded-for ${printable(c.forwardedFor ?? '(none)', 60)}; cookie ${printable(c.cookie, 60)}`,
      );
      if (!res.error) console.log(`         answer ${res.status} ${printable(res.text)}`);
      console.log(`         replay: ${REPLAY} FUZZ_CASE=${c.index} node scripts/fuzz.mjs`);
    }
    if (failures.length > SHOW_FAILURES)
      console.log(`# … and ${failures.length - SHOW_FAILURES} more failures`);
    if (failures.length) {
      const byKind = new Map();
      for (const { c } of failures) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
      console.log(`# failures by kind: ${[...byKind].map(([kind, n]) => `${kind}:${n}`).join(' ')}`);
    }
    console.log(
      `${failures.length ? 'FAILED' : 'ok    '} ${engine}: ${sent - failures.length}/${sent} fuzz requests held the rules`,
    );

    // Afterwards: the server is alive, answers, still knows the signed-in session, and signs up.
    check(server.exitCode === null && !server.signalCode, 'the server is still running');
    const session = await send(base, { method: 'GET', path: '/api/session' });
    check(
      session.status === 200 && jsonOf(session)?.user === null,
      `GET /api/session: ${session.status ?? session.error}`,
    );
    const mine = await send(base, {
      method: 'GET',
      path: '/api/session',
      headers: { cookie: ctx.main.cookie },
    });
    const me = mine.status === 200 ? jsonOf(mine)?.user : null;
    check(
      me?.email === ctx.main.email,
      `GET /api/session signed in: ${mine.status ?? mine.error}, ${me?.email}`,
    );
    const fresh = `after_${crypto.randomBytes(4).toString('hex')}`;
    const user = { username: fresh, email: `${fresh}@example.test`, password: 'correct horse battery' };
    const signUp = await post('/api/auth/sign-up', user);
    check(signUp.status === 201, `a fresh sign-up: ${signUp.status ?? signUp.error}`);
    if (logged.length) {
      console.log(`# ${logged.length} error lines in the server log (the case running when each arrived):`);
      for (const { line, during } of logged.slice(0, 10)) console.log(`#   ${during}: ${line.slice(0, 200)}`);
    }
    const crashes = logged.filter(({ line }) => /unhandled|uncaught/i.test(line)).length;
    check(crashes === 0, `unhandled rejections or exceptions in the server log: ${crashes}`);
  } catch (error) {
    check(false, `${error.message} (during ${current})`);
    if (server && (server.exitCode !== null || server.signalCode)) {
      const how = server.signalCode ?? `code ${server.exitCode}`;
      console.log(`# the server exited (${how}) during ${current}: replay that case; its last lines:`);
      for (const line of server.log.slice(-15)) console.log(`#   ${line.slice(0, 300)}`);
    }
  } finally {
    await stopAll('SIGTERM');
    removeTempDir(dataDir);
    if (engine === 'postgres') await dropSchema(schema);
  }
}

if (!hasBuild()) {
  console.log(`No build in ${distDir}: run \`npm run build\` first.\nfuzz: 0 passed, 1 failed`);
  process.exit(1);
}
console.log(`# fuzz seed ${SEED} (replay: ${REPLAY} node scripts/fuzz.mjs), build ${distDir}`);
// ENGINE_ONLY=pglite (or postgres) runs one engine; without it both run side by side, each in a child
// process of this script with the same seed.
if (process.env.ENGINE_ONLY) await runEngine(process.env.ENGINE_ONLY);
else if (process.env.TEST_DATABASE_URL) {
  const totals = await runEnginesSideBySide('scripts/fuzz.mjs', 'fuzz', ['pglite', 'postgres'], {
    FUZZ_SEED: String(SEED),
  });
  results.passed += totals.passed;
  results.failed += totals.failed;
} else {
  await runEngine('pglite');
  console.log('# skipped: fuzz on Postgres (TEST_DATABASE_URL is not set)');
}
console.log(`\nfuzz: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
