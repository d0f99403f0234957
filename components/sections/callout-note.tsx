import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A short highlighted note: a disclaimer, or a sign-in notice with an optional link. */
export function CalloutNote({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon?: LucideIcon;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="note"
      className={cn(
        'flex gap-4 rounded-2xl border border-accent/30 bg-accent/5 p-5 text-sm text-muted',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />}
      <div className="space-y-1">
        {title && <p className="font-semibold text-foreground">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
