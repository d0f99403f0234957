import type { NextRequest } from 'next/server';
import { logIn } from '@/lib/account/service';
import { userIdForEmail } from '@/lib/account/users';
import { loginSchema } from '@/lib/account/validation';
import { apiError, clientIp, json, readJson, withErrors } from '@/lib/api/http';
import { withCookies } from '@/lib/auth/cookies';
import { deviceCookie, trustedDevice } from '@/lib/auth/device';
import { notifyLoginPaused } from '@/lib/notifications/service';
import { checkLimit, hitLimit, limits } from '@/lib/rate-limit';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, loginSchema);
  if (!input.ok) return input.response;
  const { email } = input.data;

  // ≤ 10 attempts a minute from one address; ≤ 100 failures an hour against one account, except from a
  // browser that has signed in to it before (lib/auth/device.ts), which has ≤ 10 failures an hour of its own.
  const perIp = await hitLimit(limits.loginPerIp, clientIp(request));
  if (!perIp.allowed) return apiError(429, 'rate_limited', { retryAfter: perIp.retryAfterSeconds });
  const accountId = await userIdForEmail(email);
  let device = accountId ? trustedDevice(request, accountId) : null;
  if (device && !(await checkLimit(limits.loginFailuresPerDevice, device)).allowed) device = null;
  if (!device) {
    const perAccount = await checkLimit(limits.loginFailuresPerAccount, email);
    if (!perAccount.allowed)
      return apiError(429, 'rate_limited', { retryAfter: perAccount.retryAfterSeconds });
  }

  const outcome = await logIn(input.data, request.headers);
  if (!outcome.ok) {
    if (device) await hitLimit(limits.loginFailuresPerDevice, device);
    else {
      const failures = await hitLimit(limits.loginFailuresPerAccount, email);
      // Exactly one failure reaches the limit (the counters are atomic): the owner hears of it once.
      if (accountId && failures.count === limits.loginFailuresPerAccount.limit)
        await notifyLoginPaused(accountId);
    }
    // One message whether or not the address has an account.
    return apiError(401, 'invalid_credentials');
  }
  const response = withCookies(json({ user: outcome.user }), outcome.headers);
  response.headers.append('set-cookie', deviceCookie(outcome.user.id));
  return response;
});
