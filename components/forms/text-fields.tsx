// A form's required text fields, bound to a useApiForm form by name: a one-line input, and a box with a
// count of its length under it. Each is a Field (label, the hint or the error) around its control; the
// control's id is `id`, the hint's, the error's and the count's derive from it. Callers pass every text.
import type { ReactNode } from 'react';
import { Field, Input } from '@/components/ui/field';
import { CharacterCount, describedBy, Textarea } from '@/components/ui/textarea';

/** The part of a useApiForm form a field binds to. */
export type FieldBinding<Name extends string> = {
  values: Record<Name, string>;
  setValue: (field: Name, value: string) => void;
  fieldRef: (field: Name) => (node: HTMLElement | null) => void;
};

type TextFieldProps<Name extends string> = {
  form: FieldBinding<Name>;
  /** The field's name in the form, and the control's. */
  name: NoInfer<Name>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A required one-line text (a title, a name) that the browser does not fill in. */
export function TextField<Name extends string>({ form, name, id, label, hint, error }: TextFieldProps<Name>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          ref={form.fieldRef(name)}
          name={name}
          required
          aria-required="true"
          autoComplete="off"
          value={form.values[name]}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
    </Field>
  );
}

/** A required text of a few lines, with the count of its trimmed length under it (red past `max`). */
export function CountedTextareaField<Name extends string>({
  form,
  name,
  id,
  label,
  hint,
  error,
  rows,
  counter,
}: TextFieldProps<Name> & {
  rows: number;
  counter: { max: number; text: (count: number) => ReactNode };
}) {
  const countId = `${id}-count`;
  const length = form.values[name].trim().length;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <Textarea
            {...control}
            aria-describedby={describedBy(control['aria-describedby'], countId)}
            ref={form.fieldRef(name)}
            name={name}
            required
            aria-required="true"
            rows={rows}
            value={form.values[name]}
            onChange={(event) => form.setValue(name, event.target.value)}
            className="placeholder:text-muted"
          />
          <CharacterCount id={countId} length={length} max={counter.max}>
            {counter.text(length)}
          </CharacterCount>
        </>
      )}
    </Field>
  );
}
