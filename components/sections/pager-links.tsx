import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import type { Route } from '@/lib/routes';

const linkLook = 'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline';

/** A query on the current page ("?after=…"): a plain link, as the route table types paths, not queries. */
export type QueryHref = `?${string}`;

/** A link of the pager, or nothing (a falsy value) where there is no such page. */
type PagerLink<Href> = { href: Href; label: string } | false | '' | null | undefined;

function isQuery(href: Route | QueryHref): href is QueryHref {
  return href.startsWith('?');
}

/**
 * The links between the pages of a list: back to the first page (when this is not it) and on to the
 * next (when there is one, `rel="next"`), at the two ends of a row. Nothing when there is neither. With
 * a `label`, the row is a navigation landmark so named.
 */
export function PagerLinks({
  label,
  first,
  next,
  className = 'mt-8 flex flex-wrap justify-between gap-3',
}: {
  label?: string;
  first?: PagerLink<Route>;
  next?: PagerLink<Route | QueryHref>;
  className?: string;
}) {
  if (!first && !next) return null;
  const nextLabel = next && (
    <>
      {next.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  const links = (
    <>
      {first && (
        <Link href={first.href} className={linkLook}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {first.label}
        </Link>
      )}
      {next &&
        (isQuery(next.href) ? (
          <a href={next.href} rel="next" className={`ml-auto ${linkLook}`}>
            {nextLabel}
          </a>
        ) : (
          <Link href={next.href} rel="next" className={`ml-auto ${linkLook}`}>
            {nextLabel}
          </Link>
        ))}
    </>
  );
  return label ? (
    <nav aria-label={label} className={className}>
      {links}
    </nav>
  ) : (
    <div className={className}>{links}</div>
  );
}
