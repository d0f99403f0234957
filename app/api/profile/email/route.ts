import type { NextRequest } from 'next/server';
import { emailTaken, toSessionUser } from '@/lib/account/users';
import { withSession } from '@/lib/api/authenticated';
import { checkNewPassword } from '@/lib/auth/password-policy';
import { apiError, clientIp, fieldError, json, readJson, withErrors } from '@/lib/api/http';
import { hitLimit, limits } from '@/lib/rate-limit';
import { addEmailAndPassword } from '@/lib/wallet/accounts';
import { addEmailSchema } from '@/lib/wallet/validation';

// Dashboard: a wallet-only account adds an e-mail address and password (sign-up's rules) to log in with.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, addEmailSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user, sessionId }) => {
    const limit = await hitLimit(limits.addEmailPerIp, clientIp(request));
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    if (await emailTaken(input.data.email)) return fieldError(409, 'conflict', 'email', 'email_taken');
    const verdict = await checkNewPassword(input.data.password);
    if (verdict !== 'ok') return fieldError(400, 'invalid_input', 'password', verdict);
    const outcome = await addEmailAndPassword(user.id, input.data);
    if (!outcome.ok) {
      return outcome.reason === 'email_taken'
        ? fieldError(409, 'conflict', 'email', 'email_taken')
        : apiError(409, 'email_already_set');
    }
    return json({ user: toSessionUser(outcome.user, sessionId) });
  });
});
