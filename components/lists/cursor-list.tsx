'use client';

// A list read from the API a page at a time ({ items, nextCursor }): the first page when the island
// mounts, "Load more" for the next, and the states between (loading, empty, failed with "Try again").
// Used by the academy's community paths and the studio gallery.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { api } from '@/components/account/api';
import { buttonVariants } from '@/components/ui/button-variants';

type Page<T> = { items: T[]; nextCursor: string | null };

export type CursorList<T> = {
  items: T[] | null;
  cursor: string | null;
  failed: boolean;
  loading: boolean;
  more: () => Promise<void>;
  /** Reads the first page again (after "Try again", or when the list changed elsewhere). */
  reload: () => void;
};

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/** `onLoaded` runs once each first page has answered, whatever it answered. */
export function useCursorList<T>(path: string, onLoaded?: () => void): CursorList<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void api<Page<T>>(path).then((result) => {
      if (!live) return;
      if (result.ok) {
        setItems(result.data.items);
        setCursor(result.data.nextCursor);
        setFailed(false);
      } else setFailed(true);
      onLoaded?.();
    });
    return () => {
      live = false;
    };
  }, [path, attempt, onLoaded]);

  async function more() {
    if (!cursor) return;
    setLoading(true);
    const result = await api<Page<T>>(withCursor(path, cursor));
    setLoading(false);
    if (!result.ok) return setFailed(true);
    setFailed(false);
    setItems((before) => [...(before ?? []), ...result.data.items]);
    setCursor(result.data.nextCursor);
  }

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { items, cursor, failed, loading, more, reload };
}

export function CursorListView<T>({
  list,
  texts,
  className,
  children,
}: {
  list: CursorList<T>;
  texts: { loading: string; loadError: string; retry: string; empty: string; more: string };
  /** The column that holds the list, its error and "Load more". */
  className: string;
  /** The list itself, once there are items. */
  children: (items: T[]) => ReactNode;
}) {
  const { items, cursor, failed, loading } = list;
  if (failed && !items)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{texts.loadError}</p>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={list.reload}
        >
          {texts.retry}
        </button>
      </div>
    );
  if (!items)
    return (
      <p role="status" className="text-sm text-muted">
        {texts.loading}
      </p>
    );
  if (items.length === 0) return <p className="text-sm text-muted">{texts.empty}</p>;
  return (
    <div className={className}>
      {children(items)}
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {texts.loadError}
        </p>
      )}
      {cursor && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
          onClick={() => void list.more()}
          disabled={loading}
        >
          {texts.more}
        </button>
      )}
    </div>
  );
}
