// The issuer profile of the academy's credentials, with the public key that verifies them (a Multikey,
// lib/academy/credentials.ts). The key is made at first use, so this is read on request.
import { json, withErrors } from '@/lib/api/http';
import { issuerProfile } from '@/lib/academy/credentials';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async () =>
  json(await issuerProfile(), {
    headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
  }),
);
