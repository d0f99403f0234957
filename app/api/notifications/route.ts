import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { json, withErrors } from '@/lib/api/http';
import { listNotifications } from '@/lib/notifications/service';

export const dynamic = 'force-dynamic';

export const GET = withErrors((request: NextRequest) =>
  withSession(request, async ({ user }) => {
    const items = await listNotifications(user.id);
    return json({ items, unread: items.filter((item) => !item.read).length });
  }),
);
