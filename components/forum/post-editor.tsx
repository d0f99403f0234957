'use client';

// The author's editor in a post's place (LAZY: ./post-stream.tsx loads it on Edit). It reads the post's
// markdown (GET /api/community/posts/{id}/source, the author only), and saves it with PATCH; the server
// keeps the older versions. Escape or Cancel leave the post as it was. An error keeps the text typed.
import { LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '@/components/account/api';
import { SubmitButton } from '@/components/forms/submit-button';
import { zodCheck } from '@/components/forms/zod-check';
import { formatDateTime } from '@/components/governance/format';
import { notify } from '@/components/frame/toast';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, FormAlert } from '@/components/ui/field';
import type { FieldError, PostSource, PostView } from '@/lib/api/contract';
import { POST_LIMITS } from '@/lib/community/rules';
import { editSchema } from '@/lib/community/validation';
import { formatMessage } from '@/lib/i18n/format-message';
import { cx } from '@/lib/utils';
import { errorText, failureOf, fieldErrorText, type Failure } from './errors';
import type { ThreadStrings } from './types';

export type PostEditorProps = {
  postId: number;
  strings: Pick<ThreadStrings, 'actions' | 'fieldErrors' | 'errors'>;
  locale: string;
  onCancel: () => void;
  /** The post as saved. */
  onSaved: (post: PostView) => void;
};

type Load =
  { status: 'loading' } | { status: 'failed'; error: Failure } | { status: 'ready'; source: PostSource };

const check = zodCheck(editSchema);

export function PostEditor({ postId, strings: s, locale, onCancel, onSaved }: PostEditorProps) {
  const e = s.actions.editor;
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<FieldError | undefined>();
  const [formError, setFormError] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const read = useCallback(
    () =>
      api<PostSource>(`/api/community/posts/${postId}/source`).then((result) => {
        if (!result.ok) {
          return setLoad({ status: 'failed', error: failureOf(result) });
        }
        setText(result.data.body);
        setLoad({ status: 'ready', source: result.data });
        requestAnimationFrame(() => textarea.current?.focus());
      }),
    [postId],
  );

  useEffect(() => {
    void read();
  }, [read]);

  async function save(event: { preventDefault(): void }) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const checked = check({ body: text });
    if (!checked.ok) {
      setFieldError(checked.fields.body ?? 'invalid');
      textarea.current?.focus();
      return;
    }
    setFieldError(undefined);
    setPending(true);
    const result = await api<PostView>(`/api/community/posts/${postId}`, {
      method: 'PATCH',
      body: checked.data,
    });
    setPending(false);
    if (result.ok) {
      void notify({ title: e.toast });
      onSaved(result.data);
      return;
    }
    if (result.error.fields?.body) {
      setFieldError(result.error.fields.body);
      textarea.current?.focus();
    } else setFormError(failureOf(result));
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onCancel();
    }
  }

  if (load.status === 'loading')
    return (
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {e.loading}
      </p>
    );

  if (load.status === 'failed')
    return (
      <div className="mt-3 flex flex-col items-start gap-3">
        <p role="alert" className="text-sm text-destructive">
          {e.loadFailed} {errorText(s.errors, load.error, { locale })}
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => {
              setLoad({ status: 'loading' });
              void read();
            }}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {e.retry}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            {e.cancel}
          </button>
        </div>
      </div>
    );

  const until = formatMessage(e.until, { time: formatDateTime(load.source.editableUntil, locale) }, locale);
  return (
    <form
      onSubmit={(event) => void save(event)}
      onKeyDown={onKeyDown}
      noValidate
      className="mt-3 flex flex-col gap-3"
    >
      <Field
        id={`${id}-body`}
        label={e.label}
        hint={until}
        error={fieldErrorText(s.fieldErrors, fieldError, { locale, max: POST_LIMITS.bodyMax })}
      >
        {(control) => (
          <textarea
            {...control}
            ref={textarea}
            name="body"
            required
            aria-required="true"
            rows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(undefined);
            }}
            className={cx(
              'w-full rounded-xl border bg-background px-3.5 py-2.5 font-mono text-base text-foreground sm:text-sm',
              control['aria-invalid'] ? 'border-destructive' : 'border-border',
            )}
          />
        )}
      </Field>
      {formError && <FormAlert>{errorText(s.errors, formError, { locale })}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className={buttonVariants({ variant: 'ghost', size: 'compact' })}
        >
          {e.cancel}
        </button>
        <SubmitButton pending={pending} className={buttonVariants({ size: 'compact' })}>
          {e.save}
        </SubmitButton>
      </div>
    </form>
  );
}
