import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Points as bordered tiles, each with its icon: rules, facts, places to look. */
export function TileList({
  items,
  className,
  tileClassName,
}: {
  items: { text: string; icon: LucideIcon }[];
  className?: string;
  tileClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map(({ text, icon: Icon }) => (
        <li
          key={text}
          className={cn(
            'flex gap-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm',
            tileClassName,
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span className="text-muted">{text}</span>
        </li>
      ))}
    </ul>
  );
}
