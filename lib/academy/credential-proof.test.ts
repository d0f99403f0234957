/** @jest-environment node */
import crypto from 'node:crypto';
import {
  canonicalize,
  multibaseOf,
  publicKeyOf,
  signDocument,
  verifyDocument,
  type JsonObject,
} from './credential-proof';

const VM = 'https://civitas.example/.well-known/civitas-issuer.json#key-1';
const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');

const document: JsonObject = {
  '@context': ['https://www.w3.org/ns/credentials/v2'],
  id: 'https://civitas.example/credentials/1',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  credentialSubject: { name: 'ada', achievement: { name: 'Prompt craft' } },
  validFrom: '2026-11-26T08:00:00.000Z',
};

describe('credential proofs (eddsa-jcs-2022)', () => {
  it('canonicalizes as RFC 8785: sorted keys, no spaces, escapes as JSON', () => {
    expect(canonicalize({ b: [1, 'x'], a: { d: null, c: true }, é: '"' })).toBe(
      '{"a":{"c":true,"d":null},"b":[1,"x"],"é":"\\""}',
    );
  });

  it('publishes the key as an Ed25519 Multikey and reads it back', () => {
    const multibase = multibaseOf(publicKey);
    expect(multibase).toMatch(/^z6Mk/);
    const read = publicKeyOf(multibase)!;
    expect(read.export({ format: 'jwk' })).toEqual(publicKey.export({ format: 'jwk' }));
    expect(publicKeyOf('zNotAKey')).toBeNull();
    expect(publicKeyOf('abc')).toBeNull();
  });

  it('verifies what it signed, whatever the key order of the copy', () => {
    const signed = signDocument(document, privateKey, VM, '2026-11-26T08:00:00.000Z');
    expect(signed.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-jcs-2022' });
    expect(verifyDocument(signed, publicKey, VM)).toBe(true);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(signed).reverse())));
    expect(verifyDocument(reordered, publicKey, VM)).toBe(true);
  });

  it('refuses a tampered copy, another key, another method, or no proof', () => {
    const signed = signDocument(document, privateKey, VM, '2026-11-26T08:00:00.000Z');
    const tampered = JSON.parse(JSON.stringify(signed));
    tampered.credentialSubject.name = 'mallory';
    expect(verifyDocument(tampered, publicKey, VM)).toBe(false);
    const redated = JSON.parse(JSON.stringify(signed));
    redated.proof.created = '2020-01-01T00:00:00.000Z';
    expect(verifyDocument(redated, publicKey, VM)).toBe(false);
    const other = crypto.generateKeyPairSync('ed25519').publicKey;
    expect(verifyDocument(signed, other, VM)).toBe(false);
    expect(verifyDocument(signed, publicKey, `${VM}x`)).toBe(false);
    const { proof: _proof, ...bare } = signed;
    expect(verifyDocument(bare, publicKey, VM)).toBe(false);
    expect(verifyDocument('nope', publicKey, VM)).toBe(false);
    expect(
      verifyDocument(
        { ...signed, proof: { ...(signed.proof as JsonObject), proofValue: 'zz' } },
        publicKey,
        VM,
      ),
    ).toBe(false);
  });
});
