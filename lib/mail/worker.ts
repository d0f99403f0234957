import 'server-only';
// Sends the outbox. Every app process runs one worker; they share the table safely: a round claims due
// rows with FOR UPDATE SKIP LOCKED and a lease, so no two workers hold the same row, and a row whose
// worker died mid-send is taken up again when its lease ends (on PGlite, which one process owns, at
// once on start). A failed send waits 30 s, 1 min, 2 min… and is given up after the last attempt, with
// the reason kept; an address the relay refuses is suppressed and never tried again.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { getDatabase } from '../db';
import { emailToken, mailOutbox, mailSuppression, type MailRow } from '../db/schema';
import { describeError } from '../log';
import { pollLoop } from '../poll-loop';
import { mailSettings, retryDelayMs } from './config';
import { onMailQueued, type Executor } from './outbox';
import { deliver } from './transport';

/** Claims up to `batch` due rows for this worker: queued ones whose time has come, and orphaned sends. */
async function claim(db: Executor, batch: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${mailSettings.leaseMs / 1000})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function settle(db: Executor, row: MailRow) {
  const [suppressed] = await db
    .select()
    .from(mailSuppression)
    .where(eq(mailSuppression.email, row.recipient));
  if (suppressed) {
    await db
      .update(mailOutbox)
      .set({ status: 'suppressed', leaseUntil: null, lastError: `address suppressed: ${suppressed.reason}` })
      .where(eq(mailOutbox.id, row.id));
    return;
  }

  const result = await deliver({
    messageId: row.messageId,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
  });

  if (result.ok) {
    // A sent mail's link token is of no more use to us, and must not sit readable in the table.
    const carriesToken = (tokenMailKinds as readonly string[]).includes(row.kind);
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        leaseUntil: null,
        relayResponse: result.response,
        ...(carriesToken ? { text: '', html: '' } : {}),
      })
      .where(eq(mailOutbox.id, row.id));
    return;
  }
  if (result.kind === 'recipient_refused') {
    await db
      .insert(mailSuppression)
      .values({ email: row.recipient, reason: result.reason })
      .onConflictDoNothing();
  }
  const giveUp = result.kind !== 'temporary' || row.attempts >= mailSettings.maxAttempts;
  await db
    .update(mailOutbox)
    .set(
      giveUp
        ? {
            status: 'failed',
            leaseUntil: null,
            relayResponse: result.reason,
            lastError:
              result.kind === 'temporary'
                ? `gave up after ${row.attempts} attempts: ${result.reason}`
                : `${result.kind.replace('_', ' ')}: ${result.reason}`,
          }
        : {
            status: 'queued',
            leaseUntil: null,
            relayResponse: result.reason,
            lastError: result.reason,
            nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
          },
    )
    .where(eq(mailOutbox.id, row.id));
}

/** Mails whose body carries a single-use link token: blanked once sent. */
const tokenMailKinds = ['password_reset', 'verify_email', 'change_email', 'newsletter_confirm'] as const;

/**
 * Retention: finished mail rows after 30 days (the relay's answer is kept that long), link tokens a day
 * after they expired. Every process may run it; deleting twice is harmless.
 */
export async function pruneMail(now = new Date()) {
  const { db } = await getDatabase();
  const monthAgo = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  await db
    .delete(mailOutbox)
    .where(
      and(inArray(mailOutbox.status, ['sent', 'failed', 'suppressed']), lt(mailOutbox.createdAt, monthAgo)),
    );
  await db.delete(emailToken).where(lt(emailToken.expiresAt, dayAgo));
}

/** One round: claims due mail and sends it, one row after the other. Returns how many rows it handled. */
export async function sendDueMail(batch: number = mailSettings.batch): Promise<number> {
  const { db } = await getDatabase();
  const rows = await claim(db, batch);
  for (const row of rows) {
    try {
      await settle(db, row);
    } catch (error) {
      // The database failed under us: the lease brings the row back later.
      console.error(`civitas: mail ${row.id}: ${describeError(error)}`);
    }
  }
  return rows.length;
}

/** Sends until nothing is due (tests, and the worker's wake-up). */
export async function drainOutbox(): Promise<number> {
  let total = 0;
  for (let handled = await sendDueMail(); handled > 0; handled = await sendDueMail()) total += handled;
  return total;
}

type Job = { everyMs: number; run: () => Promise<unknown>; last: number };

const globalForWorker = globalThis as unknown as { civitasMailWorker?: { stop: () => Promise<void> } };

/**
 * Starts this process's worker (server start, lib/db/startup.ts): the outbox every MAIL_POLL_MS and at
 * once when this process queues mail, plus periodic jobs (the digests). Idempotent.
 */
export async function startMailWorker(jobs: { everyMs: number; run: () => Promise<unknown> }[] = []) {
  if (globalForWorker.civitasMailWorker) return globalForWorker.civitasMailWorker;
  const { db, engine } = await getDatabase();
  if (engine === 'pglite') {
    // This process owns the PGlite directory (lib/db/client.ts): a send left half-done belongs to a
    // process that died. Its Message-ID is stable, so a receiver that got it before sees the same mail.
    await db
      .update(mailOutbox)
      .set({ status: 'queued', leaseUntil: null })
      .where(eq(mailOutbox.status, 'sending'));
  }
  const scheduled: Job[] = jobs.map((job) => ({ ...job, last: 0 }));
  const loop = pollLoop(async () => {
    for (const job of scheduled) {
      if (Date.now() - job.last < job.everyMs) continue;
      job.last = Date.now();
      await job.run().catch((error) => console.error(`civitas: job: ${describeError(error)}`));
    }
    await drainOutbox().catch((error) => console.error(`civitas: mail: ${describeError(error)}`));
  }, mailSettings.pollMs);
  onMailQueued(loop.wake);
  loop.wake();
  const worker = {
    async stop() {
      onMailQueued(undefined);
      await loop.stop();
      globalForWorker.civitasMailWorker = undefined;
    },
  };
  globalForWorker.civitasMailWorker = worker;
  return worker;
}
