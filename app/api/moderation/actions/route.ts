import type { NextRequest } from 'next/server';
import { json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { communityRefusal } from '@/lib/community/http';
import { moderate } from '@/lib/community/moderation';
import { moderationSchema } from '@/lib/community/validation';
import { limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

// A moderator restores, deletes, dismisses flags, locks or unlocks a thread, or silences a member.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, moderationSchema);
  if (!input.ok) return input.response;
  return withAccountLimit(request, limits.moderatePerAccount, async ({ user }) => {
    const outcome = await moderate(user, input.data);
    if (!outcome.ok) return communityRefusal(outcome);
    return json({ ok: true });
  });
});
