'use client';

// /reset-password: with the token of a reset link, the new password; without one (or after a link
// that no longer works), the request for a new link.
import { useId, useState, useSyncExternalStore } from 'react';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { fieldMessage, formMessage } from '@/components/account/form-messages';
import { openJoinDialog } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { limits, passwordResetSchema } from '@/lib/account/validation';
import { useTranslator } from '@/lib/i18n/use-translator';

const subscribeNever = () => () => {};
const check = zodCheck(passwordResetSchema);
const linkProblems = new Set(['invalid_token', 'token_expired', 'token_used']);
/** The longest token the reset endpoint reads (lib/account/validation.ts: passwordResetSchema). */
const TOKEN_MAX = 256;

export function ResetPasswordForm({ strings }: { strings: { lead: string; requestLead: string } }) {
  const t = useTranslator('account');
  const id = useId();
  // The page is static: the token is read in the browser (undefined while pre-rendering).
  const token = useSyncExternalStore(
    subscribeNever,
    () => new URLSearchParams(window.location.search).get('token'),
    () => undefined,
  );
  const [done, setDone] = useState(false);
  const form = useApiForm<'password', { ok: true }, { token: string; password: string }>({
    fields: ['password'],
    endpoint: '/api/auth/password-reset',
    check: (values) => check({ ...values, token: token ?? '' }),
    onSuccess: () => {
      setDone(true);
      // The link is spent: keep it out of the history and of anything the page links to.
      window.history.replaceState(null, '', window.location.pathname);
      void notify({ title: t('reset.toastTitle'), description: t('reset.toastBody') });
    },
  });

  if (token === undefined) return null;
  if (done) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="text-muted">
          {t('reset.toastBody')}
        </p>
        <button
          type="button"
          onClick={() => openJoinDialog('login')}
          className={buttonVariants({ size: 'field' })}
        >
          {t('reset.login')}
        </button>
      </div>
    );
  }
  // A link cut short or padded by a mail program: no request can use it.
  const malformed = token !== null && (token === '' || token.length > TOKEN_MAX);
  const linkError = malformed
    ? ({ code: 'invalid_token' } as const)
    : form.formError !== null && linkProblems.has(form.formError.code)
      ? form.formError
      : null;
  if (token === null || linkError) {
    return (
      <div className="flex flex-col gap-4">
        {linkError && <FormAlert>{formMessage(t, linkError)}</FormAlert>}
        <p className="text-muted">{strings.requestLead}</p>
        <ForgotPasswordForm />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.pending} className="flex flex-col gap-4">
      <p className="text-muted">{strings.lead}</p>
      <Field
        id={`${id}-password`}
        label={t('reset.password')}
        hint={t('fields.passwordHint', { min: limits.password.min })}
        error={form.errors.password && fieldMessage(t, 'password', form.errors.password)}
      >
        {(control) => (
          <PasswordInput
            ref={form.fieldRef('password')}
            {...control}
            name="password"
            autoComplete="new-password"
            spellCheck={false}
            required
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
            showLabel={t('fields.showPassword')}
          />
        )}
      </Field>
      {form.formError && <FormAlert>{formMessage(t, form.formError)}</FormAlert>}
      <SubmitButton
        pending={form.pending}
        className={buttonVariants({ size: 'field', className: 'self-start' })}
      >
        {form.pending ? t('reset.submitting') : t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
