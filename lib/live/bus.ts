import 'server-only';
// Live updates between app processes. A write publishes a small event after its transaction commits;
// every process that has readers on that topic (an open proposal page's event stream) passes it on.
// On Postgres the events travel by NOTIFY on one channel per schema, received by one LISTEN connection
// per process, so a vote at one process reaches readers at all of them. On PGlite, one process owns the
// data, so an in-process emitter is the whole story.
import { EventEmitter } from 'node:events';
import { is, SQL, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { getDatabase } from '../db';
import { env } from '../env';
import { describeError } from '../log';

export type LiveEvent = { topic: string; data: Record<string, unknown> };

type Bus = {
  emitter: EventEmitter;
  listener?: Promise<Client | null>;
};

const globalForBus = globalThis as unknown as { civitasLive?: Bus };

function bus(): Bus {
  if (!globalForBus.civitasLive) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    globalForBus.civitasLive = { emitter };
  }
  return globalForBus.civitasLive;
}

/** One channel per schema: test runs that share a server do not hear each other. */
const channel = () => `civitas_live_${env.DATABASE_SCHEMA}`.slice(0, 63);

/** Postgres NOTIFY carries at most 8000 bytes; events are a topic and a few numbers. */
const MAX_PAYLOAD = 7_900;

function deliver(raw: string) {
  try {
    const event = JSON.parse(raw) as LiveEvent;
    if (typeof event.topic === 'string') bus().emitter.emit(event.topic, event.data);
  } catch {
    // Not ours.
  }
}

/** The LISTEN connection of this process, opened with the first subscriber and reopened if it drops. */
function listen(): Promise<Client | null> {
  const state = bus();
  if (state.listener) return state.listener;
  const url = env.DATABASE_URL;
  if (!url) return (state.listener = Promise.resolve(null));
  state.listener = (async () => {
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel() && message.payload) deliver(message.payload);
    });
    client.on('error', (error) => {
      console.error(`civitas: live updates connection lost: ${describeError(error)}`);
      state.listener = undefined;
      client.end().catch(() => {});
      // Readers reconnect (EventSource retries) and resubscribe, which listens again.
      setTimeout(() => void listen().catch(() => {}), 1_000).unref();
    });
    await client.connect();
    await client.query(`LISTEN "${channel()}"`);
    return client;
  })().catch((error: unknown) => {
    state.listener = undefined;
    throw error;
  });
  return state.listener;
}

/** Events published in this turn of the event loop, sent together (Postgres). */
type Batch = { payloads: string[]; sent: Promise<void> };
let batch: Batch | null = null;

/**
 * Sends every event published in one turn of the event loop in one statement: a round trip to the
 * database costs more than the NOTIFYs, and concurrent writes (votes, replies) each publish one. The
 * NOTIFYs of one statement arrive in their order (Postgres delivers identical payloads of one statement
 * once: the same state twice). If it fails, the events are delivered in-process.
 */
function notifyInBatch(payload: string): Promise<void> {
  if (!batch) {
    const next: Batch = { payloads: [], sent: Promise.resolve() };
    next.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      batch = null;
      try {
        const { db } = await getDatabase();
        await db.execute(
          sql`select pg_notify(${channel()}, p) from unnest(${sql.param(next.payloads)}::text[]) with ordinality as e(p, n) order by n`,
        );
      } catch (error) {
        console.error(`civitas: live update not sent: ${describeError(error)}`);
        for (const raw of next.payloads) deliver(raw);
      }
    });
    batch = next;
  }
  batch.payloads.push(payload);
  return batch.sent;
}

/**
 * On Postgres, an event as an expression for the statement that writes it: Postgres sends a NOTIFY when
 * the transaction commits (never if it rolls back), so the event costs no round trip of its own. `data`:
 * the event's data, or SQL making it, as a json object, from the statement's own rows. Null on PGlite
 * (and for an event too long for a NOTIFY): the writer publishes after its commit.
 */
export async function notifyOnCommit(
  topic: string,
  data: Record<string, unknown> | SQL,
): Promise<SQL | null> {
  const { engine } = await getDatabase();
  if (engine !== 'postgres') return null;
  if (is(data, SQL))
    return sql`pg_notify(${channel()}, json_build_object('topic', ${topic}::text, 'data', ${data})::text)`;
  const payload = JSON.stringify({ topic, data } satisfies LiveEvent);
  return payload.length <= MAX_PAYLOAD ? sql`pg_notify(${channel()}, ${payload}::text)` : null;
}

/** Publishes an event to every process's readers of `topic`. Call after the write has committed. */
export async function publish(topic: string, data: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({ topic, data } satisfies LiveEvent);
  const { engine } = await getDatabase();
  if (engine === 'postgres' && payload.length <= MAX_PAYLOAD) return notifyInBatch(payload);
  deliver(payload);
}

/** Calls `onEvent` for every event on `topic` until the returned function is called. */
export async function subscribe(
  topic: string,
  onEvent: (data: Record<string, unknown>) => void,
): Promise<() => void> {
  await listen();
  const { emitter } = bus();
  emitter.on(topic, onEvent);
  return () => emitter.off(topic, onEvent);
}

/** Closes this process's LISTEN connection (tests, scripts); the next subscriber opens it again. */
export async function closeLive(): Promise<void> {
  const state = bus();
  const listener = state.listener;
  state.listener = undefined;
  const client = await listener?.catch(() => null);
  if (!client) return;
  // Closing on purpose is not a lost connection: no reconnect.
  client.removeAllListeners('error');
  client.on('error', () => {});
  await client.end().catch(() => {});
}
