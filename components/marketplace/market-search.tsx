'use client';

// The marketplace's catalogue (LAZY: ./market-search-lazy.tsx): search, filters and sort over the
// published listings (GET /api/marketplace/listings), with "Show more" pages. The search is in the URL:
// typing replaces the history entry, a filter or sort adds one, and Back restores the search it names.
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, type ApiResult } from '@/components/account/api';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ListingPage, ListingSummary } from '@/lib/api/contract';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { LICENSES } from '@/lib/marketplace/licenses';
import { CATEGORIES, SORTS } from '@/lib/marketplace/rules';
import { paramsFromSearch, searchFromParams, type SearchInput } from '@/lib/marketplace/validation';
import { ListingCard, type ListingCardStrings } from './listing-card';

export type MarketSearchStrings = ListingCardStrings & {
  catalogue: AppMessages['marketplace']['catalogue'];
};

export type MarketSearchProps = { locale: string; strings: MarketSearchStrings; onReady?: () => void };

type Results =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      items: ListingSummary[];
      nextCursor: string | null;
      more: 'idle' | 'loading' | 'error';
    };

const TYPING_MS = 300;

function fetchPage(search: SearchInput, locale: string, cursor?: string) {
  const params = paramsFromSearch({ ...search, cursor });
  params.set('locale', locale);
  return api<ListingPage>(`/api/marketplace/listings?${params}`);
}

function readUrl(): SearchInput {
  const search = searchFromParams(new URLSearchParams(window.location.search));
  return { ...search, cursor: undefined };
}

function writeUrl(search: SearchInput, mode: 'push' | 'replace') {
  const query = paramsFromSearch({ ...search, cursor: undefined }).toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (mode === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

export function MarketSearch({ locale, strings: s, onReady }: MarketSearchProps) {
  const c = s.catalogue;
  const [search, setSearch] = useState<SearchInput>(() => readUrl());
  const [text, setText] = useState(search.q);
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const request = useRef(0);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Puts a page of results on screen (after the previous ones when it follows `cursor`). */
  const show = useCallback((id: number, result: ApiResult<ListingPage>, cursor?: string) => {
    if (id !== request.current) return;
    if (!result.ok) {
      setResults((r) => (cursor && r.status === 'ready' ? { ...r, more: 'error' } : { status: 'error' }));
      return;
    }
    setResults((r) => ({
      status: 'ready',
      items: cursor && r.status === 'ready' ? [...r.items, ...result.data.items] : result.data.items,
      nextCursor: result.data.nextCursor,
      more: 'idle',
    }));
  }, []);

  const load = useCallback(
    (next: SearchInput, cursor?: string) => {
      const id = ++request.current;
      return fetchPage(next, locale, cursor).then((result) => show(id, result, cursor));
    },
    [locale, show],
  );

  /** Shows the loading state, then loads (the first page, or the next one after `cursor`). */
  const reload = useCallback(
    (next: SearchInput, cursor?: string) => {
      if (!cursor) setResults({ status: 'loading' });
      else setResults((r) => (r.status === 'ready' ? { ...r, more: 'loading' } : r));
      void load(next, cursor);
    },
    [load],
  );

  useEffect(() => {
    // The first results (the state starts as loading); later searches load where they change.
    const id = ++request.current;
    void fetchPage(search, locale).then((result) => show(id, result));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    onReady?.();
    const onPop = () => {
      clearTimeout(typing.current);
      const next = readUrl();
      setSearch(next);
      setText(next.q);
      reload(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [reload, onReady]);

  // A filter takes the words as typed, and cancels their pending search (which would drop the filter).
  const current: SearchInput = { ...search, q: text.trim() };
  function apply(next: SearchInput, mode: 'push' | 'replace') {
    clearTimeout(typing.current);
    setSearch(next);
    writeUrl(next, mode);
    reload(next);
  }

  function onType(value: string) {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => apply({ ...search, q: value.trim() }, 'replace'), TYPING_MS);
  }

  const fmt = (message: string, values?: Record<string, string | number>) =>
    formatMessage(message, values, locale);
  const select =
    'h-11 rounded-xl border border-border bg-background px-3 text-sm text-foreground focus-visible:outline-2';

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        aria-label={c.searchLabel}
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(typing.current);
          apply({ ...search, q: text.trim() }, 'push');
        }}
        className="flex flex-col gap-4"
      >
        <div className="flex gap-2">
          <label htmlFor="market-q" className="sr-only">
            {c.searchLabel}
          </label>
          <input
            id="market-q"
            type="search"
            value={text}
            maxLength={200}
            placeholder={c.placeholder}
            onChange={(event) => onType(event.target.value)}
            className="h-11 min-w-0 flex-1 rounded-xl border border-border bg-background px-4 text-foreground placeholder:text-muted"
          />
          <button type="submit" className={buttonVariants({ size: 'field' })}>
            <Search aria-hidden="true" className="size-4" />
            {c.submit}
          </button>
        </div>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{c.filtersLabel}</legend>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{c.category}</span>
            <select
              className={select}
              value={search.category ?? ''}
              onChange={(e) =>
                apply(
                  { ...current, category: (e.target.value || undefined) as SearchInput['category'] },
                  'push',
                )
              }
            >
              <option value="">{c.anyCategory}</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {s.categories[category]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{c.price}</span>
            <select
              className={select}
              value={search.price ?? ''}
              onChange={(e) =>
                apply({ ...current, price: (e.target.value || undefined) as SearchInput['price'] }, 'push')
              }
            >
              <option value="">{c.anyPrice}</option>
              <option value="free">{c.free}</option>
              <option value="paid">{c.paid}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{c.license}</span>
            <select
              className={select}
              value={search.license ?? ''}
              onChange={(e) =>
                apply(
                  { ...current, license: (e.target.value || undefined) as SearchInput['license'] },
                  'push',
                )
              }
            >
              <option value="">{c.anyLicense}</option>
              {LICENSES.map((license) => (
                <option key={license} value={license}>
                  {license}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{c.sort}</span>
            <select
              className={select}
              value={search.sort ?? (search.q ? 'relevance' : 'newest')}
              onChange={(e) => apply({ ...current, sort: e.target.value as SearchInput['sort'] }, 'push')}
            >
              {SORTS.filter((sort) => sort !== 'relevance' || search.q).map((sort) => (
                <option key={sort} value={sort}>
                  {c.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
          {search.tag && (
            <button
              type="button"
              onClick={() => apply({ ...current, tag: undefined }, 'push')}
              aria-label={fmt(c.removeTag, { tag: search.tag })}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {fmt(c.tag, { tag: search.tag })}
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </fieldset>
      </form>

      <div aria-live="polite" className="sr-only">
        {results.status === 'loading' ? c.loading : results.status === 'error' ? c.error : ''}
      </div>
      {results.status === 'loading' && (
        <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-56 rounded-2xl bg-surface-2 motion-safe:animate-pulse" />
          ))}
        </ul>
      )}
      {results.status === 'error' && (
        <div className="flex flex-col items-start gap-3">
          <p role="alert">{c.error}</p>
          <button
            type="button"
            onClick={() => reload(search)}
            className={buttonVariants({ variant: 'outline' })}
          >
            {c.retry}
          </button>
        </div>
      )}
      {results.status === 'ready' &&
        (results.items.length === 0 ? (
          <p role="status">{c.empty}</p>
        ) : (
          <>
            <ul aria-label={c.listLabel} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {results.items.map((item) => (
                <li key={item.id}>
                  <ListingCard listing={item} strings={s} locale={locale} />
                </li>
              ))}
            </ul>
            {results.nextCursor && (
              <div className="flex flex-col items-center gap-2">
                {results.more === 'error' && <p role="alert">{c.error}</p>}
                <button
                  type="button"
                  disabled={results.more === 'loading'}
                  onClick={() => reload(search, results.nextCursor!)}
                  className={buttonVariants({ variant: 'outline' })}
                >
                  {results.more === 'loading' ? c.moreLoading : c.more}
                </button>
              </div>
            )}
          </>
        ))}
    </div>
  );
}
