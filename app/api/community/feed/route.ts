import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { json, withErrors } from '@/lib/api/http';
import { followingFeed } from '@/lib/community/people';

export const dynamic = 'force-dynamic';

// New proposals and threads by the people the member follows.
export const GET = withErrors(async (request: NextRequest) => {
  const cursor = request.nextUrl.searchParams.get('cursor')?.slice(0, 200) || undefined;
  return withSession(request, async ({ user }) => json(await followingFeed(user.id, { cursor })));
});
