import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import type { Translate } from './text-items';

/** A titled block of a page (an h2 and its content). */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('mx-auto max-w-7xl px-4 py-12 sm:px-6', className)}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-muted">{intro}</p>}
      {children && <div className="mt-8">{children}</div>}
    </section>
  );
}

/** The title and intro of a section (`ns.title`, `ns.intro`), with its id (the namespace unless given). */
export function sectionText<Ns extends string>(
  t: NoInfer<Translate<`${Ns}.${'title' | 'intro'}`>>,
  ns: Ns,
  id: string = ns,
) {
  return { id, title: t(`${ns}.title`), intro: t(`${ns}.intro`) };
}
