'use client';

// "Start a new path" (LAZY: ./community-lazy.tsx on /academy/write): a citizen of the second tier or
// higher writes a learning path — its courses, lessons and quizzes — saves it as a draft, and submits it
// for a moderator's review. With ?id= it opens that path. The limits and what review needs are the
// server's (lib/academy/path-draft.ts), checked here first; every refusal shows where it belongs.
import { ArrowLeft, LogIn, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { useReady } from '@/components/frame/until-ready';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert, Input } from '@/components/ui/field';
import { LEVELS, TOPICS } from '@/lib/academy/catalog-types';
import type { EditablePath, PathListItem } from '@/lib/academy/community-paths';
import {
  draftProblems,
  emptyCourse,
  emptyDraft,
  emptyLesson,
  emptyQuestion,
  PATH_LIMITS,
  pathDraftSchema,
  type PathDraft,
} from '@/lib/academy/path-draft';
import { fieldErrors } from '@/lib/api/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { isLocale, localeNames, locales, type Locale } from '@/lib/i18n/config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { routes, type AcademyPath } from '@/lib/routes';
import { dateTimeFormat } from '@/lib/i18n/intl';

type Academy = AppMessages['academy'];
export type PathEditorStrings = {
  write: Academy['write'];
  errors: Academy['pathErrors'];
  fieldErrors: Academy['pathFieldErrors'];
  levels: Academy['levels'];
  topics: Academy['topics'];
};
export type PathEditorProps = { locale: string; strings: PathEditorStrings; onReady?: () => void };

type Mine = { items: PathListItem[]; canWrite: boolean; refusal: string | null };
type Editing = {
  id: number | null;
  status: EditablePath['status'];
  note: string | null;
  href: string | null;
};
type State =
  | { status: 'loading' }
  | { status: 'failed'; code: string }
  | { status: 'list'; mine: Mine }
  | { status: 'editing'; mine: Mine; path: Editing };

const area = 'rounded-xl border border-border bg-background p-3 text-foreground';
const select = 'h-11 rounded-xl border border-border bg-background px-3 text-foreground';
const failureOf = (r: { status: number; error: { error: string } }) =>
  r.status === 0 ? 'offline' : r.error.error;

/** A fieldset's caption, kept its first child (so it names the group) and laid out as a heading. */
function Legend({ children }: { children: ReactNode }) {
  return <legend className="float-left w-full pr-12 font-semibold">{children}</legend>;
}

function setUrl(id: number | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('id', String(id));
  else url.searchParams.delete('id');
  window.history.replaceState(window.history.state, '', url);
}

export function PathEditor({ locale, strings: s, onReady }: PathEditorProps) {
  const session = useSession();
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : undefined;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [draft, setDraft] = useState<PathDraft>(() => emptyDraft(isLocale(locale) ? locale : 'en'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<null | 'save' | 'submit' | 'withdraw' | 'delete'>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);
  const errorText = (code: string) =>
    code in s.errors ? s.errors[code as keyof typeof s.errors] : s.errors.generic;
  const fieldText = (code: string) =>
    code in s.fieldErrors ? s.fieldErrors[code as keyof typeof s.fieldErrors] : s.fieldErrors.invalid;

  useReady(onReady, session.status === 'ready');

  const open = useCallback(async (id: number, mine: Mine) => {
    const result = await api<EditablePath>(`/api/academy/paths/${id}`);
    if (!result.ok) return setState({ status: 'failed', code: failureOf(result) });
    setDraft(result.data.document);
    setErrors({});
    setFormError(null);
    setUrl(id);
    setState({
      status: 'editing',
      mine,
      path: { id, status: result.data.status, note: result.data.reviewNote, href: result.data.href },
    });
  }, []);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void api<Mine>('/api/academy/paths?view=mine').then(async (result) => {
      if (!live) return;
      if (!result.ok) return setState({ status: 'failed', code: failureOf(result) });
      const id = Number(new URLSearchParams(window.location.search).get('id'));
      if (Number.isSafeInteger(id) && id > 0) await open(id, result.data);
      else setState({ status: 'list', mine: result.data });
    });
    return () => {
      live = false;
    };
  }, [userId, open]);

  async function refreshMine(): Promise<Mine | null> {
    const result = await api<Mine>('/api/academy/paths?view=mine');
    return result.ok ? result.data : null;
  }

  function showFailure(result: {
    status: number;
    error: { error: string; fields?: Record<string, string> };
  }) {
    const code = failureOf(result);
    const fields = result.error.fields ?? {};
    setErrors(fields);
    setFormError(
      code === 'incomplete' && Object.keys(fields).length
        ? fmt(s.write.incomplete, { count: Object.keys(fields).length })
        : code === 'invalid_input' && Object.keys(fields).length
          ? s.write.invalid
          : errorText(code),
    );
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  if (session.status !== 'ready')
    return (
      <p role="status" className="text-muted">
        {s.write.loading}
      </p>
    );
  if (!session.user)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{s.write.signIn}</p>
        <button type="button" onClick={() => openJoinDialog('login')} className={buttonVariants()}>
          <LogIn aria-hidden="true" className="size-4" />
          {s.write.signInAction}
        </button>
      </div>
    );
  if (state.status === 'loading')
    return (
      <p role="status" className="text-muted">
        {s.write.loading}
      </p>
    );
  if (state.status === 'failed') return <FormAlert>{errorText(state.code)}</FormAlert>;

  const mine = state.mine;
  const refusal = mine.refusal;

  function startNew() {
    setDraft(emptyDraft(isLocale(locale) ? locale : 'en'));
    setErrors({});
    setFormError(null);
    setConfirmDelete(false);
    setState({ status: 'editing', mine, path: { id: null, status: 'draft', note: null, href: null } });
  }

  async function backToList() {
    setUrl(null);
    setState({ status: 'list', mine: (await refreshMine()) ?? mine });
  }

  if (state.status === 'list')
    return (
      <div className="flex flex-col gap-6">
        {refusal === 'not_citizen' ? (
          <div className="flex flex-col items-start gap-3">
            <p>{s.write.notCitizen}</p>
            <Link href={routes.aiUniverse} className={buttonVariants()}>
              {s.write.becomeCitizen}
            </Link>
          </div>
        ) : refusal === 'tier_required' ? (
          <p>{s.write.tierRequired}</p>
        ) : (
          <button type="button" onClick={startNew} className={buttonVariants({ className: 'self-start' })}>
            <Plus aria-hidden="true" className="size-4" />
            {s.write.new}
          </button>
        )}
        <section aria-labelledby="your-paths" className="flex flex-col gap-3">
          <h2 id="your-paths" className="text-xl font-semibold">
            {s.write.yours}
          </h2>
          {mine.items.length === 0 ? (
            <p className="text-sm text-muted">{s.write.none}</p>
          ) : (
            <ul className="divide-y divide-border rounded-2xl border border-border bg-surface/80">
              {mine.items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{item.title || s.write.untitled}</p>
                    <p className="text-xs text-muted">
                      {fmt(s.write.updated, {
                        date: dateTimeFormat(locale, { dateStyle: 'medium' }).format(
                          new Date(item.updatedAt),
                        ),
                      })}
                    </p>
                    {item.reviewNote && item.status === 'draft' && (
                      <p className="mt-1 text-sm">{fmt(s.write.returned, { note: item.reviewNote })}</p>
                    )}
                  </div>
                  <Badge variant={item.status === 'published' ? 'accent' : 'muted'}>
                    {s.write.statuses[item.status]}
                  </Badge>
                  <button
                    type="button"
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    onClick={() => void open(item.id, mine)}
                    aria-label={`${item.status === 'draft' ? s.write.edit : s.write.open}: ${item.title || s.write.untitled}`}
                  >
                    {item.status === 'draft' ? s.write.edit : s.write.open}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );

  const path = state.path;
  const editable = path.status === 'draft' && refusal === null;

  const change = (mutate: (d: PathDraft) => void) => {
    setDraft((before) => {
      const next = structuredClone(before);
      mutate(next);
      return next;
    });
  };

  function check(forReview: boolean): boolean {
    const parsed = pathDraftSchema.safeParse(draft);
    const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error, true);
    if (parsed.success && forReview) for (const p of draftProblems(parsed.data)) found[p.field] ??= p.code;
    setErrors(found);
    const count = Object.keys(found).length;
    if (count === 0) return true;
    setFormError(parsed.success ? fmt(s.write.incomplete, { count }) : s.write.invalid);
    requestAnimationFrame(() => alertRef.current?.focus());
    return false;
  }

  async function save(): Promise<number | null> {
    setFormError(null);
    if (!check(false)) return null;
    const result = path.id
      ? await api<{ ok: true }>(`/api/academy/paths/${path.id}`, { method: 'PATCH', body: draft })
      : await api<{ id: number }>('/api/academy/paths', { body: draft });
    if (!result.ok) {
      showFailure(result);
      return null;
    }
    const id = path.id ?? (result.data as { id: number }).id;
    if (!path.id) {
      setUrl(id);
      setState({ status: 'editing', mine, path: { ...path, id } });
    }
    setErrors({});
    return id;
  }

  async function onSave() {
    setPending('save');
    const id = await save();
    setPending(null);
    if (id) void notify({ title: s.write.saved });
  }

  async function setStatus(action: 'submit' | 'withdraw') {
    setPending(action);
    setFormError(null);
    const id = action === 'submit' ? (check(true) ? await save() : null) : path.id;
    if (!id) return setPending(null);
    const result = await api<{ status: Editing['status']; href: string | null }>(
      `/api/academy/paths/${id}/status`,
      { body: { action } },
    );
    setPending(null);
    if (!result.ok) return showFailure(result);
    setState({
      status: 'editing',
      mine,
      path: { id, status: result.data.status, note: null, href: result.data.href },
    });
    if (action === 'submit') void notify({ title: s.write.submitted, description: s.write.submittedBody });
    else void notify({ title: s.write.withdrawn });
  }

  async function onDelete() {
    if (!path.id) return void backToList();
    if (!confirmDelete) return setConfirmDelete(true);
    setPending('delete');
    const result = await api<{ ok: true }>(`/api/academy/paths/${path.id}`, { method: 'DELETE' });
    setPending(null);
    setConfirmDelete(false);
    if (!result.ok) return showFailure(result);
    void notify({ title: s.write.deleted });
    await backToList();
  }

  /** A text input or area bound to one place of the draft. */
  const text = (
    field: string,
    label: ReactNode,
    value: string,
    onChange: (value: string) => void,
    options: { rows?: number; max?: number } = {},
  ) => (
    <Field id={`path-${field}`} label={label} error={errors[field] ? fieldText(errors[field]!) : undefined}>
      {(control) =>
        options.rows ? (
          <textarea
            {...control}
            rows={options.rows}
            value={value}
            readOnly={!editable}
            maxLength={options.max}
            onChange={(e) => onChange(e.target.value)}
            className={area}
          />
        ) : (
          <Input
            {...control}
            value={value}
            readOnly={!editable}
            maxLength={options.max}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
  const listError = (field: string) =>
    errors[field] ? (
      <p role="alert" className="text-sm text-destructive">
        {fieldText(errors[field]!)}
      </p>
    ) : null;
  /** Removes a part; a course's, lesson's or question's sits in its box's corner, an option's in its row. */
  const removeButton = (label: string, onClick: () => void, disabled: boolean, inline = false) =>
    editable && (
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-label={label}
        title={label}
        className={buttonVariants({
          variant: 'ghost',
          size: 'sm',
          className: inline ? undefined : 'absolute top-2 right-2',
        })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    );
  const addButton = (label: string, onClick: () => void, disabled: boolean) =>
    editable && (
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {label}
      </button>
    );

  return (
    <div className="flex flex-col gap-6">
      <button
        type="button"
        onClick={() => void backToList()}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {s.write.back}
      </button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{s.write.editorTitle}</h2>
        <Badge variant={path.status === 'published' ? 'accent' : 'muted'}>
          {s.write.statuses[path.status]}
        </Badge>
      </div>
      {path.note && path.status === 'draft' && (
        <p role="note">{fmt(s.write.returned, { note: path.note })}</p>
      )}
      {path.status === 'review' && <p role="status">{s.write.inReview}</p>}
      {path.status === 'published' && (
        <p role="status" className="flex flex-wrap items-center gap-3">
          {s.write.isPublished}
          {path.href && (
            <Link href={path.href as AcademyPath} className="font-medium text-primary underline">
              {s.write.openPublished}
            </Link>
          )}
        </p>
      )}
      {path.status === 'draft' && refusal === 'tier_required' && <p>{s.write.tierRequired}</p>}
      <p className="text-sm text-muted">{s.write.limits}</p>
      {formError && (
        <div ref={alertRef} tabIndex={-1}>
          <FormAlert>{formError}</FormAlert>
        </div>
      )}

      <form
        noValidate
        className="flex flex-col gap-8"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold">{s.write.sections.about}</legend>
          {text('title', s.write.fields.title, draft.title, (v) => change((d) => void (d.title = v)), {
            max: 120,
          })}
          {text(
            'summary',
            s.write.fields.summary,
            draft.summary,
            (v) => change((d) => void (d.summary = v)),
            {
              rows: 2,
              max: 300,
            },
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="path-level" label={s.write.fields.level}>
              {(control) => (
                <select
                  {...control}
                  className={select}
                  value={draft.level}
                  disabled={!editable}
                  onChange={(e) => change((d) => void (d.level = e.target.value as PathDraft['level']))}
                >
                  {LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {s.levels[l]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="path-topic" label={s.write.fields.topic}>
              {(control) => (
                <select
                  {...control}
                  className={select}
                  value={draft.topic}
                  disabled={!editable}
                  onChange={(e) => change((d) => void (d.topic = e.target.value as PathDraft['topic']))}
                >
                  {TOPICS.map((t) => (
                    <option key={t} value={t}>
                      {s.topics[t]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="path-locale" label={s.write.fields.locale}>
              {(control) => (
                <select
                  {...control}
                  className={select}
                  value={draft.locale}
                  disabled={!editable}
                  onChange={(e) => change((d) => void (d.locale = e.target.value as Locale))}
                >
                  {locales.map((l) => (
                    <option key={l} value={l}>
                      {localeNames[l]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {text('intro', s.write.fields.intro, draft.intro, (v) => change((d) => void (d.intro = v)), {
            rows: 6,
            max: 5000,
          })}
        </fieldset>

        <section aria-labelledby="path-courses" className="flex flex-col gap-6">
          <h3 id="path-courses" className="text-lg font-semibold">
            {s.write.sections.courses}
          </h3>
          {listError('courses')}
          {draft.courses.map((course, c) => (
            <fieldset
              key={c}
              className="relative flex flex-col gap-4 rounded-2xl border border-border bg-surface/60 p-4 sm:p-6"
            >
              <Legend>{fmt(s.write.course, { n: c + 1 })}</Legend>
              {removeButton(
                fmt(s.write.removeCourse, { n: c + 1 }),
                () => change((d) => void d.courses.splice(c, 1)),
                draft.courses.length <= PATH_LIMITS.courses[0],
              )}
              {text(
                `courses.${c}.title`,
                s.write.fields.courseTitle,
                course.title,
                (v) => change((d) => void (d.courses[c]!.title = v)),
                { max: 120 },
              )}
              {text(
                `courses.${c}.summary`,
                s.write.fields.courseSummary,
                course.summary,
                (v) => change((d) => void (d.courses[c]!.summary = v)),
                { rows: 2, max: 300 },
              )}
              {listError(`courses.${c}.lessons`)}
              {course.lessons.map((lesson, l) => {
                const at = `courses.${c}.lessons.${l}`;
                return (
                  <fieldset
                    key={l}
                    className="relative flex flex-col gap-4 rounded-xl border border-border p-4"
                  >
                    <Legend>{fmt(s.write.lesson, { n: l + 1 })}</Legend>
                    {removeButton(
                      fmt(s.write.removeLesson, { n: l + 1 }),
                      () => change((d) => void d.courses[c]!.lessons.splice(l, 1)),
                      course.lessons.length <= PATH_LIMITS.lessons[0],
                    )}
                    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                      {text(
                        `${at}.title`,
                        s.write.fields.lessonTitle,
                        lesson.title,
                        (v) => change((d) => void (d.courses[c]!.lessons[l]!.title = v)),
                        { max: 120 },
                      )}
                      <Field
                        id={`path-${at}.minutes`}
                        label={s.write.fields.minutes}
                        error={errors[`${at}.minutes`] ? fieldText(errors[`${at}.minutes`]!) : undefined}
                      >
                        {(control) => (
                          <Input
                            {...control}
                            type="number"
                            inputMode="numeric"
                            min={PATH_LIMITS.minutes[0]}
                            max={PATH_LIMITS.minutes[1]}
                            readOnly={!editable}
                            value={String(lesson.minutes)}
                            onChange={(e) =>
                              change(
                                (d) =>
                                  void (d.courses[c]!.lessons[l]!.minutes = Math.round(
                                    Number(e.target.value),
                                  )),
                              )
                            }
                          />
                        )}
                      </Field>
                    </div>
                    {text(
                      `${at}.body`,
                      s.write.fields.body,
                      lesson.body,
                      (v) => change((d) => void (d.courses[c]!.lessons[l]!.body = v)),
                      { rows: 8, max: 6000 },
                    )}
                    {listError(`${at}.quiz`)}
                    {lesson.quiz.map((q, i) => {
                      const qat = `${at}.quiz.${i}`;
                      const update = (
                        fn: (q: PathDraft['courses'][number]['lessons'][number]['quiz'][number]) => void,
                      ) => change((d) => fn(d.courses[c]!.lessons[l]!.quiz[i]!));
                      return (
                        <fieldset
                          key={i}
                          className="relative flex flex-col gap-3 border-t border-border pt-4"
                        >
                          <Legend>{fmt(s.write.question, { n: i + 1 })}</Legend>
                          {removeButton(
                            fmt(s.write.removeQuestion, { n: i + 1 }),
                            () => change((d) => void d.courses[c]!.lessons[l]!.quiz.splice(i, 1)),
                            lesson.quiz.length <= PATH_LIMITS.questions[0],
                          )}
                          {text(
                            `${qat}.question`,
                            s.write.fields.question,
                            q.question,
                            (v) => update((x) => void (x.question = v)),
                            { max: 300 },
                          )}
                          {listError(`${qat}.options`)}
                          {listError(`${qat}.answer`)}
                          <fieldset className="flex flex-col gap-3">
                            <legend className="sr-only">{s.write.fields.answer}</legend>
                            {q.options.map((option, o) => (
                              <div key={o} className="flex items-end gap-2">
                                <label className="mb-3 inline-flex items-center gap-1.5 text-xs text-muted">
                                  <input
                                    type="radio"
                                    name={`answer-${qat}`}
                                    checked={q.answer === o}
                                    disabled={!editable}
                                    onChange={() => update((x) => void (x.answer = o))}
                                    aria-label={`${s.write.fields.answer}: ${fmt(s.write.fields.option, { n: o + 1 })}`}
                                  />
                                </label>
                                <div className="flex-1">
                                  {text(
                                    `${qat}.options.${o}`,
                                    fmt(s.write.fields.option, { n: o + 1 }),
                                    option,
                                    (v) => update((x) => void (x.options[o] = v)),
                                    { max: 200 },
                                  )}
                                </div>
                                {removeButton(
                                  fmt(s.write.removeOption, { n: o + 1 }),
                                  () =>
                                    update((x) => {
                                      x.options.splice(o, 1);
                                      if (x.answer >= x.options.length) x.answer = 0;
                                      else if (x.answer > o) x.answer -= 1;
                                    }),
                                  q.options.length <= PATH_LIMITS.options[0],
                                  true,
                                )}
                              </div>
                            ))}
                          </fieldset>
                          {addButton(
                            s.write.addOption,
                            () => update((x) => void x.options.push('')),
                            q.options.length >= PATH_LIMITS.options[1],
                          )}
                          {text(
                            `${qat}.explanation`,
                            s.write.fields.explanation,
                            q.explanation,
                            (v) => update((x) => void (x.explanation = v)),
                            { rows: 2, max: 500 },
                          )}
                        </fieldset>
                      );
                    })}
                    {addButton(
                      s.write.addQuestion,
                      () => change((d) => void d.courses[c]!.lessons[l]!.quiz.push(emptyQuestion())),
                      lesson.quiz.length >= PATH_LIMITS.questions[1],
                    )}
                  </fieldset>
                );
              })}
              {addButton(
                s.write.addLesson,
                () => change((d) => void d.courses[c]!.lessons.push(emptyLesson())),
                course.lessons.length >= PATH_LIMITS.lessons[1],
              )}
            </fieldset>
          ))}
          {addButton(
            s.write.addCourse,
            () => change((d) => void d.courses.push(emptyCourse())),
            draft.courses.length >= PATH_LIMITS.courses[1],
          )}
        </section>

        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-6">
          {editable && (
            <>
              <button
                type="submit"
                disabled={pending !== null}
                className={buttonVariants({ variant: 'outline' })}
              >
                {pending === 'save' ? s.write.saving : s.write.save}
              </button>
              <button
                type="button"
                disabled={pending !== null}
                onClick={() => void setStatus('submit')}
                className={buttonVariants()}
              >
                {pending === 'submit' ? s.write.submitting : s.write.submit}
              </button>
              {path.id && (
                <button
                  type="button"
                  disabled={pending !== null}
                  onClick={() => void onDelete()}
                  className={buttonVariants({ variant: 'ghost' })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {s.write.delete}
                </button>
              )}
            </>
          )}
          {path.status === 'review' && (
            <button
              type="button"
              disabled={pending !== null}
              onClick={() => void setStatus('withdraw')}
              className={buttonVariants({ variant: 'outline' })}
            >
              {s.write.withdraw}
            </button>
          )}
          {confirmDelete && (
            <p role="alert" className="text-sm">
              {s.write.confirmDelete}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
