import type { NextRequest } from 'next/server';
import { openSession } from '@/lib/account/service';
import { apiError, clientIp, json, readJson, requestOrigin, withErrors } from '@/lib/api/http';
import { withCookies } from '@/lib/auth/cookies';
import { hitLimit, limits } from '@/lib/rate-limit';
import { accountForWallet } from '@/lib/wallet/accounts';
import { siweFailureStatus, verifySiwe } from '@/lib/wallet/siwe';
import { siweProofSchema } from '@/lib/wallet/validation';

// Sign-In with Ethereum, step 2: the signed message opens a session (201 when it made the account).
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, siweProofSchema);
  if (!input.ok) return input.response;
  const limit = await hitLimit(limits.siweVerifyPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });

  const proof = await verifySiwe(input.data, requestOrigin(request));
  if (!proof.ok) return apiError(siweFailureStatus[proof.code], proof.code);
  const { user, created } = await accountForWallet(proof.address);
  const session = await openSession(user.id, request.headers);
  return withCookies(json({ user: session.user }, { status: created ? 201 : 200 }), session.headers);
});
