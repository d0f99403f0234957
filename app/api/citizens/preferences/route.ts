import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { setCitizenPreferences } from '@/lib/citizens/service';
import { citizenPreferencesSchema } from '@/lib/citizens/validation';
import { hitLimit, limits } from '@/lib/rate-limit';

// Dashboard: a notification for every new proposal, on or off.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, citizenPreferencesSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user }) => {
    const limit = await hitLimit(limits.citizenPreferencesPerAccount, user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    if (!(await setCitizenPreferences(user.id, input.data))) return apiError(403, 'not_citizen');
    return json({ ok: true });
  });
});
