'use client';

// The moderators' review of community learning paths (LAZY: ./community-lazy.tsx on /academy/review):
// the queue, longest waiting first; a path read whole, lessons as they will show and each quiz with its
// right answer; then Publish, or Return to its author with a note.
import { ArrowLeft, Check, LogIn } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { useReady } from '@/components/frame/until-ready';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert } from '@/components/ui/field';
import type { EditablePath, PathListItem } from '@/lib/academy/community-paths';
import type { AppMessages } from '@/lib/i18n/app-config';
import { localeNames, isLocale } from '@/lib/i18n/config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath, type AcademyPath } from '@/lib/routes';
import { dateTimeFormat } from '@/lib/i18n/intl';

type Academy = AppMessages['academy'];
export type PathReviewStrings = {
  review: Academy['review'];
  write: Academy['write'];
  errors: Academy['pathErrors'];
  levels: Academy['levels'];
  topics: Academy['topics'];
};
export type PathReviewProps = { locale: string; strings: PathReviewStrings; onReady?: () => void };

type State =
  | { status: 'loading' }
  | { status: 'failed'; code: string }
  | { status: 'queue'; items: PathListItem[] }
  | { status: 'reading'; items: PathListItem[]; path: EditablePath };

const failureOf = (r: { status: number; error: { error: string } }) =>
  r.status === 0 ? 'offline' : r.error.error;

export function PathReview({ locale, strings: s, onReady }: PathReviewProps) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [pending, setPending] = useState<null | 'publish' | 'return'>(null);
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);
  const errorText = (code: string) =>
    code in s.errors ? s.errors[code as keyof typeof s.errors] : s.errors.generic;
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  useReady(onReady, session.status === 'ready');

  const loadQueue = useCallback(async () => {
    setError(null);
    const result = await api<{ items: PathListItem[] }>('/api/academy/paths?view=review');
    if (!result.ok) return setState({ status: 'failed', code: failureOf(result) });
    setState({ status: 'queue', items: result.data.items });
  }, []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<{ items: PathListItem[] }>('/api/academy/paths?view=review').then((result) => {
      if (!live) return;
      if (!result.ok) return setState({ status: 'failed', code: failureOf(result) });
      setState({ status: 'queue', items: result.data.items });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (session.status !== 'ready' || (session.user && state.status === 'loading'))
    return (
      <p role="status" className="text-muted">
        {s.review.loading}
      </p>
    );
  if (!session.user)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{s.review.signIn}</p>
        <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
          <LogIn aria-hidden="true" className="size-4" />
          {s.write.signInAction}
        </button>
      </div>
    );
  if (state.status === 'failed')
    return <FormAlert>{state.code === 'forbidden' ? s.review.forbidden : errorText(state.code)}</FormAlert>;
  if (state.status === 'loading') return null;

  async function read(id: number, items: PathListItem[]) {
    const result = await api<EditablePath>(`/api/academy/paths/${id}`);
    if (!result.ok) return setError(errorText(failureOf(result)));
    setError(null);
    setNote('');
    setNoteError(null);
    setState({ status: 'reading', items, path: result.data });
  }

  if (state.status === 'queue')
    return (
      <div className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        {state.items.length === 0 ? (
          <p className="text-muted">{s.review.empty}</p>
        ) : (
          <ul className="divide-y divide-border rounded-2xl border border-border bg-surface/80">
            {state.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.title || s.write.untitled}</p>
                  <p className="text-xs text-muted">
                    {item.author && <>@{item.author.handle} · </>}
                    {item.submittedAt && fmt(s.review.submitted, { date: date(item.submittedAt) })}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void read(item.id, state.items)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`${s.review.open}: ${item.title || s.write.untitled}`}
                >
                  {s.review.open}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );

  const { path } = state;
  const doc = path.document;

  async function decide(action: 'publish' | 'return') {
    if (action === 'return' && !note.trim()) {
      setNoteError(s.errors.note_required);
      return;
    }
    setPending(action);
    setError(null);
    const result = await api<{ status: string; href: string | null }>(
      `/api/academy/paths/${path.id}/status`,
      {
        body: action === 'return' ? { action, note: note.trim() } : { action },
      },
    );
    setPending(null);
    if (!result.ok) return setError(errorText(failureOf(result)));
    void notify({ title: action === 'publish' ? s.review.published : s.review.returned });
    await loadQueue();
  }

  return (
    <div className="flex flex-col gap-6">
      <button
        type="button"
        onClick={() => void loadQueue()}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {s.review.back}
      </button>
      <article lang={isLocale(doc.locale) ? doc.locale : undefined} className="flex flex-col gap-4">
        <h2 className="text-2xl font-bold">{doc.title}</h2>
        <p className="text-sm text-muted">
          {path.author && (
            <Link href={citizenPath(path.author.handle)} className="underline">
              @{path.author.handle}
            </Link>
          )}{' '}
          · {s.levels[doc.level]} · {s.topics[doc.topic]} · {localeNames[doc.locale]}
        </p>
        <p className="text-lg">{doc.summary}</p>
        {/* Sanitized on the server (lib/markdown.ts). */}
        <div className="prose-civitas" dangerouslySetInnerHTML={{ __html: path.preview.intro }} />
        {doc.courses.map((course, c) => (
          <section key={c} className="flex flex-col gap-3 rounded-2xl border border-border p-4">
            <h3 className="text-xl font-semibold">
              {fmt(s.write.course, { n: c + 1 })}: {course.title}
            </h3>
            <p className="text-muted">{course.summary}</p>
            {course.lessons.map((lesson, l) => (
              <div key={l} className="flex flex-col gap-2 border-t border-border pt-3">
                <h4 className="font-semibold">
                  {fmt(s.write.lesson, { n: l + 1 })}: {lesson.title}
                </h4>
                <div
                  className="prose-civitas"
                  dangerouslySetInnerHTML={{ __html: path.preview.lessons[c]?.[l] ?? '' }}
                />
                <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
                  {lesson.quiz.map((q, i) => (
                    <li key={i}>
                      <p className="font-medium">{q.question}</p>
                      <ul className="mt-1 flex flex-col gap-0.5">
                        {q.options.map((option, o) => (
                          <li key={o} className={o === q.answer ? 'font-semibold text-accent' : undefined}>
                            {o === q.answer && (
                              <>
                                <Check aria-hidden="true" className="mr-1 inline size-3.5" />
                                <span className="sr-only">{s.review.rightAnswer}: </span>
                              </>
                            )}
                            {option}
                          </li>
                        ))}
                      </ul>
                      {q.explanation && (
                        <p className="mt-1 text-muted">
                          {fmt(s.review.explanation, { text: q.explanation })}
                        </p>
                      )}
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        ))}
      </article>
      {error && <FormAlert>{error}</FormAlert>}
      {path.status === 'review' && !path.mine && (
        <div className="flex flex-col gap-4 border-t border-border pt-6">
          <Field
            id="review-note"
            label={s.review.note}
            hint={s.review.noteHint}
            error={noteError ?? undefined}
            alert
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={1000}
                value={note}
                onChange={(e) => {
                  setNote(e.target.value);
                  setNoteError(null);
                }}
                className="rounded-xl border border-border bg-background p-3 text-foreground"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={pending !== null}
              onClick={() => void decide('publish')}
              className={buttonVariants()}
            >
              {pending === 'publish' ? s.review.publishing : s.review.publish}
            </button>
            <button
              type="button"
              disabled={pending !== null}
              onClick={() => void decide('return')}
              className={buttonVariants({ variant: 'outline' })}
            >
              {pending === 'return' ? s.review.returning : s.review.return}
            </button>
          </div>
        </div>
      )}
      {path.href && (
        <Link href={path.href as AcademyPath} className="text-primary underline">
          {s.write.openPublished}
        </Link>
      )}
    </div>
  );
}
