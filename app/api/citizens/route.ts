import type { NextRequest } from 'next/server';
import { apiError, fieldError, json, readJson, withErrors } from '@/lib/api/http';
import { withAccountLimit } from '@/lib/api/limited';
import { becomeCitizen, myCitizenship } from '@/lib/citizens/service';
import { citizenshipSchema } from '@/lib/citizens/validation';
import { limits } from '@/lib/rate-limit';

// AI Universe: a signed-in member becomes a citizen (handle, notification address, the constitution).
export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, citizenshipSchema);
  if (!input.ok) return input.response;
  return withAccountLimit(request, limits.citizenshipPerAccount, async ({ user }) => {
    const outcome = await becomeCitizen(user, input.data);
    if (!outcome.ok)
      return outcome.reason === 'handle_taken'
        ? fieldError(409, 'conflict', 'handle', 'handle_taken')
        : apiError(409, 'already_citizen');
    return json(
      { citizen: await myCitizenship(user), verificationSent: outcome.verificationSent },
      { status: 201 },
    );
  });
});
