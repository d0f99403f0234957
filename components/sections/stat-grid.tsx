import type { ReactNode } from 'react';
import type { Translate } from './text-items';

/**
 * Large figures with labels, e.g. the home page's live stats. A value may be an island (a live figure)
 * that keeps the figure's line box while it loads.
 */
export function StatGrid({ items, label }: { items: { value: ReactNode; label: string }[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className={items.length === 2 ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4 sm:grid-cols-3'}
    >
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-border bg-surface/70 p-6">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="mt-2 text-3xl font-bold tracking-tight text-foreground">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Figures with their labels (`ns.keyValue`, `ns.key`). */
export function statItems<Ns extends string, Key extends string>(
  t: NoInfer<Translate<`${Ns}.${Key}` | `${Ns}.${Key}Value`>>,
  ns: Ns,
  keys: readonly Key[],
) {
  return keys.map((key) => ({ value: t(`${ns}.${key}Value`), label: t(`${ns}.${key}`) }));
}
