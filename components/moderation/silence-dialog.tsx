'use client';

// "Silence author": for how many days (1–365) and, if the moderator wishes, why (for the moderation
// log). Posts { action: 'silence', targetType: 'citizen', targetId: <handle>, days, reason? }; checked in
// the browser with the schema the route handler applies (lib/community/validation.ts).
import { useId, useState } from 'react';
import { FormActions, FormDialog } from '@/components/forms/form-dialog';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { buttonVariants } from '@/components/ui/button-variants';
import { DialogTrigger } from '@/components/ui/dialog';
import { Field, FormAlert, Input } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { FieldError } from '@/lib/api/contract';
import { SILENCE_DAYS } from '@/lib/community/rules';
import { moderationSchema } from '@/lib/community/validation';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { ACTIONS_ENDPOINT, errorText, type QueueStrings } from './shared';

/** The longest reason (lib/community/validation.ts, moderationSchema). */
export const SILENCE_REASON_MAX = 500;

const check = zodCheck(moderationSchema);

type Props = {
  handle: string;
  strings: QueueStrings;
  locale: string;
  /** The trigger is inert while another act on the same item runs. */
  disabled: boolean;
  onSilenced: (days: number) => void;
  /** The server said the session ended: the queue asks to sign in again. */
  onSessionEnded: () => void;
};

export function SilenceDialog({ handle, strings, locale, disabled, onSilenced, onSessionEnded }: Props) {
  const s = strings.silenceDialog;
  const id = useId();
  const [open, setOpen] = useState(false);
  const fmt = (message: string, values: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  const form = useApiForm({
    fields: ['days', 'reason'] as const,
    endpoint: ACTIONS_ENDPOINT,
    check: (values) => {
      const days = values.days.trim();
      const reason = values.reason.trim();
      return check({
        action: 'silence',
        targetType: 'citizen',
        targetId: handle,
        // An empty field is "required"; anything that is not a whole number is "invalid".
        days: days === '' ? undefined : Number(days),
        reason: reason === '' ? undefined : reason,
      });
    },
    onSuccess: () => {
      const days = Number(form.values.days.trim());
      change(false);
      onSilenced(days);
    },
    onFormError: (error: FormError) => {
      if (error.code === 'unauthenticated') onSessionEnded();
    },
  });

  /** Opens or closes the dialog; closed, it forgets what was typed. */
  function change(next: boolean) {
    if (next && disabled) return;
    setOpen(next);
    if (!next) {
      form.clearErrors();
      form.reset();
    }
  }

  const daysError = (code: FieldError | undefined) =>
    code === undefined
      ? undefined
      : code === 'required'
        ? s.fieldErrors.daysRequired
        : fmt(s.fieldErrors.daysInvalid, SILENCE_DAYS);
  const reasonError = form.errors.reason
    ? fmt(s.fieldErrors.reasonTooLong, { max: SILENCE_REASON_MAX })
    : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        // The trigger takes the focus back when the dialog closes.
        <DialogTrigger
          aria-disabled={disabled || undefined}
          className={buttonVariants({
            variant: 'outline',
            size: 'compact',
            className: cx(disabled && 'cursor-not-allowed opacity-60'),
          })}
        >
          {strings.actions.silence}
        </DialogTrigger>
      }
      closeLabel={s.close}
      title={fmt(s.title, { handle })}
      titleClassName="[overflow-wrap:anywhere]"
      description={s.body}
      onSubmit={(event) => void form.onSubmit(event)}
      spacing="snug"
    >
      <Field
        id={`${id}-days`}
        label={s.days}
        hint={fmt(s.daysHint, SILENCE_DAYS)}
        error={daysError(form.errors.days)}
      >
        {(control) => (
          <Input
            {...control}
            ref={form.fieldRef('days')}
            type="number"
            inputMode="numeric"
            min={SILENCE_DAYS.min}
            max={SILENCE_DAYS.max}
            step={1}
            required
            aria-required="true"
            value={form.values.days}
            onChange={(event) => form.setValue('days', event.target.value)}
            className="sm:max-w-40"
          />
        )}
      </Field>
      <Field
        id={`${id}-reason`}
        label={s.reason}
        hint={fmt(s.reasonHint, { max: SILENCE_REASON_MAX })}
        error={reasonError}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={form.fieldRef('reason')}
            maxLength={SILENCE_REASON_MAX}
            rows={3}
            value={form.values.reason}
            onChange={(event) => form.setValue('reason', event.target.value)}
          />
        )}
      </Field>
      {form.formError && (
        <FormAlert>{errorText(strings, locale, form.formError.code, form.formError.retryAfter)}</FormAlert>
      )}
      <FormActions
        cancel={s.cancel}
        onCancel={() => change(false)}
        submit={s.submit}
        pending={form.pending}
        size="compact"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
