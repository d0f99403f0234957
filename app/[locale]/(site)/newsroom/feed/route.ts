import { isLocale, locales } from '@/lib/i18n/config';
import { newsroomFeed } from '@/lib/newsroom-feed';

// The newsroom's RSS 2.0 feed in each locale, written at build time.
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

type Context = { params: Promise<{ locale: string }> };

export async function GET(_request: Request, { params }: Context) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  return new Response(newsroomFeed(locale), {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
