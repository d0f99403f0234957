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

// The wallet stack's connections (issue #4). Keep the defaults in step with components/wallet/config.ts
// defaultRpcUrls; NEXT_PUBLIC_* values are read when the policy is made (build time, like the bundle).
const defaultRpcOrigins = [
  'https://ethereum-rpc.publicnode.com',
  'https://ethereum-sepolia-rpc.publicnode.com',
];
const walletConnectOrigins = [
  'https://*.walletconnect.com',
  'https://*.walletconnect.org',
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'wss://*.walletconnect.org',
  'https://*.reown.com',
  'wss://*.reown.com',
  'https://*.web3modal.org',
];
// The Coinbase smart wallet's SDK talks to its own services (keys.coinbase.com itself opens as a window).
const coinbaseOrigins = ['https://*.coinbase.com'];

function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** connect-src sources for the wallet: chain nodes, WalletConnect when configured, Coinbase. */
export function walletConnectSources(env = process.env) {
  const rpc = [env.NEXT_PUBLIC_RPC_URL_MAINNET, env.NEXT_PUBLIC_RPC_URL_SEPOLIA]
    .map((value) => value?.trim())
    .filter(Boolean)
    .map(originOf)
    .filter(Boolean);
  const sources = [...defaultRpcOrigins, ...rpc, ...coinbaseOrigins];
  if (env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID?.trim()) sources.push(...walletConnectOrigins);
  return [...new Set(sources)];
}

export function policy(scriptSources, connectSources = walletConnectSources()) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // Inline style attributes (React style props, sonner) are harmless; scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
