'use client';

// "Create a group" (LAZY: the group directory loads it on the first press). A name and a description
// (with a counter), checked in the browser with the rules the server applies (groupSchema). The form's
// state lives as long as the page: closing the dialog or an error loses nothing typed. On success: a
// toast, then the new group's page.
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useId } from 'react';
import { FormActions, FormDialog } from '@/components/forms/form-dialog';
import { CountedTextareaField, TextField } from '@/components/forms/text-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import type { LazyDialogProps } from '@/components/ui/use-lazy-dialog';
import { POST_LIMITS } from '@/lib/community/rules';
import { groupSchema } from '@/lib/community/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { localizePath } from '@/lib/i18n/detect';
import { formatMessage } from '@/lib/i18n/format-message';
import { numberFormat } from '@/lib/i18n/intl';
import { type ErrorStrings, fieldText } from './errors';
import { FormFailure, useHandOver } from './form-failure';

export type CreateGroupStrings = ErrorStrings & { create: AppMessages['groups']['create'] };

export type CreateGroupDialogProps = LazyDialogProps & { strings: CreateGroupStrings };

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
  const number = (value: number) => numberFormat(locale).format(value);
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

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={s.create.close}
      onCloseAutoFocus={handOver.onCloseAutoFocus}
      title={s.create.title}
      titleClassName="text-xl"
      description={s.create.description}
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <TextField
        form={form}
        name="name"
        id={`${id}-name`}
        label={s.create.fields.name.label}
        hint={fmt(s.create.fields.name.hint, {
          min: number(bounds.name.min),
          max: number(bounds.name.max),
        })}
        error={fieldText(form.errors.name, bounds.name, s, locale)}
      />

      <CountedTextareaField
        form={form}
        name="description"
        id={`${id}-description`}
        label={s.create.fields.description.label}
        hint={fmt(s.create.fields.description.hint, { max: number(bounds.description.max) })}
        error={fieldText(form.errors.description, bounds.description, s, locale)}
        rows={4}
        counter={{
          max: bounds.description.max,
          text: (count) =>
            fmt(s.create.fields.description.counter, {
              count: number(count),
              max: number(bounds.description.max),
            }),
        }}
      />

      {form.formError && (
        <FormFailure
          error={form.formError}
          context="group"
          strings={s}
          onSignIn={handOver.signIn}
          onLeave={() => onOpenChange(false)}
        />
      )}

      <FormActions
        cancel={s.create.cancel}
        onCancel={() => onOpenChange(false)}
        submit={s.create.submit}
        pending={form.pending}
      />
    </FormDialog>
  );
}
