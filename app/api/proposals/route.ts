import type { NextRequest } from 'next/server';
import type { ProposalPage } from '@/lib/api/contract';
import { json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { refusalResponse } from '@/lib/governance/http';
import { createProposal, listProposals, proposalPath } from '@/lib/governance/service';
import { listQuerySchema, proposalSchema } from '@/lib/governance/validation';
import { limits } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

// Proposals newest first, by status, a page at a time (the community and home islands read this).
export const GET = withErrors(async (request: NextRequest) => {
  const params = request.nextUrl.searchParams;
  const query = listQuerySchema.parse({
    status: params.get('status') ?? undefined,
    cursor: params.get('cursor') ?? undefined,
  });
  const limit = Number(params.get('limit') ?? '') || undefined;
  const page: ProposalPage = await listProposals({ ...query, limit });
  return json(page);
});

// "Propose a new law": citizens only; voting opens at once for three days.
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, proposalSchema);
  if (!input.ok) return input.response;
  return withAccountLimit(request, limits.proposePerAccount, async ({ user }) => {
    const outcome = await createProposal(user, input.data);
    if (!outcome.ok) return refusalResponse(outcome.reason, { retryAfter: outcome.retryAfter });
    return json({ id: outcome.id, path: proposalPath(outcome.id) }, { status: 201 });
  });
});
