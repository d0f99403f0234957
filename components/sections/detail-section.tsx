import type { ReactNode } from 'react';

/**
 * A titled part of a detail page's column (a thread's list, a proposal's votes, a path's courses): an
 * h2 labelling the section. With `anchored`, the section carries `id` so that links can lead to it, and
 * stops clear of the sticky navbar when they do.
 */
export function DetailSection({
  id,
  title,
  anchored = false,
  className = anchored ? 'mt-12 scroll-mt-24' : 'mt-12',
  children,
}: {
  /** The section's id when anchored, and in every case its heading's, as `<id>-title`. */
  id: string;
  title: ReactNode;
  anchored?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchored ? id : undefined} aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
