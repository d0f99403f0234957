import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, requestOrigin, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { threadIdOf, visitThread } from '@/lib/community/threads';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The reader's relation to a thread and their previous visit; records this visit.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  if (!requestOrigin(request)) return apiError(403, 'forbidden_origin');
  const id = threadIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withSession(request, async ({ user }) => {
    const outcome = await visitThread(user, id);
    if (!outcome.ok) return communityRefusal(outcome);
    return json(outcome.me);
  });
});
