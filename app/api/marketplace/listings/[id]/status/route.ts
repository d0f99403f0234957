import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { listingIdOf, marketRefusal, marketWrite } from '@/lib/marketplace/http';
import { setListingStatus } from '@/lib/marketplace/service';
import { statusSchema } from '@/lib/marketplace/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The seller publishes or unpublishes their listing.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, statusSchema);
  if (!input.ok) return input.response;
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return marketWrite(request, async ({ user }) => {
    const outcome = await setListingStatus(user, id, input.data.status);
    if (!outcome.ok) return marketRefusal(outcome);
    return json({ ok: true });
  });
});
