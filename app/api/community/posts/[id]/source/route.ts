import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { postIdOf, postSource } from '@/lib/community/threads';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The author's own markdown of a post, to edit it.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = postIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withSession(request, async ({ user }) => {
    const outcome = await postSource(user, id);
    if (!outcome.ok) return communityRefusal(outcome);
    return json(outcome.source);
  });
});
