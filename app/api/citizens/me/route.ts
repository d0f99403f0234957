import type { NextRequest } from 'next/server';
import type { MyGovernance } from '@/lib/api/contract';
import { withSession } from '@/lib/api/authenticated';
import { json, withErrors } from '@/lib/api/http';
import { civicRole, myCitizenship } from '@/lib/citizens/service';
import { myGovernance } from '@/lib/governance/service';

export const dynamic = 'force-dynamic';

// The dashboard and the citizenship form: the member's citizenship, proposals and votes.
export const GET = withErrors((request: NextRequest) =>
  withSession(request, async ({ user }) => {
    const citizen = await myCitizenship(user);
    const { proposals, votes } = citizen ? await myGovernance(user.id) : { proposals: [], votes: [] };
    return json({
      citizen,
      role: civicRole(user, citizen !== null),
      proposals,
      votes,
    } satisfies MyGovernance);
  }),
);
