import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { clockOffset, now, setClockOffset, testClockEnabled } from '@/lib/clock';
import { recomputeFeatured } from '@/lib/community/people';
import { runGovernanceJobs } from '@/lib/governance/service';

// Tests only (CIVITAS_TEST_CLOCK=1, never with APP_ENV=production): move the server's clock, then run
// the governance jobs and the featured members' pick at the new time. Anywhere else this path does not exist.
const schema = z.object({
  offsetMs: z
    .number()
    .int()
    .min(0)
    .max(365 * 24 * 60 * 60_000),
});

export const POST = withErrors(async (request: NextRequest) => {
  if (!testClockEnabled()) return apiError(404, 'not_found');
  const input = await readJson(request, schema);
  if (!input.ok) return input.response;
  setClockOffset(input.data.offsetMs);
  await runGovernanceJobs();
  await recomputeFeatured();
  return json({ now: now().toISOString(), offsetMs: clockOffset() });
});

export const GET = withErrors(async () => {
  if (!testClockEnabled()) return apiError(404, 'not_found');
  return json({ now: now().toISOString(), offsetMs: clockOffset() });
});
