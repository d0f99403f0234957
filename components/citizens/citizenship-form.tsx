'use client';

// "Become a citizen" on the AI Universe page (LAZY: ./citizenship-form-lazy.tsx; texts as props, the
// `citizens` messages unformatted). A visitor is asked to sign in; a member who is not a citizen gets
// the form (handle, notification address, the Constitution); a citizen gets their card, with the state
// of their notification address and "Send the link again". What was typed survives a failed request and
// an ended session (kept here, outside the form, until the form comes back).
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { api } from '@/components/account/api';
import { openJoinDialog, refreshSession, useSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { useApiForm, type FormError, type FormValues } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { PendingButton, SubmitButton } from '@/components/forms/submit-button';
import { emailInputProps, Field, FormAlert, Input } from '@/components/ui/field';
import { panelCardClass } from '@/components/ui/notice-card';
import { limits } from '@/lib/account/validation';
import type { FieldError, MyCitizenship, MyGovernance, SessionUser } from '@/lib/api/contract';
import { HANDLE_MAX, HANDLE_MIN, handleProblem } from '@/lib/citizens/rules';
import { citizenshipSchema, type CitizenshipInput } from '@/lib/citizens/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage, type Values } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { CitizenCard, type CitizenCardStrings } from './citizen-card';

export type CitizenshipFormStrings = CitizenCardStrings & { form: AppMessages['citizens']['form'] };
type FormStrings = CitizenshipFormStrings['form'];

type FieldName = 'handle' | 'notifyEmail' | 'acceptConstitution';
const fields = ['handle', 'notifyEmail', 'acceptConstitution'] as const satisfies readonly FieldName[];

/** POST /api/citizens → 201 */
type Created = { citizen: MyCitizenship | null; verificationSent: boolean };

/** What the member typed, kept while the form is away (an ended session) and restored when it returns. */
type Draft = { userId: string; values: FormValues<FieldName> } | null;

/** Why the signed-out panel shows: the session ended during a request (which one says what is kept). */
type Ended = 'form' | 'verification';

type Standing =
  | { status: 'loading' }
  | { status: 'member' }
  | { status: 'citizen'; citizen: MyCitizenship; notice: 'welcome' | 'already' | null };

const schemaCheck = zodCheck(citizenshipSchema);

// The checkbox is a string among the form's values ('true' or ''); the schema wants the boolean.
const check = (values: FormValues<FieldName>) =>
  schemaCheck({
    handle: values.handle,
    notifyEmail: values.notifyEmail,
    acceptConstitution: values.acceptConstitution === 'true',
  });

/** The member's standing from the server; null when the session turned out to have ended. */
async function fetchStanding(notice: 'already' | null = null): Promise<Standing | null> {
  const result = await api<MyGovernance>('/api/citizens/me');
  if (result.ok) {
    const { citizen } = result.data;
    return citizen ? { status: 'citizen', citizen, notice } : { status: 'member' };
  }
  if (result.status === 401) {
    void refreshSession(true);
    return null;
  }
  // Unknown (offline, a server error): the form, whose answer says "already a citizen" if so.
  return { status: 'member' };
}

function useFormat() {
  const locale = useLocale();
  return (message: string, values?: Values) => formatMessage(message, values, locale);
}

export function CitizenshipForm({ strings }: { strings: CitizenshipFormStrings }) {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const userId = user?.id ?? null;
  const format = useFormat();
  const [standing, setStanding] = useState<{ userId: string; value: Standing } | null>(null);
  const [ended, setEnded] = useState<{ from: Ended; sessionId: string } | null>(null);
  const draftRef = useRef<Draft>(null);

  // Each signed-in member's standing, once per sign-in (a new sign-in starts from "loading").
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void fetchStanding().then((value) => {
      if (live && value) setStanding({ userId, value });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  async function reloadStanding(notice: 'already' | null) {
    if (!userId) return;
    const value = await fetchStanding(notice);
    if (value) setStanding({ userId, value });
  }

  const current: Standing = userId && standing?.userId === userId ? standing.value : { status: 'loading' };
  // Signed in again (a new session): the "session ended" notice is over; a later sign-out is ordinary.
  if (user && ended && user.sessionId !== ended.sessionId) setEnded(null);

  function sessionEnded(from: Ended) {
    if (user) setEnded({ from, sessionId: user.sessionId });
    void refreshSession(true);
  }

  function created(reply: Created) {
    if (!userId) return;
    draftRef.current = null;
    if (!reply.citizen) {
      void reloadStanding(null);
      return;
    }
    const { citizen } = reply;
    setStanding({ userId, value: { status: 'citizen', citizen, notice: 'welcome' } });
    void notify({
      title: format(strings.form.welcome.title, { number: String(citizen.number) }),
      description: format(strings.form.welcome.description, { handle: citizen.handle }),
    });
  }

  if (session.status === 'loading' || (user && current.status === 'loading'))
    return <Skeleton label={strings.form.loading} />;

  if (!user) return <VisitorPanel strings={strings.form} ended={ended?.from ?? null} />;

  if (current.status === 'citizen')
    return (
      <CitizenPanel
        citizen={current.citizen}
        notice={current.notice}
        strings={strings}
        onSessionEnded={() => sessionEnded('verification')}
      />
    );

  return (
    <MemberForm
      user={user}
      strings={strings.form}
      draftRef={draftRef}
      onCreated={created}
      onSessionEnded={() => sessionEnded('form')}
      onAlreadyCitizen={() => void reloadStanding('already')}
    />
  );
}

function Skeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className={cx(panelCardClass, 'min-h-72')}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-4 motion-safe:animate-pulse">
        <span className="h-7 w-1/2 max-w-xs rounded-lg bg-surface-2" />
        <span className="h-4 w-full max-w-xl rounded bg-surface-2" />
        <span className="h-11 w-full max-w-md rounded-xl bg-surface-2" />
        <span className="h-11 w-full max-w-md rounded-xl bg-surface-2" />
        <span className="h-11 w-44 rounded-full bg-surface-2" />
      </div>
    </div>
  );
}

function VisitorPanel({ strings, ended }: { strings: FormStrings; ended: Ended | null }) {
  const headingId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // The session ended under a form or a button that is gone: focus lands on the way back in.
  useEffect(() => {
    if (ended) button.current?.focus();
  }, [ended]);

  return (
    <section aria-labelledby={headingId} className={cx(panelCardClass, 'flex flex-col items-start gap-4')}>
      <h3 id={headingId} className="text-xl font-bold tracking-tight">
        {strings.title}
      </h3>
      <p className="max-w-2xl text-muted">{strings.visitor.body}</p>
      {ended && (
        <FormAlert>
          {ended === 'form' ? strings.visitor.sessionEnded : strings.verification.sessionEnded}
        </FormAlert>
      )}
      <button
        ref={button}
        type="button"
        onClick={() => openJoinDialog('login')}
        className={buttonVariants({ size: 'field' })}
      >
        {strings.visitor.signIn}
      </button>
    </section>
  );
}

function MemberForm({
  user,
  strings: s,
  draftRef,
  onCreated,
  onSessionEnded,
  onAlreadyCitizen,
}: {
  user: SessionUser;
  strings: FormStrings;
  draftRef: RefObject<Draft>;
  onCreated: (reply: Created) => void;
  onSessionEnded: () => void;
  onAlreadyCitizen: () => void;
}) {
  const locale = useLocale();
  const format = useFormat();
  const id = useId();
  const form = useApiForm<FieldName, Created, CitizenshipInput>({
    fields,
    endpoint: '/api/citizens',
    check,
    // The page's language: the citizen's mail comes in it.
    body: (data) => ({ ...data, locale }),
    onSuccess: onCreated,
    onFormError: (error) => {
      if (error.code === 'unauthenticated') onSessionEnded();
      else if (error.code === 'already_citizen') onAlreadyCitizen();
    },
  });

  // Once: what this member typed before the form went away, or the session's address to start from.
  useLayoutEffect(() => {
    const kept = draftRef.current?.userId === user.id ? draftRef.current.values : null;
    const initial = kept ?? { handle: '', notifyEmail: user.email ?? '', acceptConstitution: '' };
    for (const field of fields) if (initial[field]) form.setValue(field, initial[field]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only; later values are the member's
  }, []);

  function change(field: FieldName, value: string) {
    form.setValue(field, value);
    draftRef.current = { userId: user.id, values: { ...form.values, [field]: value } };
  }

  function fieldText(field: FieldName, code: FieldError): string {
    const e = s.fieldErrors;
    switch (code) {
      case 'required':
        return field === 'handle'
          ? e.handleRequired
          : field === 'notifyEmail'
            ? e.notifyEmailRequired
            : e.acceptRequired;
      case 'too_short':
        return format(e.too_short, { min: HANDLE_MIN });
      case 'too_long':
        return format(e.too_long, { max: field === 'handle' ? HANDLE_MAX : limits.email.max });
      case 'invalid_handle':
      case 'handle_taken':
      case 'handle_reserved':
      case 'invalid_email':
        return e[code];
      default:
        return e.invalid;
    }
  }

  function formText({ code, retryAfter }: FormError): string {
    const e = s.errors;
    switch (code) {
      case 'rate_limited':
        if (!retryAfter || retryAfter <= 0) return e.rateLimited;
        return retryAfter < 60
          ? format(e.rateLimitedSeconds, { count: Math.ceil(retryAfter) })
          : format(e.rateLimitedMinutes, { count: Math.ceil(retryAfter / 60) });
      case 'offline':
        return e.offline;
      case 'unauthenticated':
        return e.unauthenticated;
      case 'already_citizen':
        return e.already_citizen;
      default:
        return e.failed;
    }
  }

  // The handle's rules as it is typed: what is wrong with it (a short one is still being typed), else
  // the public address it will have.
  const handle = form.values.handle;
  const problem = handle ? handleProblem(handle) : null;
  const liveProblem = problem && problem !== 'too_short' ? fieldText('handle', problem) : null;
  const handleHint =
    liveProblem ??
    (handle && !problem
      ? format(s.handlePreview, { handle })
      : format(s.handleHint, { min: HANDLE_MIN, max: HANDLE_MAX }));

  const acceptId = `${id}-acceptConstitution`;
  const acceptError = form.errors.acceptConstitution;
  const headingId = `${id}-title`;

  return (
    <section aria-labelledby={headingId} className={cx(panelCardClass, 'flex flex-col gap-5')}>
      <div>
        <h3 id={headingId} className="text-xl font-bold tracking-tight">
          {s.title}
        </h3>
        <p className="mt-2 max-w-2xl text-muted">{s.intro}</p>
      </div>
      <form
        noValidate
        onSubmit={form.onSubmit}
        aria-busy={form.pending}
        aria-labelledby={headingId}
        className="flex max-w-xl flex-col gap-4"
      >
        <Field
          id={`${id}-handle`}
          label={s.handle}
          hint={handleHint}
          error={form.errors.handle && fieldText('handle', form.errors.handle)}
          alert
        >
          {(control) => (
            <Input
              ref={form.fieldRef('handle')}
              {...control}
              name="handle"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={64}
              value={handle}
              onChange={(event) => change('handle', event.target.value.toLowerCase())}
            />
          )}
        </Field>
        {/* The live check, said once per change of verdict (the hint under the field repeats it). */}
        <p aria-live="polite" className="sr-only">
          {form.errors.handle ? '' : (liveProblem ?? '')}
        </p>

        <Field
          id={`${id}-notifyEmail`}
          label={s.notifyEmail}
          hint={s.notifyEmailHint}
          error={form.errors.notifyEmail && fieldText('notifyEmail', form.errors.notifyEmail)}
          alert
        >
          {(control) => (
            <Input
              ref={form.fieldRef('notifyEmail')}
              {...control}
              name="notifyEmail"
              {...emailInputProps}
              required
              value={form.values.notifyEmail}
              onChange={(event) => change('notifyEmail', event.target.value)}
            />
          )}
        </Field>

        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              ref={form.fieldRef('acceptConstitution')}
              id={acceptId}
              name="acceptConstitution"
              type="checkbox"
              required
              checked={form.values.acceptConstitution === 'true'}
              onChange={(event) => change('acceptConstitution', event.target.checked ? 'true' : '')}
              aria-invalid={acceptError ? true : undefined}
              aria-describedby={acceptError ? `${acceptId}-error` : undefined}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={acceptId} className="text-sm font-medium">
                {s.accept}
              </label>
              <Link
                href={pageHref('dao', 'constitution')}
                className="self-start text-sm text-primary underline-offset-4 hover:underline"
              >
                {s.constitution}
              </Link>
            </div>
          </div>
          {acceptError && (
            <p id={`${acceptId}-error`} role="alert" className="text-sm text-destructive">
              {fieldText('acceptConstitution', acceptError)}
            </p>
          )}
        </div>

        {form.formError && <FormAlert>{formText(form.formError)}</FormAlert>}

        <SubmitButton
          pending={form.pending}
          className={buttonVariants({ size: 'field', className: 'mt-1 self-start' })}
        >
          {form.pending ? s.submitting : s.submit}
        </SubmitButton>
      </form>
    </section>
  );
}

function CitizenPanel({
  citizen,
  notice,
  strings,
  onSessionEnded,
}: {
  citizen: MyCitizenship;
  notice: 'welcome' | 'already' | null;
  strings: CitizenshipFormStrings;
  onSessionEnded: () => void;
}) {
  const locale = useLocale();
  const panel = useRef<HTMLElement>(null);

  // Just became (or turned out to be) a citizen: the form is gone, so focus moves to what replaced it.
  useEffect(() => {
    if (notice) panel.current?.focus();
  }, [notice]);

  return (
    <section ref={panel} tabIndex={-1} aria-label={strings.form.cardTitle} className="outline-none">
      <CitizenCard citizen={citizen} strings={strings} locale={locale} heading="h3" profileLink>
        {notice === 'already' && (
          <p role="status" className="text-sm text-muted">
            {strings.form.errors.already_citizen}
          </p>
        )}
        <NotificationAddress
          citizen={citizen}
          strings={strings.form.verification}
          onSessionEnded={onSessionEnded}
        />
      </CitizenCard>
    </section>
  );
}

function NotificationAddress({
  citizen,
  strings: v,
  onSessionEnded,
}: {
  citizen: MyCitizenship;
  strings: FormStrings['verification'];
  onSessionEnded: () => void;
}) {
  const format = useFormat();
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function resend() {
    if (sending) return;
    setSending(true);
    setError(null);
    setResent(false);
    const result = await api<{ ok: true }>('/api/citizens/verify-email', { method: 'POST', body: {} });
    setSending(false);
    if (result.ok) return setResent(true);
    if (result.error.error === 'already_verified') return setVerified(true);
    if (result.status === 401) return onSessionEnded();
    setError(result.status === 0 ? v.offline : result.status === 429 ? v.rateLimited : v.failed);
  }

  const email = citizen.notifyEmail;
  if (!email) return null;

  if (citizen.notifyEmailVerified || verified)
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span role={verified ? 'status' : undefined}>
          {verified ? v.alreadyVerified : format(v.verified, { email })}
        </span>
      </p>
    );

  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface-2/60 p-4">
      <p className="flex items-start gap-2 text-sm">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{format(v.sent, { email })}</span>
      </p>
      <PendingButton
        pending={sending}
        onClick={() => void resend()}
        className={buttonVariants({ variant: 'outline', size: 'compact' })}
      >
        {sending ? v.resending : v.resend}
      </PendingButton>
      <p role="status" className="text-sm text-muted empty:hidden">
        {resent ? format(v.resent, { email }) : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
