import type { ReactNode } from 'react';

/**
 * A list's placeholder while it loads: `count` grey items, hidden from screen readers, with one
 * announcement (`label`) in their place, inside an `aria-busy` region.
 */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
  children,
}: {
  label: string;
  count: number;
  className: string;
  itemClassName: string;
  /** One item's grey shapes. */
  children: ReactNode;
}) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, n) => (
          <li key={n} className={itemClassName}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  );
}
