import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { HeroFrame, heroSectionClass } from './hero-frame';
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
    <HeroFrame eyebrow={eyebrow} title={title} lead={lead} className={cn(heroSectionClass, className)}>
      {(children || actions.length > 0) && (
        <>
          {children}
          <ActionButtons actions={actions} size="lg" />
        </>
      )}
    </HeroFrame>
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
