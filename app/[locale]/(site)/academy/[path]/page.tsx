import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LearningPathPage } from '@/components/pages/academy-pages';
import { academyLocales, academyParams, getPath } from '@/lib/academy/catalog';
import { locales } from '@/lib/i18n/config';
import { resolveLocale } from '@/lib/page';
import { academyPath } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; path: string }> };

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    academyParams()
      .filter((p) => !p.course)
      .map((p) => ({ locale, path: p.path })),
  );
}

// The paths are the folders of content/academy/en: any other segment is a 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const path = getPath(locale, (await params).path);
  if (!path) return {};
  return buildMetadata({
    locale,
    path: academyPath(path.slug),
    title: path.title,
    description: path.summary,
    translatedLocales: academyLocales(path.slug, 'path.md'),
  });
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocale(params);
  const path = getPath(locale, (await params).path);
  if (!path) notFound();
  return <LearningPathPage path={path} locale={locale} />;
}
