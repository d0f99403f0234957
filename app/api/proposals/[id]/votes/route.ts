import type { NextRequest } from 'next/server';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { proposalIdOf, refusalResponse } from '@/lib/governance/http';
import { castVote, getProposal, listVoters } from '@/lib/governance/service';
import { voteSchema } from '@/lib/governance/validation';
import { limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// "Vote For" / "Vote Against": one final vote per citizen while voting is open.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, voteSchema);
  if (!input.ok) return input.response;
  const id = proposalIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withAccountLimit(request, limits.votePerAccount, async ({ user }) => {
    const outcome = await castVote(user, id, input.data);
    if (!outcome.ok) return refusalResponse(outcome.reason);
    return json(outcome, { status: 201 });
  });
});

// The public voter list, newest first (handle, choice, time, and the signature of wallet-signed votes).
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = proposalIdOf((await params).id);
  if (!id || !(await getProposal(id))) return apiError(404, 'not_found');
  const cursor = request.nextUrl.searchParams.get('cursor')?.slice(0, 200) || undefined;
  return json(await listVoters(id, { cursor }));
});
