'use client';

// The dashboard's "Password and e-mail address": change the password (the other devices are signed
// out) and change the address (a link to the new one confirms it). Both ask for the current password.
import { useId, useState, type ChangeEvent } from 'react';
import { refreshSession } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm, type FormValues } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import type { FieldError } from '@/lib/api/contract';
import { changeEmailSchema, changePasswordSchema, limits } from '@/lib/account/validation';
import { useTranslator } from '@/lib/i18n/use-translator';
import type { DashboardPanelStrings } from './dashboard-panel';
import { fieldMessage, formMessage } from './form-messages';

export type SecurityStrings = {
  title: string;
  changePassword: string;
  currentPassword: string;
  newPassword: string;
  savePassword: string;
  savingPassword: string;
  passwordChanged: string;
  changeEmail: string;
  newEmail: string;
  sendConfirmation: string;
  sending: string;
  emailSent: string;
  wrongPassword: string;
  sameEmail: string;
  emailTaken: string;
};

const checkPassword = zodCheck(changePasswordSchema);
const checkEmail = zodCheck(changeEmailSchema);

type Spec<Field extends string> = {
  name: Field;
  label: string;
  type: 'password' | 'email';
  autoComplete: string;
  limit: keyof typeof limits;
  hint?: string;
};

/** One small form of the card: its fields, its submit, a status line after success. */
function CredentialForm<Field extends string>({
  legend,
  specs,
  form,
  submit,
  submitting,
  done,
  onEdit,
  strings,
}: {
  legend: string;
  specs: Spec<Field>[];
  form: ReturnType<typeof useApiForm<Field, { ok: true }, unknown>>;
  submit: string;
  submitting: string;
  done: string | null;
  /** A field was edited: a success line about the previous submit no longer applies. */
  onEdit: () => void;
  strings: SecurityStrings;
}) {
  const t = useTranslator('account');
  const id = useId();
  const message = (spec: Spec<Field>, code: FieldError) =>
    code === 'wrong_password'
      ? strings.wrongPassword
      : code === 'same_email'
        ? strings.sameEmail
        : code === 'email_taken'
          ? strings.emailTaken
          : fieldMessage(t, spec.limit, code);
  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.pending} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{legend}</legend>
        {specs.map((spec) => {
          const error = form.errors[spec.name];
          return (
            <Field
              key={spec.name}
              id={`${id}-${spec.name}`}
              label={spec.label}
              hint={spec.hint}
              error={error && message(spec, error)}
            >
              {(control) => {
                const common = {
                  ref: form.fieldRef(spec.name),
                  ...control,
                  name: spec.name,
                  autoComplete: spec.autoComplete,
                  spellCheck: false,
                  required: true,
                  value: form.values[spec.name],
                  onChange: (event: ChangeEvent<HTMLInputElement>) => {
                    onEdit();
                    form.setValue(spec.name, event.target.value);
                  },
                };
                return spec.type === 'password' ? (
                  <PasswordInput {...common} showLabel={t('fields.showPassword')} className="sm:max-w-sm" />
                ) : (
                  <Input
                    {...common}
                    type="email"
                    inputMode="email"
                    autoCapitalize="none"
                    className="sm:max-w-sm"
                  />
                );
              }}
            </Field>
          );
        })}
      </fieldset>
      {form.formError && (
        <p role="alert" className="text-sm text-destructive">
          {formMessage(t, form.formError)}
        </p>
      )}
      <p role="status" aria-live="polite" className="text-sm text-muted empty:hidden">
        {done ?? ''}
      </p>
      <SubmitButton
        pending={form.pending}
        className={buttonVariants({ variant: 'outline', size: 'field', className: 'self-start' })}
      >
        {form.pending ? submitting : submit}
      </SubmitButton>
    </form>
  );
}

/** An ended session is told in a toast; the panel then falls back to its signed-out state. */
function sessionEnded(strings: DashboardPanelStrings) {
  void notify({ title: strings.email.sessionEnded, variant: 'destructive' });
  void refreshSession(true);
}

export function CredentialsForms({ strings }: { strings: DashboardPanelStrings }) {
  const s = strings.security;
  const t = useTranslator('account');
  const [passwordDone, setPasswordDone] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const password = useApiForm<'currentPassword' | 'newPassword', { ok: true }, unknown>({
    fields: ['currentPassword', 'newPassword'],
    endpoint: '/api/account/password',
    check: (values: FormValues<'currentPassword' | 'newPassword'>) => checkPassword(values),
    onSuccess: () => {
      password.reset();
      setPasswordDone(true);
      void notify({ title: s.passwordChanged });
    },
    onFormError: ({ code }) => {
      setPasswordDone(false);
      if (code === 'unauthenticated') sessionEnded(strings);
    },
  });
  const email = useApiForm<'email' | 'password', { ok: true }, unknown>({
    fields: ['email', 'password'],
    endpoint: '/api/account/change-email',
    check: (values: FormValues<'email' | 'password'>) => checkEmail(values),
    onSuccess: () => {
      setSentTo(email.values.email.trim());
      email.reset();
    },
    onFormError: ({ code }) => {
      setSentTo(null);
      if (code === 'unauthenticated') sessionEnded(strings);
    },
  });

  return (
    <section aria-label={s.title} className="flex flex-col gap-6 rounded-2xl border border-border p-4 sm:p-5">
      <h3 className="text-xs font-semibold tracking-wider text-muted uppercase">{s.title}</h3>
      <CredentialForm
        legend={s.changePassword}
        specs={[
          {
            name: 'currentPassword',
            label: s.currentPassword,
            type: 'password',
            autoComplete: 'current-password',
            limit: 'password',
          },
          {
            name: 'newPassword',
            label: s.newPassword,
            type: 'password',
            autoComplete: 'new-password',
            limit: 'password',
            hint: t('fields.passwordHint', { min: limits.password.min }),
          },
        ]}
        form={password}
        submit={s.savePassword}
        submitting={s.savingPassword}
        done={passwordDone ? s.passwordChanged : null}
        onEdit={() => setPasswordDone(false)}
        strings={s}
      />
      <CredentialForm
        legend={s.changeEmail}
        specs={[
          { name: 'email', label: s.newEmail, type: 'email', autoComplete: 'email', limit: 'email' },
          {
            name: 'password',
            label: s.currentPassword,
            type: 'password',
            autoComplete: 'current-password',
            limit: 'password',
          },
        ]}
        form={email}
        submit={s.sendConfirmation}
        submitting={s.sending}
        done={sentTo === null ? null : s.emailSent.replace('{email}', sentTo)}
        onEdit={() => setSentTo(null)}
        strings={s}
      />
    </section>
  );
}
