// Request bodies of the wallet endpoints, shared by the wallet island and the route handlers.
import { z } from 'zod';
import type { Hex } from 'viem';
import { signUpSchema } from '../account/validation';
import { checkAddress } from './address';

/** Long enough for an ERC-4361 message with a statement and a few resources. */
export const MAX_SIWE_MESSAGE_LENGTH = 8 * 1024;
/** ERC-6492 signatures of undeployed accounts carry factory calldata: allow some kilobytes. */
export const MAX_SIGNATURE_LENGTH = 16 * 1024;

const address = z.string({ error: 'required' }).transform((value, context) => {
  const checked = checkAddress(value);
  if (checked.ok) return checked.address;
  context.addIssue({ code: 'custom', message: 'invalid_address' });
  return z.NEVER;
});

/** POST /api/auth/siwe/nonce. An unsupported chain id passes here and is refused with its own code. */
export const siweNonceSchema = z.object({
  address,
  chainId: z.number({ error: 'required' }).int('required').positive('required'),
});

/** POST /api/auth/siwe/verify and POST /api/wallet/link. */
export const siweProofSchema = z.object({
  message: z.string({ error: 'required' }).min(1, 'required').max(MAX_SIWE_MESSAGE_LENGTH, 'too_long'),
  signature: z
    .string({ error: 'required' })
    .min(1, 'required')
    .max(MAX_SIGNATURE_LENGTH, 'too_long')
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'invalid_signature')
    .transform((value) => value as Hex),
});

/** POST /api/profile/email: a wallet account adds an e-mail and password, with sign-up's rules. */
export const addEmailSchema = signUpSchema.pick({ email: true, password: true });
