import type { NextRequest } from 'next/server';
import { notificationReadSchema } from '@/lib/notifications/validation';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { markRead, unreadCount } from '@/lib/notifications/service';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, notificationReadSchema);
  if (!input.ok) return input.response;
  return withSession(request, async ({ user }) => {
    if (!(await markRead(user.id, input.data.id))) return apiError(404, 'not_found');
    return json({ unread: await unreadCount(user.id) });
  });
});
