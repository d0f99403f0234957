import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { listingIdOf, marketRefusal, marketWrite } from '@/lib/marketplace/http';
import { addReview, listReviews } from '@/lib/marketplace/service';
import { reviewSchema } from '@/lib/marketplace/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// A listing's reviews, newest first (?cursor for the next page).
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const cursor = request.nextUrl.searchParams.get('cursor')?.slice(0, 200) || undefined;
  return json(await listReviews(id, { cursor }));
});

// A member who got the item reviews it, once.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, reviewSchema);
  if (!input.ok) return input.response;
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return marketWrite(request, async ({ user }) => {
    const outcome = await addReview(user, id, input.data);
    if (!outcome.ok) return marketRefusal(outcome);
    return json({ ok: true }, { status: 201 });
  });
});
