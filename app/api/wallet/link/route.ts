import type { NextRequest } from 'next/server';
import { toSessionUser } from '@/lib/account/users';
import { withSession } from '@/lib/api/authenticated';
import { apiError, clientIp, json, readJson, requestOrigin, withErrors } from '@/lib/api/http';
import { hitLimit, limits } from '@/lib/rate-limit';
import { linkWallet } from '@/lib/wallet/accounts';
import { siweFailureStatus, verifySiwe } from '@/lib/wallet/siwe';
import { siweProofSchema } from '@/lib/wallet/validation';

// Dashboard: a signed-in account proves a wallet (the same SIWE message as sign-in) and links it.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, siweProofSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user, sessionId }) => {
    const limit = await hitLimit(limits.siweVerifyPerIp, clientIp(request));
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    const proof = await verifySiwe(input.data, requestOrigin(request));
    if (!proof.ok) return apiError(siweFailureStatus[proof.code], proof.code);
    const linked = await linkWallet(user.id, proof.address);
    if (!linked.ok) return apiError(409, linked.reason);
    return json({ user: toSessionUser(linked.user, sessionId) });
  });
});
