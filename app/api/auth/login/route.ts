import type { NextRequest } from 'next/server';
import { logIn } from '@/lib/account/service';
import { loginSchema } from '@/lib/account/validation';
import { apiError, clientIp, json, readJson, withErrors } from '@/lib/api/http';
import { withCookies } from '@/lib/auth/cookies';
import { checkLimit, hitLimit, limits } from '@/lib/rate-limit';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, loginSchema);
  if (!input.ok) return input.response;

  // ≤ 10 attempts a minute from one address, ≤ 100 failures an hour against one account.
  const perIp = await hitLimit(limits.loginPerIp, clientIp(request));
  if (!perIp.allowed) return apiError(429, 'rate_limited', { retryAfter: perIp.retryAfterSeconds });
  const perAccount = await checkLimit(limits.loginFailuresPerAccount, input.data.email);
  if (!perAccount.allowed) return apiError(429, 'rate_limited', { retryAfter: perAccount.retryAfterSeconds });

  const outcome = await logIn(input.data, request.headers);
  if (!outcome.ok) {
    await hitLimit(limits.loginFailuresPerAccount, input.data.email);
    // One message whether or not the address has an account.
    return apiError(401, 'invalid_credentials');
  }
  return withCookies(json({ user: outcome.user }), outcome.headers);
});
