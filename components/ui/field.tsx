// A form field: its label, its control, and the hint or the error under it, wired for assistive
// technology (the control is described by whichever line shows, and marked invalid with its error).
// Generic (no app words): callers pass every text, and the control is theirs to render (an input, a
// select, a row of an input and a button), from the props the field hands them.
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/utils';

/** What the control takes from its field: spread it onto the input (or select). */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  /** The control's id; the hint's and the error's derive from it. */
  id: string;
  label: ReactNode;
  /** Guidance under the control. An error takes its place: it states the same rule, more precisely. */
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * Marks the control invalid; by default whenever there is an error. A form whose only message line
   * also carries errors about the form as a whole (offline, say) describes the control without it.
   */
  invalid?: boolean;
  /** The error line is announced as it appears (role="alert"): for a form with no other message. */
  alert?: boolean;
  /** The wrapper's classes, in place of the default column. */
  className?: string;
  /** Extra classes of the hint and error lines (their spacing, in a wrapper that is not a column). */
  messageClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function Field({
  id,
  label,
  hint,
  error,
  invalid = Boolean(error),
  alert = false,
  className = 'flex flex-col gap-1.5',
  messageClassName,
  children,
}: FieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': errorId ?? hintId })}
      {error && (
        <p
          id={errorId}
          role={alert ? 'alert' : undefined}
          className={cx('text-sm text-destructive', messageClassName)}
        >
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className={cx('text-xs text-muted', messageClassName)}>
          {hint}
        </p>
      )}
    </div>
  );
}

// Two shapes: a box in a column of fields, a pill beside its button. No two parts set the same
// property, since the classes are joined by `cx` (no tailwind-merge in client code).
const inputShapes = {
  box: 'w-full rounded-xl px-3.5 text-base sm:text-sm',
  pill: 'rounded-full px-4 text-sm',
} as const;

/** What an e-mail address field says to browsers and phone keyboards: no capitals, no spell check. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A text input whose border turns destructive while it is marked invalid (`aria-invalid`). */
export function Input({
  shape = 'box',
  className,
  ...props
}: ComponentProps<'input'> & { shape?: keyof typeof inputShapes }) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <input
      className={cx(
        'h-11 border bg-background text-foreground placeholder:text-muted',
        inputShapes[shape],
        invalid ? 'border-destructive' : 'border-border',
        className,
      )}
      {...props}
    />
  );
}

/** A form's error about the form as a whole (not one field), announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-destructive/60 bg-destructive/10 px-3.5 py-2.5 text-sm text-destructive"
    >
      {children}
    </p>
  );
}
