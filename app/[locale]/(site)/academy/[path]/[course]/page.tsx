import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CoursePage } from '@/components/pages/academy-pages';
import { academyLocales, academyParams, getPath } from '@/lib/academy/catalog';
import { locales } from '@/lib/i18n/config';
import { resolveLocale } from '@/lib/page';
import { academyPath } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; path: string; course: string }> };

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    academyParams()
      .filter((p) => p.course && !p.lesson)
      .map((p) => ({ locale, path: p.path, course: p.course! })),
  );
}

export const dynamicParams = false;

async function load(params: Props['params']) {
  const locale = await resolveLocale(params);
  const segments = await params;
  const path = getPath(locale, segments.path);
  const course = path?.courses.find((c) => c.slug === segments.course);
  return { locale, path, course };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path, course } = await load(params);
  if (!path || !course) return {};
  return buildMetadata({
    locale,
    path: academyPath(path.slug, course.slug),
    title: course.title,
    description: course.summary,
    translatedLocales: academyLocales(path.slug, course.slug, 'course.md'),
  });
}

export default async function Page({ params }: Props) {
  const { locale, path, course } = await load(params);
  if (!path || !course) notFound();
  return <CoursePage path={path} course={course} locale={locale} />;
}
