import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { credentialById } from '@/lib/academy/credentials';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** A credential's signed document as issued, to download and check anywhere (public). */
export const GET = withErrors(async (_request: NextRequest, { params }: Context) => {
  const { id } = await params;
  const found = await credentialById(id);
  if (!('document' in found) || !found.document) return apiError(404, 'not_found');
  return json(found.document, {
    headers: {
      'Content-Disposition': `attachment; filename="civitas-credential-${found.id}.json"`,
      'Access-Control-Allow-Origin': '*',
    },
  });
});
