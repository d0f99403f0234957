import { json, withErrors } from '@/lib/api/http';
import { featuredMembers } from '@/lib/community/people';

export const dynamic = 'force-dynamic';

// The four featured members (recomputed daily from the contribution ledger).
export const GET = withErrors(async () => json({ items: await featuredMembers() }));
