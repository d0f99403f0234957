import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { setPathStatus } from '@/lib/academy/community-paths';
import { academyWrite } from '@/lib/academy/http';
import { pathStatusSchema } from '@/lib/academy/path-draft';
import { pathIdOf, pathRefusal } from '@/lib/academy/paths-http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The author submits or withdraws their path; a moderator publishes it or returns it with a note.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, pathStatusSchema);
  if (!input.ok) return input.response;
  const id = pathIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return academyWrite(request, async ({ user }) => {
    const outcome = await setPathStatus(user, id, input.data.action, input.data.note);
    return outcome.ok ? json({ status: outcome.status, href: outcome.href }) : pathRefusal(outcome);
  });
});
