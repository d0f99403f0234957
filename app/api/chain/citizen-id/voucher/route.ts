import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { mintVoucher } from '@/lib/chain/citizen-id';
import { chainRefusal, chainWrite, isRefused, supportedChain } from '@/lib/chain/http';
import { chainRequestSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

// A signed voucher for minting the citizen ID to the account's own linked wallet.
export const POST = withErrors(async (request: NextRequest) => {
  const body = await readJson(request, chainRequestSchema);
  if (!body.ok) return body.response;
  const chainId = supportedChain(body.data.chainId);
  if (!chainId) return apiError(409, 'chain_unavailable');
  return chainWrite(request, async ({ user }) => {
    const voucher = await mintVoucher(user, chainId);
    return isRefused(voucher) ? chainRefusal(voucher.reason) : json(voucher);
  });
});
