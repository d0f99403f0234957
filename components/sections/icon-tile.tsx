import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** An icon on a tinted square: the mark of a card or of a step in a list. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span className={cn('grid size-11 place-items-center rounded-xl bg-primary/15 text-primary', className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
