import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { chainBodyWrite } from '@/lib/chain/body-write';
import { chainRead, chainRefusal, isRefused } from '@/lib/chain/http';
import { createOrder, openOrder } from '@/lib/chain/purchases';
import { chainRequestSchema } from '@/lib/chain/validation';
import { listingIdOf } from '@/lib/marketplace/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The buyer's unfinished order for this listing (pending, or refused as underpaid), read again now.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return chainRead(request, async ({ user }) => json({ order: await openOrder(user, id) }));
});

// An order to pay for a paid listing through the marketplace contract.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return chainBodyWrite(request, chainRequestSchema, async ({ user }, chainId) => {
    const order = await createOrder(user, id, chainId);
    return isRefused(order) ? chainRefusal(order.reason) : json(order, { status: 201 });
  });
});
