import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CoursePage } from '@/components/pages/academy-pages';
import { communityPathMetadata, loadCommunityPath } from '@/lib/academy/community-page';
import { resolveLocale } from '@/lib/page';
import { academyPath } from '@/lib/routes';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string; course: string }> };

async function load(params: Props['params']) {
  const locale = await resolveLocale(params);
  const { id, course } = await params;
  const found = await loadCommunityPath(id);
  const match = found?.path.courses.find((c) => c.slug === course);
  return { locale, found, course: match };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found, course } = await load(params);
  if (!found || !course) return {};
  return communityPathMetadata(locale, {
    path: academyPath(found.path.slug, course.slug),
    title: `${course.title} · ${found.path.title}`,
    description: course.summary,
  });
}

export default async function Page({ params }: Props) {
  const { locale, found, course } = await load(params);
  if (!found || !course) notFound();
  return <CoursePage path={found.path} course={course} locale={locale} byline={{ author: found.author }} />;
}
