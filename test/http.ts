// Calls route handlers in-process, as a browser on the site would (same Origin, JSON), keeping cookies,
// with the client address the production server would have put on the request (lib/edge.mjs).
import { NextRequest } from 'next/server';
import { CLIENT_ADDRESS_HEADER } from '../lib/edge.mjs';

export const ORIGIN = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';

type Handler = (request: NextRequest) => Promise<Response>;

export class Client {
  cookies = new Map<string, string>();
  constructor(public ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {}

  private headers(extra: Record<string, string> = {}) {
    const headers = new Headers({
      host: new URL(ORIGIN).host,
      origin: ORIGIN,
      [CLIENT_ADDRESS_HEADER]: this.ip,
      ...extra,
    });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    return headers;
  }

  private remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  async get(handler: Handler, path: string) {
    return this.remember(await handler(new NextRequest(new URL(path, ORIGIN), { headers: this.headers() })));
  }

  async post(
    handler: Handler,
    path: string,
    body: unknown = {},
    options: { headers?: Record<string, string>; raw?: string | Uint8Array } = {},
  ) {
    const request = new NextRequest(new URL(path, ORIGIN), {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json', ...options.headers }),
      body: (options.raw ?? JSON.stringify(body)) as BodyInit,
    });
    return this.remember(await handler(request));
  }

  /** Any method, with a JSON body, or a raw body and its own headers (an upload). */
  async send(
    handler: Handler,
    method: string,
    path: string,
    options: {
      json?: unknown;
      raw?: Uint8Array | ReadableStream<Uint8Array>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const body = options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
    const request = new NextRequest(new URL(path, ORIGIN), {
      method,
      headers: this.headers({
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      }),
      body: body as BodyInit | undefined,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as ConstructorParameters<typeof NextRequest>[1]);
    return this.remember(await handler(request));
  }
}

/** A handler of a dynamic route: its segments come as `params`. */
export type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** A dynamic route's handler with its segments bound, callable as a plain handler. */
export function withParams<P>(handler: RouteHandler<P>, params: P): Handler {
  return (request) => handler(request, { params: Promise.resolve(params) });
}

export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
