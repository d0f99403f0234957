import 'server-only';
// A learning path on the academy page: title linking to the path's page, level, topic, size, and its
// courses in order, each linking to its page.
import { Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { LearningPath } from '@/lib/academy/catalog';
import { Link } from '@/lib/i18n/navigation';
import { academyPath } from '@/lib/routes';
import { levelBadge } from './levels';

export async function PathFacts({
  path,
}: {
  path: Pick<LearningPath, 'level' | 'topic' | 'minutes'> & { courses?: unknown[]; lessons?: number };
}) {
  const t = await getTranslations('academy');
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <Badge variant={levelBadge[path.level]}>{t(`levels.${path.level}`)}</Badge>
      <Badge variant="muted">{t(`topics.${path.topic}`)}</Badge>
      <span className="inline-flex items-center gap-1.5 text-muted">
        <Clock aria-hidden="true" className="size-3.5" />
        {t('minutes', { minutes: path.minutes })}
        {path.courses && (
          <>
            <span aria-hidden="true">·</span>
            {t('paths.courses', { count: path.courses.length })}
          </>
        )}
        {path.lessons !== undefined && (
          <>
            <span aria-hidden="true">·</span>
            {t('paths.lessons', { count: path.lessons })}
          </>
        )}
      </span>
    </div>
  );
}

export async function PathCard({ path }: { path: LearningPath }) {
  const t = await getTranslations('academy');
  const titleId = `path-${path.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      lang={path.contentLocale}
      className="flex h-full flex-col rounded-2xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20"
    >
      <PathFacts path={path} />
      <h3 id={titleId} className="mt-3 text-lg font-semibold">
        <Link href={academyPath(path.slug)} className="hover:text-primary">
          {path.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-muted">{path.summary}</p>
      <p className="mt-4 text-xs font-semibold tracking-wider text-accent uppercase">
        {t('course.coursesTitle')}
      </p>
      <ol className="mt-2 space-y-1.5 text-sm">
        {path.courses.map((course, index) => (
          <li key={course.slug} className="flex gap-2">
            <span aria-hidden="true" className="w-4 shrink-0 font-semibold text-primary">
              {index + 1}
            </span>
            <Link href={academyPath(path.slug, course.slug)} className="text-muted hover:text-foreground">
              {course.title}
            </Link>
          </li>
        ))}
      </ol>
    </article>
  );
}
