import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { mailFrom, outboxDir } from './config';

export type OutgoingMail = {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** What the relay said: accepted (its answer line), or refused for a reason. */
export type Delivery =
  | { ok: true; response: string }
  | {
      ok: false;
      /** permanent: the relay refused this recipient for good (5xx to RCPT TO); retrying cannot help. */
      kind: 'temporary' | 'permanent' | 'recipient_refused';
      reason: string;
    };

const globalForMail = globalThis as unknown as { civitasSmtp?: Transporter };

function smtp(url: string): Transporter {
  globalForMail.civitasSmtp ??= nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return globalForMail.civitasSmtp;
}

function message(mail: OutgoingMail) {
  return {
    from: mailFrom,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
  };
}

/** Without a relay: the mail as an .eml file, named after its Message-ID (writing it twice overwrites it). */
async function writeToOutbox(mail: OutgoingMail): Promise<Delivery> {
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(message(mail));
  await fs.mkdir(outboxDir, { recursive: true });
  const name = `${mail.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9.@_-]/g, '_')}.eml`;
  const file = path.join(outboxDir, name);
  await fs.writeFile(file, built.message as Buffer);
  console.warn(`civitas: mail "${mail.subject}" written to ${file}`);
  return { ok: true, response: `written to ${file}` };
}

type SmtpError = Error & { responseCode?: number; command?: string; code?: string; response?: string };

export async function deliver(mail: OutgoingMail): Promise<Delivery> {
  if (!env.SMTP_URL) return writeToOutbox(mail);
  try {
    const info = await smtp(env.SMTP_URL).sendMail(message(mail));
    if ((info.rejected ?? []).length > 0) {
      return { ok: false, kind: 'recipient_refused', reason: info.response ?? 'recipient refused' };
    }
    return { ok: true, response: info.response ?? 'accepted' };
  } catch (error) {
    const e = error as SmtpError;
    // The relay's own words, without our credentials (they are in SMTP_URL, never in its answers).
    const reason = (e.response ?? e.message ?? 'unknown error').slice(0, 500);
    const code = e.responseCode ?? 0;
    // A 5xx to RCPT TO refuses the address; to the message itself (DATA), this mail. Anything else is
    // retried: no connection, a 4xx, a refused login or a refused sender (MAIL FROM) is the relay's or
    // our configuration's fault, not the recipient's, and mail must wait for it to be mended, not be lost.
    // (nodemailer codes MAIL FROM and DATA refusals EENVELOPE too: the command tells them apart.)
    if (code >= 500 && code < 600) {
      const command = e.command ?? '';
      if (/^RCPT/i.test(command)) return { ok: false, kind: 'recipient_refused', reason };
      if (/^DATA/i.test(command) || e.code === 'EMESSAGE') return { ok: false, kind: 'permanent', reason };
    }
    return { ok: false, kind: 'temporary', reason };
  }
}
