'use client';

// "Create a group" (LAZY: the group directory loads it on the first press). A name and a description
// (with a counter), checked in the browser with the rules the server applies (groupSchema). The form's
// state lives as long as the page: closing the dialog or an error loses nothing typed. On success: a
// toast, then the new group's page.
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useId } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { POST_LIMITS } from '@/lib/community/rules';
import { groupSchema } from '@/lib/community/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { localizePath } from '@/lib/i18n/detect';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { type ErrorStrings, fieldText } from './errors';
import { FormFailure, useHandOver } from './form-failure';

export type CreateGroupStrings = ErrorStrings & { create: AppMessages['groups']['create'] };

export type CreateGroupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  strings: CreateGroupStrings;
  /** Radix's close auto-focus hook: the opener decides where focus goes back to. */
  onCloseAutoFocus?: (event: Event) => void;
};

const fields = ['name', 'description'] as const;
const bounds = {
  name: { min: POST_LIMITS.groupNameMin, max: POST_LIMITS.groupNameMax },
  description: { max: POST_LIMITS.groupDescriptionMax },
};

/** POST /api/community/groups → 201 */
type GroupCreated = { slug: string; path: string };

export function CreateGroupDialog({
  open,
  onOpenChange,
  strings: s,
  onCloseAutoFocus,
}: CreateGroupDialogProps) {
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  const form = useApiForm({
    fields,
    endpoint: '/api/community/groups',
    check: zodCheck(groupSchema),
    onSuccess: (reply: GroupCreated) => {
      onOpenChange(false);
      form.reset();
      void notify({ title: s.create.toast });
      router.push(localizePath(locale, reply.path));
    },
  });

  const handOver = useHandOver(() => onOpenChange(false), onCloseAutoFocus);
  const descriptionLength = form.values.description.trim().length;
  const counterId = `${id}-description-count`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={s.create.close} onCloseAutoFocus={handOver.onCloseAutoFocus}>
        <DialogTitle className="pr-10 text-xl">{s.create.title}</DialogTitle>
        <DialogDescription>{s.create.description}</DialogDescription>
        <form onSubmit={(event) => void form.onSubmit(event)} noValidate className="mt-5 flex flex-col gap-5">
          <Field
            id={`${id}-name`}
            label={s.create.fields.name.label}
            hint={fmt(s.create.fields.name.hint, {
              min: number(bounds.name.min),
              max: number(bounds.name.max),
            })}
            error={fieldText(form.errors.name, bounds.name, s, locale)}
          >
            {(control) => (
              <Input
                {...control}
                ref={form.fieldRef('name')}
                name="name"
                required
                aria-required="true"
                autoComplete="off"
                value={form.values.name}
                onChange={(event) => form.setValue('name', event.target.value)}
              />
            )}
          </Field>

          <Field
            id={`${id}-description`}
            label={s.create.fields.description.label}
            hint={fmt(s.create.fields.description.hint, { max: number(bounds.description.max) })}
            error={fieldText(form.errors.description, bounds.description, s, locale)}
          >
            {(control) => (
              <>
                <textarea
                  {...control}
                  aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
                  ref={form.fieldRef('description')}
                  name="description"
                  required
                  aria-required="true"
                  rows={4}
                  value={form.values.description}
                  onChange={(event) => form.setValue('description', event.target.value)}
                  className={cx(
                    'w-full rounded-xl border bg-background px-3.5 py-2.5 text-base text-foreground placeholder:text-muted sm:text-sm',
                    control['aria-invalid'] ? 'border-destructive' : 'border-border',
                  )}
                />
                <p
                  id={counterId}
                  className={cx(
                    'self-end text-xs tabular-nums',
                    descriptionLength > bounds.description.max ? 'text-destructive' : 'text-muted',
                  )}
                >
                  {fmt(s.create.fields.description.counter, {
                    count: number(descriptionLength),
                    max: number(bounds.description.max),
                  })}
                </p>
              </>
            )}
          </Field>

          {form.formError && (
            <FormFailure
              error={form.formError}
              context="group"
              strings={s}
              onSignIn={handOver.signIn}
              onLeave={() => onOpenChange(false)}
            />
          )}

          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className={buttonVariants({ variant: 'ghost', size: 'field' })}
            >
              {s.create.cancel}
            </button>
            <SubmitButton pending={form.pending} className={buttonVariants({ size: 'field' })}>
              {s.create.submit}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
