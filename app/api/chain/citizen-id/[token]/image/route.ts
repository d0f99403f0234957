import { apiError, withErrors } from '@/lib/api/http';
import { citizenIdBadge, tokenIdOf } from '@/lib/chain/metadata';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

// The citizen ID's badge, an SVG with no script. Public.
export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const tokenId = tokenIdOf((await params).token);
  const svg = tokenId ? await citizenIdBadge(tokenId) : null;
  if (!svg) return apiError(404, 'not_found');
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  });
});
