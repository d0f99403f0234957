import type { NextRequest } from 'next/server';
import { json, withErrors } from '@/lib/api/http';
import { chainBodyWrite } from '@/lib/chain/body-write';
import { mintVoucher } from '@/lib/chain/citizen-id';
import { chainRefusal, isRefused } from '@/lib/chain/http';
import { chainRequestSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

// A signed voucher for minting the citizen ID to the account's own linked wallet.
export const POST = withErrors(async (request: NextRequest) =>
  chainBodyWrite(request, chainRequestSchema, async ({ user }, chainId) => {
    const voucher = await mintVoucher(user, chainId);
    return isRefused(voucher) ? chainRefusal(voucher.reason) : json(voucher);
  }),
);
