'use client';

// The submit loop every client form shares: check the values in the browser with the rules the server
// applies, post them, and sort the answer into an error per field (focusing the first), "offline" when
// no answer came, or one code for the form as a whole. The form renders the texts.
import { useRef, useState } from 'react';
import { api } from '@/components/account/api';
import type { ErrorCode, FieldError } from '@/lib/api/contract';

/** A browser-side check's verdict: the data to send, or a code per field that is wrong. */
export type Checked<Data> = { ok: true; data: Data } | { ok: false; fields: Record<string, FieldError> };

/** A failure of the form as a whole: the server's code, or 'offline' when no answer came. */
export type FormError = {
  code: ErrorCode | 'offline';
  retryAfter?: number;
  /** `silenced`: until when (ISO). */
  until?: string;
};

export type FormValues<Field extends string> = Record<Field, string>;

type Options<Field extends string, Reply, Data> = {
  /** The fields, in screen order: the first invalid one takes focus. Server errors of others are not this form's. */
  fields: readonly Field[];
  /** The route handler the form posts to. */
  endpoint: string;
  /**
   * The browser's check (see zodCheck). A promise (rules loaded on demand) counts as pending, and one
   * that fails (they could not load) as offline. Without a check the values are sent as they are.
   */
  check?: (values: FormValues<Field>) => Checked<Data> | Promise<Checked<Data>>;
  /** The request body; the checked data itself by default. */
  body?: (data: Data) => unknown;
  onSuccess: (reply: Reply) => void;
  /** After an error of the form as a whole is set (field errors focus their field instead). */
  onFormError?: (error: FormError) => void;
};

const empty = <Field extends string>(fields: readonly Field[]) =>
  Object.fromEntries(fields.map((field) => [field, ''])) as FormValues<Field>;

export function useApiForm<Field extends string, Reply, Data = FormValues<Field>>({
  fields,
  endpoint,
  check,
  body,
  onSuccess,
  onFormError,
}: Options<Field, Reply, Data>) {
  const [values, setValues] = useState(() => empty(fields));
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError>>>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [pending, setPending] = useState(false);
  const elements = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  /** Keeps the errors of this form's own fields. */
  function own(source: Record<string, FieldError>) {
    const found: Partial<Record<Field, FieldError>> = {};
    for (const field of fields) if (source[field]) found[field] = source[field];
    return found;
  }

  function showFieldErrors(found: Partial<Record<Field, FieldError>>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) elements.current[first]?.focus();
  }

  function fail(error: FormError) {
    setFormError(error);
    onFormError?.(error);
  }

  /** A form's onSubmit; a button outside a form may call it without an event. */
  async function onSubmit(event?: { preventDefault(): void }) {
    event?.preventDefault();
    if (pending) return;
    setFormError(null);
    setErrors({});

    // Without a check, Data is FormValues<Field> (the type parameter's default).
    const verdict = check ? check(values) : { ok: true as const, data: values as unknown as Data };
    let checked: Checked<Data>;
    if ('then' in verdict) {
      setPending(true);
      try {
        checked = await verdict;
      } catch {
        setPending(false);
        fail({ code: 'offline' });
        return;
      }
    } else checked = verdict;
    if (!checked.ok) {
      setPending(false);
      showFieldErrors(own(checked.fields));
      return;
    }

    setPending(true);
    const result = await api<Reply>(endpoint, { body: body ? body(checked.data) : checked.data });
    setPending(false);
    if (result.ok) {
      onSuccess(result.data);
      return;
    }
    const { error, fields: serverFields, retryAfter, until } = result.error;
    const found = own(serverFields ?? {});
    if (Object.keys(found).length > 0) showFieldErrors(found);
    else
      fail(
        result.status === 0 ? { code: 'offline' } : { code: error, retryAfter, ...(until ? { until } : {}) },
      );
  }

  return {
    values,
    errors,
    formError,
    pending,
    onSubmit,
    /** Sets a field's value; its error concerned the old value, and a new submit checks again. */
    setValue(field: Field, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    /** The field's element, to focus when it is the first invalid one (a field without it is not focused). */
    fieldRef: (field: Field) => (node: HTMLElement | null) => {
      elements.current[field] = node;
    },
    focus: (field: Field) => elements.current[field]?.focus(),
    clearErrors() {
      setErrors({});
      setFormError(null);
    },
    /** Back to empty values (after a success that leaves the form on screen). */
    reset: () => setValues(empty(fields)),
  };
}
