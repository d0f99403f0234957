import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, env, inMemoryData, isProduction } from '../env';

const MIN_LENGTH = 32;
let cached: string | undefined;

/**
 * The secret that signs session cookies and newsletter tokens. In production (APP_ENV=production) it
 * must come from AUTH_SECRET; locally a missing one is generated once into the data directory, so
 * `npm start` needs no configuration and sessions survive restarts.
 */
export function authSecret(): string {
  if (cached) return cached;
  const given = env.AUTH_SECRET?.trim();
  if (given) {
    if (isProduction && (given.length < MIN_LENGTH || new Set(given).size < 10)) {
      throw new Error(
        `AUTH_SECRET is too weak: use at least ${MIN_LENGTH} random characters (openssl rand -base64 48).`,
      );
    }
    cached = given;
    return cached;
  }
  if (isProduction) {
    throw new Error(
      'AUTH_SECRET is required when APP_ENV=production (generate one: openssl rand -base64 48).',
    );
  }
  if (inMemoryData) {
    cached = crypto.randomBytes(48).toString('base64url');
    return cached;
  }
  const file = path.join(dataDir, 'auth-secret');
  try {
    cached = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    cached = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
