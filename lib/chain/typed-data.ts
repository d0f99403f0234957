// The EIP-712 vouchers the contracts accept (contracts/src): the same domains and types on both sides,
// so that what the server signs is what CitizenID.mint and CredentialRegistry.anchor recover.
import { keccak256, stringToBytes, type Address, type Hex } from 'viem';

export const citizenVoucherTypes = {
  CitizenVoucher: [
    { name: 'citizenNumber', type: 'uint256' },
    { name: 'handle', type: 'string' },
    { name: 'holder', type: 'address' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

export const anchorVoucherTypes = {
  CredentialAnchor: [
    { name: 'credentialId', type: 'bytes32' },
    { name: 'digest', type: 'bytes32' },
    { name: 'holder', type: 'address' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

export type CitizenVoucher = { citizenNumber: bigint; handle: string; holder: Address; expiry: bigint };
export type AnchorVoucher = { credentialId: Hex; digest: Hex; holder: Address; expiry: bigint };

/** What a voucher endpoint answers: the signed message (expiry in seconds) and where the wallet sends it. */
export type SignedVoucher<Message> = Message & {
  chainId: number;
  contract: Address;
  holder: Address;
  expiry: number;
  signature: Hex;
};

/** How long a voucher may wait in a wallet before the contract refuses it. */
export const VOUCHER_TTL_SECONDS = 60 * 60;

export function citizenVoucherTypedData(chainId: number, contract: Address, message: CitizenVoucher) {
  return {
    domain: { name: 'Civitas Citizen ID', version: '1', chainId, verifyingContract: contract },
    types: citizenVoucherTypes,
    primaryType: 'CitizenVoucher' as const,
    message,
  };
}

export function anchorVoucherTypedData(chainId: number, contract: Address, message: AnchorVoucher) {
  return {
    domain: { name: 'Civitas Credentials', version: '1', chainId, verifyingContract: contract },
    types: anchorVoucherTypes,
    primaryType: 'CredentialAnchor' as const,
    message,
  };
}

/** A credential's id in the registry: the keccak-256 of its UUID. */
export const credentialKey = (credentialId: string): Hex => keccak256(stringToBytes(credentialId));

/** What is anchored: the keccak-256 of the credential document's JCS form (RFC 8785). */
export const documentDigest = (canonicalJson: string): Hex => keccak256(stringToBytes(canonicalJson));
