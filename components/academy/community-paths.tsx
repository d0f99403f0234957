'use client';

// The published community paths on /academy (LAZY: ./community-lazy.tsx): newest first, a page at a
// time, read from the API after the static page, since they change without a rebuild.
import { Clock } from 'lucide-react';
import { CursorListView, useCursorList } from '@/components/lists/cursor-list';
import { Badge } from '@/components/ui/badge';
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

export function CommunityPaths({ locale, strings: s, onReady }: CommunityPathsProps) {
  const list = useCursorList<CommunityPathCard>('/api/academy/paths', onReady);
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);

  return (
    <CursorListView
      list={list}
      texts={{
        loading: s.community.loading,
        loadError: s.community.loadError,
        retry: s.community.retry,
        empty: s.community.empty,
        more: s.community.more,
      }}
      className="flex flex-col gap-5"
    >
      {(items) => (
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
      )}
    </CursorListView>
  );
}
