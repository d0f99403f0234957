import type { NextRequest } from 'next/server';
import { withErrors } from '@/lib/api/http';
import { creationFileResponse } from '@/lib/studio/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The creation's file (?download=1: as a download with a sensible name). */
export const GET = withErrors(async (request: NextRequest, { params }: Context) =>
  creationFileResponse(request, (await params).id, 'file'),
);
