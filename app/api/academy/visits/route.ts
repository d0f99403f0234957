import type { NextRequest } from 'next/server';
import { readJson, withErrors } from '@/lib/api/http';
import { academyRefusal, academyWrite } from '@/lib/academy/http';
import { visitLesson } from '@/lib/academy/service';
import { lessonInput } from '@/lib/academy/validation';

export const dynamic = 'force-dynamic';

/** The enrolled reader opened a lesson: "Continue" leads there next time (204). */
export const POST = withErrors(async (request: NextRequest) =>
  academyWrite(request, async ({ user }) => {
    const body = await readJson(request, lessonInput);
    if (!body.ok) return body.response;
    const outcome = await visitLesson(user.id, body.data);
    if (!outcome.ok) return academyRefusal(outcome.reason);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }),
);
