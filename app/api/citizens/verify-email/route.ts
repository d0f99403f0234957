import type { NextRequest } from 'next/server';
import { apiError, clientIp, json, withErrors } from '@/lib/api/http';
import { limitedWrite } from '@/lib/api/limited';
import { resendCitizenEmail, verifyCitizenEmail } from '@/lib/citizens/service';
import { redirectToOutcome } from '@/lib/mail/links';
import { hitLimit, limits } from '@/lib/rate-limit';

// Dashboard: mail the citizen's notification-address link again.
export const POST = withErrors(async (request: NextRequest) => {
  return limitedWrite(request, limits.citizenEmailPerAccount, async ({ user }) => {
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
