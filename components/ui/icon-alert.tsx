import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/utils';

/** An error that stops the step in hand, announced as it appears, with a warning icon before it. */
export function IconAlert({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p
      role="alert"
      className={cx(
        'flex gap-2 rounded-xl border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      {children}
    </p>
  );
}
