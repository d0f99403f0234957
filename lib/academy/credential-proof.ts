// Signing and verifying a credential document: a W3C Data Integrity proof with the eddsa-jcs-2022
// cryptosuite (Ed25519 over the SHA-256 of the JCS-canonical proof options and document, RFC 8785),
// its key published as a Multikey (publicKeyMultibase: base58btc of 0xed01 + the raw public key).
// Pure functions over node:crypto keys; lib/academy/credentials.ts keeps the key and the rows.
import crypto, { type KeyObject } from 'node:crypto';
import { base58 } from '@scure/base';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** RFC 8785 JSON Canonicalization: keys sorted by UTF-16 code units, no whitespace. */
export function canonicalize(value: Json): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not JSON');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalize).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalize(value[k]!)}`).join(',')}}`;
}

const MULTIKEY_ED25519 = Uint8Array.from([0xed, 0x01]);

/** The raw 32-byte Ed25519 public key as a Multikey's publicKeyMultibase ("z6Mk…"). */
export function multibaseOf(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  const raw = Buffer.from(jwk.x!, 'base64url');
  return `z${base58.encode(Uint8Array.from([...MULTIKEY_ED25519, ...raw]))}`;
}

/** The public key a publicKeyMultibase names, or null when it is not an Ed25519 Multikey. */
export function publicKeyOf(multibase: string): KeyObject | null {
  try {
    if (!multibase.startsWith('z')) return null;
    const bytes = base58.decode(multibase.slice(1));
    if (bytes.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null;
    return crypto.createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bytes.slice(2)).toString('base64url') },
      format: 'jwk',
    });
  } catch {
    return null;
  }
}

function hashData(options: JsonObject, document: JsonObject): Buffer {
  const sha = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest();
  return Buffer.concat([sha(canonicalize(options)), sha(canonicalize(document))]);
}

/** The document with its proof: signed by `privateKey`, naming `verificationMethod`. */
export function signDocument(
  document: JsonObject,
  privateKey: KeyObject,
  verificationMethod: string,
  created: string,
): JsonObject {
  const options: JsonObject = {
    '@context': document['@context'] ?? null,
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    created,
    verificationMethod,
    proofPurpose: 'assertionMethod',
  };
  const signature = crypto.sign(null, hashData(options, document), privateKey);
  const { '@context': _context, ...proof } = options;
  return { ...document, proof: { ...proof, proofValue: `z${base58.encode(signature)}` } };
}

/**
 * Whether `document` carries a valid eddsa-jcs-2022 proof by `publicKey` from `verificationMethod`.
 * Any change to the document or its proof after signing makes it false.
 */
export function verifyDocument(document: unknown, publicKey: KeyObject, verificationMethod: string): boolean {
  try {
    if (typeof document !== 'object' || document === null || Array.isArray(document)) return false;
    const { proof, ...unsecured } = document as JsonObject;
    if (typeof proof !== 'object' || proof === null || Array.isArray(proof)) return false;
    const { proofValue, ...rest } = proof;
    if (
      typeof proofValue !== 'string' ||
      !proofValue.startsWith('z') ||
      rest.type !== 'DataIntegrityProof' ||
      rest.cryptosuite !== 'eddsa-jcs-2022' ||
      rest.proofPurpose !== 'assertionMethod' ||
      rest.verificationMethod !== verificationMethod
    )
      return false;
    const options: JsonObject = { '@context': unsecured['@context'] ?? null, ...rest };
    const signature = base58.decode(proofValue.slice(1));
    return crypto.verify(null, hashData(options, unsecured), publicKey, signature);
  } catch {
    return false;
  }
}
