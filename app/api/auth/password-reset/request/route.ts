import type { NextRequest } from 'next/server';
import { requestPasswordReset } from '@/lib/account/email';
import { passwordResetRequestSchema } from '@/lib/account/validation';
import { apiError, clientIp, json, readJson, withErrors } from '@/lib/api/http';
import { hitLimit, limits } from '@/lib/rate-limit';

// "Forgot password?": the same answer whether or not the address has an account.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, passwordResetRequestSchema);
  if (!input.ok) return input.response;
  for (const [limit, subject] of [
    [limits.passwordResetPerIp, clientIp(request)],
    [limits.passwordResetPerAddress, input.data.email],
  ] as const) {
    const result = await hitLimit(limit, subject);
    if (!result.allowed) return apiError(429, 'rate_limited', { retryAfter: result.retryAfterSeconds });
  }
  await requestPasswordReset(input.data.email);
  return json({ ok: true }, { status: 202 });
});
