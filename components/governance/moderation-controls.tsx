'use client';

// A moderator's controls on a proposal (LAZY: loaded by the vote panel for moderators only, with zod and
// the dialog): "Hide proposal" asks for a public reason (1–500 characters) in a dialog; "Restore
// proposal" shows a hidden one again. Both are recorded in the moderation log by the server.
import { useRef, useState } from 'react';
import { api } from '@/components/account/api';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormActions, FormDialog } from '@/components/forms/form-dialog';
import { PendingButton } from '@/components/forms/submit-button';
import { DialogTrigger } from '@/components/ui/dialog';
import { Field, FormAlert } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { ErrorCode } from '@/lib/api/contract';
import { hideSchema } from '@/lib/governance/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';

export type ModerationStrings = AppMessages['governance']['moderation'];

/** The longest reason (lib/governance/validation.ts, hideSchema). */
export const REASON_MAX = 500;

type Props = {
  proposalId: number;
  hidden: boolean;
  strings: ModerationStrings;
  locale: string;
  /** After a hide or a restore: the page reloads its server parts. */
  onDone: () => void;
};

function errorText(strings: ModerationStrings, locale: string, { code, retryAfter }: FormError): string {
  if (code === 'rate_limited')
    return formatMessage(
      strings.errors.rate_limited,
      { count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) },
      locale,
    );
  return code in strings.errors ? strings.errors[code as keyof typeof strings.errors] : strings.errors.failed;
}

export function ModerationControls({ proposalId, hidden, strings, locale, onDone }: Props) {
  const endpoint = `/api/proposals/${proposalId}/moderation`;
  const [open, setOpen] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const restoringRef = useRef(false);

  const form = useApiForm({
    fields: ['reason'] as const,
    endpoint,
    check: zodCheck(hideSchema),
    body: (data) => ({ hide: true, reason: data.reason }),
    onSuccess: () => {
      setOpen(false);
      form.reset();
      void notify({ title: strings.hiddenToast });
      onDone();
    },
  });

  async function restore() {
    if (restoringRef.current) return;
    restoringRef.current = true;
    setRestoring(true);
    setRestoreError(null);
    const result = await api<{ ok: true }>(endpoint, { body: { hide: false } });
    restoringRef.current = false;
    setRestoring(false);
    if (result.ok) {
      void notify({ title: strings.restoredToast });
      onDone();
      return;
    }
    const code: ErrorCode | 'offline' = result.status === 0 ? 'offline' : result.error.error;
    setRestoreError(errorText(strings, locale, { code, retryAfter: result.error.retryAfter }));
  }

  const fieldError = form.errors.reason
    ? form.errors.reason === 'too_long'
      ? formatMessage(strings.fieldErrors.too_long, { max: REASON_MAX }, locale)
      : strings.fieldErrors.required
    : undefined;

  return (
    <div className="flex flex-col items-start gap-3 border-t border-border pt-5">
      <h3 className="text-xs font-semibold tracking-wider text-muted uppercase">{strings.title}</h3>
      {hidden ? (
        <>
          <p className="text-sm text-muted">{strings.hiddenNote}</p>
          <PendingButton
            pending={restoring}
            onClick={() => void restore()}
            className={buttonVariants({ variant: 'outline', size: 'compact' })}
          >
            {strings.restore}
          </PendingButton>
          {restoreError && <FormAlert>{restoreError}</FormAlert>}
        </>
      ) : (
        <FormDialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) form.clearErrors();
          }}
          trigger={
            // The trigger takes the focus back when the dialog closes.
            <DialogTrigger className={buttonVariants({ variant: 'destructive', size: 'compact' })}>
              {strings.hide}
            </DialogTrigger>
          }
          closeLabel={strings.close}
          title={strings.dialogTitle}
          description={strings.dialogDescription}
          onSubmit={(event) => void form.onSubmit(event)}
          spacing="snug"
        >
          <Field
            id={`hide-reason-${proposalId}`}
            label={strings.reason}
            hint={formatMessage(strings.reasonHint, { max: REASON_MAX }, locale)}
            error={fieldError}
          >
            {(control) => (
              <Textarea
                {...control}
                ref={form.fieldRef('reason')}
                required
                aria-required="true"
                maxLength={REASON_MAX}
                rows={4}
                value={form.values.reason}
                onChange={(event) => form.setValue('reason', event.target.value)}
              />
            )}
          </Field>
          {form.formError && <FormAlert>{errorText(strings, locale, form.formError)}</FormAlert>}
          <FormActions
            cancel={strings.cancel}
            onCancel={() => setOpen(false)}
            submit={strings.submit}
            pending={form.pending}
            size="compact"
            submitVariant="destructive"
          />
        </FormDialog>
      )}
    </div>
  );
}
