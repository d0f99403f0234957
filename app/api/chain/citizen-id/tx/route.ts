import type { NextRequest } from 'next/server';
import { json, withErrors } from '@/lib/api/http';
import { chainBodyWrite } from '@/lib/chain/body-write';
import { reportMint } from '@/lib/chain/citizen-id';
import { chainRefusal, isRefused } from '@/lib/chain/http';
import { txReportSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

// The wallet sent the mint: recorded as pending; it counts once the server reads it from the chain.
export const POST = withErrors(async (request: NextRequest) =>
  chainBodyWrite(request, txReportSchema, async ({ user }, chainId, body) => {
    const status = await reportMint(user, chainId, body.hash);
    return isRefused(status) ? chainRefusal(status.reason) : json(status, { status: 202 });
  }),
);
