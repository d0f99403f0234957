import type { NextRequest } from 'next/server';
import { updateEmailPreferences } from '@/lib/account/email';
import { toSessionUser } from '@/lib/account/users';
import { emailPreferencesSchema } from '@/lib/account/validation';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { limits } from '@/lib/rate-limit';

// Dashboard: the language of the account's mail, and the hourly digest of unread notifications.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, emailPreferencesSchema);
  if (!input.ok) return input.response;
  return withAccountLimit(request, limits.emailPreferencesPerAccount, async ({ user, sessionId }) => {
    const updated = await updateEmailPreferences(user.id, input.data);
    if (!updated) return apiError(401, 'unauthenticated');
    return json({ user: toSessionUser(updated, sessionId) });
  });
});
