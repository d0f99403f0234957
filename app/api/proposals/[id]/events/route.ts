import type { NextRequest } from 'next/server';
import { apiError, clientIp, withErrors } from '@/lib/api/http';
import { proposalIdOf } from '@/lib/governance/http';
import { getProposal, proposalTopic } from '@/lib/governance/service';
import { subscribe } from '@/lib/live/bus';
import { hitLimit, limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const HEARTBEAT_MS = 15_000;

/** A moderator's act is its own event; everything else on a proposal's topic is a new tally. */
const eventName = (data: Record<string, unknown>) => ('hidden' in data ? 'moderation' : 'tally');

// Server-sent events of a proposal: each new tally as it is counted, at whichever process.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = proposalIdOf((await params).id);
  if (!id || !(await getProposal(id))) return apiError(404, 'not_found');
  const limit = await hitLimit(limits.liveStreamsPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
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
      const unsubscribe = await subscribe(proposalTopic(id), (data) =>
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
      // The browser reconnects after 3 s if the stream drops; it refetches the tallies on reconnect.
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
});
