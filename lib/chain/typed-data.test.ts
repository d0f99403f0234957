/** @jest-environment node */
import { hashTypedData, keccak256, recoverTypedDataAddress, stringToBytes, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { anchorVoucherTypedData, citizenVoucherTypedData, credentialKey, documentDigest } from './typed-data';

// The vouchers the server signs must be the ones the contracts recover: the same type strings as the
// Solidity typehashes (contracts/src), the same domains, and signatures that recover to the signer.
const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const holder = privateKeyToAccount(generatePrivateKey()).address;

describe('citizen ID vouchers', () => {
  const typed = citizenVoucherTypedData(11155111, contract, {
    citizenNumber: BigInt(42),
    handle: 'ada',
    holder,
    expiry: BigInt(1_900_000_000),
  });

  it('use the typehash CitizenID.sol declares', () => {
    const solidity = 'CitizenVoucher(uint256 citizenNumber,string handle,address holder,uint256 expiry)';
    const fields = typed.types.CitizenVoucher.map((f) => `${f.type} ${f.name}`).join(',');
    expect(`CitizenVoucher(${fields})`).toBe(solidity);
    expect(typed.domain).toEqual({
      name: 'Civitas Citizen ID',
      version: '1',
      chainId: 11155111,
      verifyingContract: contract,
    });
  });

  it('recover to the key that signed them, and not for another chain or holder', async () => {
    const signer = privateKeyToAccount(generatePrivateKey());
    const signature = await signer.signTypedData(typed);
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(signer.address);
    const otherChain = citizenVoucherTypedData(1, contract, typed.message);
    expect(await recoverTypedDataAddress({ ...otherChain, signature })).not.toBe(signer.address);
    const otherHolder = { ...typed, message: { ...typed.message, holder: signer.address } };
    expect(hashTypedData(otherHolder)).not.toBe(hashTypedData(typed));
  });
});

describe('credential anchor vouchers', () => {
  it('use the typehash CredentialRegistry.sol declares', () => {
    const typed = anchorVoucherTypedData(1, contract, {
      credentialId: credentialKey('b1c2'),
      digest: documentDigest('{}'),
      holder,
      expiry: BigInt(1),
    });
    const fields = typed.types.CredentialAnchor.map((f) => `${f.type} ${f.name}`).join(',');
    expect(`CredentialAnchor(${fields})`).toBe(
      'CredentialAnchor(bytes32 credentialId,bytes32 digest,address holder,uint256 expiry)',
    );
    expect(typed.domain.name).toBe('Civitas Credentials');
  });

  it('key a credential by the keccak-256 of its id, and a document by that of its canonical JSON', () => {
    expect(credentialKey('abc')).toBe(keccak256(toHex('abc')));
    expect(documentDigest('{"a":1}')).toBe(keccak256(stringToBytes('{"a":1}')));
    expect(documentDigest('{"a":1}')).not.toBe(documentDigest('{"a":2}'));
  });
});
