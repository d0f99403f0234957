import type { NextRequest } from 'next/server';
import { clientIp, withErrors } from '@/lib/api/http';
import { redirectToOutcome } from '@/lib/mail/links';
import { confirmSubscription } from '@/lib/newsletter/service';
import { hitLimit, limits } from '@/lib/rate-limit';

// The link in the confirmation mail (double opt-in): confirms, then shows the outcome page.
export const GET = withErrors(async (request: NextRequest) => {
  const limit = await hitLimit(limits.mailLinkPerIp, clientIp(request));
  if (!limit.allowed) return redirectToOutcome(request, 'busy', undefined);
  const outcome = await confirmSubscription(request.nextUrl.searchParams.get('token'));
  return redirectToOutcome(request, outcome.ok ? 'subscribed' : outcome.reason, outcome.locale);
});
