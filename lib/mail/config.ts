import 'server-only';
import os from 'node:os';
import path from 'node:path';
import { dataDir, env, inMemoryData, siteOrigin } from '../env';

/** The site's host name, for Message-IDs and the default sender. */
export const mailHost = new URL(siteOrigin).hostname;

export const mailFrom =
  env.MAIL_FROM ?? `Civitas <no-reply@${mailHost === 'localhost' ? 'localhost.localdomain' : mailHost}>`;

/**
 * Where mail goes when no relay is configured: DATA_DIR/outbox, one .eml file per mail (a developer
 * opens them in any mail program). Tests on an in-memory database get a folder of the temp directory.
 */
export const outboxDir = inMemoryData
  ? path.join(os.tmpdir(), `civitas-outbox-${process.pid}`)
  : path.join(dataDir, 'outbox');

export const mailSettings = {
  /** How often the worker looks for due mail (it is also woken at once by mail queued in this process). */
  pollMs: env.MAIL_POLL_MS,
  /**
   * Rows claimed per round: few, so that a process that dies holds little mail back (until the lease
   * ends, on Postgres).
   */
  batch: 5,
  /** A claimed row belongs to its worker this long; one send's SMTP timeouts (30 + 30 + 60 s) fit inside it. */
  leaseMs: 3 * 60_000,
  /** Attempts before a mail is given up, with the reason stored. */
  maxAttempts: 8,
  /** The first retry waits this long, each next one twice as long, up to retryMaxMs. */
  retryBaseMs: 30_000,
  retryMaxMs: 2 * 60 * 60_000,
} as const;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: 30 s, 1 min, 2 min… ≤ 2 h, ±10 %. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(mailSettings.retryMaxMs, mailSettings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + 0.2 * random()));
}
