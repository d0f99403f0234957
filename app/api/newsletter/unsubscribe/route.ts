import type { NextRequest } from 'next/server';
import { unsubscribeSchema } from '@/lib/newsletter/validation';
import { apiError, clientIp, json, readJson, withErrors } from '@/lib/api/http';
import { unsubscribe } from '@/lib/newsletter/service';
import { hitLimit, limits } from '@/lib/rate-limit';

// Honours the signed token of a newsletter's unsubscribe link.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, unsubscribeSchema);
  if (!input.ok) return input.response;
  const limit = await hitLimit(limits.unsubscribePerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  if (!(await unsubscribe(input.data.token))) return apiError(400, 'invalid_token');
  return json({ ok: true });
});
