'use client';

// A lesson's quiz (LAZY: ./academy-lazy.tsx). The questions come with the static page, the answers stay
// on the server: an attempt is sent to POST /api/academy/quiz, which scores it, marks the lesson done on
// a pass (≥ 70 %), and says which answers were right and why. Visitors are asked to sign in, members who
// are not enrolled to enrol; an enrolled reader's visit is remembered for "Continue".
import { BadgeCheck, Check, LogIn, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog } from '@/components/account/session-store';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormAlert } from '@/components/ui/field';
import type { QuizResult } from '@/lib/academy/service';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { credentialPath } from '@/lib/routes';
import { failureOf, useEnrollment, type AcademyFailure } from './use-enrollment';

type Academy = AppMessages['academy'];
export type LessonQuizStrings = {
  quiz: Academy['quiz'];
  errors: Academy['errors'];
  checking: string;
  viewCredential: string;
};

export type LessonQuizProps = {
  path: string;
  pathTitle: string;
  course: string;
  lesson: string;
  questions: { question: string; options: string[] }[];
  passPercent: number;
  locale: string;
  strings: LessonQuizStrings;
  onReady?: () => void;
};

export function LessonQuiz({
  path,
  pathTitle,
  course,
  lesson,
  questions,
  passPercent,
  locale,
  strings: s,
  onReady,
}: LessonQuizProps) {
  const id = useId();
  const { state, enroll, enrolling, enrollFailure, update } = useEnrollment(path);
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [result, setResult] = useState<QuizResult | null>(null);
  const [failure, setFailure] = useState<AcademyFailure | 'unanswered' | null>(null);
  const [sending, setSending] = useState(false);
  const visited = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const key = `${course}/${lesson}`;
  const t = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  useReady(onReady);

  const enrolled = state.status === 'member' && state.progress.enrolled;
  useEffect(() => {
    if (!enrolled || visited.current) return;
    visited.current = true;
    void api('/api/academy/visits', { body: { path, course, lesson } });
  }, [enrolled, path, course, lesson]);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((a) => a === null)) {
      setFailure('unanswered');
      return;
    }
    setSending(true);
    setFailure(null);
    const reply = await api<QuizResult>('/api/academy/quiz', {
      body: { path, course, lesson, answers, locale },
    });
    setSending(false);
    if (!reply.ok) {
      setFailure(failureOf(reply));
      return;
    }
    setResult(reply.data);
    update(reply.data.progress);
  };

  const retry = () => {
    setResult(null);
    setAnswers(questions.map(() => null));
  };

  let body;
  if (state.status === 'loading')
    body = (
      <p role="status" className="text-sm text-muted">
        {s.checking}
      </p>
    );
  else if (state.status === 'visitor')
    body = (
      <button
        type="button"
        onClick={() => openJoinDialog('login')}
        className={buttonVariants({ className: 'self-start' })}
      >
        <LogIn aria-hidden="true" className="size-4" />
        {s.quiz.signIn}
      </button>
    );
  else if (state.status === 'failed') body = <FormAlert>{s.errors[state.failure]}</FormAlert>;
  else if (!state.progress.enrolled)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted">{s.quiz.enrollFirst}</p>
        <button type="button" onClick={() => void enroll()} disabled={enrolling} className={buttonVariants()}>
          {t(s.quiz.enroll, { path: pathTitle })}
        </button>
        {enrollFailure && <FormAlert>{s.errors[enrollFailure]}</FormAlert>}
      </div>
    );
  else {
    const before = state.progress.lessons[key];
    body = (
      <>
        {before?.passed && !result && (
          <p className="text-sm font-medium text-accent">
            {t(s.quiz.alreadyPassed, { score: before.bestScore })}
          </p>
        )}
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          {questions.map((q, qi) => {
            const mark = result?.correct[qi];
            return (
              <fieldset
                key={qi}
                className="flex flex-col gap-2"
                aria-describedby={result ? `${id}-why-${qi}` : undefined}
              >
                <legend className="mb-2 font-semibold">
                  <span className="block text-xs font-semibold tracking-wider text-muted uppercase">
                    {t(s.quiz.question, { index: qi + 1, count: questions.length })}
                  </span>
                  {q.question}
                </legend>
                {q.options.map((option, oi) => (
                  <label
                    key={oi}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3.5 py-2.5 text-sm has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                  >
                    <input
                      type="radio"
                      name={`${id}-q${qi}`}
                      value={oi}
                      checked={answers[qi] === oi}
                      disabled={result !== null || sending}
                      onChange={() => {
                        setAnswers((all) => all.map((a, i) => (i === qi ? oi : a)));
                        if (failure === 'unanswered') setFailure(null);
                      }}
                      className="mt-0.5 accent-primary"
                    />
                    {option}
                  </label>
                ))}
                {result && (
                  <p
                    id={`${id}-why-${qi}`}
                    className={mark ? 'text-sm text-accent' : 'text-sm text-destructive'}
                  >
                    {mark ? (
                      <Check aria-hidden="true" className="mr-1 inline size-4" />
                    ) : (
                      <X aria-hidden="true" className="mr-1 inline size-4" />
                    )}
                    <strong>{mark ? s.quiz.right : s.quiz.wrong}.</strong> {result.explanations[qi]}
                  </p>
                )}
              </fieldset>
            );
          })}
          {failure && (
            <FormAlert>{failure === 'unanswered' ? s.quiz.unanswered : s.errors[failure]}</FormAlert>
          )}
          {!result && (
            <button type="submit" disabled={sending} className={buttonVariants({ className: 'self-start' })}>
              {sending ? s.quiz.checking : s.quiz.submit}
            </button>
          )}
        </form>
        {result && (
          <div
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className="flex flex-col items-start gap-3 outline-none"
          >
            <p className={result.passed ? 'font-semibold text-accent' : 'font-semibold'}>
              {result.passed
                ? t(s.quiz.passed, { score: result.score })
                : t(s.quiz.failed, { score: result.score, pass: passPercent })}
            </p>
            {result.pathCompletedNow && <p className="font-semibold">{s.quiz.pathFinished}</p>}
            {result.pathCompletedNow && result.progress.credentialId && (
              <Link href={credentialPath(result.progress.credentialId)} className={buttonVariants()}>
                <BadgeCheck aria-hidden="true" className="size-4" />
                {s.viewCredential}
              </Link>
            )}
            {!result.passed && (
              <button type="button" onClick={retry} className={buttonVariants({ variant: 'outline' })}>
                {s.quiz.retry}
              </button>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-12 rounded-2xl border border-border bg-surface/80 p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {s.quiz.title}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t(s.quiz.intro, { count: questions.length, pass: passPercent })}
      </p>
      <div className="mt-6 flex flex-col gap-4">{body}</div>
    </section>
  );
}
