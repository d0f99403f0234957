import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { withSession } from '@/lib/api/authenticated';
import { json, readJson, withErrors } from '@/lib/api/http';
import { markAllRead } from '@/lib/notifications/service';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, z.object({}));
  if (!input.ok) return input.response;
  return withSession(request, async ({ user }) => {
    await markAllRead(user.id);
    return json({ unread: 0 });
  });
});
