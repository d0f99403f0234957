import type { NextRequest } from 'next/server';
import { resetPassword } from '@/lib/account/email';
import { passwordResetSchema } from '@/lib/account/validation';
import { apiError, clientIp, fieldError, json, readJson, withErrors } from '@/lib/api/http';
import { hitLimit, limits } from '@/lib/rate-limit';

const problems = { invalid: 'invalid_token', expired: 'token_expired', used: 'token_used' } as const;

// The reset link's page: sets the new password, ends every session of the account.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, passwordResetSchema);
  if (!input.ok) return input.response;
  const limit = await hitLimit(limits.newPasswordPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  const outcome = await resetPassword(input.data.token, input.data.password);
  if (outcome.ok) return json({ ok: true });
  if (outcome.reason === 'weak_password') return fieldError(400, 'invalid_input', 'password', outcome.code);
  return apiError(400, problems[outcome.reason]);
});
