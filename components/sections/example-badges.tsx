import type { ComponentProps } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** The badges of illustrative content: "Example", then what the item is or where it stands. */
export function ExampleBadges({
  example,
  status,
  variant,
  className,
}: {
  example: string;
  status: string;
  variant?: ComponentProps<typeof Badge>['variant'];
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Badge variant="muted">{example}</Badge>
      <Badge variant={variant}>{status}</Badge>
    </div>
  );
}
