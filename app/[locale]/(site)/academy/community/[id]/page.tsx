import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LearningPathPage } from '@/components/pages/academy-pages';
import { communityPathMetadata, loadCommunityPath } from '@/lib/academy/community-page';
import { resolveLocale } from '@/lib/page';
import { academyPath } from '@/lib/routes';

// A published community path, read from the database on each request (a moderator may return it).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const found = await loadCommunityPath((await params).id);
  if (!found) return {};
  return communityPathMetadata(locale, {
    path: academyPath(found.path.slug),
    title: found.path.title,
    description: found.path.summary,
  });
}

export default async function Page({ params }: Props) {
  const locale = await resolveLocale(params);
  const found = await loadCommunityPath((await params).id);
  if (!found) notFound();
  return <LearningPathPage path={found.path} locale={locale} byline={{ author: found.author }} />;
}
