import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { logOut } from '@/lib/account/service';
import { readJson, withErrors } from '@/lib/api/http';
import { withCookies } from '@/lib/auth/cookies';

export const POST = withErrors(async (request: NextRequest) => {
  const input = await readJson(request, z.object({}));
  if (!input.ok) return input.response;
  const headers = await logOut(request.headers);
  return withCookies(
    new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }),
    headers,
  );
});
