import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { transactions } from '@/lib/chain/finance';
import { chainRead, supportedChain } from '@/lib/chain/http';

export const dynamic = 'force-dynamic';

// The signed-in member's recent transactions on a chain: the platform's own, and the linked wallet's
// history when an explorer is configured (the answer says which).
export const GET = withErrors(async (request: NextRequest) => {
  const chainId = supportedChain(Number(request.nextUrl.searchParams.get('chainId')));
  if (!chainId) return apiError(400, 'chain_unavailable');
  return chainRead(request, async ({ user }) => json(await transactions(user, chainId)));
});
