'use client';

// A learning path's page, the reader's part (LAZY: ./academy-lazy.tsx): enrol, or see the progress
// through the path and continue where they left off. Visitors are asked to sign in.
import { ArrowRight, BadgeCheck, LogIn } from 'lucide-react';
import { openJoinDialog } from '@/components/account/session-store';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { ButtonPlaceholder } from '@/components/ui/button-placeholder';
import { FormAlert } from '@/components/ui/field';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { academyPath, credentialPath } from '@/lib/routes';
import { dateTimeFormat } from '@/lib/i18n/intl';
import { useEnrollment } from './use-enrollment';

type Academy = AppMessages['academy'];
export type PathEnrollmentStrings = {
  enrollment: Academy['enrollment'];
  errors: Academy['errors'];
  viewCredential: string;
};

export type PathEnrollmentProps = {
  path: string;
  /** Every lesson of the path in order, `<course>/<lesson>`. */
  lessons: string[];
  locale: string;
  strings: PathEnrollmentStrings;
  onReady?: () => void;
};

export function PathEnrollment({ path, lessons, locale, strings: s, onReady }: PathEnrollmentProps) {
  const { state, enroll, enrolling, enrollFailure } = useEnrollment(path);
  useReady(onReady);

  if (state.status === 'loading') return <ButtonPlaceholder label={s.enrollment.checking} />;

  if (state.status === 'visitor')
    return (
      <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
        <LogIn aria-hidden="true" className="size-4" />
        {s.enrollment.signIn}
      </button>
    );

  if (state.status === 'failed')
    return <FormAlert>{s.errors[state.failure === 'not_enrolled' ? 'generic' : state.failure]}</FormAlert>;

  const progress = state.progress;
  if (!progress.enrolled)
    return (
      <div className="flex flex-col items-start gap-3">
        <button type="button" onClick={() => void enroll()} disabled={enrolling} className={buttonVariants()}>
          {enrolling ? s.enrollment.enrolling : s.enrollment.enroll}
        </button>
        {enrollFailure && <FormAlert>{s.errors[enrollFailure]}</FormAlert>}
      </div>
    );

  const next = lessons.find((key) => !progress.lessons[key]?.passed) ?? progress.lastLesson ?? lessons[0]!;
  const [course, lesson] = next.split('/') as [string, string];
  const percent = progress.lessonsTotal
    ? Math.round((100 * progress.lessonsDone) / progress.lessonsTotal)
    : 0;
  const started = progress.lastLesson !== null;
  return (
    <div className="flex max-w-md flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5">
      <p className="text-sm font-semibold text-accent">{s.enrollment.enrolled}</p>
      <div
        role="progressbar"
        aria-label={s.enrollment.progressLabel}
        aria-valuemin={0}
        aria-valuemax={progress.lessonsTotal}
        aria-valuenow={progress.lessonsDone}
        aria-valuetext={formatMessage(
          s.enrollment.progress,
          { done: progress.lessonsDone, total: progress.lessonsTotal },
          locale,
        )}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">
        {formatMessage(
          s.enrollment.progress,
          { done: progress.lessonsDone, total: progress.lessonsTotal },
          locale,
        )}
      </p>
      {progress.completedAt ? (
        <>
          <p className="text-sm font-medium">
            {formatMessage(
              s.enrollment.finished,
              {
                date: dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(progress.completedAt)),
              },
              locale,
            )}
          </p>
          {progress.credentialId && (
            <Link
              href={credentialPath(progress.credentialId)}
              className={buttonVariants({ className: 'self-start' })}
            >
              <BadgeCheck aria-hidden="true" className="size-4" />
              {s.viewCredential}
            </Link>
          )}
        </>
      ) : (
        <Link
          href={academyPath(path, course, lesson)}
          className={buttonVariants({ className: 'self-start' })}
        >
          {started ? s.enrollment.continue : s.enrollment.start}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
