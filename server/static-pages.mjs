// Pre-rendered pages from their build-time brotli and gzip files (server/postbuild.mjs writes them).
// Next compresses a page's HTML on every request, which was most of a static page's server time. Here
// the first request for a page goes through Next as usual and its response headers are remembered; later
// requests that Next would answer with the same bytes get those headers and the pre-compressed body.
// Anything that could make Next answer differently goes through Next: a query string, the client
// router's RSC requests, an English URL whose visitor the proxy would send to another language, the
// proxy's own special paths, a client that takes neither brotli nor gzip.
import fs from 'node:fs';
import path from 'node:path';
import { detectLocale } from '../lib/i18n/negotiate.mjs';

const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
];
/** Headers of one response that do not describe the page: never replayed. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);

/** The encoding to send: brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function pickEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** `vary` with `names` added where missing. */
function withVary(vary, names) {
  const values = String(vary ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) values.push(name);
  }
  return values.join(', ');
}

/**
 * What a pre-rendered page's answer varies by: its encoding, and for an English URL the language
 * detection's inputs (Next drops the Vary the proxy sets on its rewrite; a shared cache needs it).
 */
const varyNames = (english) =>
  english ? ['Accept-Encoding', 'Cookie', 'Accept-Language'] : ['Accept-Encoding'];

function cookieValue(header, name) {
  for (const part of String(header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * @param {{ distDir: string, files: Record<string, string>, locales: string[], defaultLocale?: string,
 *           localeCookie?: string }} options
 */
export function createStaticPages({
  distDir,
  files,
  locales,
  defaultLocale = 'en',
  localeCookie = 'NEXT_LOCALE',
}) {
  /** public path -> the headers Next sent for it */
  const learned = new Map();
  /** file + encoding -> bytes, read once */
  const bodies = new Map();

  function body(file, encoding) {
    const key = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    let bytes = bodies.get(key);
    if (!bytes) {
      bytes = fs.readFileSync(path.join(distDir, key));
      bodies.set(key, bytes);
    }
    return bytes;
  }

  /**
   * Whether Next would answer this request with the page's pre-rendered HTML as it stands: null if not,
   * else whether the URL is an English (unprefixed) one.
   */
  function eligible(req, pathname, query) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (query || !files[pathname] || ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)) return null;
    const first = pathname.split('/')[1];
    if (first === defaultLocale || pathname === '/offline') return null; // the proxy redirects or rewrites
    if (locales.includes(first)) return { english: false };
    // English URLs: the proxy sends a visitor of another language to that language's page.
    const { locale } = detectLocale(
      {
        cookie: cookieValue(req.headers.cookie, localeCookie),
        acceptLanguage: req.headers['accept-language'],
      },
      locales,
      defaultLocale,
    );
    return locale === defaultLocale ? { english: true } : null;
  }

  return {
    /** Answers the request from the pre-compressed files; false when Next must answer it. */
    serve(req, res, pathname, query) {
      const page = eligible(req, pathname, query);
      if (!page) return false;
      const vary = varyNames(page.english);
      const headers = learned.get(pathname);
      if (!headers) {
        remember(res, pathname, vary);
        return false;
      }
      const encoding = pickEncoding(req.headers['accept-encoding']);
      // Without compression there is nothing to save, and no reason to hold 120 KB a page in memory.
      if (!encoding) return false;
      let bytes;
      try {
        bytes = body(files[pathname], encoding);
      } catch {
        return false; // a build without its compressed files (postbuild did not run): Next answers
      }
      const etag = headers.etag;
      if (etag && req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ...headers, vary: withVary(headers.vary, vary) });
        res.end();
        return true;
      }
      res.writeHead(200, {
        ...headers,
        vary: withVary(headers.vary, vary),
        'content-encoding': encoding,
        'content-length': bytes.length,
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
      return true;
    },
  };

  /** Keeps the headers of Next's 200 answer for `pathname`, to replay them; completes its Vary. */
  function remember(res, pathname, vary) {
    const writeHead = res.writeHead;
    res.writeHead = function (status, ...rest) {
      if (status === 200 && !rest.some(Array.isArray))
        res.setHeader('vary', withVary(res.getHeader('vary'), vary));
      if (status === 200) {
        const given = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) ?? {};
        const all = { ...res.getHeaders() };
        for (const [name, value] of Object.entries(given)) all[name.toLowerCase()] = value;
        const type = String(all['content-type'] ?? '');
        if (type.startsWith('text/html')) {
          for (const name of NOT_REPLAYED) delete all[name];
          learned.set(pathname, all);
        }
      }
      return writeHead.call(this, status, ...rest);
    };
  }
}
