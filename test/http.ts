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
}

export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
