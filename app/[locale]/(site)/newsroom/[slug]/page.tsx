import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticlePage } from '@/components/pages/article';
import { locales } from '@/lib/i18n/config';
import { articleLocales, articleSlugs, getArticle } from '@/lib/newsroom';
import { resolveLocale } from '@/lib/page';
import { articlePath } from '@/lib/routes';
import { feedAlternate } from '@/lib/newsroom-feed';
import { articleShareImage } from '@/lib/og/titles';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return locales.flatMap((locale) => articleSlugs().map((slug) => ({ locale, slug })));
}

// An unknown slug is a 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const article = getArticle(locale, slug);
  if (!article) return {};
  const metadata = buildMetadata({
    locale,
    path: articlePath(slug),
    title: article.title,
    description: article.summary,
    translatedLocales: articleLocales(slug),
    type: 'article',
    image: articleShareImage(locale, slug),
  });
  return { ...metadata, alternates: { ...metadata.alternates, ...feedAlternate(locale) } };
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocale(params);
  const { slug } = await params;
  const article = getArticle(locale, slug);
  if (!article) notFound();
  return <ArticlePage article={article} locale={locale} />;
}
