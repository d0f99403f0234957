import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { communityWrite } from '@/lib/community/route';
import { getThread, listPosts, reply, threadIdOf } from '@/lib/community/threads';
import { replySchema } from '@/lib/community/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// A thread's posts, oldest first, after a cursor.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = threadIdOf((await params).id);
  const found = id ? await getThread(id) : null;
  if (!found || found.hidden) return apiError(404, 'not_found');
  const after = request.nextUrl.searchParams.get('after')?.slice(0, 200) || undefined;
  return json(await listPosts(found.id, { after }));
});

// A citizen replies.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, replySchema);
  if (!input.ok) return input.response;
  const id = threadIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return communityWrite(request, async ({ user }) => {
    const outcome = await reply(user, id, input.data, user.locale);
    if (!outcome.ok) return communityRefusal(outcome);
    return json({ post: outcome.post }, { status: 201 });
  });
});
