'use client';

// One tab of the join dialog: the sign-up or the login form, checked in the browser with the zod rules
// the server applies, then sent to the auth route handlers.
import { useLocale } from 'next-intl';
import { useId, type ChangeEvent } from 'react';
import { setSessionUser } from '@/components/account/session-store';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import type { SessionUser } from '@/lib/api/contract';
import { limits, loginSchema, signUpSchema } from '@/lib/account/validation';
import { useTranslator } from '@/lib/i18n/use-translator';
import { fieldMessage, formMessage } from './form-messages';

export type JoinTab = 'signup' | 'login';
type FieldName = 'username' | 'email' | 'password';

const forms = {
  signup: {
    fields: ['username', 'email', 'password'],
    check: zodCheck(signUpSchema),
    endpoint: '/api/auth/sign-up',
  },
  login: {
    fields: ['email', 'password'],
    check: zodCheck(loginSchema),
    endpoint: '/api/auth/login',
  },
} as const satisfies Record<JoinTab, { fields: readonly FieldName[]; check: unknown; endpoint: string }>;

export function JoinForm({
  kind,
  onSuccess,
  onSwitch,
  onForgot,
}: {
  kind: JoinTab;
  onSuccess: (kind: JoinTab) => void;
  onSwitch: (to: JoinTab) => void;
  /** Login tab: "Forgot password?" opens the reset request in the dialog. */
  onForgot?: () => void;
}) {
  const t = useTranslator('account');
  const locale = useLocale();
  const id = useId();
  const form = useApiForm<FieldName, { user: SessionUser }, unknown>({
    ...forms[kind],
    // Sign-up records the page's language: the member's mail comes in it.
    body: kind === 'signup' ? (data) => ({ ...(data as object), locale }) : undefined,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      onSuccess(kind);
    },
  });

  const hints: Partial<Record<FieldName, string>> =
    kind === 'signup'
      ? {
          username: t('fields.usernameHint', { min: limits.username.min, max: limits.username.max }),
          password: t('fields.passwordHint', { min: limits.password.min }),
        }
      : {};
  const autoComplete: Record<FieldName, string> = {
    username: 'username',
    email: 'email',
    password: kind === 'signup' ? 'new-password' : 'current-password',
  };

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.pending} className="flex flex-col gap-4">
      {forms[kind].fields.map((field) => {
        const error = form.errors[field];
        return (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={t(`fields.${field}`)}
            hint={hints[field]}
            error={error && fieldMessage(t, field, error)}
          >
            {(control) => {
              const common = {
                ref: form.fieldRef(field),
                ...control,
                name: field,
                autoComplete: autoComplete[field],
                spellCheck: false,
                required: true,
                value: form.values[field],
                onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, event.target.value),
              };
              return field === 'password' ? (
                <PasswordInput {...common} showLabel={t('fields.showPassword')} />
              ) : (
                <Input
                  {...common}
                  type={field === 'email' ? 'email' : 'text'}
                  inputMode={field === 'email' ? 'email' : undefined}
                  autoCapitalize="none"
                />
              );
            }}
          </Field>
        );
      })}

      {form.formError && <FormAlert>{formMessage(t, form.formError)}</FormAlert>}

      {kind === 'login' && onForgot && (
        <button
          type="button"
          onClick={onForgot}
          className="-mt-2 self-end rounded-full px-2 py-1 text-sm text-muted underline-offset-4 hover:text-foreground hover:underline"
        >
          {t('forgot.link')}
        </button>
      )}

      <SubmitButton pending={form.pending} className={buttonVariants({ size: 'field', className: 'mt-1' })}>
        {kind === 'signup'
          ? form.pending
            ? t('buttons.signingUp')
            : t('buttons.signup')
          : form.pending
            ? t('buttons.loggingIn')
            : t('buttons.login')}
      </SubmitButton>

      <button
        type="button"
        onClick={() => onSwitch(kind === 'signup' ? 'login' : 'signup')}
        className="self-center rounded-full px-3 py-1.5 text-sm text-muted underline-offset-4 hover:text-foreground hover:underline"
      >
        {kind === 'signup' ? t('switch.toLogin') : t('switch.toSignup')}
      </button>
    </form>
  );
}
