import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import type { ApiError, ErrorCode, FieldError } from './contract';
import { fieldErrors } from './validation';
import { CLIENT_ADDRESS_HEADER, SERVER_MARK } from '../edge.mjs';
import { origins } from '../env';
import { describeError } from '../log';

export const MAX_BODY_BYTES = 64 * 1024;

export function apiError(status: number, error: ErrorCode, extra: Omit<ApiError, 'error'> = {}) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (extra.retryAfter) headers['Retry-After'] = String(extra.retryAfter);
  return jsonResponse({ error, ...extra } satisfies ApiError, status, new Headers(headers));
}

export function json<T>(data: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', 'no-store');
  return jsonResponse(data, init.status ?? 200, headers);
}

/**
 * A JSON body. Next compresses every response of unknown length (it streams route handlers' bodies,
 * so their length is never known), and gzip costs more CPU than it saves on the few dozen bytes of
 * most answers: a body under 1 KB (the compression's own threshold) says no-transform, which it honours.
 */
function jsonResponse(data: unknown, status: number, headers: Headers) {
  const body = JSON.stringify(data) ?? 'null';
  headers.set('Content-Type', 'application/json');
  if (Buffer.byteLength(body) < 1024)
    headers.set('Cache-Control', `${headers.get('Cache-Control')}, no-transform`);
  return new NextResponse(body, { status, headers });
}

/**
 * The client's address, as the production server found it (lib/edge.mjs: the socket's peer, or the
 * address the TRUST_PROXY hops saw), never a header the client wrote. Outside that server (`next dev`)
 * no address reaches a route handler: every request counts as one client.
 */
export function clientIp(request: NextRequest): string {
  if (process.env[SERVER_MARK] !== '1') return 'unknown';
  // The server cuts it to 64 characters already; a key this long still fits the rate-limit index.
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.slice(0, 64) || 'unknown';
}

/**
 * Writes are accepted only from the site's own pages: the Origin header must be one of the site's
 * origins (lib/env.ts), which come from configuration, never from Host or X-Forwarded-* headers.
 * Browsers always send Origin on a cross-site or fetch() POST. Returns the matched origin, or null.
 */
export function requestOrigin(request: NextRequest): string | null {
  const origin = request.headers.get('origin');
  return origin && origins.includes(origin) ? origin : null;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * The checks every write endpoint makes before it does anything: same origin, JSON, at most 64 KB,
 * well-formed, and valid against the shared zod schema. Every failure is a 4xx with a code.
 */
export async function readJson<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
  /**
   * maxBytes: a larger ceiling for the few bodies that carry a whole document (a learning path);
   * fullPaths: field errors named by their whole place in such a document.
   */
  options: { maxBytes?: number; fullPaths?: boolean } = {},
): Promise<Parsed<z.infer<S>>> {
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  if (!requestOrigin(request)) return { ok: false, response: apiError(403, 'forbidden_origin') };
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type))
    return { ok: false, response: apiError(415, 'unsupported_media_type') };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: apiError(413, 'payload_too_large') };

  let text: string;
  try {
    const buffer = await request.arrayBuffer();
    if (buffer.byteLength > maxBytes) return { ok: false, response: apiError(413, 'payload_too_large') };
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
    return {
      ok: false,
      response: apiError(400, 'invalid_input', { fields: fieldErrors(parsed.error, options.fullPaths) }),
    };
  }
  return { ok: true, data: parsed.data };
}

export function fieldError(status: number, error: ErrorCode, field: string, code: FieldError) {
  return apiError(status, error, { fields: { [field]: code } });
}

/**
 * Last line of defence: an unexpected failure is logged (without the request body or personal data:
 * lib/log.ts) and answered 500.
 */
export function withErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      console.error(`civitas: request failed: ${describeError(error)}`);
      return apiError(500, 'server_error');
    }
  };
}
