import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { locales } from './lib/i18n/config';
import { aliases } from './lib/routes';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const localeSegment = `:locale(${locales.join('|')})`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A second build beside the main one (parallel test or benchmark runs): NEXT_DIST_DIR=.next-x.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  reactStrictMode: true,
  // Native or WASM packages the server loads from node_modules instead of bundling.
  // ffmpeg's installer finds its binary next to its own files: it must stay a package, never bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    '@ffmpeg-installer/ffmpeg',
    'sharp',
  ],
  turbopack: {
    resolveAlias: {
      // No client code formats messages with next-intl (eager islands get strings as props, lazy ones use
      // lib/i18n/format-message.ts), yet its provider's imports bring the ICU parser into every page.
      // In the browser, next-intl's formatter is the one for precompiled messages, without the parser.
      'use-intl/format-message': { browser: 'use-intl/format-message/format-only' },
    },
  },
  async rewrites() {
    // Aliases show the same page as their main route (the design card asks for rewrites). The proxy
    // rewrites unprefixed English URLs to /en/..., so every alias arrives here locale-prefixed.
    const aliasRewrites = Object.entries(aliases).flatMap(([alias, target]) => [
      { source: `/${localeSegment}${alias}`, destination: `/:locale${target}` },
    ]);
    return {
      beforeFiles: [
        ...aliasRewrites,
        { source: `/${localeSegment}/insights/:slug`, destination: '/:locale/newsroom/:slug' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          // The Content-Security-Policy is per page: server/server.mjs sends it.
          { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          // Wallet pop-ups (Coinbase smart wallet) need their opener.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          {
            key: 'Permissions-Policy',
            value: 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
          },
        ],
      },
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
