import type { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, json, readJson, withErrors } from '@/lib/api/http';
import { testClockEnabled } from '@/lib/clock';
import { getDb } from '@/lib/db';
import { citizen, user } from '@/lib/db/schema';

// Tests only (CIVITAS_TEST_CLOCK=1, never with APP_ENV=production): sets a citizen's contribution points,
// so a browser journey reaches a tier (writing a learning path) without weeks of activity. Anywhere
// else this path does not exist.
const schema = z.object({ email: z.email(), points: z.number().int().min(0).max(100_000) });

export const POST = withErrors(async (request: NextRequest) => {
  if (!testClockEnabled()) return apiError(404, 'not_found');
  const input = await readJson(request, schema);
  if (!input.ok) return input.response;
  const db = await getDb();
  const [owner] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.data.email.toLowerCase()));
  if (!owner) return apiError(404, 'not_found');
  const updated = await db
    .update(citizen)
    .set({ points: input.data.points })
    .where(eq(citizen.userId, owner.id))
    .returning({ points: citizen.points });
  return updated.length ? json({ points: updated[0]!.points }) : apiError(404, 'not_found');
});
