import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { PageLink, type PageHref } from './page-link';

/** A text link that ends in an arrow: "more on this" below a block or in a card's footer. */
export function ArrowLink({
  href,
  children,
  className,
}: {
  href: PageHref;
  children: ReactNode;
  className?: string;
}) {
  return (
    <PageLink
      href={href}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline',
        className,
      )}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </PageLink>
  );
}
