import type { NextRequest } from 'next/server';
import { setRole, toSessionUser } from '@/lib/account/users';
import { roleSchema } from '@/lib/account/validation';
import { withSession } from '@/lib/api/authenticated';
import { json, readJson, withErrors } from '@/lib/api/http';

// Get Started: stores the chosen role and that onboarding is complete.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, roleSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user, sessionId }) => {
    const updated = await setRole(user.id, input.data.role, true);
    return json({ user: toSessionUser(updated, sessionId) });
  });
});
