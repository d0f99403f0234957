import type { NextRequest } from 'next/server';
import { setRole, toSessionUser } from '@/lib/account/users';
import { roleSchema } from '@/lib/account/validation';
import { withSession } from '@/lib/api/authenticated';
import { json, readJson, withErrors } from '@/lib/api/http';

// Profile settings on the dashboard: change the participation role.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, roleSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user, sessionId }) => {
    const updated = await setRole(user.id, input.data.role, false);
    return json({ user: toSessionUser(updated, sessionId) });
  });
});
