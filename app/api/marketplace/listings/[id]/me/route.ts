import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { listingIdOf } from '@/lib/marketplace/http';
import { listingMe } from '@/lib/marketplace/service';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// What the reader may do with a listing (the page itself is the same for everyone).
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const session = await currentSession(request);
  const me = await listingMe(session?.user ?? null, id);
  if (!me) return apiError(404, 'not_found');
  return json(me, { headers: { 'Cache-Control': 'private, no-store' } });
});
