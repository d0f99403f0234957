import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { getGroup } from '@/lib/community/groups';
import { communityRefusal } from '@/lib/community/http';
import { communityWrite } from '@/lib/community/route';
import { createThread, listThreads, threadPath } from '@/lib/community/threads';
import { threadSchema } from '@/lib/community/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

// A group's visible threads, newest activity first.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const group = await getGroup((await params).slug);
  if (!group) return apiError(404, 'group_not_found');
  const cursor = request.nextUrl.searchParams.get('cursor')?.slice(0, 200) || undefined;
  return json(await listThreads(group.id, { cursor }));
});

// A citizen opens a thread (and joins the group).
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, threadSchema);
  if (!input.ok) return input.response;
  const { slug } = await params;
  return communityWrite(request, async ({ user }) => {
    const outcome = await createThread(user, slug, input.data, user.locale);
    if (!outcome.ok) return communityRefusal(outcome);
    return json({ id: outcome.id, path: threadPath(outcome.id) }, { status: 201 });
  });
});
