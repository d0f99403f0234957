import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

// ASVS 6.2.4: a new password is refused when it is one of the most common ones (the list shipped in
// common-passwords.txt), a run of one character, or a keyboard-free sequence such as "abcdefgh". When
// the operator sets PWNED_PASSWORDS_URL, it is also checked against a k-anonymity breach corpus
// (Have I Been Pwned's range API, or a mirror of it): only the first five hex digits of its SHA-1 leave.

export type PasswordVerdict = 'ok' | 'common_password' | 'breached_password';

const listFile = path.join(process.cwd(), 'lib', 'auth', 'common-passwords.txt');
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** "aaaaaaaa", "12345678", "87654321", "abcdefgh": each character one step from the previous one. */
function monotonous(password: string): boolean {
  const codes = [...password].map((c) => c.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return commonPasswords().has(lower) || monotonous(lower);
}

const BREACH_TIMEOUT_MS = 3000;

/**
 * Whether the breach corpus knows the password; null when no corpus is configured or it did not answer
 * (sign-up then goes on: the local list still applies, and an outage must not block every sign-up).
 */
export async function isBreachedPassword(password: string): Promise<boolean | null> {
  const base = env.PWNED_PASSWORDS_URL;
  if (!base) return null;
  const digest = crypto.createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = digest.slice(0, 5);
  const suffix = digest.slice(5);
  try {
    const response = await fetch(`${base.replace(/\/$/, '')}/range/${prefix}`, {
      // Padding hides from an observer how many suffixes the answer holds.
      headers: { 'Add-Padding': 'true', 'User-Agent': 'Civitas' },
      signal: AbortSignal.timeout(BREACH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    for (const line of (await response.text()).split('\n')) {
      const [candidate, count] = line.trim().split(':');
      if (candidate === suffix && Number(count) > 0) return true;
    }
    return false;
  } catch (error) {
    console.error('civitas: breached-password check unavailable:', (error as Error).name);
    return null;
  }
}

export async function checkNewPassword(password: string): Promise<PasswordVerdict> {
  if (isCommonPassword(password)) return 'common_password';
  return (await isBreachedPassword(password)) ? 'breached_password' : 'ok';
}
