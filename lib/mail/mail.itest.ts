import '../../test/integration-env';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { NextRequest } from 'next/server';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { CLIENT_ADDRESS_HEADER } from '../edge.mjs';
import { bodyOf, Client } from '../../test/http';
import type { SessionUser } from '../api/contract';

// E-mail for real: every mail the app queues goes through the outbox worker to an SMTP relay, here a
// real one (smtp-server) in this process. The tests follow each mail from the action that queues it to
// what the relay received, and its links back into the route handlers.

// ---------------------------------------------------------------------------------------------------
// The relay. It accepts everything, except that it can refuse chosen recipients (550 to RCPT TO), be
// "down" (421 to every connection, a temporary failure), or be closed altogether (no connection).

type Received = {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
};

/** Every message the relay accepted, in order. */
const inbox: Received[] = [];
const relay = {
  server: undefined as SMTPServer | undefined,
  port: 0,
  /** While true, every connection is answered 421 (service not available). */
  down: false,
  /** Recipients answered 550 at RCPT TO. */
  refused: new Set<string>(),
  /** While true, the sender is answered 550 at MAIL FROM (a relay policy, not the recipient's fault). */
  refuseSender: false,
  /** Every RCPT TO address the relay was asked for, accepted or not. */
  rcptTo: [] as string[],
  connections: 0,
};

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

async function startRelay(port: number) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session: SMTPServerSession, callback: (err?: Error | null) => void) {
      relay.connections += 1;
      if (relay.down) return callback(smtpError('Service not available, try again later', 421));
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (relay.refuseSender) return callback(smtpError('5.7.1 Sender not allowed', 550));
      callback();
    },
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase();
      relay.rcptTo.push(recipient);
      if (relay.refused.has(recipient)) return callback(smtpError('5.1.1 No such mailbox here', 550));
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        // Stored before the relay answers 250: once the worker's send returns, the mail is here.
        simpleParser(raw).then(
          (parsed) => {
            inbox.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              },
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  relay.server = server;
  relay.port = (server.server.address() as { port: number }).port;
}

async function stopRelay() {
  const server = relay.server;
  relay.server = undefined;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

// ---------------------------------------------------------------------------------------------------
// The app, imported once the relay's address is in the environment (lib/env.ts reads it at import).

const app = () =>
  Promise.all([
    import('../../app/api/auth/login/route'),
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/session/route'),
    import('../../app/api/auth/password-reset/request/route'),
    import('../../app/api/auth/password-reset/route'),
    import('../../app/api/account/verify-email/route'),
    import('../../app/api/account/email-preferences/route'),
    import('../../app/api/newsletter/route'),
    import('../../app/api/newsletter/confirm/route'),
    import('../../app/api/newsletter/one-click/route'),
    import('../db'),
    import('../db/schema'),
    import('./worker'),
    import('./outbox'),
    import('./templates'),
    import('../newsletter/service'),
    import('../newsroom'),
    import('../notifications/digest'),
    import('../env'),
    import('drizzle-orm'),
    import('../../app/api/account/password/route'),
    import('../../app/api/account/change-email/route'),
  ]).then(
    ([
      login,
      signUp,
      session,
      resetRequest,
      reset,
      verifyEmail,
      emailPreferences,
      newsletter,
      newsletterConfirm,
      oneClick,
      db,
      schema,
      worker,
      outbox,
      templates,
      newsletterService,
      newsroom,
      digest,
      env,
      drizzle,
      password,
      changeEmail,
    ]) => ({
      login: login.POST,
      signUp: signUp.POST,
      session: session.GET,
      resetRequest: resetRequest.POST,
      reset: reset.POST,
      requestVerification: verifyEmail.POST,
      followVerification: verifyEmail.GET,
      emailPreferences: emailPreferences.POST,
      subscribe: newsletter.POST,
      confirmSubscription: newsletterConfirm.GET,
      oneClick: oneClick.POST,
      db,
      schema,
      worker,
      outbox,
      templates,
      newsletterService,
      newsroom,
      digest,
      env,
      drizzle,
      changePassword: password.POST,
      requestEmailChange: changeEmail.POST,
      followEmailChange: changeEmail.GET,
    }),
  );
let my: Awaited<ReturnType<typeof app>>;

before(async () => {
  await startRelay(0);
  // No STARTTLS is offered, so nodemailer talks plain SMTP on this connection.
  process.env.SMTP_URL = `smtp://127.0.0.1:${relay.port}`;
  my = await app();
  await my.db.getDatabase();
});

after(async () => {
  await stopRelay();
  if (!my) return;
  const { engine, db } = await my.db.getDatabase();
  if (engine === 'postgres') {
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  }
  await my.db.closeDb();
});

// ---------------------------------------------------------------------------------------------------
// Helpers.

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const newAccount = () => {
  const id = unique();
  return { username: `mail_${id}`, email: `mail.${id}@example.com`, password: 'correct horse battery' };
};
const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase 42';

async function signedUp(extra: { locale?: string } = {}) {
  const client = new Client();
  const input = { ...newAccount(), ...extra };
  const response = await client.post(my.signUp, '/api/auth/sign-up', input);
  assert.equal(response.status, 201, await response.clone().text());
  return { client, input, user: (await bodyOf<{ user: SessionUser }>(response)).user };
}

async function currentUser(client: Client) {
  return (await bodyOf<{ user: SessionUser | null }>(await client.get(my.session, '/api/session'))).user;
}

/** Sends everything due and returns what the relay received meanwhile. */
async function drain(): Promise<Received[]> {
  const from = inbox.length;
  await my.worker.drainOutbox();
  return inbox.slice(from);
}

const addressedTo = (mails: Received[], address: string) =>
  mails.filter((mail) => mail.envelope.to.includes(address.toLowerCase()));

/** The one mail among `mails` for `address`. */
function onlyMailTo(mails: Received[], address: string): Received {
  const found = addressedTo(mails, address);
  assert.equal(found.length, 1, `mails to ${address}: ${found.map((m) => m.parsed.subject).join(', ')}`);
  return found[0]!;
}

const htmlOf = (mail: Received) => {
  assert.equal(typeof mail.parsed.html, 'string', 'the mail has an HTML part');
  return mail.parsed.html as string;
};
const textOf = (mail: Received) => {
  assert.equal(typeof mail.parsed.text, 'string', 'the mail has a text part');
  return mail.parsed.text!;
};

/** A header as the relay received it (unfolded), not as mailparser restructures List-* headers. */
function rawHeader(mail: Received, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n(?=[ \t])/g, '')
    .slice(name.length + 1)
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The absolute link to `pathname` (with a token query) in a body; the same one must be in both parts. */
function linkIn(body: string, pathname: string): URL {
  const match = new RegExp(`https?://[^\\s"'<>]*${escapeRegExp(pathname)}\\?token=[A-Za-z0-9_.-]+`).exec(
    body,
  );
  assert.ok(match, `no link to ${pathname} in:\n${body}`);
  return new URL(match[0]);
}

/** The link in both the text and the HTML part of a mail, checked to be the same, on the site. */
function linkInMail(mail: Received, pathname: string): URL {
  const fromText = linkIn(textOf(mail), pathname);
  const fromHtml = linkIn(htmlOf(mail), pathname);
  assert.equal(fromText.href, fromHtml.href, 'the text and HTML parts carry the same link');
  assert.equal(fromText.origin, my.env.siteOrigin, 'links point at the site');
  assert.equal(fromText.pathname, pathname);
  return fromText;
}

const tokenOf = (link: URL) => link.searchParams.get('token')!;
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

async function outboxRows(recipient: string) {
  const db = await my.db.getDb();
  const { mailOutbox } = my.schema;
  return db
    .select()
    .from(mailOutbox)
    .where(my.drizzle.eq(mailOutbox.recipient, recipient.toLowerCase()))
    .orderBy(my.drizzle.asc(mailOutbox.createdAt));
}

async function outboxRow(id: string) {
  const db = await my.db.getDb();
  const [row] = await db
    .select()
    .from(my.schema.mailOutbox)
    .where(my.drizzle.eq(my.schema.mailOutbox.id, id));
  assert.ok(row, `outbox row ${id}`);
  return row;
}

/** Makes a queued row due now (as if its retry time had come). */
async function makeDue(id: string) {
  const db = await my.db.getDb();
  await db
    .update(my.schema.mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(my.drizzle.eq(my.schema.mailOutbox.id, id));
}

/** Queues one plain mail straight into the outbox, as an action would; returns the row's id. */
async function queueTestMail(to: string, subject = `Test ${unique()}`) {
  const db = await my.db.getDb();
  return my.outbox.queueMail(db, {
    kind: 'password_changed',
    to,
    locale: 'en',
    ...my.templates.renderMail('en', {
      subject,
      heading: subject,
      paragraphs: ['A test of the outbox.'],
      reason: 'You receive this e-mail because of a test.',
    }),
  });
}

async function requestReset(email: string) {
  const response = await new Client().post(my.resetRequest, '/api/auth/password-reset/request', { email });
  assert.equal(response.status, 202, await response.clone().text());
  assert.deepEqual(await bodyOf(response), { ok: true });
  return response;
}

/** Asks for a reset link for `email`, sends it, and returns the mail and its token. */
async function resetMail(email: string) {
  await requestReset(email);
  const mail = onlyMailTo(await drain(), email);
  // Any language: the path may have a locale prefix.
  return { mail, token: tokenOf(linkIn(textOf(mail), 'reset-password')) };
}

const setNewPassword = (token: string, password: string) =>
  new Client().post(my.reset, '/api/auth/password-reset', { token, password });

async function mailJson(locale: string): Promise<Record<string, Record<string, string>> | undefined> {
  const file = path.join(process.cwd(), 'messages', locale, 'mail.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** A one-click unsubscribe as a mail provider sends it (RFC 8058): a form POST, without Origin. */
async function oneClickPost(url: string) {
  const request = new NextRequest(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [CLIENT_ADDRESS_HEADER]: `10.77.${counter % 250}.${Math.floor(Math.random() * 250)}`,
    },
    body: 'List-Unsubscribe=One-Click',
  });
  assert.equal(request.headers.get('origin'), null);
  return my.oneClick(request);
}

// ---------------------------------------------------------------------------------------------------

describe(`e-mail on ${process.env.ENGINE ?? 'pglite'}`, () => {
  test('1. password reset end to end: one mail, a single-use link, every session ended, a notice', async () => {
    const { client, input, user } = await signedUp();
    assert.equal((await currentUser(client))?.id, user.id);

    await requestReset(input.email);
    const received = await drain();
    const mail = onlyMailTo(received, input.email);
    assert.equal(mail.parsed.subject, 'Reset your Civitas password');
    assert.match(mail.envelope.from, /^no-reply@/);
    // English: no locale prefix; the same link in the text and the HTML part.
    const link = linkInMail(mail, '/reset-password');
    const token = tokenOf(link);
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);

    const reset = await setNewPassword(token, NEW_PASSWORD);
    assert.equal(reset.status, 200, await reset.clone().text());
    assert.deepEqual(await bodyOf(reset), { ok: true });

    assert.equal(await currentUser(client), null, 'every session of the account ended');
    const oldLogin = await new Client().post(my.login, '/api/auth/login', {
      email: input.email,
      password: OLD_PASSWORD,
    });
    assert.equal(oldLogin.status, 401);
    const newLogin = await new Client().post(my.login, '/api/auth/login', {
      email: input.email,
      password: NEW_PASSWORD,
    });
    assert.equal(newLogin.status, 200);

    const notice = onlyMailTo(await drain(), input.email);
    assert.equal(notice.parsed.subject, 'Your Civitas password was changed');
    assert.doesNotMatch(textOf(notice), /token=/, 'the notice carries no reset token');

    const again = await setNewPassword(token, 'yet another passphrase 43');
    assert.equal(again.status, 400);
    assert.deepEqual(await bodyOf(again), { error: 'token_used' });
  });

  test('2. the same answer for an unknown address; broken, altered, expired tokens and weak passwords', async () => {
    const { input } = await signedUp();
    const nobody = `nobody.${unique()}@example.com`;

    // An address without an account gets the answer a known one gets, and no mail.
    const unknown = await requestReset(nobody);
    const known = await requestReset(input.email);
    assert.equal(unknown.status, known.status);
    const received = await drain();
    assert.equal(addressedTo(received, nobody).length, 0);
    assert.equal((await outboxRows(nobody)).length, 0, 'nothing was queued for it');
    const first = tokenOf(linkInMail(onlyMailTo(received, input.email), '/reset-password'));

    // Not a token at all, and a token with one character changed.
    for (const token of ['abc', `${first}x`, 'x'.repeat(256)]) {
      const response = await setNewPassword(token, NEW_PASSWORD);
      assert.equal(response.status, 400, token);
      assert.deepEqual(await bodyOf(response), { error: 'invalid_token' });
    }
    const altered = `${first.slice(0, 10)}${first[10] === 'A' ? 'B' : 'A'}${first.slice(11)}`;
    assert.notEqual(altered, first);
    const alteredAnswer = await setNewPassword(altered, NEW_PASSWORD);
    assert.equal(alteredAnswer.status, 400);
    assert.deepEqual(await bodyOf(alteredAnswer), { error: 'invalid_token' });

    // A newer link replaces the older one.
    const { token: second } = await resetMail(input.email);
    const replaced = await setNewPassword(first, NEW_PASSWORD);
    assert.deepEqual([replaced.status, await bodyOf(replaced)], [400, { error: 'token_used' }]);

    // An expired one.
    const db = await my.db.getDb();
    const { emailToken } = my.schema;
    const expired = await db
      .update(emailToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(my.drizzle.eq(emailToken.tokenHash, sha256(second)))
      .returning();
    assert.equal(expired.length, 1, 'the token is stored as its SHA-256');
    const late = await setNewPassword(second, NEW_PASSWORD);
    assert.deepEqual([late.status, await bodyOf(late)], [400, { error: 'token_expired' }]);

    // A weak password is refused without using the token.
    const { token: third } = await resetMail(input.email);
    const weak = await setNewPassword(third, 'password123');
    assert.equal(weak.status, 400);
    assert.deepEqual(await bodyOf(weak), { error: 'invalid_input', fields: { password: 'common_password' } });
    const short = await setNewPassword(third, 'short');
    assert.deepEqual([short.status, (await bodyOf(short)).fields], [400, { password: 'too_short' }]);
    const good = await setNewPassword(third, NEW_PASSWORD);
    assert.equal(good.status, 200, 'the token still worked after the weak password');
    const login = await new Client().post(my.login, '/api/auth/login', {
      email: input.email,
      password: NEW_PASSWORD,
    });
    assert.equal(login.status, 200);
    await drain(); // the password-changed notice
  });

  test("3. mail comes in the recipient's language, which the e-mail preferences change", async () => {
    const { client, input } = await signedUp({ locale: 'vi' });
    assert.equal((await currentUser(client))?.mailLocale, 'vi');

    const { mail } = await resetMail(input.email);
    const link = linkIn(textOf(mail), '/vi/reset-password');
    assert.equal(link.href, linkIn(htmlOf(mail), '/vi/reset-password').href);
    assert.match(htmlOf(mail), /<html lang="vi">/);
    // The Vietnamese subject where messages/vi/mail.json has one; English underneath otherwise.
    const vi = await mailJson('vi');
    const subject = (vi?.passwordReset?.subject ?? (await mailJson('en'))!.passwordReset!.subject!).replace(
      '{brand}',
      'Civitas',
    );
    assert.equal(mail.parsed.subject, subject);

    const french = await client.post(my.emailPreferences, '/api/account/email-preferences', { locale: 'fr' });
    assert.equal(french.status, 200, await french.clone().text());
    assert.equal((await bodyOf<{ user: SessionUser }>(french)).user.mailLocale, 'fr');
    const { mail: next } = await resetMail(input.email);
    linkIn(textOf(next), '/fr/reset-password');
    assert.doesNotMatch(textOf(next), /\/vi\//);

    const unknown = await client.post(my.emailPreferences, '/api/account/email-preferences', {
      locale: 'xx',
    });
    assert.equal(unknown.status, 400);
    assert.deepEqual(await bodyOf(unknown), { error: 'invalid_input', fields: { locale: 'invalid' } });
    assert.equal((await currentUser(client))?.mailLocale, 'fr', 'unchanged by the refused request');

    const anonymous = await new Client().post(my.emailPreferences, '/api/account/email-preferences', {
      locale: 'fr',
    });
    assert.equal(anonymous.status, 401);
  });

  test('4. address verification: a mailed link that verifies once', async () => {
    const { client, input } = await signedUp();
    assert.equal((await currentUser(client))?.emailVerified, false);

    const asked = await client.post(my.requestVerification, '/api/account/verify-email');
    assert.equal(asked.status, 202, await asked.clone().text());
    const mail = onlyMailTo(await drain(), input.email);
    assert.equal(mail.parsed.subject, 'Verify your e-mail address for Civitas');
    const link = linkInMail(mail, '/api/account/verify-email');

    const follow = async (url: string) => {
      const response = await new Client().get(my.followVerification, url);
      assert.equal(response.status, 303);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      // Relative: the browser stays on the host it came by.
      const location = response.headers.get('location')!;
      assert.match(location, /^\/[a-z/]+$/);
      return new URL(location, 'http://x');
    };
    const pathAndQuery = `${link.pathname}${link.search}`;
    const first = await follow(pathAndQuery);
    assert.equal(first.pathname, '/email/verified');
    assert.equal((await currentUser(client))?.emailVerified, true);

    assert.equal((await follow(pathAndQuery)).pathname, '/email/used');
    assert.equal((await follow('/api/account/verify-email?token=garbage')).pathname, '/email/invalid');
    assert.equal((await follow('/api/account/verify-email')).pathname, '/email/invalid');

    const again = await client.post(my.requestVerification, '/api/account/verify-email');
    assert.deepEqual([again.status, await bodyOf(again)], [409, { error: 'already_verified' }]);
    const anonymous = await new Client().post(my.requestVerification, '/api/account/verify-email');
    assert.equal(anonymous.status, 401);
    assert.equal(addressedTo(await drain(), input.email).length, 0, 'no second verification mail');
  });

  test('5. newsletter: double opt-in, List-Unsubscribe one-click, at most 3 confirmation mails a day', async () => {
    const email = `reader.${unique()}@example.com`;
    const slug = my.newsroom.articleSlugs()[0]!;
    assert.ok(slug, 'a newsroom article to send');
    const newsletters = async () => (await outboxRows(email)).filter((row) => row.kind === 'newsletter');

    const subscribed = await new Client().post(my.subscribe, '/api/newsletter', { email, locale: 'en' });
    assert.equal(subscribed.status, 200);
    const confirmation = onlyMailTo(await drain(), email);
    assert.equal(confirmation.parsed.subject, 'Confirm your Civitas newsletter subscription');
    const confirmLink = linkInMail(confirmation, '/api/newsletter/confirm');

    // Not confirmed yet: no newsletter for it.
    await my.newsletterService.queueNewsletter(slug);
    assert.equal((await newsletters()).length, 0);
    await drain();

    const confirmed = await new Client().get(
      my.confirmSubscription,
      `${confirmLink.pathname}${confirmLink.search}`,
    );
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), '/email/subscribed');
    assert.ok((await my.newsletterService.findSubscription(email))?.confirmedAt);

    assert.ok((await my.newsletterService.queueNewsletter(slug)) >= 1);
    assert.equal((await newsletters()).length, 1);
    const issue = onlyMailTo(await drain(), email);
    const listUnsubscribe = rawHeader(issue, 'List-Unsubscribe');
    const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(listUnsubscribe ?? '')?.[1];
    assert.ok(oneClick, `List-Unsubscribe: ${listUnsubscribe}`);
    const oneClickUrl = new URL(oneClick);
    assert.equal(oneClickUrl.origin, my.env.siteOrigin);
    assert.equal(oneClickUrl.pathname, '/api/newsletter/one-click');
    assert.ok(oneClickUrl.searchParams.get('token'));
    assert.equal(rawHeader(issue, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    // A visible unsubscribe link too, in both parts.
    const visible = linkIn(textOf(issue), '/newsletter/unsubscribe');
    assert.equal(visible.href, linkIn(htmlOf(issue), '/newsletter/unsubscribe').href);

    // A forged token: the signature changed, or another address under this one's signature.
    const token = oneClickUrl.searchParams.get('token')!;
    const [encoded = '', signature = ''] = token.split('.');
    const otherAddress = Buffer.from(`victim.${unique()}@example.com`).toString('base64url');
    for (const forged of [
      `${encoded}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${otherAddress}.${signature}`,
      '',
    ]) {
      const url = new URL(oneClickUrl);
      url.searchParams.set('token', forged);
      const response = await oneClickPost(url.href);
      assert.equal(response.status, 400, forged);
      assert.deepEqual(await bodyOf(response), { error: 'invalid_token' });
    }
    assert.equal((await my.newsletterService.findSubscription(email))?.unsubscribedAt, null);

    const unsubscribed = await oneClickPost(oneClick);
    assert.equal(unsubscribed.status, 200, await unsubscribed.clone().text());
    assert.ok((await my.newsletterService.findSubscription(email))?.unsubscribedAt, 'unsubscribed_at is set');
    await my.newsletterService.queueNewsletter(slug);
    assert.equal((await newsletters()).length, 1, 'no newsletter after unsubscribing');
    await drain();

    // An unconfirmed address: subscribing again and again sends at most 3 confirmation mails a day.
    const pestered = `pestered.${unique()}@example.com`;
    for (let i = 0; i < 4; i += 1) {
      const response = await new Client().post(my.subscribe, '/api/newsletter', {
        email: pestered,
        locale: 'en',
      });
      assert.equal(response.status, 200, `subscription ${i + 1}`);
    }
    const confirmations = addressedTo(await drain(), pestered);
    assert.equal(confirmations.length, 3);
    assert.ok(confirmations.every((m) => m.parsed.subject === confirmation.parsed.subject));
  });

  test('6. relay outage: the mail waits, is retried, and is received once', async () => {
    const to = `outage.${unique()}@example.com`;
    const id = await queueTestMail(to);
    const connectionsBefore = relay.connections;

    // The relay answers 421 to every connection: a temporary failure.
    relay.down = true;
    let received: Received[];
    try {
      received = await drain();
    } finally {
      relay.down = false;
    }
    assert.ok(relay.connections > connectionsBefore, 'the worker tried the relay');
    assert.equal(addressedTo(received, to).length, 0);
    let row = await outboxRow(id);
    assert.equal(row.status, 'queued');
    assert.equal(row.attempts, 1);
    assert.ok(row.nextAttemptAt.getTime() > Date.now(), 'the retry waits');
    assert.match(row.lastError ?? '', /421/);
    assert.equal(row.sentAt, null);

    // Not due yet: draining again sends nothing.
    assert.equal(addressedTo(await drain(), to).length, 0);
    assert.equal((await outboxRow(id)).attempts, 1);

    // The relay is gone altogether (connection refused): still temporary.
    await stopRelay();
    try {
      await makeDue(id);
      await my.worker.drainOutbox();
    } finally {
      await startRelay(relay.port);
    }
    row = await outboxRow(id);
    assert.equal(row.status, 'queued');
    assert.equal(row.attempts, 2);
    assert.ok(row.lastError);
    assert.ok(row.nextAttemptAt.getTime() > Date.now());

    // Back up, and the retry is due.
    await makeDue(id);
    received = await drain();
    const mail = onlyMailTo(received, to);
    row = await outboxRow(id);
    assert.equal(mail.parsed.messageId, row.messageId);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 3);
    assert.match(row.relayResponse ?? '', /^250\b/);
    assert.ok(row.sentAt);
    assert.equal(row.leaseUntil, null);
    assert.equal(addressedTo(await drain(), to).length, 0, 'sent once only');
  });

  test('7. an address the relay refuses is suppressed and never tried again', async () => {
    const { input } = await signedUp();
    const address = input.email.toLowerCase();
    relay.refused.add(address);
    try {
      await requestReset(input.email);
      assert.equal(addressedTo(await drain(), address).length, 0);
    } finally {
      relay.refused.delete(address);
    }
    const [refused] = await outboxRows(address);
    assert.equal(refused?.status, 'failed');
    assert.equal(refused?.attempts, 1);
    assert.match(refused?.lastError ?? '', /^recipient refused: .*550/);
    const db = await my.db.getDb();
    const { mailSuppression } = my.schema;
    const [suppression] = await db
      .select()
      .from(mailSuppression)
      .where(my.drizzle.eq(mailSuppression.email, address));
    assert.ok(suppression, 'the address is suppressed');
    assert.match(suppression.reason, /550/);
    assert.equal(relay.rcptTo.filter((r) => r === address).length, 1);

    // The relay would take it now, but nothing more is sent to the address.
    await requestReset(input.email);
    assert.equal(addressedTo(await drain(), address).length, 0);
    const rows = await outboxRows(address);
    assert.equal(rows.length, 2);
    assert.equal(rows[1]?.status, 'suppressed');
    assert.equal(relay.rcptTo.filter((r) => r === address).length, 1, 'no SMTP attempt for it');
  });

  test('7b. a relay that refuses our sender delays the mail and suppresses no recipient', async () => {
    const { input } = await signedUp();
    const address = input.email.toLowerCase();
    relay.refuseSender = true;
    try {
      await requestReset(input.email);
      assert.equal(addressedTo(await drain(), address).length, 0);
    } finally {
      relay.refuseSender = false;
    }
    const [row] = await outboxRows(address);
    assert.equal(row?.status, 'queued', 'retried later, not given up');
    assert.match(row?.lastError ?? '', /550/);
    const db = await my.db.getDb();
    const { mailSuppression, mailOutbox } = my.schema;
    const suppressed = await db
      .select()
      .from(mailSuppression)
      .where(my.drizzle.eq(mailSuppression.email, address));
    assert.equal(suppressed.length, 0);

    // The relay's policy is mended: the retry delivers it.
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(my.drizzle.eq(mailOutbox.id, row!.id));
    assert.equal(addressedTo(await drain(), address).length, 1);
    assert.equal((await outboxRows(address))[0]?.status, 'sent');
  });

  test('8. concurrent workers send each mail once, with the Message-ID fixed when it was queued', async () => {
    await drain(); // nothing else due
    const recipients = Array.from({ length: 30 }, (_, i) => `bulk${i}.${unique()}@example.com`);
    const db = await my.db.getDb();
    const ids = await db.transaction(async (tx) => {
      const queued: string[] = [];
      for (const to of recipients) {
        queued.push(
          await my.outbox.queueMail(tx, {
            kind: 'digest',
            to,
            locale: 'en',
            ...my.templates.renderMail('en', {
              subject: `Bulk ${to}`,
              heading: 'Bulk',
              paragraphs: ['One of thirty.'],
              reason: 'A test.',
            }),
          }),
        );
      }
      return queued;
    });

    const from = inbox.length;
    const rounds = await Promise.all([
      my.worker.sendDueMail(),
      my.worker.sendDueMail(),
      my.worker.sendDueMail(),
    ]);
    const rest = await my.worker.drainOutbox();
    assert.equal(rounds.reduce((a, b) => a + b, 0) + rest, 30, `claimed ${rounds} then ${rest}`);
    const received = inbox.slice(from);
    assert.equal(received.length, 30);
    for (const [i, to] of recipients.entries()) {
      const mail = onlyMailTo(received, to);
      const row = await outboxRow(ids[i]!);
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 1, 'claimed by one worker only');
      assert.match(row.messageId, /^<[0-9a-f-]{36}@[^>]+>$/);
      assert.equal(mail.parsed.messageId, row.messageId);
    }

    // A worker died after the relay took a mail but before recording it: its lease runs out and the mail
    // goes again, as the same message. A row whose worker is alive (lease ahead) is left alone.
    const crashed = ids[0]!;
    const alive = ids[1]!;
    const { mailOutbox } = my.schema;
    await db
      .update(mailOutbox)
      .set({ status: 'sending', leaseUntil: new Date(Date.now() - 1000), sentAt: null, relayResponse: null })
      .where(my.drizzle.eq(mailOutbox.id, crashed));
    await db
      .update(mailOutbox)
      .set({ status: 'sending', leaseUntil: new Date(Date.now() + 60 * 60_000), sentAt: null })
      .where(my.drizzle.eq(mailOutbox.id, alive));
    try {
      const again = await drain();
      const resent = onlyMailTo(again, recipients[0]!);
      const row = await outboxRow(crashed);
      assert.equal(resent.parsed.messageId, row.messageId, 'the same Message-ID');
      assert.equal(resent.parsed.messageId, onlyMailTo(received, recipients[0]!).parsed.messageId);
      assert.equal(row.status, 'sent');
      assert.equal(row.attempts, 2);
      assert.equal(addressedTo(again, recipients[1]!).length, 0, "a live worker's row is not taken");
      assert.equal((await outboxRow(alive)).status, 'sending');
    } finally {
      await db.delete(mailOutbox).where(my.drizzle.eq(mailOutbox.id, alive));
    }
  });

  test('9. the digest: at most one an hour, only with something new, only for members who want it', async () => {
    const member = await signedUp();
    const other = await signedUp();
    const turnedOn = await member.client.post(my.emailPreferences, '/api/account/email-preferences', {
      digest: true,
    });
    assert.equal(turnedOn.status, 200);
    assert.equal((await bodyOf<{ user: SessionUser }>(turnedOn)).user.emailDigest, true);
    assert.equal((await currentUser(other.client))?.emailDigest, false);

    assert.equal(await my.digest.queueDigests(), 1);
    const received = await drain();
    assert.equal(addressedTo(received, other.input.email).length, 0, 'no digest without asking');
    const digest = onlyMailTo(received, member.input.email);
    assert.equal(digest.parsed.subject, '4 unread notifications on Civitas');
    const listed = textOf(digest)
      .split('\n')
      .filter((line) => line.startsWith('- '));
    assert.deepEqual(listed.sort(), [
      '- Badge earned: Founding Citizen',
      '- New message from your Academy mentor',
      '- Vote now: Adopt the Civitas Constitution',
      "- You're invited to the community town hall",
    ]);
    assert.equal((htmlOf(digest).match(/<li>/g) ?? []).length, 4);

    // At most one an hour; none an hour later when nothing new arrived.
    assert.equal(await my.digest.queueDigests(), 0);
    const later = () => new Date(Date.now() + 61 * 60_000);
    assert.equal(await my.digest.queueDigests(later()), 0);

    const db = await my.db.getDb();
    await db
      .insert(my.schema.notification)
      .values({ userId: member.user.id, type: 'security', key: 'loginPaused' });
    assert.equal(await my.digest.queueDigests(later()), 1);
    const next = onlyMailTo(await drain(), member.input.email);
    assert.equal(next.parsed.subject, '1 unread notification on Civitas');
    assert.deepEqual(
      textOf(next)
        .split('\n')
        .filter((line) => line.startsWith('- ')),
      ['- Password sign-in paused'],
    );
    assert.equal((await outboxRows(other.input.email)).length, 0);
  });

  test('10. change password: the current one is checked, other devices are signed out, the address is told', async () => {
    const { client, input } = await signedUp();
    const elsewhere = new Client();
    assert.equal(
      (await elsewhere.post(my.login, '/api/auth/login', { email: input.email, password: OLD_PASSWORD }))
        .status,
      200,
    );
    await drain();

    const wrong = await client.post(my.changePassword, '/api/account/password', {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    assert.equal(wrong.status, 400);
    assert.deepEqual((await bodyOf(wrong)).fields, { currentPassword: 'wrong_password' });
    const weak = await client.post(my.changePassword, '/api/account/password', {
      currentPassword: OLD_PASSWORD,
      newPassword: 'password123',
    });
    assert.deepEqual((await bodyOf(weak)).fields, { newPassword: 'common_password' });
    const anonymous = await new Client().post(my.changePassword, '/api/account/password', {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(anonymous.status, 401);

    const changed = await client.post(my.changePassword, '/api/account/password', {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    assert.equal(changed.status, 200, await changed.clone().text());
    assert.ok(await currentUser(client), 'this device stays signed in');
    assert.equal(await currentUser(elsewhere), null, 'the other device is signed out');
    const notice = onlyMailTo(await drain(), input.email);
    assert.equal(notice.parsed.subject, 'Your Civitas password was changed');
    const login = (password: string) =>
      new Client().post(my.login, '/api/auth/login', { email: input.email, password });
    assert.equal((await login(OLD_PASSWORD)).status, 401);
    assert.equal((await login(NEW_PASSWORD)).status, 200);
  });

  test('11. change e-mail: a link to the new address confirms it, the old address is told, once', async () => {
    const { client, input } = await signedUp();
    const other = await signedUp();
    await drain();
    const newEmail = `moved.${unique()}@example.com`;
    const ask = (body: Record<string, string>) =>
      client.post(my.requestEmailChange, '/api/account/change-email', body);

    assert.deepEqual((await bodyOf(await ask({ email: newEmail, password: 'nope nope nope' }))).fields, {
      password: 'wrong_password',
    });
    assert.deepEqual((await bodyOf(await ask({ email: other.input.email, password: OLD_PASSWORD }))).fields, {
      email: 'email_taken',
    });
    assert.deepEqual((await bodyOf(await ask({ email: input.email, password: OLD_PASSWORD }))).fields, {
      email: 'same_email',
    });
    assert.equal((await ask({ email: newEmail, password: OLD_PASSWORD })).status, 202);

    // Nothing changes until the link in the mail to the new address is followed.
    assert.equal((await currentUser(client))?.email, input.email);
    const mail = onlyMailTo(await drain(), newEmail);
    assert.equal(mail.parsed.subject, 'Confirm your new e-mail address for Civitas');
    const link = linkInMail(mail, '/api/account/change-email');
    const follow = () => new Client().get(my.followEmailChange, `${link.pathname}${link.search}`);
    const first = await follow();
    assert.equal(first.status, 303);
    assert.equal(first.headers.get('location'), '/email/changed');

    const me = await currentUser(client);
    assert.equal(me?.email, newEmail, 'the session stays, with the new address');
    assert.equal(me?.emailVerified, true);
    const notice = onlyMailTo(await drain(), input.email);
    assert.equal(notice.parsed.subject, 'Your Civitas e-mail address was changed');
    assert.match(textOf(notice), /m•••@example\.com/);
    assert.doesNotMatch(textOf(notice), new RegExp(escapeRegExp(newEmail)), 'the new address is masked');

    const login = (email: string) =>
      new Client().post(my.login, '/api/auth/login', { email, password: OLD_PASSWORD });
    assert.equal((await login(input.email)).status, 401);
    assert.equal((await login(newEmail)).status, 200);
    assert.equal((await follow()).headers.get('location'), '/email/used');
  });

  test('12. a sent link mail keeps no token; old rows and expired tokens are pruned', async () => {
    const { input } = await signedUp();
    await requestReset(input.email);
    await drain();
    const [sent] = await outboxRows(input.email);
    assert.equal(sent?.status, 'sent');
    assert.equal(sent?.text, '', 'the body with the reset link is blanked once sent');
    assert.equal(sent?.html, '');
    const kept = await queueTestMail(`kept.${unique()}@example.com`);
    await drain();
    assert.notEqual((await outboxRow(kept))?.text, '', 'a mail without a token keeps its body');

    const db = await my.db.getDb();
    const { emailToken, mailOutbox } = my.schema;
    const tokens = () =>
      db.select().from(emailToken).where(my.drizzle.eq(emailToken.email, input.email.toLowerCase()));
    assert.equal((await tokens()).length, 1);
    // Thirty-one days on: the finished rows and the long-expired token go.
    await my.worker.pruneMail(new Date(Date.now() + 31 * 24 * 60 * 60_000));
    assert.equal((await outboxRows(input.email)).length, 0);
    assert.equal((await tokens()).length, 0);
    // A queued row is never pruned, however old.
    const waiting = await queueTestMail(`waiting.${unique()}@example.com`);
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .where(my.drizzle.eq(mailOutbox.id, waiting));
    await my.worker.pruneMail(new Date(Date.now() + 365 * 24 * 60 * 60_000));
    assert.equal((await outboxRow(waiting))?.status, 'queued');
  });
});
