import 'server-only';

/** Copies the Set-Cookie headers better-auth produced onto our response. */
export function withCookies<R extends Response>(response: R, from: Headers): R {
  for (const cookie of from.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}
