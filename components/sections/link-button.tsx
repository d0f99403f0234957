import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PageLink, type PageHref } from './page-link';
import { entriesOf, type Translate } from './text-items';

type ButtonLook = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'>;

/** A link that looks like a button: the actions of heroes, closing bands and sections. */
export function LinkButton({
  href,
  children,
  linkClassName,
  ...look
}: ButtonLook & { href: PageHref; children: ReactNode; linkClassName?: string }) {
  // A long label (French, Hmong) wraps on a phone instead of pushing the page sideways; the button
  // keeps at least its usual height.
  const wrap = cn(
    'h-auto max-w-full whitespace-normal py-2 text-center leading-snug',
    look.size === 'lg' ? 'min-h-12' : look.size === 'sm' ? 'min-h-8' : 'min-h-10',
    look.className,
  );
  return (
    <Button asChild {...look} className={wrap}>
      <PageLink href={href} className={linkClassName}>
        {children}
      </PageLink>
    </Button>
  );
}

/** An action of a hero or a closing band: where it leads, its label, and its look if not the usual. */
export type Action = { href: PageHref; label: string; variant?: ButtonLook['variant']; icon?: LucideIcon };

/** A row's actions as buttons: the first solid, the others outlined unless an action says otherwise. */
export function ActionButtons({ actions, size }: { actions: Action[]; size?: ButtonLook['size'] }) {
  return actions.map(({ href, label, variant, icon: Icon }, index) => (
    <LinkButton key={href} href={href} size={size} variant={variant ?? (index === 0 ? undefined : 'outline')}>
      {Icon && <Icon aria-hidden="true" />}
      {label}
    </LinkButton>
  ));
}

/** Actions by label key: each a destination, or one with its own look (a variant, an icon before the label). */
export type ActionLinks<Key extends string = string> = Readonly<
  Record<Key, PageHref | Omit<Action, 'label'>>
>;

/** Actions labelled by their keys (`ns.key`), in order. */
export function actionLinks<Ns extends string, Key extends string>(
  t: NoInfer<Translate<`${Ns}.${Key}`>>,
  ns: Ns,
  links: ActionLinks<Key>,
): Action[] {
  return entriesOf(links).map(([key, link]) => ({
    ...(typeof link === 'string' ? { href: link } : link),
    label: t(`${ns}.${key}`),
  }));
}
