import type { NextRequest } from 'next/server';
import { json, withErrors } from '@/lib/api/http';
import { citizenIdStatus } from '@/lib/chain/citizen-id';
import { chainRead, chainRefusal, isRefused } from '@/lib/chain/http';

export const dynamic = 'force-dynamic';

// The signed-in citizen's ID: minted, pending (read from the chain again now), or mintable where.
export const GET = withErrors(async (request: NextRequest) =>
  chainRead(request, async ({ user }) => {
    const status = await citizenIdStatus(user);
    return isRefused(status) ? chainRefusal(status.reason) : json(status);
  }),
);
