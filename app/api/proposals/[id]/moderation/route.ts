import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { proposalIdOf, refusalResponse } from '@/lib/governance/http';
import { moderateProposal } from '@/lib/governance/service';
import { hideSchema } from '@/lib/governance/validation';
import { limits } from '@/lib/rate-limit';

const moderationSchema = z.union([
  hideSchema.extend({ hide: z.literal(true) }),
  z.object({ hide: z.literal(false) }),
]);

type Context = { params: Promise<{ id: string }> };

// A moderator hides a proposal with a reason, or restores it. Audited.
export const POST = withErrors(async (request: NextRequest, { params }: Context) => {
  const input = await readJson(request, moderationSchema);
  if (!input.ok) return input.response;
  const id = proposalIdOf((await params).id);
  if (!id) return apiError(404, 'not_found');
  return withAccountLimit(request, limits.moderatePerAccount, async ({ user }) => {
    const outcome = await moderateProposal(user, id, input.data);
    if (!outcome.ok) return refusalResponse(outcome.reason);
    return json({ ok: true });
  });
});
