import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { anchorStatus } from '@/lib/chain/anchors';
import { chainRead, chainRefusal, isRefused } from '@/lib/chain/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The holder's view of a credential's anchor: anchored, pending (read again now), or where it can be.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const { id } = await params;
  if (!UUID.test(id)) return apiError(404, 'not_found');
  return chainRead(request, async ({ user }) => {
    const status = await anchorStatus(user, id);
    return isRefused(status) ? chainRefusal(status.reason) : json(status);
  });
});
