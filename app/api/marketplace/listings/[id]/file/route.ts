import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { withSession } from '@/lib/api/authenticated';
import { apiError, json, withErrors } from '@/lib/api/http';
import { checkUpload, MAX_UPLOAD_BYTES, safeFileName } from '@/lib/marketplace/file-type';
import { listingIdOf, marketRefusal, marketWrite } from '@/lib/marketplace/http';
import { attachFile, fileFor, mayUpload } from '@/lib/marketplace/service';
import { fileStore, FileTooLargeError } from '@/lib/storage';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Bytes read before the type is decided from the content. */
const HEAD_BYTES = 8 * 1024;

/** The body's first HEAD_BYTES (fewer if it is shorter), and a stream of the whole body again. */
async function peek(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.byteLength;
  }
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.byteLength) controller.enqueue(head);
      if (done) controller.close();
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head: head.subarray(0, HEAD_BYTES), whole };
}

// The seller uploads the listing's file (the raw body; its name in X-File-Name, percent-encoded), up to
// 50 MB; the type is decided from the content and must agree with the name. It replaces an earlier file.
export const PUT = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) return apiError(413, 'payload_too_large');
  let name: string;
  try {
    name = safeFileName(decodeURIComponent(request.headers.get('x-file-name') ?? ''));
  } catch {
    return apiError(400, 'invalid_input');
  }
  return marketWrite(request, async ({ user }) => {
    const allowed = await mayUpload(user, id);
    if (!allowed.ok) return marketRefusal(allowed);
    if (!request.body) return apiError(400, 'invalid_input');
    const { head, whole } = await peek(request.body);
    if (head.byteLength === 0) return apiError(400, 'invalid_input');
    const checked = checkUpload(name, head);
    if (!checked.ok) {
      await whole.cancel().catch(() => {});
      return apiError(415, checked.reason);
    }
    const key = `listings/${id}/${randomBytes(12).toString('hex')}`;
    const store = fileStore();
    let stored;
    try {
      stored = await store.put(key, whole, { maxBytes: MAX_UPLOAD_BYTES });
    } catch (error) {
      if (error instanceof FileTooLargeError) return apiError(413, 'payload_too_large');
      throw error;
    }
    const outcome = await attachFile(user, id, { key, name, kind: checked.kind, ...stored });
    if (!outcome.ok) {
      await store.remove(key);
      return marketRefusal(outcome);
    }
    if (outcome.replaced) await store.remove(outcome.replaced).catch(() => {});
    return json({ name, size: stored.size, kind: checked.kind }, { status: 201 });
  });
});

// The file, for its seller, a moderator, or a member who got the item.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = listingIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withSession(request, async ({ user }) => {
    const file = await fileFor(user, id);
    if (!file.ok) return marketRefusal(file);
    const opened = await fileStore().open(file.key);
    if (!opened) return apiError(404, 'not_found');
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return new Response(opened.stream, {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(opened.size),
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });
});
