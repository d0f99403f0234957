import type { NextRequest } from 'next/server';
import { apiError, clientIp, json, withErrors } from '@/lib/api/http';
import { unsubscribe } from '@/lib/newsletter/service';
import { hitLimit, limits } from '@/lib/rate-limit';

/**
 * One-click unsubscribe (RFC 8058): the mail program POSTs "List-Unsubscribe=One-Click" to the address
 * in the newsletter's List-Unsubscribe header. It comes from the mail provider, not from our pages, so
 * there is no Origin to check: the signed token in the URL is the proof.
 */
export const POST = withErrors(async (request: NextRequest) => {
  const limit = await hitLimit(limits.oneClickPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  const token = request.nextUrl.searchParams.get('token') ?? '';
  if (token.length > 1024 || !(await unsubscribe(token))) return apiError(400, 'invalid_token');
  return json({ ok: true });
});
