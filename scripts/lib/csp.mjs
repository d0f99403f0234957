// Content-Security-Policy that keeps pages static: every pre-rendered page gets the sha256 hashes of
// its own inline scripts (computed after the build); pages rendered on request (404s) get a nonce,
// which Next applies to its scripts when it finds one in the request's CSP header.
import crypto from 'node:crypto';

/** sha256 sources for every inline <script> of a page (exact text between the tags). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!match[1]) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function policy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // Inline style attributes (React style props, sonner) are harmless; scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
