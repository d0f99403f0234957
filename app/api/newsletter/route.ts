import type { NextRequest } from 'next/server';
import { newsletterSchema } from '@/lib/newsletter/validation';
import { apiError, clientIp, json, readJson, withErrors } from '@/lib/api/http';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { subscribe } from '@/lib/newsletter/service';
import { hitLimit, limits } from '@/lib/rate-limit';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, newsletterSchema);
  if (!input.ok) return input.response;
  const limit = await hitLimit(limits.newsletterPerIp, clientIp(request));
  if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  const locale = isLocale(input.data.locale) ? input.data.locale : defaultLocale;
  await subscribe(input.data.email, locale);
  return json({ ok: true });
});
