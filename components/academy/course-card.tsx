// One course of the catalogue: its title linking to its first page, its path, level, topic, length and
// lessons. Presentational (no hooks): the server renders the full list with it, and the search island
// the matches.
import { Clock } from 'lucide-react';
import type { CourseDoc } from '@/lib/academy/search';
import type { Length, Level, Topic } from '@/lib/academy/catalog-types';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { academyPath } from '@/lib/routes';

/** The catalogue's texts, raw (ICU placeholders are filled where the values are known). */
export type CourseCardStrings = {
  levels: Record<Level, string>;
  topics: Record<Topic, string>;
  lengths: Record<Length, string>;
  minutes: string;
  lessons: string;
  inPath: string;
};

const levelClass: Record<Level, string> = {
  beginner: 'bg-accent/15 text-accent',
  intermediate: 'bg-surface-2 text-muted',
  advanced: 'bg-primary/15 text-primary',
};

export function CourseCard({
  course,
  strings: s,
  locale,
}: {
  course: CourseDoc;
  strings: CourseCardStrings;
  locale: string;
}) {
  const titleId = `course-${course.path}-${course.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2 text-xs">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold ${levelClass[course.level]}`}
        >
          {s.levels[course.level]}
        </span>
        <span className="inline-flex items-center rounded-full bg-surface-2 px-2.5 py-0.5 font-semibold text-muted">
          {s.topics[course.topic]}
        </span>
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          {formatMessage(s.minutes, { minutes: course.minutes }, locale)}
          <span aria-hidden="true">·</span>
          {formatMessage(s.lessons, { count: course.lessonTitles.length }, locale)}
        </span>
      </div>
      <h3 id={titleId} className="text-lg font-semibold">
        <Link
          href={academyPath(course.path, course.slug)}
          className="hover:text-primary focus-visible:text-primary"
        >
          {course.title}
        </Link>
      </h3>
      <p className="mt-2 text-sm text-muted">{course.summary}</p>
      <p className="mt-auto pt-4 text-xs text-muted">
        <Link
          href={academyPath(course.path)}
          className="underline-offset-4 hover:text-foreground hover:underline"
        >
          {formatMessage(s.inPath, { path: course.pathTitle }, locale)}
        </Link>
      </p>
    </article>
  );
}
