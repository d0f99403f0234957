import type { NextRequest } from 'next/server';
import { apiError, clientIp, withErrors } from '@/lib/api/http';
import { proposalIdOf } from '@/lib/governance/http';
import { getProposal, proposalTopic } from '@/lib/governance/service';
import { eventStream } from '@/lib/live/sse';
import { hitLimit, limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A moderator's act is its own event; everything else on a proposal's topic is a new tally. */
const eventName = (data: Record<string, unknown>) => ('hidden' in data ? 'moderation' : 'tally');

// Server-sent events of a proposal: each new tally as it is counted, at whichever process.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = proposalIdOf((await params).id);
  if (!id || !(await getProposal(id))) return apiError(404, 'not_found');
  const limit = await hitLimit(limits.liveStreamsPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  return eventStream(request, proposalTopic(id), eventName);
});
