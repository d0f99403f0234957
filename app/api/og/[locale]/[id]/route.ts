import { isLocale, locales } from '@/lib/i18n/config';
import { shareImage, shareImageHeaders } from '@/lib/og/share-image';
import { staticShareIds, staticShareText } from '@/lib/og/titles';

// The share images of the route table's pages and the newsroom's articles, in every locale, drawn at
// build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => staticShareIds().map((id) => ({ locale, id })));
}

type Context = { params: Promise<{ locale: string; id: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { locale, id } = await params;
  const text = isLocale(locale) ? staticShareText(locale, id) : null;
  if (!text || !isLocale(locale)) return new Response('Not found', { status: 404 });
  const png = await shareImage({ ...text, locale });
  return new Response(new Uint8Array(png), { headers: shareImageHeaders(86_400) });
}
