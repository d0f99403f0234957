'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { api } from '@/components/account/api';
import type { ApiError, FieldError } from '@/lib/api/contract';
import { notify } from '@/components/frame/toast';
import { cx } from '@/lib/utils';

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
const loadValidation = () => import('@/lib/newsletter/validation');

type ErrorState = { text: string; field: boolean } | null;

/** The footer's newsletter sign-up. Strings come from the server (eager island). */
export function NewsletterForm({ strings, locale }: { strings: NewsletterStrings; locale: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorState>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  function fieldText(code: FieldError | undefined) {
    if (code === 'required') return strings.errors.required;
    if (code === 'too_long') return strings.errors.tooLong;
    return strings.errors.invalidEmail;
  }

  function serverText(status: number, apiError: ApiError): ErrorState {
    if (apiError.error === 'invalid_input') return { text: fieldText(apiError.fields?.email), field: true };
    if (apiError.error === 'rate_limited') {
      const seconds = Math.max(1, Math.ceil(apiError.retryAfter ?? 60));
      return { text: strings.errors.rateLimited.replace('{seconds}', String(seconds)), field: false };
    }
    if (status === 0) return { text: strings.errors.network, field: false };
    return { text: strings.errors.generic, field: false };
  }

  function fail(next: ErrorState) {
    setError(next);
    inputRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      let validation: Awaited<ReturnType<typeof loadValidation>>;
      try {
        validation = await loadValidation();
      } catch {
        fail({ text: strings.errors.network, field: false });
        return;
      }
      const parsed = validation.newsletterSchema.safeParse({ email });
      if (!parsed.success) {
        fail({ text: fieldText(validation.fieldErrors(parsed.error).email), field: true });
        return;
      }
      const result = await api<{ ok: true }>('/api/newsletter', {
        body: { email: parsed.data.email, locale },
      });
      if (!result.ok) {
        fail(serverText(result.status, result.error));
        return;
      }
      setEmail('');
      void notify({ title: strings.successTitle, description: strings.successDescription });
    } finally {
      setBusy(false);
    }
  }

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
      <form noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={busy || undefined}>
        <label htmlFor={inputId} className="text-sm font-medium">
          {strings.label}
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error?.field) setError(null);
            }}
            onFocus={() => void loadValidation().catch(() => undefined)}
            placeholder={strings.placeholder}
            aria-invalid={error?.field ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cx(
              'h-11 min-w-0 flex-1 rounded-full border bg-background px-4 text-sm text-foreground placeholder:text-muted',
              error?.field ? 'border-destructive' : 'border-border',
            )}
          />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-primary px-6 text-sm font-semibold text-primary-foreground hover:bg-primary/90 disabled:cursor-wait disabled:opacity-70"
          >
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
            )}
            {busy ? strings.submitting : strings.submit}
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-destructive">
            {error.text}
          </p>
        )}
      </form>
    </section>
  );
}
