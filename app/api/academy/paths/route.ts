import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { json, readJson, withErrors } from '@/lib/api/http';
import { createPath, listMine, listPublished, listQueue } from '@/lib/academy/community-paths';
import { academyWrite } from '@/lib/academy/http';
import { MAX_PATH_BYTES, pathDraftSchema } from '@/lib/academy/path-draft';
import { pathRefusal } from '@/lib/academy/paths-http';
import { writePathHref } from '@/lib/routes';

export const dynamic = 'force-dynamic';

/**
 * Community learning paths. ?view=published (the default; &cursor= for the next page) lists the
 * published ones to anyone; ?view=mine the reader's own, with whether they may write one; ?view=review
 * the moderators' queue.
 */
export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const view = params.get('view');
  if (view === 'mine') return withSession(request, async ({ user }) => json(await listMine(user)));
  if (view === 'review')
    return withSession(request, async ({ user }) => {
      const queue = await listQueue(user);
      return queue.ok ? json({ items: queue.items }) : pathRefusal(queue);
    });
  const cursor = params.get('cursor') ?? undefined;
  return json(await listPublished({ cursor: cursor && cursor.length <= 80 ? cursor : undefined }), {
    headers: { 'Cache-Control': 'no-store' },
  });
});

/** A citizen of the second tier or higher starts a path, as a draft. */
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, pathDraftSchema, { maxBytes: MAX_PATH_BYTES, fullPaths: true });
  if (!input.ok) return input.response;
  return academyWrite(request, async ({ user }) => {
    const outcome = await createPath(user, input.data);
    if (!outcome.ok) return pathRefusal(outcome);
    return json({ id: outcome.id, href: writePathHref(outcome.id) }, { status: 201 });
  });
});
