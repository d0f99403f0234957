import { apiError, json, withErrors } from '@/lib/api/http';
import { citizenIdMetadata, tokenIdOf } from '@/lib/chain/metadata';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

// The citizen ID's tokenURI: ERC-721 metadata (name, tier, the badge image). Public.
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const tokenId = tokenIdOf((await params).token);
  const metadata = tokenId ? await citizenIdMetadata(tokenId) : null;
  if (!metadata) return apiError(404, 'not_found');
  return json(metadata, { headers: { 'cache-control': 'public, max-age=300' } });
});
