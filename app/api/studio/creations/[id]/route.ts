import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { limits } from '@/lib/rate-limit';
import { creationIdOf, studioRefusal, viewerOf } from '@/lib/studio/http';
import { keepCreation, readCreation } from '@/lib/studio/service';
import { keepSchema } from '@/lib/studio/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A creation and its job's progress: for its owner, the holder of its ?key=, or anyone once public. */
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = creationIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const outcome = await readCreation(id, await viewerOf(request));
  return outcome.ok ? json(outcome.view) : studioRefusal(outcome);
});

/** The owner keeps it in their gallery, or publishes it ({ saved?, published? }). */
export const PATCH = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, keepSchema);
  if (!input.ok) return input.response;
  const id = creationIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withAccountLimit(request, limits.studioPerAccount, async ({ user }) => {
    const outcome = await keepCreation(user, id, input.data);
    return outcome.ok ? json(outcome.view) : studioRefusal(outcome);
  });
});
