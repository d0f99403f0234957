import 'server-only';
// Signing vouchers with CHAIN_SIGNER_PRIVATE_KEY. The key never leaves this module: only its address
// and signatures do.
import type { Address, Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { env } from '../env';
import {
  anchorVoucherTypedData,
  citizenVoucherTypedData,
  type AnchorVoucher,
  type CitizenVoucher,
} from './typed-data';

let signer: PrivateKeyAccount | null | undefined;

function account(): PrivateKeyAccount | null {
  if (signer === undefined)
    signer = env.CHAIN_SIGNER_PRIVATE_KEY ? privateKeyToAccount(env.CHAIN_SIGNER_PRIVATE_KEY as Hex) : null;
  return signer;
}

export const signerAddress = (): Address | null => account()?.address ?? null;

export async function signCitizenVoucher(chainId: number, contract: Address, voucher: CitizenVoucher) {
  const key = account();
  if (!key) throw new Error('no voucher signer configured');
  return key.signTypedData(citizenVoucherTypedData(chainId, contract, voucher));
}

export async function signAnchorVoucher(chainId: number, contract: Address, voucher: AnchorVoucher) {
  const key = account();
  if (!key) throw new Error('no voucher signer configured');
  return key.signTypedData(anchorVoucherTypedData(chainId, contract, voucher));
}
