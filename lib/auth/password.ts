import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP ASVS 5 parameters: 19 MiB, 2 iterations, 1 lane (~20 ms here).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
