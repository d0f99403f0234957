import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { json, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { moderationQueue } from '@/lib/community/moderation';

export const dynamic = 'force-dynamic';

// Flagged posts and proposals, the longest waiting first: moderators and admins only.
export const GET = withErrors(async (request: NextRequest) =>
  withSession(request, async ({ user }) => {
    const outcome = await moderationQueue(user);
    if (!outcome.ok) return communityRefusal(outcome);
    return json(outcome.queue);
  }),
);
