import { cx } from '@/lib/utils';

/**
 * A button's grey stand-in while an island finds out which button to show: hidden from screen readers,
 * with one announcement (`label`) in its place. `shape`: the stand-in's display and size; `className`:
 * the wrapper's.
 */
export function ButtonPlaceholder({
  label,
  className,
  shape = 'block h-10 w-48',
}: {
  label: string;
  className?: string;
  shape?: string;
}) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <span aria-hidden="true" className={cx(shape, 'rounded-full bg-surface-2 motion-safe:animate-pulse')} />
    </div>
  );
}
