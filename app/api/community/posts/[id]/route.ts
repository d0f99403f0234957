import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { communityWrite } from '@/lib/community/route';
import { deletePost, editPost, getPostView, postIdOf } from '@/lib/community/threads';
import { editSchema } from '@/lib/community/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// One post as the thread shows it (live readers fetch new and changed posts here).
export const GET = withErrors(async (_request: NextRequest, { params }: Context) => {
  const id = postIdOf((await params).id);
  const view = id ? await getPostView(id) : null;
  if (!view) return apiError(404, 'not_found');
  return json(view);
});

// The author edits within 24 hours.
export const PATCH = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, editSchema);
  if (!input.ok) return input.response;
  const id = postIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return communityWrite(request, async ({ user }) => {
    const outcome = await editPost(user, id, input.data.body);
    if (!outcome.ok) return communityRefusal(outcome);
    return json(outcome.post);
  });
});

// The author deletes (soft: "deleted by its author").
export const DELETE = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = postIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return communityWrite(request, async ({ user }) => {
    const outcome = await deletePost(user, id);
    if (!outcome.ok) return communityRefusal(outcome);
    return json(outcome.post);
  });
});
