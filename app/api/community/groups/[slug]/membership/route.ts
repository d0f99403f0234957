import type { NextRequest } from 'next/server';
import { json, withErrors } from '@/lib/api/http';
import { setMembership } from '@/lib/community/groups';
import { communityRefusal } from '@/lib/community/http';
import { communityWrite } from '@/lib/community/route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

function membership(join: boolean) {
  return withErrors(async (request: NextRequest, { params }: Context) => {
    const { slug } = await params;
    return communityWrite(request, async ({ user }) => {
      const outcome = await setMembership(user, slug, join);
      if (!outcome.ok) return communityRefusal(outcome);
      return json({ joined: outcome.joined, members: outcome.members });
    });
  });
}

// Join (idempotent) and leave (idempotent).
export const POST = membership(true);
export const DELETE = membership(false);
