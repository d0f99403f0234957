import 'server-only';
// The academy page's course catalogue: every course of every path as a card, rendered at build time,
// and the search island (./course-search.tsx) that takes the list's place in the browser.
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { courseSummaries, learningPaths } from '@/lib/academy/catalog';
import { courseDocs } from '@/lib/academy/search';
import { CourseCard, type CourseCardStrings } from './course-card';
import { CourseSearchLazy } from './course-search-lazy';
import type { CourseSearchStrings } from './course-search';

/** The academy texts course cards need, raw, in the locale (English underneath, key by key). */
export function courseCardStrings(locale: Locale): CourseCardStrings {
  const { academy } = getMessages(locale);
  return {
    levels: academy.levels,
    topics: academy.topics,
    lengths: academy.lengths,
    minutes: academy.minutes,
    lessons: academy.paths.lessons,
    inPath: academy.catalogue.inPath,
  };
}

export function Catalogue({ locale }: { locale: Locale }) {
  const { academy } = getMessages(locale);
  const pathTitles = Object.fromEntries(learningPaths(locale).map((p) => [p.slug, p.title]));
  const docs = courseDocs(courseSummaries(locale), pathTitles);
  const { search, filters, results, listLabel, empty, unavailable } = academy.catalogue;
  const strings: CourseSearchStrings = {
    ...courseCardStrings(locale),
    search,
    filters,
    results,
    listLabel,
    empty,
    unavailable,
  };
  return (
    <CourseSearchLazy
      docs={docs}
      locale={locale}
      strings={strings}
      fallback={
        <ul aria-label={listLabel} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {docs.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} strings={strings} locale={locale} />
            </li>
          ))}
        </ul>
      }
    />
  );
}
