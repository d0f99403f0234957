'use client';

// "New thread" on a group's page (LAZY: ./group-actions.tsx loads it on the first press). A title and
// the opening post in markdown (Write / Preview), checked in the browser with the rules the server
// applies (threadSchema). The form's state lives as long as the page: closing the dialog, an error, or
// signing in half-way loses nothing typed. On success: a toast, then the new thread.
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useId } from 'react';
import { FormMarkdownField } from '@/components/forms/form-markdown-field';
import { useMarkdownTabs } from '@/components/forms/markdown-field';
import { FormActions, FormDialog } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/text-fields';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import type { LazyDialogProps } from '@/components/ui/use-lazy-dialog';
import { POST_LIMITS } from '@/lib/community/rules';
import { threadSchema } from '@/lib/community/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { localizePath } from '@/lib/i18n/detect';
import { formatMessage } from '@/lib/i18n/format-message';
import { numberFormat } from '@/lib/i18n/intl';
import { fieldText, type ErrorStrings } from './errors';
import { FormFailure, useHandOver } from './form-failure';

export type NewThreadStrings = ErrorStrings & { newThread: AppMessages['groups']['newThread'] };

export type NewThreadDialogProps = LazyDialogProps & {
  /** The group the thread opens in: its slug (the endpoint) and its name as shown. */
  slug: string;
  groupName: string;
  strings: NewThreadStrings;
};

const fields = ['title', 'body'] as const;
const bounds = {
  title: { min: POST_LIMITS.titleMin, max: POST_LIMITS.titleMax },
  body: { max: POST_LIMITS.bodyMax },
};

/** POST /api/community/groups/{slug}/threads → 201 */
type ThreadCreated = { id: number; path: string };

export function NewThreadDialog({
  open,
  onOpenChange,
  slug,
  groupName,
  strings: s,
  onCloseAutoFocus,
}: NewThreadDialogProps) {
  const t = s.newThread;
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const tabs = useMarkdownTabs();
  const number = (value: number) => numberFormat(locale).format(value);
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const handOver = useHandOver(() => onOpenChange(false), onCloseAutoFocus);

  const form = useApiForm({
    fields,
    endpoint: `/api/community/groups/${encodeURIComponent(slug)}/threads`,
    check: zodCheck(threadSchema),
    onSuccess: (reply: ThreadCreated) => {
      onOpenChange(false);
      form.reset();
      tabs.setTab('write');
      void notify({ title: t.toast });
      router.push(localizePath(locale, reply.path));
    },
  });

  function submit(event: { preventDefault(): void }) {
    // A field with an error takes focus, and the post's field is on the Write tab.
    tabs.showWrite();
    void form.onSubmit(event);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t.close}
      className="max-w-2xl"
      onCloseAutoFocus={handOver.onCloseAutoFocus}
      title={t.title}
      titleClassName="text-xl"
      description={fmt(t.description, { group: groupName })}
      onSubmit={submit}
    >
      <TextField
        form={form}
        name="title"
        id={`${id}-title`}
        label={t.fields.title.label}
        hint={fmt(t.fields.title.hint, { min: number(bounds.title.min), max: number(bounds.title.max) })}
        error={fieldText(form.errors.title, bounds.title, s, locale)}
      />

      <FormMarkdownField
        form={form}
        name="body"
        tabs={tabs}
        id={`${id}-body`}
        label={t.fields.body.label}
        hint={fmt(t.fields.body.hint, { max: number(bounds.body.max) })}
        error={fieldText(form.errors.body, bounds.body, s, locale)}
        strings={t.fields.body}
      />

      {form.formError && (
        <FormFailure
          error={form.formError}
          context="thread"
          strings={s}
          onSignIn={handOver.signIn}
          onLeave={() => onOpenChange(false)}
        />
      )}

      <FormActions
        cancel={t.cancel}
        onCancel={() => onOpenChange(false)}
        submit={t.submit}
        pending={form.pending}
      />
    </FormDialog>
  );
}
