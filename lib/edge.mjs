// Who sent a request, and for which site: decided once, from the socket and the configuration, never
// from what the client wrote. The production server (server/server.mjs) applies `prepareRequest` to
// every request before Next sees it; route handlers read its result through lib/api/http.ts.
// Plain JavaScript so that the server (plain Node) and the app's bundles share one copy of these rules.

/** Set by the production server to the client's address; a copy sent by the client is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-civitas-client-address';

/** Set in the production server's process: the header above can then be trusted. */
export const SERVER_MARK = 'CIVITAS_SERVER';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** Longer than any address (IPv6 with a zone fits): a longer value is cut. */
const MAX_ADDRESS_LENGTH = 64;
const MAX_HOPS = 10;

/**
 * TRUST_PROXY: how many proxies in front of the app append the address they saw to X-Forwarded-For.
 * Unset, empty, "0" or "false": none, the socket's peer is the client.
 */
export function trustedHops(value) {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (text === '' || text === '0' || text === 'false') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > MAX_HOPS) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the app (0-${MAX_HOPS}).`);
  }
  return hops;
}

function cleanAddress(address) {
  const text = String(address ?? '').trim();
  // IPv4 clients of a dual-stack socket arrive as ::ffff:1.2.3.4.
  const plain = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text) ? text.slice(7) : text;
  return plain.slice(0, MAX_ADDRESS_LENGTH);
}

/**
 * The client's address. With no trusted proxy it is the socket's peer. With N trusted proxies, each of
 * which appended the address it received from, it is the entry N places from the right of
 * X-Forwarded-For followed by the peer: whatever the client wrote itself stands further left.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} peer
 * @param {number} hops
 */
export function clientAddress(forwardedFor, peer, hops) {
  const chain = [];
  if (hops > 0) {
    const headers = Array.isArray(forwardedFor) ? forwardedFor : [forwardedFor ?? ''];
    for (const header of headers) chain.push(...header.split(',').filter((entry) => entry.trim() !== ''));
  }
  chain.push(peer ?? '');
  const entry = chain[Math.max(0, chain.length - 1 - hops)];
  return cleanAddress(entry) || 'unknown';
}

/**
 * The origins the site is served at: the configured one (NEXT_PUBLIC_SITE_URL), or, locally with
 * none configured, the loopback names on the port the server listens on.
 * @param {{ siteUrl?: string, port?: string | number }} options
 */
export function siteOrigins({ siteUrl, port }) {
  if (siteUrl) return [new URL(siteUrl).origin];
  const listening = String(port || 3000);
  return LOOPBACK_HOSTS.map((host) => new URL(`http://${host}:${listening}`).origin);
}

/**
 * Prepares a request for the app, in place; false when its target is not one we serve (answer 400).
 * - An absolute-form target (`GET http://evil.example/about`) keeps only its path and query.
 * - The client's address goes into CLIENT_ADDRESS_HEADER (and X-Forwarded-For, for libraries).
 * - Host and X-Forwarded-Host/-Proto/-Port name one of our origins, so that every absolute URL the app
 *   builds (redirects) points at the site: the Host the client sent if it is one of them, else the first.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ hops: number, origins: string[] }} options
 */
export function prepareRequest(req, { hops, origins }) {
  let target = req.url ?? '/';
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      target = `${url.pathname}${url.search}`;
    } catch {
      return false; // "*" (OPTIONS) or garbage
    }
  }
  req.url = target;

  const client = clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress, hops);
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  req.headers['x-forwarded-for'] = client;

  const sent = String(req.headers.host ?? '').toLowerCase();
  const site = new URL(origins.find((origin) => new URL(origin).host === sent) ?? origins[0]);
  req.headers.host = site.host;
  req.headers['x-forwarded-host'] = site.host;
  req.headers['x-forwarded-proto'] = site.protocol.slice(0, -1);
  req.headers['x-forwarded-port'] = site.port || (site.protocol === 'https:' ? '443' : '80');
  return true;
}
