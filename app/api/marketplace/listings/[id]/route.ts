import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { listingIdOf, marketRefusal, marketWrite } from '@/lib/marketplace/http';
import { getListing, getOwnListing, updateListing } from '@/lib/marketplace/service';
import { listingPatchSchema } from '@/lib/marketplace/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// A published listing; its seller also sees their drafts and unpublished ones (the editor reads it here).
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const session = await currentSession(request);
  const own = session ? await getOwnListing(session.user, id) : null;
  const detail = own ?? (await getListing(id));
  if (!detail) return apiError(404, 'not_found');
  return json(detail, { headers: { 'Cache-Control': 'no-store' } });
});

// The seller edits their listing.
export const PATCH = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, listingPatchSchema);
  if (!input.ok) return input.response;
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return marketWrite(request, async ({ user }) => {
    const outcome = await updateListing(user, id, input.data, user.locale);
    if (!outcome.ok) return marketRefusal(outcome);
    return json({ ok: true });
  });
});
