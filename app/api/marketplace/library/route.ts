import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { json, withErrors } from '@/lib/api/http';
import { library } from '@/lib/marketplace/service';

export const dynamic = 'force-dynamic';

// The member's library: what they got, and what they list.
export const GET = withErrors(async (request: NextRequest) =>
  withSession(request, async ({ user }) =>
    json(await library(user), { headers: { 'Cache-Control': 'private, no-store' } }),
  ),
);
