import { json, withErrors } from '@/lib/api/http';
import { onchainChains } from '@/lib/chain/deployments';

export const dynamic = 'force-dynamic';

// What each chain offers (a contract deployed and, for vouchers, trusted with this server's key): the
// islands of static pages ask before they render a mint, anchor or buy control.
export const GET = withErrors(async () =>
  json({ chains: onchainChains() }, { headers: { 'cache-control': 'public, max-age=60' } }),
);
