'use client';

// The dashboard's "Change your role": a select and Save, sent as it is (the server checks the role).
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { refreshSession, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field } from '@/components/ui/field';
import { roles, type Role, type SessionUser } from '@/lib/api/contract';
import { cx } from '@/lib/utils';
import type { DashboardPanelStrings } from './dashboard-panel';

type SaveError = Exclude<keyof DashboardPanelStrings['errors'], 'unauthenticated'>;

/** The line under the form; an expired session has none (see onFormError). */
function saveError({ code }: FormError): SaveError | null {
  if (code === 'offline') return 'offline';
  if (code === 'unauthenticated') return null;
  if (code === 'rate_limited') return 'rateLimited';
  return 'failed';
}

export function RoleForm({ user, strings }: { user: SessionUser; strings: DashboardPanelStrings }) {
  const id = useId();
  const form = useApiForm<'role', { user: SessionUser }>({
    fields: ['role'],
    endpoint: '/api/profile',
    onSuccess: ({ user: saved }) => {
      setSessionUser(saved);
      form.reset();
      void notify({ title: strings.saved.title, description: strings.saved.body });
    },
    onFormError: ({ code }) => {
      if (code !== 'unauthenticated') return;
      // The panel and the navbar fall back to the signed-out state once the session is re-read, so
      // the message travels in a toast rather than next to a form about to disappear.
      void notify({ title: strings.errors.unauthenticated, variant: 'destructive' });
      void refreshSession(true);
    },
  });
  // Follows the stored role (saved here or in onboarding) until the visitor picks another one.
  const value = (form.values.role || user.role || '') as Role | '';
  const unchanged = value === '' || value === user.role;
  const error: SaveError | null = form.errors.role
    ? 'invalidRole'
    : form.formError && saveError(form.formError);
  const { pending } = form;

  return (
    <form
      onSubmit={(event) => {
        if (unchanged) event.preventDefault();
        else void form.onSubmit(event);
      }}
      aria-busy={pending || undefined}
    >
      <Field
        id={`${id}-role`}
        label={strings.roleForm.label}
        error={error && strings.errors[error]}
        alert
        className="flex flex-col gap-2"
      >
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <select
              {...control}
              value={value}
              onChange={(event) => {
                form.setValue('role', event.target.value);
                form.clearErrors();
              }}
              className="h-11 w-full rounded-xl border border-border bg-background px-3 text-base text-foreground sm:w-64 sm:text-sm"
            >
              {user.role === null && (
                <option value="" disabled>
                  {strings.roleForm.placeholder}
                </option>
              )}
              {roles.map((role) => (
                <option key={role} value={role}>
                  {strings.roles[role]}
                </option>
              ))}
            </select>
            <button
              type="submit"
              aria-disabled={pending || unchanged || undefined}
              className={buttonVariants({
                size: 'field',
                className: cx(
                  (pending || unchanged) && 'opacity-60',
                  pending ? 'cursor-progress' : unchanged && 'cursor-not-allowed',
                ),
              })}
            >
              {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {pending ? strings.roleForm.saving : strings.roleForm.save}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
