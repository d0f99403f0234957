import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { moderate } from '@/lib/community/moderation';
import { moderationSchema } from '@/lib/community/validation';
import { hitLimit, limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

// A moderator restores, deletes, dismisses flags, locks or unlocks a thread, or silences a member.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, moderationSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user }) => {
    const limit = await hitLimit(limits.moderatePerAccount, user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    const outcome = await moderate(user, input.data);
    if (!outcome.ok) return communityRefusal(outcome);
    return json({ ok: true });
  });
});
