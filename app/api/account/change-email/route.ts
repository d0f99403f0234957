import type { NextRequest } from 'next/server';
import { confirmEmailChange, requestEmailChange } from '@/lib/account/credentials';
import { changeEmailSchema } from '@/lib/account/validation';
import { withSession } from '@/lib/api/authenticated';
import { apiError, clientIp, fieldError, json, readJson, withErrors } from '@/lib/api/http';
import { redirectToOutcome } from '@/lib/mail/links';
import { hitLimit, limits } from '@/lib/rate-limit';

// Dashboard: "Change e-mail address" mails a confirmation link to the new address.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, changeEmailSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user }) => {
    const outcome = await requestEmailChange(user, input.data);
    if (outcome.ok) return json({ ok: true }, { status: 202 });
    switch (outcome.reason) {
      case 'rate_limited':
        return apiError(429, 'rate_limited', { retryAfter: outcome.retryAfter });
      case 'wrong_password':
        return fieldError(400, 'invalid_input', 'password', 'wrong_password');
      case 'email_taken':
        return fieldError(409, 'conflict', 'email', 'email_taken');
      case 'same_email':
        return fieldError(400, 'invalid_input', 'email', 'same_email');
      case 'no_password':
        return apiError(409, 'no_email');
    }
  });
});

// The link mailed to the new address: the account takes it, then the outcome page.
export const GET = withErrors(async (request: NextRequest) => {
  const limit = await hitLimit(limits.mailLinkPerIp, clientIp(request));
  if (!limit.allowed) return redirectToOutcome(request, 'busy', undefined);
  const outcome = await confirmEmailChange(request.nextUrl.searchParams.get('token'));
  return redirectToOutcome(request, outcome.ok ? 'changed' : outcome.reason, outcome.locale);
});
