import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LessonPage } from '@/components/pages/academy-pages';
import { communityPathMetadata, loadCommunityPath } from '@/lib/academy/community-page';
import { resolveLocale } from '@/lib/page';
import { academyPath } from '@/lib/routes';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string; course: string; lesson: string }> };

async function load(params: Props['params']) {
  const locale = await resolveLocale(params);
  const { id, course: courseSlug, lesson: lessonSlug } = await params;
  const found = await loadCommunityPath(id);
  const course = found?.path.courses.find((c) => c.slug === courseSlug);
  const index = course?.lessons.findIndex((l) => l.slug === lessonSlug) ?? -1;
  return { locale, found, course, index };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found, course, index } = await load(params);
  if (!found || !course || index < 0) return {};
  const lesson = course.lessons[index]!;
  return communityPathMetadata(locale, {
    path: academyPath(found.path.slug, course.slug, lesson.slug),
    title: `${lesson.title} · ${course.title}`,
    description: course.summary,
  });
}

export default async function Page({ params }: Props) {
  const { locale, found, course, index } = await load(params);
  if (!found || !course || index < 0) notFound();
  return (
    <LessonPage
      path={found.path}
      course={course}
      lesson={course.lessons[index]!}
      index={index}
      locale={locale}
      byline={{ author: found.author }}
    />
  );
}
