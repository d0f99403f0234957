import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { setCitizenPreferences } from '@/lib/citizens/service';
import { citizenPreferencesSchema } from '@/lib/citizens/validation';
import { limits } from '@/lib/rate-limit';

// Dashboard: a notification for every new proposal, on or off.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, citizenPreferencesSchema);
  if (!input.ok) return input.response;
  return withAccountLimit(request, limits.citizenPreferencesPerAccount, async ({ user }) => {
    if (!(await setCitizenPreferences(user.id, input.data))) return apiError(403, 'not_citizen');
    return json({ ok: true });
  });
});
