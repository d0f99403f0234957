'use client';

// The course catalogue's search: a text box and three filters over the courses of every path. The
// filters work on the documents the page carries; text is searched in the locale's MiniSearch index
// (built at build time, /academy-index/<locale>.json), fetched when the reader first types or opens a
// URL that has a query. The query lives in the URL (?q=&level=&topic=&length=): typing replaces the
// history entry, a filter adds one, and Back restores the query it had.
import type MiniSearch from 'minisearch';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LENGTHS, LEVELS, TOPICS } from '@/lib/academy/catalog-types';
import {
  QUERY_MAX,
  indexUrl,
  loadIndex,
  queryFromSearch,
  searchCourses,
  searchFromQuery,
  type AcademyIndexFile,
  type CourseDoc,
  type CourseQuery,
} from '@/lib/academy/search';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/field';
import { formatMessage } from '@/lib/i18n/format-message';
import { CourseCard, type CourseCardStrings } from './course-card';

export type CourseSearchStrings = CourseCardStrings & {
  search: { label: string; placeholder: string };
  filters: { label: string; level: string; topic: string; length: string; any: string };
  results: string;
  listLabel: string;
  empty: { title: string; body: string; clear: string };
  unavailable: string;
};

export type CourseSearchProps = {
  docs: CourseDoc[];
  locale: string;
  strings: CourseSearchStrings;
  /** Called once the island has taken the server-rendered list's place. */
  onReady?: () => void;
};

type IndexState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; index: MiniSearch<CourseDoc> };

const EMPTY: CourseQuery = { q: '' };

export function CourseSearch({ docs, locale, strings: s, onReady }: CourseSearchProps) {
  const id = useId();
  const [query, setQuery] = useState<CourseQuery>(EMPTY);
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const loading = useRef(false);

  const loadSearch = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setIndex({ status: 'loading' });
    fetch(indexUrl(locale))
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((text) => {
        const file = JSON.parse(text) as AcademyIndexFile;
        setIndex({ status: 'ready', index: loadIndex(JSON.stringify(file.index)) });
      })
      .catch(() => {
        loading.current = false;
        setIndex({ status: 'failed' });
      });
  }, [locale]);

  // The query of the URL the page was opened with, and of each history entry Back returns to.
  useEffect(() => {
    const fromUrl = () => {
      const next = queryFromSearch(window.location.search);
      setQuery(next);
      if (next.q.trim()) loadSearch();
    };
    fromUrl();
    onReady?.();
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [loadSearch, onReady]);

  const change = (next: CourseQuery, addEntry: boolean) => {
    setQuery(next);
    if (next.q.trim()) loadSearch();
    const url = `${window.location.pathname}${searchFromQuery(next)}${window.location.hash}`;
    if (addEntry) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };

  const results = useMemo(() => {
    if (!query.q.trim()) return searchCourses(null, docs, query);
    if (index.status !== 'ready') return undefined; // text to search, and no index yet
    return searchCourses(index.index, docs, query);
  }, [docs, index, query]);

  const filtered = query.q.trim() !== '' || query.level || query.topic || query.length;
  const shown = results ?? (index.status === 'failed' ? docs : undefined);

  const select = (
    name: 'level' | 'topic' | 'length',
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {s.filters[name]}
      </label>
      <select
        id={`${id}-${name}`}
        value={query[name] ?? ''}
        onChange={(event) =>
          change(
            { ...query, [name]: options.includes(event.target.value) ? event.target.value : undefined },
            true,
          )
        }
        className="h-11 w-full rounded-xl border border-border bg-background px-3 text-base text-foreground sm:text-sm"
      >
        <option value="">{s.filters.any}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        aria-label={s.search.label}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 md:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] md:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            {s.search.label}
          </label>
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            value={query.q}
            maxLength={QUERY_MAX}
            placeholder={s.search.placeholder}
            autoComplete="off"
            onFocus={loadSearch}
            onChange={(event) => change({ ...query, q: event.target.value }, false)}
          />
        </div>
        {select('level', LEVELS, s.levels)}
        {select('topic', TOPICS, s.topics)}
        {select('length', LENGTHS, s.lengths)}
      </form>

      <p role="status" aria-live="polite" className="text-sm text-muted">
        {index.status === 'failed' && query.q.trim()
          ? s.unavailable
          : shown
            ? formatMessage(s.results, { count: shown.length }, locale)
            : ''}
      </p>

      {shown && shown.length > 0 && (
        <ul aria-label={s.listLabel} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} strings={s} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {shown && shown.length === 0 && filtered && (
        <div className="rounded-2xl border border-dashed border-border p-8 text-center">
          <p className="font-semibold">{s.empty.title}</p>
          <p className="mt-2 text-sm text-muted">{s.empty.body}</p>
          <button
            type="button"
            onClick={() => change(EMPTY, true)}
            className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
          >
            {s.empty.clear}
          </button>
        </div>
      )}
    </div>
  );
}
