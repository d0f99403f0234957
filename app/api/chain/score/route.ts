import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { creditScore } from '@/lib/chain/finance';
import { chainRead, supportedChain } from '@/lib/chain/http';

export const dynamic = 'force-dynamic';

// The linked wallet's community reputation score on a chain, with every factor and its weight.
export const GET = withErrors(async (request: NextRequest) => {
  const chainId = supportedChain(Number(request.nextUrl.searchParams.get('chainId')));
  if (!chainId) return apiError(400, 'chain_unavailable');
  return chainRead(request, async ({ user }) => {
    const score = await creditScore(user, chainId);
    return score ? json(score) : apiError(409, 'no_wallet');
  });
});
