import { getAddress, isAddress } from 'viem';

export type Address = `0x${string}`;

/** Why a typed address was refused; each has a localized message under `wallet.address.*`. */
export type AddressProblem = 'required' | 'format' | 'checksum';

export type AddressCheck = { ok: true; address: Address } | { ok: false; problem: AddressProblem };

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/**
 * Accepts only `0x` plus 40 hex digits. All-lower or all-upper case is taken as it is; mixed case must
 * match its EIP-55 checksum (a typo in a checksummed address is caught, not silently accepted).
 * Returns the checksummed form.
 */
export function checkAddress(input: string): AddressCheck {
  const value = input.trim();
  if (!value) return { ok: false, problem: 'required' };
  if (!SHAPE.test(value)) return { ok: false, problem: 'format' };
  const digits = value.slice(2);
  const mixed = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixed && !isAddress(value, { strict: true })) return { ok: false, problem: 'checksum' };
  return { ok: true, address: getAddress(value.toLowerCase()) };
}

/** The name shown for a wallet account: the checksummed address's first 6 and last 4 characters. */
export function shortAddress(address: string): string {
  const checksummed = getAddress(address.toLowerCase());
  return `${checksummed.slice(0, 6)}…${checksummed.slice(-4)}`;
}
