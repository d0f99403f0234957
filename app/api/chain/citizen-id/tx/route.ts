import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { reportMint } from '@/lib/chain/citizen-id';
import { chainRefusal, chainWrite, isRefused, supportedChain } from '@/lib/chain/http';
import { txReportSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

// The wallet sent the mint: recorded as pending; it counts once the server reads it from the chain.
export const POST = withErrors(async (request: NextRequest) => {
  const body = await readJson(request, txReportSchema);
  if (!body.ok) return body.response;
  const chainId = supportedChain(body.data.chainId);
  if (!chainId) return apiError(409, 'chain_unavailable');
  return chainWrite(request, async ({ user }) => {
    const status = await reportMint(user, chainId, body.data.hash);
    return isRefused(status) ? chainRefusal(status.reason) : json(status, { status: 202 });
  });
});
