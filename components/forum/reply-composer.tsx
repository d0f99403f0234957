'use client';

// The reply box at the foot of a thread (LAZY: ./post-stream.tsx loads it for citizens who may post).
// Markdown with Write / Preview tabs (the preview renders with the server's rules, lib/markdown.ts,
// loaded on first use), a counter, and every refusal in words. What was typed survives any error; on
// success the reply shows in the thread at once, the box empties and a toast says so. A Quote pressed on
// a post lands here (`quote`), and the reply is sent as quoting that post.
import { useEffect, useId, useRef, useState } from 'react';
import { refreshSession } from '@/components/account/session-store';
import { MarkdownField, useMarkdownTabs } from '@/components/forms/markdown-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiForm, type FormError } from '@/components/forms/use-api-form';
import { zodCheck } from '@/components/forms/zod-check';
import { notify } from '@/components/frame/toast';
import { WayForward } from '@/components/citizens/way-forward';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormAlert } from '@/components/ui/field';
import type { PostView } from '@/lib/api/contract';
import { POST_LIMITS } from '@/lib/community/rules';
import { replySchema } from '@/lib/community/validation';
import { formatMessage } from '@/lib/i18n/format-message';
import { numberFormat } from '@/lib/i18n/intl';
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
  const tabs = useMarkdownTabs();
  const [quoteOf, setQuoteOf] = useState<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const number = (value: number) => numberFormat(locale).format(value);
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
      tabs.setTab('write');
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
    tabs.setTab('write');
  }
  const quoteKey = quote?.key;
  useEffect(() => {
    const node = textarea.current;
    if (quoteKey === undefined || !node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  }, [quoteKey]);

  function submit(event: { preventDefault(): void }) {
    // The text's field takes focus on an error, and it is on the Write tab.
    tabs.showWrite();
    void form.onSubmit(event);
  }

  const formError: FormError | null = form.formError;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <MarkdownField
        id={`${id}-body`}
        name="body"
        label={s.composer.label}
        hint={fmt(s.composer.hint, { max: number(POST_LIMITS.bodyMax) })}
        error={fieldErrorText(s.fieldErrors, form.errors.body, { locale, max: POST_LIMITS.bodyMax })}
        value={body}
        onChange={(value) => setBody('body', value)}
        tab={tabs.tab}
        onTabChange={tabs.setTab}
        strings={s.composer}
        size="short"
        counter={{
          max: POST_LIMITS.bodyMax,
          text: (count) =>
            fmt(s.composer.counter, { count: number(count), max: number(POST_LIMITS.bodyMax) }),
        }}
        textareaRef={(node) => {
          textarea.current = node;
          form.fieldRef('body')(node);
        }}
      />

      {formError && (
        <div className="flex flex-col items-start gap-2">
          <FormAlert>{errorText(s.errors, formError, { locale, silencedUntil })}</FormAlert>
          <WayForward code={formError.code} labels={s.errors} />
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
