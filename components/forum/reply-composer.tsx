'use client';

// The reply box at the foot of a thread (LAZY: ./post-stream.tsx loads it for citizens who may post).
// Markdown with Write / Preview tabs (the preview renders with the server's rules, lib/markdown.ts,
// loaded on first use), a counter, and every refusal in words. What was typed survives any error; on
// success the reply shows in the thread at once, the box empties and a toast says so. A Quote pressed on
// a post lands here (`quote`), and the reply is sent as quoting that post.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { openJoinDialog, refreshSession } from '@/components/account/session-store';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert } from '@/components/ui/field';
import type { PostView } from '@/lib/api/contract';
import { POST_LIMITS } from '@/lib/community/rules';
import { replySchema } from '@/lib/community/validation';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { pageHref } from '@/lib/routes';
import { cx } from '@/lib/utils';
import { errorText, fieldErrorText } from './errors';
import type { QuoteRequest, ThreadStrings } from './types';

export type ReplyComposerProps = {
  threadId: number;
  strings: Pick<ThreadStrings, 'composer' | 'fieldErrors' | 'errors'>;
  locale: string;
  silencedUntil: string | null;
  /** The latest Quote pressed: inserted once per key. */
  quote: QuoteRequest | null;
  /** The reply, as the server stored it: the thread shows it at once. */
  onPosted: (post: PostView) => void;
  /** This page ends the thread (else the reply lands on a later page). */
  lastPage: boolean;
};

type Tab = 'write' | 'preview';
type Preview =
  { status: 'loading' } | { status: 'ready'; source: string; html: string } | { status: 'failed' };

const fields = ['body'] as const;

export function ReplyComposer({
  threadId,
  strings: s,
  locale,
  silencedUntil,
  quote,
  onPosted,
  lastPage,
}: ReplyComposerProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('write');
  const [preview, setPreview] = useState<Preview>({ status: 'loading' });
  const [quoteOf, setQuoteOf] = useState<number | null>(null);
  const tabs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);

  const form = useApiForm({
    fields,
    endpoint: `/api/community/threads/${threadId}/posts`,
    check: zodCheck(replySchema),
    body: (data) => (quoteOf === null ? { body: data.body } : { body: data.body, quoteOf }),
    onSuccess: (reply: { post: PostView }) => {
      form.reset();
      setQuoteOf(null);
      setTab('write');
      onPosted(reply.post);
      void notify({
        title: s.composer.toast.title,
        description: lastPage ? s.composer.toast.description : s.composer.notOnLastPage,
      });
    },
    onFormError: (error) => {
      if (error.code === 'unauthenticated') void refreshSession(true);
    },
  });

  const body = form.values.body;
  const setBody = form.setValue;

  // A quote goes at the end of what is typed (once per Quote pressed), and the caret after it.
  const [quoted, setQuoted] = useState<number | null>(null);
  if (quote && quote.key !== quoted) {
    setQuoted(quote.key);
    const spacer = body === '' || body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n';
    setBody('body', `${body}${spacer}${quote.text}`);
    setQuoteOf(quote.postId);
    setTab('write');
  }
  const quoteKey = quote?.key;
  useEffect(() => {
    const node = textarea.current;
    if (quoteKey === undefined || !node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  }, [quoteKey]);

  // The preview renders in the browser with the server's rules (loaded on first use).
  useEffect(() => {
    if (tab !== 'preview') return;
    let live = true;
    import('@/lib/markdown').then(
      ({ renderMarkdown }) =>
        live && setPreview({ status: 'ready', source: body, html: renderMarkdown(body) }),
      () => live && setPreview({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [tab, body]);

  function submit(event: { preventDefault(): void }) {
    // The text's field takes focus on an error, and it is on the Write tab.
    if (tab === 'preview') flushSync(() => setTab('write'));
    void form.onSubmit(event);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, Tab | undefined> = {
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

  const formError: FormError | null = form.formError;
  const length = body.trim().length;
  const counterId = `${id}-count`;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        id={`${id}-body`}
        label={s.composer.label}
        hint={fmt(s.composer.hint, { max: number(POST_LIMITS.bodyMax) })}
        error={fieldErrorText(s.fieldErrors, form.errors.body, { locale, max: POST_LIMITS.bodyMax })}
      >
        {(control) => (
          <div className="flex flex-col gap-2">
            <div role="tablist" aria-label={s.composer.tabsLabel} className="flex gap-1">
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
                  {which === 'write' ? s.composer.write : s.composer.preview}
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
                aria-describedby={[control['aria-describedby'], counterId].filter(Boolean).join(' ')}
                ref={(node) => {
                  textarea.current = node;
                  form.fieldRef('body')(node);
                }}
                name="body"
                required
                aria-required="true"
                rows={6}
                value={body}
                onChange={(event) => setBody('body', event.target.value)}
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
              className="max-h-96 min-h-32 overflow-y-auto rounded-xl border border-border bg-background px-3.5 py-2.5"
            >
              {tab === 'preview' &&
                (!body.trim() ? (
                  <p className="text-sm text-muted">{s.composer.previewEmpty}</p>
                ) : preview.status === 'ready' && preview.source === body ? (
                  <div
                    className="prose-civitas text-sm break-words"
                    // Safe: escaped and filtered by lib/markdown.ts (the server's rules).
                    dangerouslySetInnerHTML={{ __html: preview.html }}
                  />
                ) : preview.status === 'failed' ? (
                  <p role="alert" className="text-sm text-destructive">
                    {s.composer.previewFailed}
                  </p>
                ) : (
                  <p role="status" className="text-sm text-muted">
                    {s.composer.previewLoading}
                  </p>
                ))}
            </div>
            <p
              id={counterId}
              className={cx(
                'self-end text-xs tabular-nums',
                length > POST_LIMITS.bodyMax ? 'text-destructive' : 'text-muted',
              )}
            >
              {fmt(s.composer.counter, { count: number(length), max: number(POST_LIMITS.bodyMax) })}
            </p>
          </div>
        )}
      </Field>

      {formError && (
        <div className="flex flex-col items-start gap-2">
          <FormAlert>{errorText(s.errors, formError, { locale, silencedUntil })}</FormAlert>
          {formError.code === 'unauthenticated' && (
            <button
              type="button"
              onClick={() => openJoinDialog('login')}
              className={buttonVariants({ size: 'sm' })}
            >
              {s.errors.signIn}
            </button>
          )}
          {formError.code === 'not_citizen' && (
            <Link href={pageHref('aiUniverse', 'citizenship')} className={buttonVariants({ size: 'sm' })}>
              {s.errors.becomeCitizen}
            </Link>
          )}
        </div>
      )}

      <div className="flex justify-end">
        <SubmitButton pending={form.pending} className={buttonVariants({ size: 'field' })}>
          {s.composer.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
