import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { ActionButtons, actionLinks, type Action, type ActionLinks } from './link-button';
import type { Translate } from './text-items';

/**
 * The top of every page: an optional eyebrow, the page's one h1, a lead paragraph, then `children` (a
 * note) and the page's main actions as large buttons.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions = [],
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: Action[];
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 md:pt-24', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>}
      <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">
        {title}
      </h1>
      {lead && <p className="mt-6 max-w-2xl text-lg text-muted text-pretty">{lead}</p>}
      {(children || actions.length > 0) && (
        <div className="mt-8 flex flex-wrap gap-3">
          {children}
          <ActionButtons actions={actions} size="lg" />
        </div>
      )}
    </section>
  );
}

/** A hero from the page's messages (`hero.eyebrow`, `hero.title`, `hero.lead`), its actions labelled `hero.<key>`. */
export function heroProps<Key extends string = never>(
  t: NoInfer<Translate<`hero.${'eyebrow' | 'title' | 'lead' | Key}`>>,
  actions?: ActionLinks<Key>,
) {
  return {
    eyebrow: t('hero.eyebrow'),
    title: t('hero.title'),
    lead: t('hero.lead'),
    actions: actions ? actionLinks(t, 'hero', actions) : [],
  };
}
