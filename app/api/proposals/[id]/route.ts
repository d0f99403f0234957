import type { NextRequest } from 'next/server';
import type { ProposalLive } from '@/lib/api/contract';
import { apiError, json, withErrors } from '@/lib/api/http';
import { currentSession } from '@/lib/auth/session';
import { findCitizen } from '@/lib/citizens/service';
import { proposalIdOf } from '@/lib/governance/http';
import { getProposal, myVote } from '@/lib/governance/service';
import { can, refusal } from '@/lib/permissions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// A proposal page's live parts for its reader: tallies, the reader's vote, and whether they may vote.
export const GET = withErrors(async (request: NextRequest, { params }: Context) => {
  const id = proposalIdOf((await params).id);
  const proposal = id ? await getProposal(id) : null;
  if (!id || !proposal) return apiError(404, 'not_found');
  const session = await currentSession(request);
  const actor = session
    ? { user: session.user, isCitizen: Boolean(await findCitizen(session.user.id)) }
    : null;
  const voted = session ? await myVote(session.user.id, id) : null;
  const refused = refusal(actor, 'vote');
  const live: ProposalLive = {
    proposal,
    myVote: voted,
    refusal: proposal.hidden
      ? 'proposal_hidden'
      : proposal.status !== 'active'
        ? 'voting_closed'
        : refused === 'forbidden'
          ? null
          : refused,
    canVote: !voted && !refused && !proposal.hidden && proposal.status === 'active',
    walletVoter: session?.user.walletAddress ?? null,
    canModerate: can(actor, 'moderate'),
  };
  return json(live);
});
