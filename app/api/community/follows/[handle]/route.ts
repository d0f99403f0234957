import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { communityRefusal } from '@/lib/community/http';
import { followState, setFollow } from '@/lib/community/people';
import { communityWrite } from '@/lib/community/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ handle: string }> };

// The counts, and whether the signed-in reader follows this citizen.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const { handle } = await params;
  const session = await currentSession(request);
  const state = await followState(session?.user.id ?? null, handle);
  if (!state) return apiError(404, 'not_found');
  return json(state);
});

function follow(on: boolean) {
  return withErrors(async (request: NextRequest, { params }: Context) => {
    const { handle } = await params;
    return communityWrite(request, async ({ user }) => {
      const outcome = await setFollow(user, handle, on);
      if (!outcome.ok) return communityRefusal(outcome);
      return json(outcome.state);
    });
  });
}

export const POST = follow(true);
export const DELETE = follow(false);
