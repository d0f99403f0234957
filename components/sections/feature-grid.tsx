import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type Feature = {
  title: string;
  body: string;
  icon?: LucideIcon;
  /** Small text above the title: a tier, a status, a date. */
  meta?: string;
  /** Bullet points under the body. */
  points?: string[];
  footer?: ReactNode;
};

/** Cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map(({ title, body, icon: Icon, meta, points, footer }) => (
        <li key={title}>
          <Card className="flex h-full flex-col">
            {Icon && (
              <span className="mb-4 grid size-11 place-items-center rounded-xl bg-primary/15 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            )}
            {meta && (
              <p className="mb-1 text-xs font-semibold tracking-wider text-accent uppercase">{meta}</p>
            )}
            <CardTitle>{title}</CardTitle>
            <CardDescription>{body}</CardDescription>
            {points && points.length > 0 && (
              <ul className="mt-4 space-y-1.5 text-sm text-muted">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                    {point}
                  </li>
                ))}
              </ul>
            )}
            {footer && <div className="mt-auto pt-5">{footer}</div>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
