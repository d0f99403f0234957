import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, clientIp, json, requestOrigin, withErrors } from '@/lib/api/http';
import { resendCitizenEmail, verifyCitizenEmail } from '@/lib/citizens/service';
import { redirectToOutcome } from '@/lib/mail/links';
import { hitLimit, limits } from '@/lib/rate-limit';

// Dashboard: mail the citizen's notification-address link again.
export const POST = withErrors(async (request: NextRequest) => {
  if (!requestOrigin(request)) return apiError(403, 'forbidden_origin');
  return withSession(request, async ({ user }) => {
    const limit = await hitLimit(limits.citizenEmailPerAccount, user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    const outcome = await resendCitizenEmail(user);
    if (outcome === 'sent') return json({ ok: true }, { status: 202 });
    return apiError(409, outcome === 'not_citizen' ? 'not_citizen' : 'already_verified');
  });
});

// The link in the mail: the notification address is verified, then the outcome page.
export const GET = withErrors(async (request: NextRequest) => {
  const limit = await hitLimit(limits.mailLinkPerIp, clientIp(request));
  if (!limit.allowed) return redirectToOutcome(request, 'busy', undefined);
  const outcome = await verifyCitizenEmail(request.nextUrl.searchParams.get('token'));
  return redirectToOutcome(request, outcome.ok ? 'verified' : outcome.reason, outcome.locale);
});
