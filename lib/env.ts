// Environment, parsed once and read only through `env`. Every variable is optional: `npm start` works
// with none. See .env.example.
import path from 'node:path';
import { z } from 'zod';
import { siteOrigins } from './edge.mjs';

/** An http(s) URL; blank counts as unset, as in components/wallet/config.ts. */
const httpUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

const schema = z.object({
  /** "production" for a real deployment: requires AUTH_SECRET and marks cookies Secure. */
  APP_ENV: z.enum(['local', 'production']).default('local'),
  /** postgres://… switches from the embedded PGlite to a Postgres server. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Postgres schema to use (tests give every run its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default('public'),
  /** PGlite's data directory, and where a generated auth secret is kept; "memory://" for tests. */
  DATA_DIR: z.string().default('.data'),
  /** redis://… moves rate-limit counters to Redis, shared between app processes. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  AUTH_SECRET: z.string().optional(),
  /**
   * The origin the site is served at (required in production). Writes are accepted only from it, and
   * Sign-In with Ethereum messages must name it. Unset locally: the loopback names on PORT.
   */
  NEXT_PUBLIC_SITE_URL: httpUrl,
  /** The port the server listens on (server/server.mjs sets it); names the local origins. */
  PORT: z.string().optional(),
  /**
   * JSON-RPC nodes of Ethereum mainnet and Sepolia, for the browser (components/wallet/config.ts) and the server;
   * public nodes when unset or blank.
   */
  NEXT_PUBLIC_RPC_URL_MAINNET: httpUrl,
  NEXT_PUBLIC_RPC_URL_SEPOLIA: httpUrl,
  /**
   * Server-only overrides of those, per chain id: the node that checks smart-contract wallet signatures
   * (it may carry a key the browser must not see). Tests point RPC_URL_11155111 at a local anvil.
   */
  RPC_URL_1: httpUrl,
  RPC_URL_11155111: httpUrl,
  /**
   * Etherscan-compatible account APIs per chain id (lib/chain/explorer.ts): Etherscan's V2
   * https://api.etherscan.io/v2/api (one URL for every chain, told apart by `chainid`) or a Blockscout
   * instance's /api. Unset but EXPLORER_API_KEY set: Etherscan V2. Neither: no on-chain history.
   */
  EXPLORER_API_URL_1: httpUrl,
  EXPLORER_API_URL_11155111: httpUrl,
  /** Sent as `apikey` to the explorer; a secret, never logged. */
  EXPLORER_API_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().optional(),
  ),
  /**
   * The key that signs citizen-ID and credential-anchor vouchers (0x + 64 hex); the contracts were deployed
   * with its address as their voucher signer. Unset: no mint or anchor controls.
   */
  CHAIN_SIGNER_PRIVATE_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hex digits')
      .optional(),
  ),
  /** Where the per-chain contract addresses are read (default contracts/deployments; tests use their own). */
  CONTRACTS_DEPLOYMENTS_DIR: z.string().optional(),
  /**
   * A Have I Been Pwned range API (https://api.pwnedpasswords.com, or a mirror): when set, new passwords
   * found in its breach corpus are refused (k-anonymity: only a 5-digit hash prefix is sent).
   */
  PWNED_PASSWORDS_URL: httpUrl,
  /**
   * The SMTP relay mail goes through: smtp://user:pass@host:587 (STARTTLS when offered) or
   * smtps://user:pass@host:465. Unset: each mail is written as an .eml file to DATA_DIR/outbox.
   */
  SMTP_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/ }).optional(),
  ),
  /** The From of every mail, e.g. "Civitas <hello@example.org>"; no-reply@ the site's host by default. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** How often the mail worker looks for due mail, in ms (tests make it short). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
});

export type Env = z.infer<typeof schema>;

function parse(): Env {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${issues}\nSee .env.example.`);
  }
  if (result.data.APP_ENV === 'production' && !result.data.NEXT_PUBLIC_SITE_URL) {
    throw new Error('NEXT_PUBLIC_SITE_URL is required when APP_ENV=production. See .env.example.');
  }
  return result.data;
}

export const env = parse();

export const isProduction = env.APP_ENV === 'production';

/** Where the site is served: the configured origin, or locally the loopback names on PORT. */
export const origins: readonly string[] = siteOrigins({ siteUrl: env.NEXT_PUBLIC_SITE_URL, port: env.PORT });
/** The canonical one: absolute links, better-auth's base URL. */
export const siteOrigin = origins[0]!;
export const inMemoryData = env.DATA_DIR === 'memory://';
export const dataDir = inMemoryData ? env.DATA_DIR : path.resolve(env.DATA_DIR);
