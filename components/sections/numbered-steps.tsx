import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cardGridClass, type GridColumns } from './card-grid';

export type NumberedStep = { id?: string; title: string; body: string; footer?: ReactNode };

/**
 * An ordered sequence of steps as numbered cards (citizenship, how to start a path, how to list an item).
 * `className` replaces the grid's layout and `cardClassName` the cards' where a page has its own.
 */
export function NumberedSteps({
  items,
  columns = 3,
  className,
  cardClassName = 'flex h-full flex-col',
}: {
  items: NumberedStep[];
  columns?: GridColumns;
  className?: string;
  cardClassName?: string;
}) {
  return (
    <ol className={className ?? cardGridClass(columns)}>
      {items.map((item, index) => (
        <li key={item.id ?? item.title}>
          <Card className={cardClassName}>
            <span
              aria-hidden="true"
              className="mb-3 grid size-9 place-items-center rounded-full bg-primary/15 font-bold text-primary"
            >
              {index + 1}
            </span>
            <CardTitle>{item.title}</CardTitle>
            <CardDescription>{item.body}</CardDescription>
            {item.footer && <div className="mt-auto pt-5">{item.footer}</div>}
          </Card>
        </li>
      ))}
    </ol>
  );
}
