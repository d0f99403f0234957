import type { NextRequest } from 'next/server';
import { json, readJson, withErrors } from '@/lib/api/http';
import { communityRefusal } from '@/lib/community/http';
import { flagItem } from '@/lib/community/moderation';
import { communityWrite } from '@/lib/community/route';
import { flagSchema } from '@/lib/community/validation';

export const dynamic = 'force-dynamic';

// Flag someone else's post or proposal; three flags from different members hide it pending review.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, flagSchema);
  if (!input.ok) return input.response;
  return communityWrite(request, async ({ user }) => {
    const outcome = await flagItem(user, input.data);
    if (!outcome.ok) return communityRefusal(outcome);
    return json({ hidden: outcome.hidden }, { status: 201 });
  });
});
