import type { NextRequest } from 'next/server';
import { apiError, clientIp, withErrors } from '@/lib/api/http';
import { getThread, threadIdOf, threadTopic } from '@/lib/community/threads';
import { eventStream } from '@/lib/live/sse';
import { hitLimit, limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// Server-sent events of a thread: `post` for a new reply, `changed` for an edit, a deletion, a like, a
// hide or a restore, at whichever process they happen.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = threadIdOf((await params).id);
  if (!id || !(await getThread(id))) return apiError(404, 'not_found');
  const limit = await hitLimit(limits.liveStreamsPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  return eventStream(request, threadTopic(id), (data) => (data.type === 'post' ? 'post' : 'changed'));
});
