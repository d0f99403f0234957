'use client';

// "New thread" on a group's page (LAZY: ./group-actions.tsx loads it on the first press). A title and
// the opening post in markdown (Write / Preview), checked in the browser with the rules the server
// applies (threadSchema). The form's state lives as long as the page: closing the dialog, an error, or
// signing in half-way loses nothing typed. On success: a toast, then the new thread.
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { POST_LIMITS } from '@/lib/community/rules';
import { threadSchema } from '@/lib/community/validation';
import type { AppMessages } from '@/lib/i18n/app-config';
import { localizePath } from '@/lib/i18n/detect';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { fieldText, type ErrorStrings } from './errors';
import { FormFailure, useHandOver } from './form-failure';

export type NewThreadStrings = ErrorStrings & { newThread: AppMessages['groups']['newThread'] };

export type NewThreadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group the thread opens in: its slug (the endpoint) and its name as shown. */
  slug: string;
  groupName: string;
  strings: NewThreadStrings;
  /** Radix's close auto-focus hook: the opener decides where focus goes back to. */
  onCloseAutoFocus?: (event: Event) => void;
};

const fields = ['title', 'body'] as const;
const bounds = {
  title: { min: POST_LIMITS.titleMin, max: POST_LIMITS.titleMax },
  body: { max: POST_LIMITS.bodyMax },
};

/** POST /api/community/groups/{slug}/threads → 201 */
type ThreadCreated = { id: number; path: string };

type Tab = 'write' | 'preview';
type Preview =
  { status: 'loading' } | { status: 'ready'; source: string; html: string } | { status: 'failed' };

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
  const [tab, setTab] = useState<Tab>('write');
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
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
      setTab('write');
      void notify({ title: t.toast });
      router.push(localizePath(locale, reply.path));
    },
  });

  // The preview renders in the browser with the server's rules (./markdown-preview, loaded on first use).
  const body = form.values.body;
  useEffect(() => {
    if (tab !== 'preview') return;
    let live = true;
    import('./markdown-preview').then(
      ({ renderPreview }) => live && setPreview({ status: 'ready', source: body, html: renderPreview(body) }),
      () => live && setPreview({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [tab, body]);

  function submit(event: { preventDefault(): void }) {
    // A field with an error takes focus, and the post's field is on the Write tab.
    if (tab === 'preview') flushSync(() => setTab('write'));
    void form.onSubmit(event);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, Tab> = {
      Home: 'write',
      End: 'preview',
      ArrowLeft: tab === 'write' ? 'preview' : 'write',
      ArrowRight: tab === 'write' ? 'preview' : 'write',
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabs.current[next]?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.close} className="max-w-2xl" onCloseAutoFocus={handOver.onCloseAutoFocus}>
        <DialogTitle className="pr-10 text-xl">{t.title}</DialogTitle>
        <DialogDescription>{fmt(t.description, { group: groupName })}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
          <Field
            id={`${id}-title`}
            label={t.fields.title.label}
            hint={fmt(t.fields.title.hint, { min: number(bounds.title.min), max: number(bounds.title.max) })}
            error={fieldText(form.errors.title, bounds.title, s, locale)}
          >
            {(control) => (
              <Input
                {...control}
                ref={form.fieldRef('title')}
                name="title"
                required
                aria-required="true"
                autoComplete="off"
                value={form.values.title}
                onChange={(event) => form.setValue('title', event.target.value)}
              />
            )}
          </Field>

          <Field
            id={`${id}-body`}
            label={t.fields.body.label}
            hint={fmt(t.fields.body.hint, { max: number(bounds.body.max) })}
            error={fieldText(form.errors.body, bounds.body, s, locale)}
          >
            {(control) => (
              <div className="flex flex-col gap-2">
                <div role="tablist" aria-label={t.fields.body.tabsLabel} className="flex gap-1">
                  {(['write', 'preview'] as const).map((which) => (
                    <button
                      key={which}
                      ref={(node) => {
                        tabs.current[which] = node;
                      }}
                      type="button"
                      role="tab"
                      id={`${id}-tab-${which}`}
                      aria-selected={tab === which}
                      aria-controls={`${id}-panel-${which}`}
                      tabIndex={tab === which ? 0 : -1}
                      onClick={() => setTab(which)}
                      onKeyDown={onTabKeyDown}
                      className={cx(
                        'rounded-full px-3.5 py-1.5 text-sm font-medium',
                        tab === which
                          ? 'bg-surface-2 text-foreground'
                          : 'text-muted hover:bg-surface-2/60 hover:text-foreground',
                      )}
                    >
                      {which === 'write' ? t.fields.body.write : t.fields.body.preview}
                    </button>
                  ))}
                </div>
                <div
                  role="tabpanel"
                  id={`${id}-panel-write`}
                  aria-labelledby={`${id}-tab-write`}
                  hidden={tab !== 'write'}
                >
                  <textarea
                    {...control}
                    ref={form.fieldRef('body')}
                    name="body"
                    required
                    aria-required="true"
                    rows={10}
                    value={form.values.body}
                    onChange={(event) => form.setValue('body', event.target.value)}
                    className={cx(
                      'w-full rounded-xl border bg-background px-3.5 py-2.5 font-mono text-base text-foreground placeholder:text-muted sm:text-sm',
                      control['aria-invalid'] ? 'border-destructive' : 'border-border',
                    )}
                  />
                </div>
                <div
                  role="tabpanel"
                  id={`${id}-panel-preview`}
                  aria-labelledby={`${id}-tab-preview`}
                  hidden={tab !== 'preview'}
                  tabIndex={0}
                  className="max-h-96 min-h-40 overflow-y-auto rounded-xl border border-border bg-background px-3.5 py-2.5"
                >
                  {tab === 'preview' &&
                    (!body.trim() ? (
                      <p className="text-sm text-muted">{t.fields.body.previewEmpty}</p>
                    ) : preview.status === 'ready' && preview.source === body ? (
                      <div
                        className="prose-civitas text-sm break-words"
                        // Safe: escaped and filtered by ./markdown-preview (the server's rules).
                        dangerouslySetInnerHTML={{ __html: preview.html }}
                      />
                    ) : preview.status === 'failed' ? (
                      <p role="alert" className="text-sm text-destructive">
                        {t.fields.body.previewFailed}
                      </p>
                    ) : (
                      <p role="status" className="text-sm text-muted">
                        {t.fields.body.previewLoading}
                      </p>
                    ))}
                </div>
              </div>
            )}
          </Field>

          {form.formError && (
            <FormFailure
              error={form.formError}
              context="thread"
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
              {t.cancel}
            </button>
            <SubmitButton pending={form.pending} className={buttonVariants({ size: 'field' })}>
              {t.submit}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
