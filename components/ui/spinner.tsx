import type { ComponentProps } from 'react';
import { cx } from '@/lib/utils';

/** A ring that turns once every 1.5 s (the spec's loader). */
export function Spinner({ className, label, ...props }: ComponentProps<'div'> & { label: string }) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cx('flex flex-col items-center gap-3', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="block size-12 animate-spin-loader rounded-full border-4 border-primary/25 border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
