import type { NextRequest } from 'next/server';
import { changePassword } from '@/lib/account/credentials';
import { changePasswordSchema } from '@/lib/account/validation';
import { withSession } from '@/lib/api/authenticated';
import { apiError, fieldError, json, readJson, withErrors } from '@/lib/api/http';

// Dashboard: "Change password" (the current one, then the new one).
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, changePasswordSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user, sessionId }) => {
    const outcome = await changePassword(user, sessionId, input.data);
    if (outcome.ok) return json({ ok: true });
    switch (outcome.reason) {
      case 'rate_limited':
        return apiError(429, 'rate_limited', { retryAfter: outcome.retryAfter });
      case 'wrong_password':
        return fieldError(400, 'invalid_input', 'currentPassword', 'wrong_password');
      case 'weak_password':
        return fieldError(400, 'invalid_input', 'newPassword', outcome.code);
      case 'no_password':
        return apiError(409, 'no_email');
    }
  });
});
