import type { ReactNode } from 'react';
import { LinkButton } from './link-button';
import type { PageHref } from './page-link';

/** A sentence with one action beside it, closing a section: where to go next on the subject. */
export function InlineCta({ body, href, children }: { body: string; href: PageHref; children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface/60 p-6 md:flex-row md:items-center md:justify-between">
      <p className="max-w-3xl text-muted">{body}</p>
      <LinkButton href={href} variant="outline">
        {children}
      </LinkButton>
    </div>
  );
}
