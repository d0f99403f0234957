// Request bodies of the on-chain endpoints, shared by the wallet islands and the route handlers.
import type { Hex } from 'viem';
import { z } from 'zod';

export const chainIdField = z.number({ error: 'required' }).int('invalid').positive('invalid');
export const txHashField = z
  .string({ error: 'required' })
  .regex(/^0x[0-9a-fA-F]{64}$/, 'invalid')
  .transform((value) => value.toLowerCase() as Hex);

/** POST …/voucher and POST /api/marketplace/listings/{id}/orders */
export const chainRequestSchema = z.object({ chainId: chainIdField });
/** POST …/tx: the hash the wallet reported for a transaction it sent. */
export const txReportSchema = z.object({ chainId: chainIdField, hash: txHashField });
/** POST /api/marketplace/orders/{id}/tx */
export const paymentReportSchema = z.object({ hash: txHashField });
