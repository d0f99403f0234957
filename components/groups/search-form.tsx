// The community search box: a plain GET form to /community/search (?q=), so it works before any script
// and on the static community page. The server reads at most 200 characters of the query.
import { Search } from 'lucide-react';
import { useLocale } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/detect';
import { communitySearchPath } from '@/lib/routes';
import { cn } from '@/lib/utils';

export const SEARCH_MAX = 200;

export type SearchFormStrings = { label: string; placeholder: string; submit: string; hint?: string };

export function SearchForm({
  id,
  query = '',
  strings: s,
  visibleLabel = false,
  className,
}: {
  /** The input's id (two forms on a page need two). */
  id: string;
  /** The query searched for, shown in the box. */
  query?: string;
  strings: SearchFormStrings;
  /** The label above the box; otherwise read by assistive technology only. */
  visibleLabel?: boolean;
  className?: string;
}) {
  const locale = useLocale() as Locale;
  const hintId = s.hint ? `${id}-hint` : undefined;
  return (
    <form
      role="search"
      method="get"
      action={localizePath(locale, communitySearchPath)}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium' : 'sr-only'}>
        {s.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_MAX}
          placeholder={s.placeholder}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-full border border-border bg-background px-4 text-base text-foreground placeholder:text-muted sm:text-sm"
        />
        <button type="submit" className={buttonVariants({ size: 'field', className: 'shrink-0' })}>
          <Search aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{s.submit}</span>
        </button>
      </div>
      {s.hint && (
        <p id={hintId} className="text-xs text-muted">
          {s.hint}
        </p>
      )}
    </form>
  );
}
