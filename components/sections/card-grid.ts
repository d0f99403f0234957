import { cn } from '@/lib/utils';

export type GridColumns = 2 | 3 | 4 | 5;

/** The layout of a grid of cards: one column on phones, two on small screens, `columns` on wide ones. */
export function cardGridClass(columns: GridColumns) {
  return cn(
    'grid gap-5 sm:grid-cols-2',
    columns === 3 && 'lg:grid-cols-3',
    columns === 4 && 'lg:grid-cols-4',
    columns === 5 && 'lg:grid-cols-5',
  );
}
