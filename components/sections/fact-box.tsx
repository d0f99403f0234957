import type { ReactNode } from 'react';

export type Fact = {
  key: string;
  term: string;
  value: ReactNode;
  /** Classes of the value beside its spacing (`font-medium`, `tabular-nums`). */
  valueClassName?: string;
};

const layouts = {
  /** One column on phones, three from small screens. */
  3: 'mt-6 grid gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm sm:grid-cols-3',
  /** Two columns on phones, four from small screens. */
  4: 'mt-6 grid grid-cols-2 gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface/60 p-4 text-sm sm:grid-cols-4',
};

/**
 * The facts at the head of a detail page (a thread's group, author, age and replies; a proposal's author
 * and voting window) as a labelled list of terms and values in a bordered box, `columns` wide.
 */
export function FactBox({
  label,
  columns,
  items,
}: {
  label: string;
  columns: keyof typeof layouts;
  items: Fact[];
}) {
  return (
    <dl aria-label={label} className={layouts[columns]}>
      {items.map(({ key, term, value, valueClassName }) => (
        <div key={key}>
          <dt className="text-muted">{term}</dt>
          <dd className={valueClassName ? `mt-0.5 ${valueClassName}` : 'mt-0.5'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
