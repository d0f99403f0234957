// The academy's own pages, from content/academy: a learning path, a course, a lesson. Static, rendered
// at build time in every locale (English text where a locale has no version of the file yet, marked
// lang="en" with a notice, and kept out of search by the page's metadata). The same pages show a
// published community path, rendered on request, with its author's byline in place of that notice.
import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LessonQuizLazy, PathEnrollmentLazy } from '@/components/academy/academy-lazy';
import { PathFacts } from '@/components/academy/path-card';
import { DetailSection } from '@/components/sections/detail-section';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Course, LearningPath, Lesson } from '@/lib/academy/catalog';
import type { AuthorRef } from '@/lib/api/contract';
import { PASS_PERCENT } from '@/lib/academy/rules';
import type { Locale } from '@/lib/i18n/config';
import { getMessages } from '@/lib/i18n/messages';
import { Link } from '@/lib/i18n/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { academyPath, citizenPath, routes, type Route } from '@/lib/routes';
import { course as courseLd } from '@/lib/structured-data';

async function Breadcrumb({ trail }: { trail: { href: Route; label: string }[] }) {
  const t = await getTranslations('academy.course');
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {[{ href: routes.academy, label: t('academy') } as { href: Route; label: string }, ...trail].map(
          (crumb, index) => (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              <Link href={crumb.href} className="hover:text-foreground">
                {crumb.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** Who wrote a community path (lib/academy/community-paths.ts); absent for the catalogue's own paths. */
export type Byline = { author: AuthorRef };

async function Untranslated({
  contentLocale,
  locale,
  byline,
}: {
  contentLocale: Locale;
  locale: Locale;
  byline?: Byline;
}) {
  if (byline) {
    const t = await getTranslations('academy.community');
    return (
      <p role="note" className="mt-6 text-sm text-muted">
        {byline.author
          ? t.rich('byline', {
              handle: byline.author.handle,
              profile: (chunks) => (
                <Link href={citizenPath(byline.author!.handle)} className="font-medium underline">
                  {chunks}
                </Link>
              ),
            })
          : t('bylineUnknown')}
      </p>
    );
  }
  if (contentLocale === locale) return null;
  const t = await getTranslations('academy.course');
  return (
    <p role="note" className="mt-6 text-sm text-muted">
      {t('untranslated')}
    </p>
  );
}

function Prose({ html, lang }: { html: string; lang: Locale }) {
  // Our own Markdown (content/academy), rendered at build time; or a community path's, sanitized by
  // lib/markdown.ts. A course of a community path has no text of its own.
  if (!html) return null;
  return <div lang={lang} className="prose-civitas mt-8" dangerouslySetInnerHTML={{ __html: html }} />;
}

const academy = (locale: Locale) => getMessages(locale).academy;

function Shell({ children }: { children: ReactNode }) {
  return <article className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:px-6 md:pt-16">{children}</article>;
}

export async function LearningPathPage({
  path,
  locale,
  byline,
}: {
  path: LearningPath;
  locale: Locale;
  byline?: Byline;
}) {
  const t = await getTranslations('academy');
  return (
    <Shell>
      <Breadcrumb trail={[]} />
      <Untranslated contentLocale={path.contentLocale} locale={locale} byline={byline} />
      <header className="mt-6" lang={path.contentLocale}>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{path.title}</h1>
        <p className="mt-4 text-lg text-muted">{path.summary}</p>
        <div className="mt-5">
          <PathFacts path={path} />
        </div>
      </header>
      <div className="mt-6">
        <PathEnrollmentLazy
          path={path.slug}
          lessons={path.courses.flatMap((c) => c.lessons.map((l) => `${c.slug}/${l.slug}`))}
          locale={locale}
          strings={{
            enrollment: academy(locale).enrollment,
            errors: academy(locale).errors,
            viewCredential: academy(locale).credential.viewCredential,
          }}
        />
      </div>
      <Prose html={path.html} lang={path.contentLocale} />
      <DetailSection id="courses" title={t('course.coursesTitle')}>
        <ol className="mt-6 space-y-4">
          {path.courses.map((course, index) => (
            <li key={course.slug}>
              <CourseItem path={path} course={course} position={index + 1} />
            </li>
          ))}
        </ol>
      </DetailSection>
    </Shell>
  );
}

async function CourseItem({
  path,
  course,
  position,
}: {
  path: LearningPath;
  course: Course;
  position: number;
}) {
  const t = await getTranslations('academy');
  return (
    <div
      lang={course.contentLocale}
      className="flex gap-4 rounded-2xl border border-border bg-surface/80 p-5"
    >
      <span aria-hidden="true" className="text-2xl font-bold text-primary">
        {position}
      </span>
      <div>
        <h3 className="text-lg font-semibold">
          <Link href={academyPath(path.slug, course.slug)} className="hover:text-primary">
            {course.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-muted">{course.summary}</p>
        <p className="mt-2 text-xs text-muted">
          {t(`levels.${course.level}`)}
          <span aria-hidden="true"> · </span>
          {t('minutes', { minutes: course.minutes })}
          <span aria-hidden="true"> · </span>
          {t('paths.lessons', { count: course.lessons.length })}
        </p>
      </div>
    </div>
  );
}

export async function CoursePage({
  path,
  course,
  locale,
  byline,
}: {
  path: LearningPath;
  course: Course;
  locale: Locale;
  byline?: Byline;
}) {
  const t = await getTranslations('academy');
  const first = course.lessons[0]!;
  return (
    <Shell>
      <JsonLd
        data={courseLd({
          locale,
          path: academyPath(path.slug, course.slug),
          name: course.title,
          description: course.summary,
          contentLocale: course.contentLocale,
          partOf: { name: path.title, path: academyPath(path.slug) },
          minutes: course.minutes,
        })}
      />
      <Breadcrumb trail={[{ href: academyPath(path.slug), label: path.title }]} />
      <Untranslated contentLocale={course.contentLocale} locale={locale} byline={byline} />
      <header className="mt-6" lang={course.contentLocale}>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
        <p className="mt-4 text-lg text-muted">{course.summary}</p>
        <div className="mt-5">
          <PathFacts path={{ ...course, lessons: course.lessons.length }} />
        </div>
      </header>
      <Prose html={course.html} lang={course.contentLocale} />
      <DetailSection id="lessons" title={t('course.lessonsTitle')}>
        <ol className="mt-6 divide-y divide-border rounded-2xl border border-border bg-surface/80">
          {course.lessons.map((lesson, index) => (
            <li key={lesson.slug} lang={lesson.contentLocale} className="flex items-center gap-4 p-4">
              <span aria-hidden="true" className="w-6 shrink-0 text-center font-semibold text-primary">
                {index + 1}
              </span>
              <Link
                href={academyPath(path.slug, course.slug, lesson.slug)}
                className="flex-1 font-medium hover:text-primary"
              >
                {lesson.title}
              </Link>
              <span className="inline-flex shrink-0 items-center gap-1.5 text-xs text-muted">
                <Clock aria-hidden="true" className="size-3.5" />
                {t('minutes', { minutes: lesson.minutes })}
              </span>
            </li>
          ))}
        </ol>
        <Link
          href={academyPath(path.slug, course.slug, first.slug)}
          className={buttonVariants({ className: 'mt-6' })}
        >
          {t('course.start')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </DetailSection>
    </Shell>
  );
}

export async function LessonPage({
  path,
  course,
  lesson,
  index,
  locale,
  byline,
}: {
  path: LearningPath;
  course: Course;
  lesson: Lesson;
  index: number;
  locale: Locale;
  byline?: Byline;
}) {
  const t = await getTranslations('academy');
  const previous = course.lessons[index - 1];
  const next = course.lessons[index + 1];
  const nextCourse = next
    ? undefined
    : path.courses[path.courses.findIndex((c) => c.slug === course.slug) + 1];
  return (
    <Shell>
      <Breadcrumb
        trail={[
          { href: academyPath(path.slug), label: path.title },
          { href: academyPath(path.slug, course.slug), label: course.title },
        ]}
      />
      <Untranslated contentLocale={lesson.contentLocale} locale={locale} byline={byline} />
      <header className="mt-6" lang={lesson.contentLocale}>
        <p className="text-sm font-semibold text-accent">
          {t('course.lessonOf', { index: index + 1, count: course.lessons.length })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{lesson.title}</h1>
        <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4" />
          {t('minutes', { minutes: lesson.minutes })}
        </p>
      </header>
      <Prose html={lesson.html} lang={lesson.contentLocale} />
      <div lang={lesson.contentLocale}>
        <LessonQuizLazy
          path={path.slug}
          pathTitle={path.title}
          course={course.slug}
          lesson={lesson.slug}
          // The questions and their options only: the right answers stay on the server.
          questions={lesson.quiz.map(({ question, options }) => ({ question, options }))}
          passPercent={PASS_PERCENT}
          locale={locale}
          strings={{
            quiz: academy(locale).quiz,
            errors: academy(locale).errors,
            checking: academy(locale).enrollment.checking,
            viewCredential: academy(locale).credential.viewCredential,
          }}
        />
      </div>
      <nav
        aria-label={t('course.lessonsTitle')}
        className="mt-12 flex flex-wrap justify-between gap-4 border-t border-border pt-6"
      >
        {previous ? (
          <Link
            href={academyPath(path.slug, course.slug, previous.slug)}
            className={buttonVariants({ variant: 'outline' })}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('course.previous')}
          </Link>
        ) : (
          <Link href={academyPath(path.slug, course.slug)} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('course.backToCourse')}
          </Link>
        )}
        {next ? (
          <Link href={academyPath(path.slug, course.slug, next.slug)} className={buttonVariants()}>
            {t('course.next')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : nextCourse ? (
          <Link href={academyPath(path.slug, nextCourse.slug)} className={buttonVariants()}>
            {t('course.nextCourse', { title: nextCourse.title })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <Link href={academyPath(path.slug)} className={buttonVariants()}>
            {path.title}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </nav>
    </Shell>
  );
}
