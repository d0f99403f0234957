import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LessonPage } from '@/components/pages/academy-pages';
import { academyLocales, academyParams, getLesson, lessonFile } from '@/lib/academy/catalog';
import { locales } from '@/lib/i18n/config';
import { resolveLocale } from '@/lib/page';
import { academyPath } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; path: string; course: string; lesson: string }> };

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    academyParams()
      .filter((p) => p.lesson)
      .map((p) => ({ locale, path: p.path, course: p.course!, lesson: p.lesson! })),
  );
}

export const dynamicParams = false;

async function load(params: Props['params']) {
  const locale = await resolveLocale(params);
  const { path, course, lesson } = await params;
  return { locale, found: getLesson(locale, path, course, lesson) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await load(params);
  if (!found) return {};
  const { path, course, lesson } = found;
  return buildMetadata({
    locale,
    path: academyPath(path.slug, course.slug, lesson.slug),
    title: `${lesson.title} · ${course.title}`,
    description: course.summary,
    translatedLocales: academyLocales(...lessonFile(path.slug, course.slug, lesson.slug)),
  });
}

export default async function Page({ params }: Props) {
  const { locale, found } = await load(params);
  if (!found) notFound();
  return <LessonPage {...found} locale={locale} />;
}
