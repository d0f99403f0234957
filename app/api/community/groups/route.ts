import type { NextRequest } from 'next/server';
import type { GroupPage } from '@/lib/api/contract';
import { json, readJson, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { createGroup, groupPath, joinedGroupIds, listGroups } from '@/lib/community/groups';
import { communityRefusal } from '@/lib/community/http';
import { communityWrite } from '@/lib/community/route';
import { groupSchema } from '@/lib/community/validation';

export const dynamic = 'force-dynamic';

// Every group with its real counts, and which of them the signed-in reader joined.
export const GET = withErrors(async (request: NextRequest) => {
  const cursor = request.nextUrl.searchParams.get('cursor')?.slice(0, 200) || undefined;
  const [page, session] = await Promise.all([listGroups({ cursor }), currentSession(request)]);
  const joined = session ? await joinedGroupIds(session.user.id) : [];
  return json<GroupPage>({ ...page, joined });
});

// A citizen from the second tier up creates a group (one a day).
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, groupSchema);
  if (!input.ok) return input.response;
  return communityWrite(request, async ({ user }) => {
    const outcome = await createGroup(user, input.data, user.locale);
    if (!outcome.ok) return communityRefusal(outcome);
    return json({ slug: outcome.slug, path: groupPath(outcome.slug) }, { status: 201 });
  });
});
