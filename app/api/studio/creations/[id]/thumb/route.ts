import type { NextRequest } from 'next/server';
import { withErrors } from '@/lib/api/http';
import { creationFileResponse } from '@/lib/studio/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The creation's thumbnail (WebP, 320 px on its long side). */
export const GET = withErrors(async (request: NextRequest, { params }: Context) =>
  creationFileResponse(request, (await params).id, 'thumb'),
);
