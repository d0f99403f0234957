import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { BulletList } from './bullet-list';
import { cardGridClass } from './card-grid';
import { IconTile } from './icon-tile';

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
    <ul className={cardGridClass(columns)}>
      {items.map(({ title, body, icon, meta, points, footer }) => (
        <li key={title}>
          <Card className="flex h-full flex-col">
            {icon && <IconTile icon={icon} className="mb-4" />}
            {meta && (
              <p className="mb-1 text-xs font-semibold tracking-wider text-accent uppercase">{meta}</p>
            )}
            <CardTitle>{title}</CardTitle>
            <CardDescription>{body}</CardDescription>
            {points && points.length > 0 && (
              <BulletList items={points} className="mt-4 space-y-1.5 text-sm text-muted" />
            )}
            {footer && <div className="mt-auto pt-5">{footer}</div>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
