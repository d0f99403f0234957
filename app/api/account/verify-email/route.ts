import type { NextRequest } from 'next/server';
import { requestEmailVerification, verifyEmail } from '@/lib/account/email';
import { withSession } from '@/lib/api/authenticated';
import { apiError, clientIp, json, requestOrigin, withErrors } from '@/lib/api/http';
import { redirectToOutcome } from '@/lib/mail/links';
import { hitLimit, limits } from '@/lib/rate-limit';

// Dashboard: "Verify your e-mail" mails a link to the account's address.
export const POST = withErrors(async (request: NextRequest) => {
  if (!requestOrigin(request)) return apiError(403, 'forbidden_origin');
  return withSession(request, async ({ user }) => {
    const outcome = await requestEmailVerification(user);
    if (outcome.ok) return json({ ok: true }, { status: 202 });
    if (outcome.reason === 'rate_limited')
      return apiError(429, 'rate_limited', { retryAfter: outcome.retryAfter });
    return apiError(409, outcome.reason);
  });
});

// The link in the mail: verifies the address, then shows the outcome page.
export const GET = withErrors(async (request: NextRequest) => {
  const limit = await hitLimit(limits.mailLinkPerIp, clientIp(request));
  if (!limit.allowed) return redirectToOutcome(request, 'busy', undefined);
  const outcome = await verifyEmail(request.nextUrl.searchParams.get('token'));
  return redirectToOutcome(request, outcome.ok ? 'verified' : outcome.reason, outcome.locale);
});
