import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { json, readJson, withErrors } from '@/lib/api/http';
import { checkCopy } from '@/lib/academy/credentials';

export const dynamic = 'force-dynamic';

const copy = z.object({ document: z.record(z.string(), z.unknown()) }).strict();

/** Checks a copy of a credential: valid, revoked, unknown, or invalid (a changed or foreign document). */
export const POST = withErrors(async (request: NextRequest) => {
  const body = await readJson(request, copy);
  if (!body.ok) return body.response;
  return json(await checkCopy(body.data.document));
});
