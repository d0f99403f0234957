import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { communityWrite } from '@/lib/community/route';
import { postIdOf, setLike } from '@/lib/community/threads';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

function like(on: boolean) {
  return withErrors(async (request: NextRequest, { params }: Context) => {
    const id = postIdOf((await params).id);
    if (!id) return apiError(404, 'not_found');
    return communityWrite(request, async ({ user }) => {
      const outcome = await setLike(user, id, on);
      if (!outcome.ok) return communityRefusal(outcome);
      return json({ likes: outcome.likes, liked: outcome.liked });
    });
  });
}

// One like per member per post; unlike takes it back.
export const POST = like(true);
export const DELETE = like(false);
