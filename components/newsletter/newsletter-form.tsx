'use client';

import { useId } from 'react';
import { notify } from '@/components/frame/toast';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import type { FieldError } from '@/lib/api/contract';

export type NewsletterStrings = {
  heading: string;
  text: string;
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successDescription: string;
  errors: {
    required: string;
    invalidEmail: string;
    tooLong: string;
    /** Raw template with "{seconds}" (server: `t.raw('errors.rateLimited')`). */
    rateLimited: string;
    network: string;
    generic: string;
  };
};

// zod stays out of the page's first-load JavaScript: the shared rules load when the field is first
// focused, or at the latest on submit.
const loadCheck = () => import('./newsletter-check');

/** The footer's newsletter sign-up. Strings come from the server (eager island). */
export function NewsletterForm({ strings, locale }: { strings: NewsletterStrings; locale: string }) {
  const headingId = useId();
  const inputId = useId();
  const form = useApiForm<'email', { ok: true }, { email: string }>({
    fields: ['email'],
    endpoint: '/api/newsletter',
    check: async (values) => (await loadCheck()).checkNewsletter(values),
    body: ({ email }) => ({ email, locale }),
    onSuccess: () => {
      form.reset();
      void notify({ title: strings.successTitle, description: strings.successDescription });
    },
    // The one message line sits under the field: focus goes back to it, whatever went wrong.
    onFormError: () => form.focus('email'),
  });

  function fieldText(code: FieldError | undefined) {
    if (code === 'required') return strings.errors.required;
    if (code === 'too_long') return strings.errors.tooLong;
    return strings.errors.invalidEmail;
  }

  function formText({ code, retryAfter }: FormError) {
    // A refusal without a field named is still about the address, the form's only field.
    if (code === 'invalid_input') return fieldText(undefined);
    if (code === 'rate_limited') {
      const seconds = Math.max(1, Math.ceil(retryAfter ?? 60));
      return strings.errors.rateLimited.replace('{seconds}', String(seconds));
    }
    if (code === 'offline') return strings.errors.network;
    return strings.errors.generic;
  }

  const { errors, formError, pending } = form;
  const aboutField = Boolean(errors.email) || formError?.code === 'invalid_input';

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-2xl border border-border bg-surface-2/50 p-5 sm:p-8 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center"
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          {/* Drawn inline: an icon library import here would weigh on every page's first load. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="size-5 text-accent"
          >
            <rect x="2" y="4" width="20" height="16" rx="2" />
            <path d="m22 7-10 6L2 7" />
          </svg>
          {strings.heading}
        </h2>
        <p className="mt-2 max-w-prose text-sm text-muted">{strings.text}</p>
      </div>
      <form noValidate onSubmit={form.onSubmit} aria-labelledby={headingId} aria-busy={pending || undefined}>
        {/* Block flow, not the field's default column: the label stays inline, as the footer lays it out. */}
        <Field
          id={inputId}
          label={strings.label}
          error={errors.email ? fieldText(errors.email) : formError && formText(formError)}
          invalid={aboutField}
          alert
          className="block"
          messageClassName="mt-2"
        >
          {(control) => (
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <Input
                ref={form.fieldRef('email')}
                {...control}
                shape="pill"
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                value={form.values.email}
                onChange={(event) => {
                  form.setValue('email', event.target.value);
                  if (formError?.code === 'invalid_input') form.clearErrors();
                }}
                onFocus={() => void loadCheck().catch(() => undefined)}
                placeholder={strings.placeholder}
                className="min-w-0 flex-1"
              />
              <button
                type="submit"
                disabled={pending}
                className={buttonVariants({
                  size: 'field',
                  className: 'shrink-0 disabled:cursor-wait disabled:opacity-70',
                })}
              >
                {pending && (
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                  />
                )}
                {pending ? strings.submitting : strings.submit}
              </button>
            </div>
          )}
        </Field>
      </form>
    </section>
  );
}
