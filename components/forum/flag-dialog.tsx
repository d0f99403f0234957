'use client';

// The flag dialog (LAZY: ./flag-button.tsx loads it on first press), for a post or a proposal: a reason
// (Off-topic, Inappropriate, Spam, Something else) and a message to the moderators, which "Something
// else" needs. POST /api/community/flags; three members' flags hide the target until a moderator looks.
// A flag already sent says so. Closing the dialog keeps what was chosen and typed.
import { useId } from 'react';
import { FormActions, FormDialog } from '@/components/forms/form-dialog';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { Field, FormAlert } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { LazyDialogProps } from '@/components/ui/use-lazy-dialog';
import type { FlagReason } from '@/lib/api/contract';
import { flagReasons, POST_LIMITS } from '@/lib/community/rules';
import { flagSchema } from '@/lib/community/validation';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { errorText, fieldErrorText } from './errors';
import type { FlagStrings } from './types';

export type FlagTarget = 'post' | 'proposal' | 'listing' | 'creation';

export type FlagDialogProps = LazyDialogProps & {
  targetType: FlagTarget;
  targetId: number;
  strings: FlagStrings;
  locale: string;
  /** The flag is recorded, or was already: `hidden` when this flag hid the target. */
  onFlagged: (hidden: boolean) => void;
};

const fields = ['reason', 'message'] as const;
const MESSAGE_MAX = POST_LIMITS.flagMessageMax;

export function FlagDialog({
  open,
  onOpenChange,
  targetType,
  targetId,
  strings: s,
  locale,
  onFlagged,
  onCloseAutoFocus,
}: FlagDialogProps) {
  const id = useId();
  const f = s.flag;
  const checkFlag = zodCheck(flagSchema);

  const form = useApiForm({
    fields,
    endpoint: '/api/community/flags',
    check: (values) =>
      checkFlag({
        targetType,
        targetId,
        reason: values.reason || undefined,
        message: values.message.trim() || undefined,
      }),
    onSuccess: ({ hidden }: { hidden: boolean }) => {
      onOpenChange(false);
      form.reset();
      void notify({ title: f.toast.title, description: hidden ? f.toast.hidden : f.toast.description });
      onFlagged(hidden);
    },
    onFormError: (error) => {
      if (error.code === 'already_flagged') onFlagged(false);
    },
  });

  const reason = form.values.reason as FlagReason | '';
  const needsMessage = reason === 'other';
  const reasonError = form.errors.reason ? s.fieldErrors.reasonRequired : undefined;
  const messageError =
    form.errors.message === 'required'
      ? s.fieldErrors.messageRequired
      : fieldErrorText(s.fieldErrors, form.errors.message, { locale, max: MESSAGE_MAX });
  const already = form.formError?.code === 'already_flagged';

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) form.clearErrors();
      }}
      closeLabel={f.close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={f.title[targetType]}
      description={f.description}
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <fieldset
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-2 text-sm font-medium">{f.reasonLabel}</legend>
        {flagReasons.map((value, index) => (
          <label
            key={value}
            className={cx(
              'flex cursor-pointer items-start gap-3 rounded-xl border px-3.5 py-2.5 has-checked:border-primary has-checked:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              reasonError ? 'border-destructive' : 'border-border',
            )}
          >
            <input
              ref={index === 0 ? form.fieldRef('reason') : undefined}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => form.setValue('reason', value)}
              aria-labelledby={`${id}-reason-${value}`}
              aria-describedby={`${id}-hint-${value}`}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-col">
              <span id={`${id}-reason-${value}`} className="text-sm font-medium">
                {f.reasons[value]}
              </span>
              <span id={`${id}-hint-${value}`} className="text-xs text-muted">
                {f.reasonHints[value]}
              </span>
            </span>
          </label>
        ))}
        {reasonError && (
          <p id={`${id}-reason-error`} className="text-sm text-destructive">
            {reasonError}
          </p>
        )}
      </fieldset>

      <Field
        id={`${id}-message`}
        label={f.message}
        hint={formatMessage(
          needsMessage ? f.messageHintRequired : f.messageHint,
          { max: MESSAGE_MAX },
          locale,
        )}
        error={messageError}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={form.fieldRef('message')}
            name="message"
            required={needsMessage}
            aria-required={needsMessage || undefined}
            maxLength={MESSAGE_MAX}
            rows={3}
            value={form.values.message}
            onChange={(event) => form.setValue('message', event.target.value)}
          />
        )}
      </Field>

      {form.formError && (
        <FormAlert>{already ? f.already : errorText(s.errors, form.formError, { locale })}</FormAlert>
      )}

      <FormActions
        cancel={already ? f.close : f.cancel}
        onCancel={() => onOpenChange(false)}
        submit={already ? undefined : f.submit}
        pending={form.pending}
        size="compact"
      />
    </FormDialog>
  );
}
