import 'server-only';
// A live topic as server-sent events: each event published on the topic (lib/live/bus.ts), at whichever
// process, reaches the reader; a heartbeat keeps proxies from closing the stream; the browser reconnects
// after 3 s when it drops (and refetches what it shows).
import type { NextRequest } from 'next/server';
import { subscribe } from './bus';

const HEARTBEAT_MS = 15_000;

export function eventStream(
  request: NextRequest,
  topic: string,
  eventName: (data: Record<string, unknown>) => string,
): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  // The reader may leave while the subscription is still being opened (on Postgres, the LISTEN
  // connection's first connect): then the abort event has fired already, and cancel() found nothing.
  let gone = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = await subscribe(topic, (data) =>
        send(`event: ${eventName(data)}\ndata: ${JSON.stringify(data)}\n\n`),
      );
      if (gone || request.signal.aborted) {
        unsubscribe();
        return;
      }
      const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener('abort', () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      });
      send('retry: 3000\n: open\n\n');
    },
    cancel() {
      gone = true;
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
