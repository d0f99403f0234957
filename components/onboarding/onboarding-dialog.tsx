'use client';

import { ArrowLeft, ArrowRight, LoaderCircle, Rocket } from 'lucide-react';
import { useTranslator } from '@/lib/i18n/use-translator';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { IconAlert } from '@/components/ui/icon-alert';
import { setSessionUser } from '@/components/account/session-store';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import type { Role, SessionUser } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';
import { rememberOnboardingSkip } from './onboarding-skip';
import { DoneStep, StepProgress, WelcomeStep, steps } from './onboarding-steps';
import { RoleStep } from './role-step';

const primaryButton = buttonVariants({ className: 'disabled:pointer-events-none disabled:opacity-60' });
const outlineButton = buttonVariants({
  variant: 'outline',
  className: 'disabled:pointer-events-none disabled:opacity-50',
});
// Quieter than the shared ghost variant (muted, medium weight): "Skip for now" must not compete with Next.
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
  const [roleMissing, setRoleMissing] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const idBase = useId();
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(false);
  // Where focus was when onboarding opened. Right after sign-up that is the join form, gone by the time
  // onboarding closes: focus then goes to the account menu the dialog belongs to, not to the page's body.
  const [opener] = useState(() => document.activeElement);
  const form = useApiForm<'role', { user: SessionUser }>({
    fields: ['role'],
    endpoint: '/api/onboarding',
    onSuccess: ({ user }) => {
      // The user now has onboardingCompleted: the gate closes the dialog.
      setSessionUser(user);
      void notify({ title: t('completeToast') });
    },
  });
  const role = (form.values.role || null) as Role | null;
  const busy = form.pending;

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
    form.clearErrors();
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
    form.clearErrors();
    setStep((s) => Math.max(s - 1, 0));
  }

  function reason(error: FormError | null) {
    // The role's field error (invalid_input) has no field to sit beside on this step.
    if (form.errors.role || error?.code === 'invalid_input') return t('errors.invalidRole');
    if (!error) return null;
    if (error.code === 'unauthenticated') return t('errors.unauthenticated');
    if (error.code === 'rate_limited')
      return t('errors.rateLimited', { seconds: Math.max(1, Math.ceil(error.retryAfter ?? 60)) });
    if (error.code === 'offline') return t('errors.network');
    return t('errors.generic');
  }

  const stepName = steps[step] ?? 'welcome';
  const error = reason(form.formError);

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
        <StepProgress step={step} />
        <p className="mt-4 text-xs font-medium tracking-wider text-accent uppercase">
          {t('stepOf', { current: step + 1, total: steps.length })}
        </p>

        <DialogTitle ref={titleRef} tabIndex={-1} className="mt-1 text-2xl outline-none">
          {t(`${stepName}.title`)}
        </DialogTitle>
        <DialogDescription className="mt-2 text-base">{t(`${stepName}.description`)}</DialogDescription>

        <div className="mt-6">
          {step === 0 && <WelcomeStep />}
          {step === 1 && (
            <RoleStep
              role={role}
              onChoose={(id) => {
                form.setValue('role', id);
                setRoleMissing(false);
              }}
              missing={roleMissing}
              attempt={attempt}
              firstRadioRef={firstRadioRef}
              idBase={idBase}
            />
          )}
          {step === 2 && <DoneStep role={role} />}
        </div>

        {error && <IconAlert className="mt-5">{error}</IconAlert>}

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
              onClick={() => {
                if (role) void form.onSubmit();
              }}
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
