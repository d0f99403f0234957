import type { NextRequest } from 'next/server';
import { json, readJson, withErrors } from '@/lib/api/http';
import { marketRefusal, marketWrite } from '@/lib/marketplace/http';
import { createListing, listingPath, searchListings } from '@/lib/marketplace/service';
import { listingSchema, searchFromParams } from '@/lib/marketplace/validation';
import { isLocale } from '@/lib/i18n/config';

export const dynamic = 'force-dynamic';

// Search the published listings: ?q&category&price&license&tag&sort&cursor&locale (the reader's language
// for stemming). Anything odd in the query reads as its default.
export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const locale = params.get('locale') ?? 'en';
  const page = await searchListings(searchFromParams(params), isLocale(locale) ? locale : 'en');
  return json(page, { headers: { 'Cache-Control': 'no-store' } });
});

// A citizen lists an item, as a draft.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, listingSchema);
  if (!input.ok) return input.response;
  return marketWrite(request, async ({ user }) => {
    const outcome = await createListing(user, input.data, user.locale);
    if (!outcome.ok) return marketRefusal(outcome);
    return json({ id: outcome.id, path: listingPath(outcome.id) }, { status: 201 });
  });
});
