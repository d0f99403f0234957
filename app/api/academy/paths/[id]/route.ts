import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, readJson, requestOrigin, withErrors } from '@/lib/api/http';
import { deletePath, getEditable, updatePath } from '@/lib/academy/community-paths';
import { academyWrite } from '@/lib/academy/http';
import { MAX_PATH_BYTES, pathDraftSchema } from '@/lib/academy/path-draft';
import { pathIdOf, pathRefusal } from '@/lib/academy/paths-http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The path with its answers, for its author or, once submitted, a moderator. */
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = pathIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withSession(request, async ({ user }) => {
    const outcome = await getEditable(user, id);
    return outcome.ok
      ? json(outcome.path, { headers: { 'Cache-Control': 'no-store' } })
      : pathRefusal(outcome);
  });
});

/** The author saves their draft. */
export const PATCH = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, pathDraftSchema, { maxBytes: MAX_PATH_BYTES, fullPaths: true });
  if (!input.ok) return input.response;
  const id = pathIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return academyWrite(request, async ({ user }) => {
    const outcome = await updatePath(user, id, input.data);
    return outcome.ok ? json({ ok: true }) : pathRefusal(outcome);
  });
});

/** The author deletes their draft. */
export const DELETE = withErrors(async (request: NextRequest, { params }: Context) => {
  if (!requestOrigin(request)) return apiError(403, 'forbidden_origin');
  const id = pathIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return academyWrite(request, async ({ user }) => {
    const outcome = await deletePath(user, id);
    return outcome.ok ? json({ ok: true }) : pathRefusal(outcome);
  });
});
