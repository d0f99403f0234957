import 'server-only';
import crypto from 'node:crypto';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import type { Locale } from '../i18n/config';
import { mailHost } from './config';
import type { RenderedMail } from './templates';

/** What can write a mail row: the database, or (usually) the transaction of the action causing the mail. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

export const mailKinds = [
  'password_reset',
  'password_changed',
  'verify_email',
  'change_email',
  'email_changed',
  'newsletter_confirm',
  'newsletter',
  'digest',
  'citizen_email',
] as const;
export type MailKind = (typeof mailKinds)[number];

type Wake = () => void;
const globalForOutbox = globalThis as unknown as { civitasMailWake?: Wake };

/** The worker of this process registers here, so mail queued in it goes out without waiting for a poll. */
export function onMailQueued(wake: Wake | undefined) {
  globalForOutbox.civitasMailWake = wake;
}

/**
 * Queues a mail: one row, in the caller's transaction, so the mail exists exactly when the action does.
 * The Message-ID is decided now and never changes: a retry after a crash is the same message.
 */
export async function queueMail(
  db: Executor,
  mail: RenderedMail & { kind: MailKind; to: string; locale: Locale; headers?: Record<string, string> },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(mailOutbox).values({
    id,
    messageId: `<${id}@${mailHost}>`,
    kind: mail.kind,
    recipient: mail.to.toLowerCase(),
    locale: mail.locale,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
  });
  return id;
}

/** After the transaction that queued mail commits: this process's worker sends it now, not at its next poll. */
export function wakeMailWorker() {
  globalForOutbox.civitasMailWake?.();
}
