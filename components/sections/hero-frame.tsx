import type { ReactNode } from 'react';

/** The layout of a hero's section, which PageHero lets a page adjust. */
export const heroSectionClass = 'mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 md:pt-24';

/**
 * The markup of the top of a page: an optional eyebrow, the page's one h1, a lead paragraph, then
 * `children` (its actions) in a row. Plain markup with no imports, so that the error boundary, which
 * is part of every page's first-load JavaScript, can show its message the way PageHero shows a page's.
 */
export function HeroFrame({
  eyebrow,
  title,
  lead,
  children,
  className = heroSectionClass,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={className}>
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>}
      <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
        {title}
      </h1>
      {lead && <p className="mt-6 max-w-2xl text-lg text-muted text-pretty">{lead}</p>}
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </section>
  );
}
