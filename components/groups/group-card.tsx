// One group in the directory: its name linking to its page, what it is about, its counts and the
// reader's Join / Leave. Presentational (no hooks of its own): the server renders it with placeholders
// where the counts go, and the directory island with the real counts and buttons.
import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { groupPath } from '@/lib/routes';
import { cx } from '@/lib/utils';

export type GroupCardProps = {
  slug: string;
  name: string;
  description: string;
  /** "Founding group" on the six the site started; nothing on members' groups. */
  badge?: string;
  /** A mark beside the name ("Joined"). */
  status?: ReactNode;
  /** The counts line; a placeholder until they are known. */
  counts?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h3' | 'h4';
  className?: string;
};

export const cardClass =
  'flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-6 shadow-lg shadow-black/20';

/** Where the counts go while they load: no made-up numbers, just the space they take. */
export function CountsPlaceholder() {
  return (
    <span aria-hidden="true" className="block h-5 w-40 rounded-full bg-surface-2 motion-safe:animate-pulse" />
  );
}

export function GroupCard({
  slug,
  name,
  description,
  badge,
  status,
  counts,
  actions,
  headingLevel = 'h3',
  className,
}: GroupCardProps) {
  const Heading = headingLevel;
  return (
    <article className={cx(cardClass, className)} data-group={slug}>
      <div className="flex flex-wrap items-center gap-2">
        <MessagesSquare aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {badge && <span className="text-xs font-semibold tracking-wider text-accent uppercase">{badge}</span>}
        {status}
      </div>
      <Heading className="text-lg font-semibold text-balance break-words">
        <Link href={groupPath(slug)} className="hover:underline">
          {name}
        </Link>
      </Heading>
      <p className="text-sm break-words text-muted">{description}</p>
      <div className="mt-auto flex flex-col gap-3 pt-2">
        {counts && <div className="text-sm text-muted">{counts}</div>}
        {actions}
      </div>
    </article>
  );
}
