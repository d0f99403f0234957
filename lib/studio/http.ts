import 'server-only';
// How studio routes answer: refusals to HTTP, ids and keys from the URL, and a stored file as a response.
import type { NextRequest } from 'next/server';
import type { ErrorCode } from '../api/contract';
import { apiError } from '../api/http';
import { serialIdOf } from '../api/segment';
import { currentSession } from '../auth/session';
import { fileStore } from '../storage';
import { creationFile, type StudioRefusal, type StudioRefused, type Viewer } from './service';
import { fileNameOf } from './worker';
import type { Creation } from '../db/schema';

const answers: Record<StudioRefusal, [number, ErrorCode]> = {
  unauthenticated: [401, 'unauthenticated'],
  not_found: [404, 'not_found'],
  prompt_refused: [422, 'prompt_refused'],
  daily_limit: [429, 'daily_limit'],
  rate_limited: [429, 'rate_limited'],
  not_ready: [409, 'not_ready'],
};

export function studioRefusal(outcome: StudioRefused) {
  const [status, code] = answers[outcome.reason];
  return apiError(status, code, outcome.retryAfter ? { retryAfter: outcome.retryAfter } : {});
}

export const creationIdOf = serialIdOf;

/** ?key= : the secret a job's starter holds (a visitor's only way back to their try). */
export function keyOf(request: NextRequest): string | null {
  const key = request.nextUrl.searchParams.get('key');
  return key && /^[A-Za-z0-9_-]{10,64}$/.test(key) ? key : null;
}

/** Who asks for a creation: the signed-in member, if any, and the ?key= they hold, if any. */
export async function viewerOf(request: NextRequest): Promise<Viewer> {
  const session = await currentSession(request);
  return { user: session?.user ?? null, secret: keyOf(request) };
}

/** GET …/file and …/thumb: the creation's file or thumbnail, for whoever may read the creation. */
export async function creationFileResponse(request: NextRequest, segment: string, which: 'file' | 'thumb') {
  const id = creationIdOf(segment);
  if (!id) return apiError(404, 'not_found');
  const found = await creationFile(id, await viewerOf(request), which);
  return found.ok ? fileResponse(request, found, which) : studioRefusal(found);
}

/** A stored creation file: inline (the preview, the share image) or, with ?download=1, as a download. */
export async function fileResponse(
  request: NextRequest,
  found: { key: string; mime: string; row: Creation },
  which: 'file' | 'thumb',
) {
  const opened = await fileStore().open(found.key);
  if (!opened) return apiError(404, 'not_found');
  const headers: Record<string, string> = {
    'Content-Type': found.mime,
    'Content-Length': String(opened.size),
    'X-Content-Type-Options': 'nosniff',
    // A public creation's bytes never change; a private one stays out of shared caches.
    'Cache-Control': found.row.publishedAt ? 'public, max-age=86400, immutable' : 'private, no-store',
  };
  if (which === 'file' && request.nextUrl.searchParams.get('download') === '1')
    headers['Content-Disposition'] = `attachment; filename="${fileNameOf(found.row, found.mime as never)}"`;
  return new Response(opened.stream, { headers });
}
