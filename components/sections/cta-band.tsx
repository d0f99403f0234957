import type { ReactNode } from 'react';

/** A closing call to action. */
export function CtaBand({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="rounded-3xl border border-border bg-gradient-to-br from-primary/20 via-surface to-accent/10 p-8 md:p-12">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mt-3 max-w-2xl text-muted">{body}</p>
        {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
