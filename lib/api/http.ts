import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import type { ApiError, ErrorCode, FieldError } from '../account/types';
import { fieldErrors } from '../account/validation';
import { env } from '../env';

export const MAX_BODY_BYTES = 64 * 1024;

export function apiError(status: number, error: ErrorCode, extra: Omit<ApiError, 'error'> = {}) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (extra.retryAfter) headers['Retry-After'] = String(extra.retryAfter);
  return NextResponse.json({ error, ...extra } satisfies ApiError, { status, headers });
}

export function json<T>(data: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-store');
  return NextResponse.json(data, { status: init.status ?? 200, headers });
}

/** Longer than any address (IPv6 with a zone and a port fits): a longer header is cut, so it still fits a key. */
const MAX_IP_LENGTH = 64;

/** The client's address: the first X-Forwarded-For entry behind a trusted proxy (TRUST_PROXY=1). */
export function clientIp(request: NextRequest): string {
  const forwarded =
    request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  const ip = process.env.TRUST_PROXY === '1' ? forwarded[0] : forwarded.at(-1);
  return (ip || request.headers.get('x-real-ip') || 'unknown').slice(0, MAX_IP_LENGTH);
}

/**
 * Writes are accepted only from the site's own pages: the Origin header must name this host (or the
 * configured site URL). Browsers always send Origin on a cross-site or fetch() POST.
 */
function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return originHost === host || origin === new URL(env.NEXT_PUBLIC_SITE_URL).origin;
}

/**
 * The site as the browser sees it (scheme, host and port of the Origin header), for a request that
 * passes the same-origin check; otherwise null. Sign-In with Ethereum messages must name it.
 */
export function requestOrigin(request: NextRequest): string | null {
  return sameOrigin(request) ? request.headers.get('origin') : null;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * The checks every write endpoint makes before it does anything: same origin, JSON, at most 64 KB,
 * well-formed, and valid against the shared zod schema. Every failure is a 4xx with a code.
 */
export async function readJson<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  if (!sameOrigin(request)) return { ok: false, response: apiError(403, 'forbidden_origin') };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    return { ok: false, response: apiError(415, 'unsupported_media_type') };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) return { ok: false, response: apiError(413, 'payload_too_large') };

  let text: string;
  try {
    const buffer = await request.arrayBuffer();
    if (buffer.byteLength > MAX_BODY_BYTES)
      return { ok: false, response: apiError(413, 'payload_too_large') };
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return { ok: false, response: apiError(400, 'invalid_json') };
  }
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, 'invalid_json') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, response: apiError(400, 'invalid_input') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return { ok: false, response: apiError(400, 'invalid_input', { fields: fieldErrors(parsed.error) }) };
  }
  return { ok: true, data: parsed.data };
}

export function fieldError(status: number, error: ErrorCode, field: string, code: FieldError) {
  return apiError(status, error, { fields: { [field]: code } });
}

/** Last line of defence: an unexpected failure is logged (without the request body) and answered 500. */
export function withErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      console.error('civitas: request failed:', error instanceof Error ? error.message : error);
      return apiError(500, 'server_error');
    }
  };
}
