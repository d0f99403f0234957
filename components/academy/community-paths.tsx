'use client';

// The published community paths on /academy (LAZY: ./community-lazy.tsx): newest first, a page at a
// time, read from the API after the static page, since they change without a rebuild.
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '@/components/account/api';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import type { CommunityPathCard } from '@/lib/academy/community-paths';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { citizenPath, type AcademyPath } from '@/lib/routes';
import { levelBadge } from './levels';

type Academy = AppMessages['academy'];
export type CommunityPathsStrings = {
  community: Academy['community'];
  levels: Academy['levels'];
  topics: Academy['topics'];
  minutes: Academy['minutes'];
  lessons: Academy['paths']['lessons'];
};
export type CommunityPathsProps = { locale: string; strings: CommunityPathsStrings; onReady?: () => void };

type Page = { items: CommunityPathCard[]; nextCursor: string | null };

export function CommunityPaths({ locale, strings: s, onReady }: CommunityPathsProps) {
  const [items, setItems] = useState<CommunityPathCard[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);

  useEffect(() => {
    let live = true;
    void api<Page>('/api/academy/paths').then((result) => {
      if (!live) return;
      if (result.ok) {
        setItems(result.data.items);
        setCursor(result.data.nextCursor);
        setFailed(false);
      } else setFailed(true);
      onReady?.();
    });
    return () => {
      live = false;
    };
  }, [attempt, onReady]);

  async function more() {
    if (!cursor) return;
    setLoading(true);
    const result = await api<Page>(`/api/academy/paths?cursor=${encodeURIComponent(cursor)}`);
    setLoading(false);
    if (!result.ok) return setFailed(true);
    setFailed(false);
    setItems((before) => [...(before ?? []), ...result.data.items]);
    setCursor(result.data.nextCursor);
  }

  if (failed && !items)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>{s.community.loadError}</p>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          onClick={() => setAttempt((n) => n + 1)}
        >
          {s.community.retry}
        </button>
      </div>
    );
  if (!items)
    return (
      <p role="status" className="text-sm text-muted">
        {s.community.loading}
      </p>
    );
  if (items.length === 0) return <p className="text-sm text-muted">{s.community.empty}</p>;
  return (
    <div className="flex flex-col gap-5">
      <ul className="grid gap-5 md:grid-cols-2">
        {items.map((path) => (
          <li key={path.id}>
            <article
              aria-labelledby={`community-path-${path.id}`}
              lang={path.locale}
              className="flex h-full flex-col rounded-2xl border border-border bg-surface/80 p-6"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <Badge variant={levelBadge[path.level]}>{s.levels[path.level]}</Badge>
                <Badge variant="muted">{s.topics[path.topic]}</Badge>
                <span className="inline-flex items-center gap-1.5 text-muted">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {fmt(s.minutes, { minutes: path.minutes })}
                  <span aria-hidden="true">·</span>
                  {fmt(s.lessons, { count: path.lessons })}
                </span>
              </div>
              <h3 id={`community-path-${path.id}`} className="mt-3 text-lg font-semibold">
                <Link href={path.href as AcademyPath} className="hover:text-primary">
                  {path.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-muted">{path.summary}</p>
              {path.author && (
                <p className="mt-3 text-xs text-muted">
                  <Link href={citizenPath(path.author.handle)} className="hover:text-foreground">
                    {fmt(s.community.by, { handle: path.author.handle })}
                  </Link>
                </p>
              )}
            </article>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {s.community.loadError}
        </p>
      )}
      {cursor && (
        <button
          type="button"
          className={buttonVariants({ variant: 'outline', className: 'self-start' })}
          onClick={() => void more()}
          disabled={loading}
        >
          {s.community.more}
        </button>
      )}
    </div>
  );
}
