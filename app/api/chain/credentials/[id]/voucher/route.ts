import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { isUuid } from '@/lib/api/segment';
import { chainBodyWrite } from '@/lib/chain/body-write';
import { anchorVoucher } from '@/lib/chain/anchors';
import { chainRefusal, isRefused } from '@/lib/chain/http';
import { chainRequestSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// A signed voucher for anchoring one's own credential from one's own linked wallet.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const { id } = await params;
  if (!isUuid(id)) return apiError(404, 'not_found');
  return chainBodyWrite(request, chainRequestSchema, async ({ user }, chainId) => {
    const voucher = await anchorVoucher(user, id, chainId);
    return isRefused(voucher) ? chainRefusal(voucher.reason) : json(voucher);
  });
});
