'use client';

import {
  ArrowLeft,
  ArrowRight,
  Check,
  CircleAlert,
  Code,
  Compass,
  FlaskConical,
  GraduationCap,
  Landmark,
  LoaderCircle,
  Rocket,
  type LucideIcon,
} from 'lucide-react';
import { useTranslator } from '@/lib/i18n/use-translator';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { api } from '@/components/account/api';
import { setSessionUser } from '@/components/account/session-store';
import { roles, type ApiError, type Role, type SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import { rememberOnboardingSkip } from './onboarding-skip';

/** Each role's icon and feature keys (messages: onboarding.roles.<role>.features.<key>). */
const roleMeta: Record<Role, { icon: LucideIcon; features: readonly string[] }> = {
  explorer: { icon: Compass, features: ['learning', 'forums', 'aiTools'] },
  builder: { icon: Code, features: ['api', 'devTools', 'repositories', 'support'] },
  researcher: { icon: FlaskConical, features: ['datasets', 'collaboration', 'publication', 'grants'] },
  citizen: { icon: Landmark, features: ['voting', 'proposals', 'leadership', 'events'] },
};

const steps = ['welcome', 'role', 'done'] as const;
const welcomePoints = [
  { key: 'learn', icon: GraduationCap },
  { key: 'build', icon: Code },
  { key: 'govern', icon: Landmark },
] as const;

const primaryButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary/90 disabled:pointer-events-none disabled:opacity-60';
const outlineButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full border border-border px-5 text-sm font-semibold text-foreground hover:bg-surface-2 disabled:pointer-events-none disabled:opacity-50';
const ghostButton =
  'inline-flex h-10 items-center justify-center rounded-full px-4 text-sm font-medium text-muted hover:bg-surface-2 hover:text-foreground disabled:pointer-events-none disabled:opacity-50';

type Props = {
  /** The sign-in the dialog belongs to: "Skip for now" is remembered for it. */
  sessionId: string;
  /** Called after "Skip for now" (or Escape). Completion closes it through the session instead. */
  onClose: () => void;
};

/** Three steps (welcome, role, done). Loaded lazily by <OnboardingGate>. */
export function OnboardingDialog({ sessionId, onClose }: Props) {
  const t = useTranslator('onboarding');
  const [step, setStep] = useState(0);
  const [role, setRole] = useState<Role | null>(null);
  const [roleMissing, setRoleMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const roleErrorId = useId();
  const descId = useId();
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(false);
  // Where focus was when onboarding opened. Right after sign-up that is the join form, gone by the time
  // onboarding closes: focus then goes to the account menu the dialog belongs to, not to the page's body.
  const [opener] = useState(() => document.activeElement);

  // Each step announces itself: focus moves to its title (the first one on open, see onOpenAutoFocus).
  useEffect(() => {
    if (mounted.current) titleRef.current?.focus();
    mounted.current = true;
  }, [step]);

  function skip() {
    if (busy) return;
    rememberOnboardingSkip(sessionId);
    onClose();
  }

  function next() {
    setError(null);
    if (step === 1 && !role) {
      setRoleMissing(true);
      setAttempt((n) => n + 1);
      firstRadioRef.current?.focus();
      void notify({
        title: t('noRoleToast.title'),
        description: t('noRoleToast.description'),
        variant: 'destructive',
      });
      return;
    }
    setStep((s) => Math.min(s + 1, steps.length - 1));
  }

  function previous() {
    setError(null);
    setStep((s) => Math.max(s - 1, 0));
  }

  function reason(result: { status: number; error: ApiError }) {
    const { error: e } = result;
    if (e.error === 'invalid_input') return t('errors.invalidRole');
    if (e.error === 'unauthenticated') return t('errors.unauthenticated');
    if (e.error === 'rate_limited')
      return t('errors.rateLimited', { seconds: Math.max(1, Math.ceil(e.retryAfter ?? 60)) });
    if (result.status === 0) return t('errors.network');
    return t('errors.generic');
  }

  async function getStarted() {
    if (!role || busy) return;
    setBusy(true);
    setError(null);
    const result = await api<{ user: SessionUser }>('/api/onboarding', { body: { role } });
    setBusy(false);
    if (!result.ok) {
      setError(reason(result));
      return;
    }
    // The user now has onboardingCompleted: the gate closes the dialog.
    setSessionUser(result.data.user);
    void notify({ title: t('completeToast') });
  }

  const stepName = steps[step] ?? 'welcome';
  const chosen = role ? roleMeta[role] : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) skip();
      }}
    >
      <DialogContent
        className="max-w-2xl sm:p-8"
        aria-busy={busy || undefined}
        // A stray click outside must not throw onboarding away; Escape and "Skip for now" do.
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          titleRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const back =
            opener instanceof HTMLElement && opener.isConnected && opener !== document.body
              ? opener
              : document.querySelector<HTMLElement>('[data-account-menu-button]');
          back?.focus();
        }}
      >
        <ol aria-label={t('progress')} className="grid grid-cols-3 gap-2">
          {steps.map((name, index) => (
            <li key={name} aria-current={index === step ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={cx(
                  'block h-1.5 rounded-full transition-colors',
                  index <= step ? 'bg-gradient-to-r from-primary to-accent' : 'bg-surface-2',
                )}
              />
              <span
                className={cx(
                  'mt-1.5 block truncate text-xs',
                  index === step ? 'font-semibold text-foreground' : 'text-muted',
                )}
              >
                {t(`stepNames.${name}`)}
              </span>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-xs font-medium tracking-wider text-accent uppercase">
          {t('stepOf', { current: step + 1, total: steps.length })}
        </p>

        <DialogTitle ref={titleRef} tabIndex={-1} className="mt-1 text-2xl outline-none">
          {t(`${stepName}.title`)}
        </DialogTitle>
        <DialogDescription className="mt-2 text-base">{t(`${stepName}.description`)}</DialogDescription>

        <div className="mt-6">
          {step === 0 && (
            <ul className="space-y-3">
              {welcomePoints.map(({ key, icon: Icon }) => (
                <li key={key} className="flex items-start gap-3 rounded-xl bg-surface-2/60 p-3 text-sm">
                  <span
                    aria-hidden="true"
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary"
                  >
                    <Icon className="size-4" />
                  </span>
                  <span className="pt-1.5">{t(`welcome.points.${key}`)}</span>
                </li>
              ))}
            </ul>
          )}

          {step === 1 && (
            <div>
              {roleMissing && !role && (
                <p
                  key={attempt}
                  id={roleErrorId}
                  role="alert"
                  className="mb-3 flex items-center gap-2 text-sm font-medium text-destructive"
                >
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {t('noRoleToast.description')}
                </p>
              )}
              <div
                role="radiogroup"
                aria-label={t('role.legend')}
                aria-required="true"
                aria-invalid={roleMissing && !role ? true : undefined}
                aria-describedby={roleMissing && !role ? roleErrorId : undefined}
                className="grid gap-3 sm:grid-cols-2"
              >
                {roles.map((id, index) => {
                  const { icon: Icon, features } = roleMeta[id];
                  return (
                    <label
                      key={id}
                      className={cx(
                        'relative flex cursor-pointer flex-col rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                        role === id
                          ? 'border-primary bg-primary/10'
                          : 'border-border bg-surface-2/40 hover:border-primary/60',
                      )}
                    >
                      <input
                        ref={index === 0 ? firstRadioRef : undefined}
                        type="radio"
                        name="onboarding-role"
                        value={id}
                        checked={role === id}
                        onChange={() => {
                          setRole(id);
                          setRoleMissing(false);
                        }}
                        aria-labelledby={`${descId}-${id}-title`}
                        aria-describedby={`${descId}-${id}`}
                        className="sr-only"
                      />
                      <span className="flex items-center gap-3">
                        <span
                          aria-hidden="true"
                          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary"
                        >
                          <Icon className="size-4" />
                        </span>
                        <span id={`${descId}-${id}-title`} className="flex-1 font-semibold">
                          {t(`roles.${id}.title`)}
                        </span>
                        <span
                          aria-hidden="true"
                          className={cx(
                            'grid size-5 place-items-center rounded-full border',
                            role === id
                              ? 'border-primary bg-primary text-primary-foreground'
                              : 'border-border',
                          )}
                        >
                          {role === id && <Check className="size-3.5" />}
                        </span>
                      </span>
                      <span id={`${descId}-${id}`} className="mt-2 block text-sm text-muted">
                        {t(`roles.${id}.description`)}{' '}
                        <span className="sr-only">
                          {t('role.features')}:{' '}
                          {features.map((f) => t(`roles.${id}.features.${f}`)).join(', ')}
                        </span>
                      </span>
                      <span aria-hidden="true" className="mt-3 flex flex-wrap gap-1.5">
                        {features.map((feature) => (
                          <span
                            key={feature}
                            className="rounded-full bg-surface px-2 py-0.5 text-xs text-foreground/90"
                          >
                            {t(`roles.${id}.features.${feature}`)}
                          </span>
                        ))}
                      </span>
                    </label>
                  );
                })}
              </div>
              <p className="mt-4 text-sm text-muted">{t('role.changeLater')}</p>
            </div>
          )}

          {step === 2 && (
            <div className="rounded-xl border border-border bg-surface-2/50 p-4">
              {chosen && role ? (
                <>
                  <p className="flex items-center gap-3 font-semibold">
                    <span
                      aria-hidden="true"
                      className="grid size-9 place-items-center rounded-full bg-accent/15 text-accent"
                    >
                      <chosen.icon className="size-4" />
                    </span>
                    {t('done.chosen', { role: t(`roles.${role}.title`) })}
                  </p>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {chosen.features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2 text-sm">
                        <Check aria-hidden="true" className="size-4 shrink-0 text-accent" />
                        {t(`roles.${role}.features.${feature}`)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <p className="mt-4 text-sm text-muted">{t('role.changeLater')}</p>
            </div>
          )}
        </div>

        {error && (
          <p
            role="alert"
            className="mt-5 flex gap-2 rounded-xl border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
            {error}
          </p>
        )}

        <div className="mt-8 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <button type="button" onClick={skip} disabled={busy} className={cx(ghostButton, 'sm:mr-auto')}>
            {t('skip')}
          </button>
          {step > 0 && (
            <button type="button" onClick={previous} disabled={busy} className={outlineButton}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('previous')}
            </button>
          )}
          {step < steps.length - 1 ? (
            <button type="button" onClick={next} className={primaryButton}>
              {t('next')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void getStarted()}
              disabled={busy}
              aria-busy={busy || undefined}
              className={primaryButton}
            >
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Rocket aria-hidden="true" className="size-4" />
              )}
              {busy ? t('starting') : t('getStarted')}
            </button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
