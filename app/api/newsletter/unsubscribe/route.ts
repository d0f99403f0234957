import type { NextRequest } from 'next/server';
import { unsubscribeSchema } from '@/lib/account/validation';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { unsubscribe } from '@/lib/newsletter';

// Honours the signed token of a newsletter's unsubscribe link.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, unsubscribeSchema);
  if (!input.ok) return input.response;
  if (!(await unsubscribe(input.data.token))) return apiError(400, 'invalid_token');
  return json({ ok: true });
});
