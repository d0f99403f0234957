import { apiError, withErrors } from '@/lib/api/http';
import { isLocale } from '@/lib/i18n/config';
import { memberShareText } from '@/lib/og/members';
import { shareImage, shareImageHeaders } from '@/lib/og/share-image';
import { MEMBER_KINDS, type MemberKind } from '@/lib/og/titles';

// The share image of a member's page (a proposal, a thread, a listing, a citizen), drawn on request from
// its current title and kept by caches for five minutes.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; kind: string; id: string }> };

export const GET = withErrors(async (_request: Request, { params }: Context) => {
  const { locale, kind, id } = await params;
  if (!isLocale(locale) || !(MEMBER_KINDS as readonly string[]).includes(kind))
    return apiError(404, 'not_found');
  const text = await memberShareText(locale, kind as MemberKind, id);
  if (!text) return apiError(404, 'not_found');
  const png = await shareImage({ ...text, locale });
  return new Response(new Uint8Array(png), { headers: shareImageHeaders(300) });
});
