// Environment, parsed once and read only through `env`. Every variable is optional: `npm start` works
// with none. See .env.example.
import path from 'node:path';
import { z } from 'zod';

/** An http(s) URL; blank counts as unset, as in lib/wallet/config.ts. */
const rpcUrl = z.preprocess(
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
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * JSON-RPC nodes of Ethereum mainnet and Sepolia, for the browser (lib/wallet/config.ts) and the server;
   * public nodes when unset or blank.
   */
  NEXT_PUBLIC_RPC_URL_MAINNET: rpcUrl,
  NEXT_PUBLIC_RPC_URL_SEPOLIA: rpcUrl,
  /**
   * Server-only overrides of those, per chain id: the node that checks smart-contract wallet signatures
   * (it may carry a key the browser must not see). Tests point RPC_URL_11155111 at a local anvil.
   */
  RPC_URL_1: rpcUrl,
  RPC_URL_11155111: rpcUrl,
});

export type Env = z.infer<typeof schema>;

function parse(): Env {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${issues}\nSee .env.example.`);
  }
  return result.data;
}

export const env = parse();

export const isProduction = env.APP_ENV === 'production';
export const inMemoryData = env.DATA_DIR === 'memory://';
export const dataDir = inMemoryData ? env.DATA_DIR : path.resolve(env.DATA_DIR);
