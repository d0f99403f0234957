import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { hitLimit, limits } from '@/lib/rate-limit';
import { creationIdOf, keyOf, studioRefusal } from '@/lib/studio/http';
import { keepCreation, readCreation } from '@/lib/studio/service';
import { keepSchema } from '@/lib/studio/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A creation and its job's progress: for its owner, the holder of its ?key=, or anyone once public. */
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = creationIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const session = await currentSession(request);
  const outcome = await readCreation(id, { user: session?.user ?? null, secret: keyOf(request) });
  return outcome.ok ? json(outcome.view) : studioRefusal(outcome);
});

/** The owner keeps it in their gallery, or publishes it ({ saved?, published? }). */
export const PATCH = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, keepSchema);
  if (!input.ok) return input.response;
  const id = creationIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withSession(request, async ({ user }) => {
    const limit = await hitLimit(limits.studioPerAccount, user.id);
    if (!limit.allowed) return apiError(429, 'rate_limited', { retryAfter: limit.retryAfterSeconds });
    const outcome = await keepCreation(user, id, input.data);
    return outcome.ok ? json(outcome.view) : studioRefusal(outcome);
  });
});
