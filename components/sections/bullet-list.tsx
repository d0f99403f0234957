import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * Short points, each after a marker: an accent dot, or `icon`. The classes of the list, of its items and
 * of the marker can be adjusted to the block the list sits in.
 */
export function BulletList({
  items,
  icon: Icon,
  className,
  itemClassName = 'flex gap-2',
  markerClassName,
}: {
  items: string[];
  icon?: LucideIcon;
  className?: string;
  itemClassName?: string;
  markerClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {Icon ? (
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0 text-accent', markerClassName)} />
          ) : (
            <span
              aria-hidden="true"
              className={cn('mt-2 size-1.5 shrink-0 rounded-full bg-accent', markerClassName)}
            />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
