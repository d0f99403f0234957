'use client';

// The academy pages' personal parts load after the static page: the enrolment panel of a path and a
// lesson's quiz. Until they are on screen a box of their size holds their place.
import dynamic from 'next/dynamic';
import { UntilReady } from '@/components/frame/until-ready';
import type { LessonQuizProps } from './lesson-quiz';
import type { PathEnrollmentProps } from './path-enrollment';

const Enrollment = dynamic(() => import('./path-enrollment').then((m) => m.PathEnrollment), {
  ssr: false,
  loading: () => null,
});
const Quiz = dynamic(() => import('./lesson-quiz').then((m) => m.LessonQuiz), {
  ssr: false,
  loading: () => null,
});

export function PathEnrollmentLazy(props: Omit<PathEnrollmentProps, 'onReady'>) {
  return (
    <UntilReady
      Island={Enrollment}
      props={props}
      placeholder={<span aria-hidden="true" className="block h-10 w-48 rounded-full bg-surface-2" />}
    />
  );
}

export function LessonQuizLazy(props: Omit<LessonQuizProps, 'onReady'>) {
  return (
    <UntilReady
      Island={Quiz}
      props={props}
      placeholder={
        <div aria-hidden="true" className="mt-12 h-64 rounded-2xl border border-border bg-surface/60" />
      }
    />
  );
}
