import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

/**
 * Sign-In with Ethereum nonces: issued for one address on one chain, spent by the first successful
 * verification (an atomic DELETE … RETURNING), refused once expired. Expired rows are swept as new ones
 * are issued.
 */
export const siweNonce = pgTable(
  'siwe_nonce',
  {
    /** 128 random bits from crypto.randomBytes, hex-encoded (ERC-4361 wants alphanumerics). */
    nonce: text('nonce').primaryKey(),
    /** EIP-55 checksummed. */
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('siwe_nonce_expires_idx').on(t.expiresAt)],
);

export type SiweNonce = typeof siweNonce.$inferSelect;
