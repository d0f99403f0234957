import type { NextRequest } from 'next/server';
import { apiError, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { creationIdOf, fileResponse, keyOf, studioRefusal } from '@/lib/studio/http';
import { creationFile } from '@/lib/studio/service';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The creation's thumbnail (WebP, 320 px on its long side). */
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = creationIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const session = await currentSession(request);
  const found = await creationFile(id, { user: session?.user ?? null, secret: keyOf(request) }, 'thumb');
  return found.ok ? fileResponse(request, found, 'thumb') : studioRefusal(found);
});
