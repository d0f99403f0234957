// Payment requests a wallet can scan: EIP-681 URIs and their QR codes. Pure and browser-safe (the wallet
// island loads it lazily): `qrcode` resolves to its browser build there, which renders SVG without Node.
import QRCode from 'qrcode';
import { getAddress, isAddress, type Address } from 'viem';

export type PaymentRequest = {
  /** Checksummed, or all lowercase (normalised); a mixed-case address with a wrong checksum is refused. */
  address: string;
  chainId: number;
  /** Omitted: the wallet asks the payer for the amount. */
  valueWei?: bigint;
};

/**
 * `ethereum:<address>@<chainId>?value=<wei>`. The chain id is always written, even mainnet's (where
 * EIP-681 lets it be left out), so a wallet on Sepolia cannot read a mainnet request as its own. The
 * value is a plain decimal integer of wei: EIP-681 also allows scientific notation (2.014e18), but not
 * every wallet parses it, and a plain integer is exact.
 */
export function paymentUri({ address, chainId, valueWei }: PaymentRequest): string {
  if (!isAddress(address, { strict: true }))
    throw new Error(`Not an address, or its checksum is wrong: ${address}`);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`Not a chain id: ${chainId}`);
  if (valueWei !== undefined && valueWei < 0n)
    throw new Error('A payment request cannot ask for a negative value');
  const target: Address = getAddress(address);
  const query = valueWei === undefined ? '' : `?value=${valueWei.toString()}`;
  return `ethereum:${target}@${chainId}${query}`;
}

/** The QR code of `text` as an SVG document (medium error correction, a 2-module quiet zone). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
