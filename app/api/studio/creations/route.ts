import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, clientIp, json, readJson, requestOrigin, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { hitLimit, limits } from '@/lib/rate-limit';
import { studioRefusal } from '@/lib/studio/http';
import { listGallery, startGeneration } from '@/lib/studio/service';
import { generateSchema } from '@/lib/studio/validation';

export const dynamic = 'force-dynamic';

/** The community gallery (?view=public, the default) or the member's own (?view=mine); &cursor= pages. */
export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const raw = params.get('cursor');
  const cursor = raw && raw.length <= 80 ? raw : undefined;
  if (params.get('view') === 'mine')
    return withSession(request, async ({ user }) => json(await listGallery('mine', { user }, { cursor })));
  return json(await listGallery('public', { user: null }, { cursor }));
});

/**
 * Starts a generation (202, with the job's id and the secret that reads it). Signed out: built-in images
 * only, 5 an hour per address, never saved.
 */
export const POST = withErrors(async (request: NextRequest) => {
  if (!requestOrigin(request)) return apiError(403, 'forbidden_origin');
  const input = await readJson(request, generateSchema);
  if (!input.ok) return input.response;
  const session = await currentSession(request);
  const limit = session
    ? await hitLimit(limits.studioPerAccount, session.user.id)
    : input.data.kind === 'image'
      ? await hitLimit(limits.studioVisitorPerIp, clientIp(request))
      : null;
  if (limit && !limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
  const outcome = await startGeneration(session?.user ?? null, input.data);
  if (!outcome.ok) return studioRefusal(outcome);
  return json({ id: outcome.id, secret: outcome.secret, creation: outcome.view }, { status: 202 });
});
