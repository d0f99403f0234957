// A form's submit button while its request runs: it stays focusable and named (aria-disabled, not
// disabled, so a keyboard user keeps their place), shows a spinner, and a press sends nothing more
// (useApiForm ignores a submit while pending). Its look comes from the caller (buttonVariants).
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/utils';

export function SubmitButton({
  pending,
  className,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'type'> & { pending: boolean }) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className={cx(className, pending && 'cursor-progress opacity-70')}
      {...props}
    >
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}
