import 'server-only';
// What the citizen ID's tokenURI serves (ERC-721 metadata JSON) and the badge image it names. Handles are
// a-z 0-9 - _ only, so they go into the SVG as they are; numbers and tier names come from our constants.
import { eq } from 'drizzle-orm';
import { tierFor } from '../citizens/rules';
import { getDb } from '../db';
import { citizen } from '../db/schema';
import { site } from '../site';

const TIER_NAMES = { resident: 'Resident', citizen: 'Citizen', steward: 'Steward', councillor: 'Councillor' };
const TIER_COLOURS = { resident: '#38bdf8', citizen: '#34d399', steward: '#a78bfa', councillor: '#fbbf24' };

async function citizenByNumber(tokenId: number) {
  const db = await getDb();
  const [row] = await db.select().from(citizen).where(eq(citizen.number, tokenId));
  return row ?? null;
}

export const tokenIdOf = (segment: string): number | null =>
  /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;

export async function citizenIdMetadata(tokenId: number) {
  const row = await citizenByNumber(tokenId);
  if (!row) return null;
  const tier = tierFor(row.points).tier;
  return {
    name: `Civitas Citizen #${row.number}`,
    description: `The soulbound citizen ID of @${row.handle}, citizen #${row.number} of Civitas. It cannot be transferred.`,
    image: `${site.url}/api/chain/citizen-id/${row.number}/image`,
    external_url: `${site.url}/citizens/${row.handle}`,
    attributes: [
      { trait_type: 'Handle', value: row.handle },
      { trait_type: 'Tier', value: TIER_NAMES[tier] },
      { trait_type: 'Points', value: row.points, display_type: 'number' },
      {
        trait_type: 'Citizen since',
        value: Math.floor(row.createdAt.getTime() / 1000),
        display_type: 'date',
      },
    ],
  };
}

export async function citizenIdBadge(tokenId: number): Promise<string | null> {
  const row = await citizenByNumber(tokenId);
  if (!row) return null;
  const tier = tierFor(row.points).tier;
  const colour = TIER_COLOURS[tier];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1226"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient></defs>
<rect width="512" height="512" rx="48" fill="url(#g)"/>
<circle cx="256" cy="200" r="96" fill="none" stroke="${colour}" stroke-width="10"/>
<text x="256" y="222" font-family="sans-serif" font-size="64" font-weight="700" fill="${colour}" text-anchor="middle">#${row.number}</text>
<text x="256" y="362" font-family="sans-serif" font-size="36" fill="#f8fafc" text-anchor="middle">@${row.handle}</text>
<text x="256" y="410" font-family="sans-serif" font-size="26" fill="${colour}" text-anchor="middle">${TIER_NAMES[tier]}</text>
<text x="256" y="462" font-family="sans-serif" font-size="22" fill="#94a3b8" text-anchor="middle">Civitas Citizen ID</text>
</svg>`;
}
