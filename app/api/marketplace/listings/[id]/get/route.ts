import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { listingIdOf, marketRefusal, marketWrite } from '@/lib/marketplace/http';
import { getItem } from '@/lib/marketplace/service';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// A member gets a free item into their library (once; a second call answers the same).
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return marketWrite(request, async ({ user }) => {
    const outcome = await getItem(user, id);
    if (!outcome.ok) return marketRefusal(outcome);
    return json({ link: outcome.link, fileUrl: outcome.fileUrl }, { status: outcome.first ? 201 : 200 });
  });
});
