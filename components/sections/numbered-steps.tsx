import type { ReactNode } from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type NumberedStep = { id?: string; title: string; body: string; footer?: ReactNode };

/** An ordered sequence of steps as numbered cards (citizenship, how to start a path, how to list an item). */
export function NumberedSteps({ items, columns = 3 }: { items: NumberedStep[]; columns?: 2 | 3 | 4 | 5 }) {
  return (
    <ol
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        columns === 5 && 'lg:grid-cols-5',
      )}
    >
      {items.map((item, index) => (
        <li key={item.id ?? item.title}>
          <Card className="flex h-full flex-col">
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
