import type { LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { pagePath, type PageId } from '@/lib/routes';
import { cardGridClass, type GridColumns } from './card-grid';
import { IconTile } from './icon-tile';
import { PageLink, type PageHref } from './page-link';
import { entriesOf, type Translate } from './text-items';

export type LinkCard = { title: string; body: string; icon: LucideIcon; href: PageHref };

/**
 * Cards that are links as a whole (to the site's areas, to help topics). `compact` cards are small
 * directory entries; `regular` ones are as large as a FeatureGrid's cards. `className` replaces the
 * grid's layout where a page needs its own.
 */
export function LinkCardGrid({
  items,
  columns = 3,
  size = 'compact',
  className,
}: {
  items: LinkCard[];
  columns?: GridColumns;
  size?: 'compact' | 'regular';
  className?: string;
}) {
  return (
    <ul className={className ?? cardGridClass(columns)}>
      {items.map(({ title, body, icon: Icon, href }) => (
        <li key={href}>
          <PageLink
            href={href}
            className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Card className="h-full transition-colors group-hover:border-primary/60">
              {size === 'compact' ? (
                <Icon aria-hidden="true" className="mb-3 size-6 text-accent" />
              ) : (
                <IconTile icon={Icon} className="mb-4" />
              )}
              <CardTitle className={size === 'compact' ? 'text-base' : undefined}>{title}</CardTitle>
              <CardDescription>{body}</CardDescription>
            </Card>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}

/** Cards for pages of the site, keyed by page id (`ns.<id>.title`, `ns.<id>.body`), each with its icon. */
export function pageItems<Ns extends string, Id extends PageId>(
  t: NoInfer<Translate<`${Ns}.${Id}.${'title' | 'body'}`>>,
  ns: Ns,
  icons: Readonly<Record<Id, LucideIcon>>,
): LinkCard[] {
  return entriesOf(icons).map(([id, icon]) => ({
    title: t(`${ns}.${id}.title`),
    body: t(`${ns}.${id}.body`),
    icon,
    href: pagePath(id),
  }));
}

/** Cards keyed like pageItems, each with its icon and where it leads. */
export function linkItems<Ns extends string, Id extends string>(
  t: NoInfer<Translate<`${Ns}.${Id}.${'title' | 'body'}`>>,
  ns: Ns,
  links: Readonly<Record<Id, { icon: LucideIcon; href: PageHref }>>,
): LinkCard[] {
  return entriesOf(links).map(([id, { icon, href }]) => ({
    title: t(`${ns}.${id}.title`),
    body: t(`${ns}.${id}.body`),
    icon,
    href,
  }));
}
