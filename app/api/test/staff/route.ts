import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { setStaffRole } from '@/lib/citizens/roles';
import { testClockEnabled } from '@/lib/clock';

// Tests only (CIVITAS_TEST_CLOCK=1, never with APP_ENV=production): what `npm run admin -- grant` does,
// for a browser journey whose server owns the database. Anywhere else this path does not exist.
const schema = z.object({ email: z.email(), role: z.enum(['moderator', 'admin']).nullable() });

export const POST = withErrors(async (request: NextRequest) => {
  if (!testClockEnabled()) return apiError(404, 'not_found');
  const input = await readJson(request, schema);
  if (!input.ok) return input.response;
  const change = await setStaffRole(input.data.email, input.data.role);
  if (!change.ok) return apiError(404, 'not_found');
  return json(change);
});
