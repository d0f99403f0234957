'use client';

// "Propose a new law" (LAZY: ./propose-button.tsx loads it on first press). Title, summary (with a
// counter), the full text in markdown (Write / Preview) and a category, checked in the browser with the
// rules the server applies (proposalSchema). The form's state lives as long as the page: closing the
// dialog, an error, or signing in half-way loses nothing typed. On success: a toast, then the proposal.
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useId, useRef } from 'react';
import { openJoinDialog, useSession } from '@/components/account/session-store';
import { FormMarkdownField } from '@/components/forms/form-markdown-field';
import { useMarkdownTabs } from '@/components/forms/markdown-field';
import { FormActions, FormDialog } from '@/components/forms/form-dialog';
import { CountedTextareaField, TextField } from '@/components/forms/text-fields';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { WayForward } from '@/components/citizens/way-forward';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert } from '@/components/ui/field';
import type { LazyDialogProps } from '@/components/ui/use-lazy-dialog';
import type { FieldError } from '@/lib/api/contract';
import { PROPOSAL_LIMITS, proposalCategories } from '@/lib/governance/rules';
import { proposalSchema } from '@/lib/governance/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { localizePath } from '@/lib/i18n/detect';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { numberFormat } from '@/lib/i18n/intl';

export type ProposeStrings = AppMessages['governance']['propose'];

export type ProposeDialogProps = LazyDialogProps & { strings: ProposeStrings };

const fields = ['title', 'summary', 'body', 'category'] as const;
type ProposeField = (typeof fields)[number];

const bounds: Record<ProposeField, { min?: number; max?: number }> = {
  title: { min: PROPOSAL_LIMITS.titleMin, max: PROPOSAL_LIMITS.titleMax },
  summary: { max: PROPOSAL_LIMITS.summaryMax },
  body: { max: PROPOSAL_LIMITS.bodyMax },
  category: {},
};

/** POST /api/proposals → 201 */
type ProposalCreated = { id: number; path: string };

export function ProposeDialog({ open, onOpenChange, strings: s, onCloseAutoFocus }: ProposeDialogProps) {
  const locale = useLocale();
  const router = useRouter();
  const session = useSession();
  const id = useId();
  const tabs = useMarkdownTabs();
  /** Set when this dialog closes to hand over to the join dialog: focus is that dialog's then. */
  const handingOver = useRef(false);
  const number = (value: number) => numberFormat(locale).format(value);
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  const form = useApiForm({
    fields,
    endpoint: '/api/proposals',
    check: zodCheck(proposalSchema),
    onSuccess: (reply: ProposalCreated) => {
      onOpenChange(false);
      form.reset();
      tabs.setTab('write');
      void notify({ title: s.toast.title, description: s.toast.description });
      router.push(localizePath(locale, reply.path));
    },
  });

  function fieldMessage(field: ProposeField, code: FieldError | undefined): string | undefined {
    if (!code) return undefined;
    if (code === 'too_short') return fmt(s.fieldErrors.too_short, { min: number(bounds[field].min ?? 1) });
    if (code === 'too_long') return fmt(s.fieldErrors.too_long, { max: number(bounds[field].max ?? 0) });
    if (code === 'required' && field !== 'category') return s.fieldErrors.required;
    return s.fieldErrors.invalid;
  }

  function retryText(seconds: number | undefined): string {
    const minutes = Math.max(1, Math.ceil((seconds ?? 60) / 60));
    if (minutes < 60) return fmt(s.errors.minutes, { count: minutes });
    return fmt(s.errors.hours, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  }

  function formMessage({ code, retryAfter }: FormError): string {
    switch (code) {
      case 'rate_limited':
        // Within a minute: the limit on attempts; beyond: the limit of proposals a day.
        return retryAfter !== undefined && retryAfter <= 60
          ? fmt(s.errors.tooFast, { time: retryText(retryAfter) })
          : fmt(s.errors.rate_limited, { limit: PROPOSAL_LIMITS.perDay, time: retryText(retryAfter) });
      case 'too_many_open':
        return fmt(s.errors.too_many_open, { limit: PROPOSAL_LIMITS.openPerAuthor });
      case 'unauthenticated':
      case 'not_citizen':
      case 'offline':
        return s.errors[code];
      default:
        return s.errors.failed;
    }
  }

  function signIn() {
    handingOver.current = true;
    onOpenChange(false);
    openJoinDialog('login');
  }

  function submit(event: { preventDefault(): void }) {
    // A field with an error takes focus, and the full text's field is on the Write tab.
    tabs.showWrite();
    void form.onSubmit(event);
  }

  const visitor = session.status === 'ready' && !session.user;
  const formError = form.formError;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={s.close}
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        if (handingOver.current) {
          handingOver.current = false;
          event.preventDefault();
          return;
        }
        onCloseAutoFocus?.(event);
      }}
      title={s.title}
      titleClassName="text-xl"
      description={s.description}
      notice={
        visitor && (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2/60 px-3.5 py-2.5 text-sm">
            <p className="flex-1">{s.visitor}</p>
            <button type="button" onClick={signIn} className={buttonVariants({ size: 'sm' })}>
              {s.signIn}
            </button>
          </div>
        )
      }
      onSubmit={submit}
    >
      <TextField
        form={form}
        name="title"
        id={`${id}-title`}
        label={s.fields.title.label}
        hint={fmt(s.fields.title.hint, { min: bounds.title.min!, max: bounds.title.max! })}
        error={fieldMessage('title', form.errors.title)}
      />

      <CountedTextareaField
        form={form}
        name="summary"
        id={`${id}-summary`}
        label={s.fields.summary.label}
        hint={fmt(s.fields.summary.hint, { max: bounds.summary.max! })}
        error={fieldMessage('summary', form.errors.summary)}
        rows={3}
        counter={{
          max: PROPOSAL_LIMITS.summaryMax,
          text: (count) =>
            fmt(s.fields.summary.counter, { count: number(count), max: number(PROPOSAL_LIMITS.summaryMax) }),
        }}
      />

      <FormMarkdownField
        form={form}
        name="body"
        tabs={tabs}
        id={`${id}-body`}
        label={s.fields.body.label}
        hint={fmt(s.fields.body.hint, { max: number(PROPOSAL_LIMITS.bodyMax) })}
        error={fieldMessage('body', form.errors.body)}
        strings={s.fields.body}
      />

      <Field
        id={`${id}-category`}
        label={s.fields.category.label}
        error={fieldMessage('category', form.errors.category)}
      >
        {(control) => (
          <select
            {...control}
            ref={form.fieldRef('category')}
            name="category"
            required
            aria-required="true"
            value={form.values.category}
            onChange={(event) => form.setValue('category', event.target.value)}
            className={cx(
              'h-11 w-full rounded-xl border bg-background px-3.5 text-base text-foreground sm:text-sm',
              control['aria-invalid'] ? 'border-destructive' : 'border-border',
            )}
          >
            <option value="" disabled>
              {s.fields.category.placeholder}
            </option>
            {proposalCategories.map((category) => (
              <option key={category} value={category}>
                {s.fields.category.options[category]}
              </option>
            ))}
          </select>
        )}
      </Field>

      {formError && (
        <div className="flex flex-col items-start gap-2">
          <FormAlert>{formMessage(formError)}</FormAlert>
          <WayForward
            code={formError.code}
            labels={{ signIn: s.signIn, becomeCitizen: s.errors.becomeCitizen }}
            onSignIn={signIn}
            onLeave={() => onOpenChange(false)}
          />
        </div>
      )}

      <FormActions
        cancel={s.cancel}
        onCancel={() => onOpenChange(false)}
        submit={s.submit}
        pending={form.pending}
      />
    </FormDialog>
  );
}
