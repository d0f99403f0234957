import type { NextRequest } from 'next/server';
import { apiError, json, withErrors } from '@/lib/api/http';
import { isUuid } from '@/lib/api/segment';
import { chainBodyWrite } from '@/lib/chain/body-write';
import { reportAnchor } from '@/lib/chain/anchors';
import { chainRefusal, isRefused } from '@/lib/chain/http';
import { txReportSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// The wallet sent the anchor: recorded as pending; it counts once the registry shows it.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const { id } = await params;
  if (!isUuid(id)) return apiError(404, 'not_found');
  return chainBodyWrite(request, txReportSchema, async ({ user }, chainId, body) => {
    const status = await reportAnchor(user, id, chainId, body.hash);
    return isRefused(status) ? chainRefusal(status.reason) : json(status, { status: 202 });
  });
});
