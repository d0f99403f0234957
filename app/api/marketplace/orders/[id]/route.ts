import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { chainRead, chainRefusal, isRefused } from '@/lib/chain/http';
import { orderStatus } from '@/lib/chain/purchases';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// An order as it stands; a pending one is read from the chain again.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const { id } = await params;
  if (!/^0x[0-9a-f]{64}$/.test(id)) return apiError(404, 'not_found');
  return chainRead(request, async ({ user }) => {
    const order = await orderStatus(user, id);
    return isRefused(order) ? chainRefusal(order.reason) : json(order);
  });
});
