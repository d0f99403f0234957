// A button while the request it started runs: it stays focusable and named (aria-disabled, not
// disabled, so a keyboard user keeps their place), shows a spinner, and the caller ignores presses while
// pending. Its look comes from the caller (buttonVariants). SubmitButton is the form's own.
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/utils';

export function PendingButton({
  pending,
  className,
  children,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { pending: boolean }) {
  return (
    <button
      type={type}
      aria-disabled={pending || undefined}
      className={cx(className, pending && 'cursor-progress opacity-70')}
      {...props}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}

export function SubmitButton(props: Omit<ComponentProps<'button'>, 'type'> & { pending: boolean }) {
  return <PendingButton type="submit" {...props} />;
}
