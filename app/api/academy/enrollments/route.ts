import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { academyRefusal, academyWrite } from '@/lib/academy/http';
import { enroll, pathProgress } from '@/lib/academy/service';
import { pathInput } from '@/lib/academy/validation';

export const dynamic = 'force-dynamic';

/** The reader's progress in a path: GET /api/academy/enrollments?path=ai-basics */
export const GET = withErrors(async (request: NextRequest) =>
  withSession(request, async ({ user }) => {
    const parsed = pathInput.safeParse({ path: request.nextUrl.searchParams.get('path') ?? '' });
    if (!parsed.success) return apiError(400, 'invalid_input', { fields: { path: 'invalid' } });
    const progress = await pathProgress(user.id, parsed.data.path);
    if ('ok' in progress) return academyRefusal(progress.reason);
    return json(progress);
  }),
);

/** Enrols the reader in a path (201), or answers their existing enrolment (200). */
export const POST = withErrors(async (request: NextRequest) =>
  academyWrite(request, async ({ user }) => {
    const body = await readJson(request, pathInput);
    if (!body.ok) return body.response;
    const outcome = await enroll(user.id, body.data.path);
    if (!outcome.ok) return academyRefusal(outcome.reason);
    return json(outcome.progress, { status: outcome.created ? 201 : 200 });
  }),
);
