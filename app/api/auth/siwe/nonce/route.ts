import type { NextRequest } from 'next/server';
import { apiError, clientIp, json, readJson, withErrors } from '@/lib/api/http';
import { hitLimit, limits } from '@/lib/rate-limit';
import { isSupportedChainId } from '@/lib/wallet/chains';
import { issueNonce } from '@/lib/wallet/nonces';
import { siweNonceSchema } from '@/lib/wallet/validation';

// Sign-In with Ethereum, step 1: a single-use nonce for the address and chain about to sign.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, siweNonceSchema);
  if (!input.ok) return input.response;
  const limit = await hitLimit(limits.siweNoncePerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  const { address, chainId } = input.data;
  if (!isSupportedChainId(chainId)) return apiError(400, 'siwe_chain_unsupported');
  return json({ nonce: await issueNonce(address, chainId) });
});
