// A multi-line text box and the count under one. Generic (no app words): callers pass every text.
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/utils';

/** A text box whose border turns destructive while it is marked invalid (`aria-invalid`), like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return (
    <textarea
      className={cx(
        'w-full rounded-xl border bg-background px-3.5 py-2.5 text-base text-foreground sm:text-sm',
        invalid ? 'border-destructive' : 'border-border',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The length of a box's text under it, red past `max`. Give it an `id` and add that id to the box's
 * aria-describedby (see `describedBy`), so the box is described by it.
 */
export function CharacterCount({
  id,
  length,
  max,
  children,
}: {
  id: string;
  length: number;
  max: number;
  /** The text shown (the count, formatted). */
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      className={cx('self-end text-xs tabular-nums', length > max ? 'text-destructive' : 'text-muted')}
    >
      {children}
    </p>
  );
}

/** A control's aria-describedby (its hint or error, if any) with one more line's id. */
export function describedBy(current: string | undefined, extra: string): string {
  return [current, extra].filter(Boolean).join(' ');
}
