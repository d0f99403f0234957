import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, withErrors } from '@/lib/api/http';
import { checkAddress } from '@/lib/wallet/address';
import { walletBalance } from '@/lib/wallet/chain-node';
import { isSupportedChainId } from '@/lib/wallet/chains';

export const dynamic = 'force-dynamic';

// Dashboard: the signed-in account's wallet balance on a supported chain, read through the server's
// node (RPC_URL_<id>; the e2e tests point it at anvil). Only the account's own wallet: no open RPC proxy.
export const GET = withErrors(async (request: NextRequest) =>
  withSession(request, async ({ user }) => {
    const chainId = Number(request.nextUrl.searchParams.get('chainId'));
    if (!isSupportedChainId(chainId)) return apiError(400, 'siwe_chain_unsupported');
    const checked = checkAddress(user.walletAddress ?? '');
    if (!checked.ok) return apiError(404, 'not_found');
    try {
      const balance = await walletBalance(checked.address, chainId);
      return json({ balance: { ...balance, value: balance.value.toString() } });
    } catch {
      return apiError(424, 'siwe_verification_unavailable');
    }
  }),
);
