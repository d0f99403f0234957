import type { NextRequest } from 'next/server';
import { json, readJson, withErrors } from '@/lib/api/http';
import { academyRefusal, academyWrite } from '@/lib/academy/http';
import { submitQuiz } from '@/lib/academy/service';
import { quizInput } from '@/lib/academy/validation';

export const dynamic = 'force-dynamic';

/** An attempt at a lesson's quiz, scored here: the score, which answers were right, and why. */
export const POST = withErrors(async (request: NextRequest) =>
  academyWrite(request, async ({ user }) => {
    const body = await readJson(request, quizInput);
    if (!body.ok) return body.response;
    const { locale = 'en', ...input } = body.data;
    const outcome = await submitQuiz(user.id, locale, input);
    if (!outcome.ok) return academyRefusal(outcome.reason);
    const { ok: _ok, ...result } = outcome;
    return json(result);
  }),
);
