'use client';

// A wallet account adds an e-mail and a password (then it may log in with them too), with sign-up's rules.
import { useId } from 'react';
import { setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import type { FieldError, SessionUser } from '@/lib/api/contract';
import { limits } from '@/lib/account/validation';
import { useTranslator } from '@/lib/i18n/use-translator';
import { addEmailSchema } from '@/lib/wallet/validation';
import type { WalletTranslator } from './connect-wallet-view';
import { walletErrorDescription, type WalletErrorKey } from './errors';

const fields = ['email', 'password'] as const;
const checkAddEmail = zodCheck(addEmailSchema);

export function AddEmailForm({ t }: { t: WalletTranslator }) {
  const account = useTranslator('account');
  const id = useId();
  const form = useApiForm<(typeof fields)[number], { user: SessionUser }, unknown>({
    fields,
    endpoint: '/api/profile/email',
    check: checkAddEmail,
    onSuccess: ({ user }) => {
      setSessionUser(user);
      void notify({ title: t('panel.emailAdded') });
    },
  });

  const fieldMessage = (code: FieldError) => {
    if (code === 'too_short') return account('fieldErrors.too_short', { min: limits.password.min });
    // invalid_address and invalid_signature (wallet fields) have no text here; these fields never get them.
    const key = `fieldErrors.${code}`;
    return account(account.has(key) ? key : 'fieldErrors.invalid');
  };

  const formMessage = ({ code }: FormError) => {
    const key = `errors.${code}`;
    return account.has(key)
      ? account(key)
      : walletErrorDescription(code, (walletKey: WalletErrorKey) => t(walletKey));
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.pending || undefined}
      className="flex flex-col gap-3"
    >
      <p className="text-sm font-semibold">{t('panel.addEmail')}</p>
      <p className="text-sm text-muted">{t('panel.addEmailHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const error = form.errors[field];
          return (
            <Field
              key={field}
              id={`${id}-${field}`}
              label={account(`fields.${field}`)}
              error={error && fieldMessage(error)}
            >
              {(control) => (
                <Input
                  {...control}
                  type={field}
                  autoComplete={field === 'email' ? 'email' : 'new-password'}
                  value={form.values[field]}
                  onChange={(event) => form.setValue(field, event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
      {form.formError && (
        <p role="alert" className="text-sm text-destructive">
          {formMessage(form.formError)}
        </p>
      )}
      <SubmitButton
        pending={form.pending}
        className={buttonVariants({ variant: 'outline', size: 'compact', className: 'self-start' })}
      >
        {t('panel.addEmail')}
      </SubmitButton>
    </form>
  );
}
