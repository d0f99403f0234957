import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { chainRefusal, chainWrite, isRefused } from '@/lib/chain/http';
import { reportPayment } from '@/lib/chain/purchases';
import { paymentReportSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The buyer's wallet sent the payment: recorded as pending; the item is granted once the chain shows it.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const { id } = await params;
  if (!/^0x[0-9a-f]{64}$/.test(id)) return apiError(404, 'not_found');
  const body = await readJson(request, paymentReportSchema);
  if (!body.ok) return body.response;
  return chainWrite(request, async ({ user }) => {
    const order = await reportPayment(user, id, body.data.hash);
    return isRefused(order) ? chainRefusal(order.reason) : json(order, { status: 202 });
  });
});
