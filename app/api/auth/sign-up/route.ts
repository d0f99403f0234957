import type { NextRequest } from 'next/server';
import { signUp } from '@/lib/account/service';
import { signUpSchema } from '@/lib/account/validation';
import { apiError, clientIp, fieldError, json, readJson, withErrors } from '@/lib/api/http';
import { withCookies } from '@/lib/auth/cookies';
import { hitLimit, limits } from '@/lib/rate-limit';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, signUpSchema);
  if (!input.ok) return input.response;
  const limit = await hitLimit(limits.signUpPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });

  const outcome = await signUp(input.data, request.headers);
  if (!outcome.ok) {
    if (outcome.reason === 'conflict') return fieldError(409, 'conflict', outcome.field, outcome.code);
    if (outcome.reason === 'weak_password') return fieldError(400, 'invalid_input', 'password', outcome.code);
    return apiError(400, 'invalid_input');
  }
  return withCookies(json({ user: outcome.user }, { status: 201 }), outcome.headers);
});
