import 'server-only';
// Credentials for finished learning paths: a W3C Verifiable Credential 2.0 in the Open Badges 3.0 shape
// (an OpenBadgeCredential whose subject holds the Achievement), signed with the site's Ed25519 key
// (eddsa-jcs-2022, ./credential-proof.ts). The key is made once, at first use, and kept in the database
// so that every app process signs with the same one; its public half is published in the issuer profile
// at /.well-known/civitas-issuer.json. Anyone can check a credential at /credentials/{id}: valid,
// revoked or unknown, and a copy pasted there is checked against the signature.
import crypto, { randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '../api/segment';
import { now } from '../clock';
import { getDb } from '../db';
import { credential, siteKey, user } from '../db/schema';
import type { Executor } from '../mail/outbox';
import { academyPath } from '../routes';
import { site } from '../site';
import { findPath } from './community-paths';
import { multibaseOf, signDocument, verifyDocument, type Json, type JsonObject } from './credential-proof';
import { PASS_PERCENT } from './rules';

const KEY_NAME = 'credentials-ed25519';
export const ISSUER_PROFILE = '/.well-known/civitas-issuer.json';
export const issuerId = () => `${site.url}${ISSUER_PROFILE}`;
export const verificationMethod = () => `${issuerId()}#key-1`;
export const credentialUrl = (id: string) => `${site.url}/credentials/${id}`;

type Keys = { privateKey: KeyObject; publicKey: KeyObject };
let cached: Promise<Keys> | undefined;

/** The site's credential key: read, or made and stored by the first process to need it. */
export function credentialKeys(): Promise<Keys> {
  cached ??= (async () => {
    const db = await getDb();
    const made = crypto.generateKeyPairSync('ed25519');
    await db
      .insert(siteKey)
      .values({
        name: KEY_NAME,
        privateKey: made.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        publicKey: made.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      })
      .onConflictDoNothing();
    // Whoever stored first wins; everyone signs with that one.
    const [row] = await db.select().from(siteKey).where(eq(siteKey.name, KEY_NAME));
    return {
      privateKey: crypto.createPrivateKey(row!.privateKey),
      publicKey: crypto.createPublicKey(row!.publicKey),
    };
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** The issuer profile with its verification method (served at ISSUER_PROFILE). */
export async function issuerProfile(): Promise<JsonObject> {
  const { publicKey } = await credentialKeys();
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://w3id.org/security/multikey/v1'],
    id: issuerId(),
    type: ['Profile'],
    name: site.name,
    url: site.url,
    verificationMethod: [
      {
        id: verificationMethod(),
        type: 'Multikey',
        controller: issuerId(),
        publicKeyMultibase: multibaseOf(publicKey),
      },
    ],
    assertionMethod: [verificationMethod()],
  };
}

/** Issues the credential for a finished path, in the caller's transaction (once per member and path). */
export async function issueCredential(
  tx: Executor,
  keys: Keys,
  input: { userId: string; path: string; at: Date },
): Promise<string | null> {
  const learningPath = await findPath(input.path, tx);
  if (!learningPath) return null;
  const [holder] = await tx
    .select({ username: user.username, name: user.name })
    .from(user)
    .where(eq(user.id, input.userId));
  const id = randomUUID();
  const issued = input.at.toISOString();
  const document: JsonObject = {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: credentialUrl(id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuerId(), type: ['Profile'], name: site.name, url: site.url },
    validFrom: issued,
    name: `${learningPath.title} · ${site.name} Academy`,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: holder?.username ?? holder?.name ?? 'member',
      achievement: {
        id: `${site.url}${academyPath(learningPath.slug)}`,
        type: ['Achievement'],
        achievementType: 'LearningProgram',
        name: learningPath.title,
        description: learningPath.summary,
        criteria: {
          narrative: `Passed the quiz of each of the ${learningPath.lessons} lessons of the path with ${PASS_PERCENT} % or more.`,
        },
      },
    },
  };
  const signed = signDocument(document, keys.privateKey, verificationMethod(), issued);
  const inserted = await tx
    .insert(credential)
    .values({ id, userId: input.userId, path: input.path, document: signed, issuedAt: input.at })
    .onConflictDoNothing()
    .returning({ id: credential.id });
  return inserted[0]?.id ?? null;
}

export type CredentialStatus = 'valid' | 'revoked' | 'invalid' | 'unknown';
export type CredentialCheck = {
  status: CredentialStatus;
  id?: string;
  holder?: string;
  achievement?: string;
  path?: string;
  issuedAt?: string;
  revokedAt?: string | null;
};

async function storedCredential(id: string) {
  if (!isUuid(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(credential).where(eq(credential.id, id));
  return row;
}

function describe(document: JsonObject) {
  const subject = document.credentialSubject as { name?: Json; achievement?: { name?: Json } } | undefined;
  return {
    holder: typeof subject?.name === 'string' ? subject.name : undefined,
    achievement: typeof subject?.achievement?.name === 'string' ? subject.achievement.name : undefined,
  };
}

/** A stored credential, checked: its document, and whether its signature holds and it stands. */
export async function credentialById(
  id: string,
): Promise<(CredentialCheck & { document?: JsonObject }) | { status: 'unknown' }> {
  const row = await storedCredential(id);
  if (!row) return { status: 'unknown' };
  const { publicKey } = await credentialKeys();
  const document = row.document as JsonObject;
  const signed = verifyDocument(document, publicKey, verificationMethod());
  return {
    status: !signed ? 'invalid' : row.revokedAt ? 'revoked' : 'valid',
    id: row.id,
    path: row.path,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    document,
    ...describe(document),
  };
}

/**
 * A copy of a credential, as someone pasted or uploaded it: invalid unless our signature holds over
 * every byte of meaning; then valid, revoked, or unknown (signed by us, but not a credential we hold).
 */
export async function checkCopy(document: unknown): Promise<CredentialCheck> {
  const { publicKey } = await credentialKeys();
  if (!verifyDocument(document, publicKey, verificationMethod())) return { status: 'invalid' };
  const doc = document as JsonObject;
  const prefix = `${site.url}/credentials/`;
  const id = typeof doc.id === 'string' && doc.id.startsWith(prefix) ? doc.id.slice(prefix.length) : '';
  const row = await storedCredential(id);
  if (!row) return { status: 'unknown' };
  return {
    status: row.revokedAt ? 'revoked' : 'valid',
    id: row.id,
    path: row.path,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    ...describe(doc),
  };
}

/** The member's credential for a path, if they finished it. */
export async function credentialIdFor(db: Executor, userId: string, path: string): Promise<string | null> {
  const rows = await db
    .select({ id: credential.id, path: credential.path })
    .from(credential)
    .where(eq(credential.userId, userId));
  return rows.find((r) => r.path === path)?.id ?? null;
}

/**
 * Revokes a credential (an operator's act: `npm run admin -- revoke-credential <id>`): its page and every
 * check of a copy say "revoked" from then on; the signature still verifies, the credential no longer
 * stands. Unknown ids are refused; revoking twice keeps the first time.
 */
export async function revokeCredential(
  id: string,
): Promise<{ ok: true; revokedAt: Date; already: boolean } | { ok: false }> {
  const db = await getDb();
  const [row] = await db
    .update(credential)
    .set({ revokedAt: now() })
    .where(and(eq(credential.id, id), isNull(credential.revokedAt)))
    .returning({ revokedAt: credential.revokedAt });
  if (row?.revokedAt) return { ok: true, revokedAt: row.revokedAt, already: false };
  const [existing] = await db
    .select({ revokedAt: credential.revokedAt })
    .from(credential)
    .where(eq(credential.id, id));
  return existing?.revokedAt ? { ok: true, revokedAt: existing.revokedAt, already: true } : { ok: false };
}
