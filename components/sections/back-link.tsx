import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { Route } from '@/lib/routes';

/** "Back to …" at the top of a detail page (a thread, a proposal, an article): where the reader came from. */
export function BackLink({ href, children }: { href: Route; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 text-sm text-muted hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
