'use client';

// "Forgot password?": asks for a reset link. The answer is the same whether or not the address has an
// account, so the form says "if an account exists". Shown in the join dialog and on /reset-password.
import { useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { emailInputProps, Field, FormAlert, Input } from '@/components/ui/field';
import { passwordResetRequestSchema } from '@/lib/account/validation';
import { useTranslator } from '@/lib/i18n/use-translator';
import { fieldMessage, formMessage } from './form-messages';

const check = zodCheck(passwordResetRequestSchema);

export function ForgotPasswordForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useTranslator('account');
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useApiForm<'email', { ok: true }, { email: string }>({
    fields: ['email'],
    endpoint: '/api/auth/password-reset/request',
    check,
    onSuccess: () => setSentTo(form.values.email.trim()),
  });
  const focusOnOpen = useRef(autoFocus);
  // Opened from the join dialog's "Forgot password?": the address field takes focus, once.
  useEffect(() => {
    if (!focusOnOpen.current) return;
    focusOnOpen.current = false;
    form.focus('email');
  });

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.pending} className="flex flex-col gap-4">
      <Field
        id={`${id}-email`}
        label={t('fields.email')}
        error={form.errors.email && fieldMessage(t, 'email', form.errors.email)}
      >
        {(control) => (
          <Input
            ref={form.fieldRef('email')}
            {...control}
            name="email"
            {...emailInputProps}
            required
            value={form.values.email}
            onChange={(event) => {
              setSentTo(null);
              form.setValue('email', event.target.value);
            }}
          />
        )}
      </Field>
      {form.formError && <FormAlert>{formMessage(t, form.formError)}</FormAlert>}
      <p role="status" aria-live="polite" className="text-sm text-muted empty:hidden">
        {sentTo !== null ? t('forgot.sent', { email: sentTo }) : ''}
      </p>
      <SubmitButton pending={form.pending} className={buttonVariants({ size: 'field' })}>
        {form.pending ? t('forgot.submitting') : t('forgot.submit')}
      </SubmitButton>
    </form>
  );
}
