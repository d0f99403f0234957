import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { reportAnchor } from '@/lib/chain/anchors';
import { chainRefusal, chainWrite, isRefused, supportedChain } from '@/lib/chain/http';
import { txReportSchema } from '@/lib/chain/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The wallet sent the anchor: recorded as pending; it counts once the registry shows it.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const { id } = await params;
  if (!UUID.test(id)) return apiError(404, 'not_found');
  const body = await readJson(request, txReportSchema);
  if (!body.ok) return body.response;
  const chainId = supportedChain(body.data.chainId);
  if (!chainId) return apiError(409, 'chain_unavailable');
  return chainWrite(request, async ({ user }) => {
    const status = await reportAnchor(user, id, chainId, body.data.hash);
    return isRefused(status) ? chainRefusal(status.reason) : json(status, { status: 202 });
  });
});
