'use client';

// The gallery on /creator-hub (LAZY: ./studio-lazy.tsx): creations members published, newest first, and
// the signed-in member's own saved ones. A public creation opens its share page; a private one its file.
import { Clapperboard, Image as ImageIcon } from 'lucide-react';
import { useEffect } from 'react';
import { CursorListView, useCursorList } from '@/components/lists/cursor-list';
import { PlainImage } from '@/components/sections/plain-image';
import { useSession } from '@/components/account/session-store';
import { Badge } from '@/components/ui/badge';
import type { AppMessages } from '@/lib/i18n/app-config';
import { formatMessage } from '@/lib/i18n/format-message';
import { Link } from '@/lib/i18n/navigation';
import { creationPath } from '@/lib/routes';
import type { CreationView } from '@/lib/studio/service';
import { GALLERY_CHANGED } from './gallery-events';

export type GalleryStrings = AppMessages['creatorHub']['gallery'];
export type GalleryProps = { locale: string; strings: GalleryStrings; onReady?: () => void };

function Grid({
  view,
  locale,
  s,
  onLoaded,
}: {
  view: 'public' | 'mine';
  locale: string;
  s: GalleryStrings;
  onLoaded?: () => void;
}) {
  const list = useCursorList<CreationView>(`/api/studio/creations?view=${view}`, onLoaded);
  const { reload } = list;
  const fmt = (message: string, v?: Record<string, string | number>) => formatMessage(message, v, locale);

  // The studio says when the member saved or published something: the lists read again.
  useEffect(() => {
    window.addEventListener(GALLERY_CHANGED, reload);
    return () => window.removeEventListener(GALLERY_CHANGED, reload);
  }, [reload]);

  return (
    <CursorListView
      list={list}
      texts={{
        loading: s.loading,
        loadError: s.loadError,
        retry: s.retry,
        empty: view === 'mine' ? s.mineEmpty : s.empty,
        more: s.more,
      }}
      className="flex flex-col gap-4"
    >
      {(items) => (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => {
            const title = item.prompt.length > 80 ? `${item.prompt.slice(0, 79)}…` : item.prompt;
            const Icon = item.kind === 'video' ? Clapperboard : ImageIcon;
            const body = (
              <>
                {item.thumb ? (
                  <PlainImage
                    src={item.thumb}
                    width={320}
                    height={320}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="block aspect-square w-full bg-surface-2" />
                )}
                <span className="flex flex-col gap-1 p-3">
                  <span className="line-clamp-2 text-sm">{title}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                    <Icon aria-hidden="true" className="size-3.5" />
                    {item.kind === 'video' ? s.videoLabel : s.imageLabel}
                    {view === 'mine' && (
                      <Badge variant="muted">{item.published ? s.public : s.private}</Badge>
                    )}
                    {view === 'public' && item.author && (
                      <span>{fmt(s.by, { handle: item.author.handle })}</span>
                    )}
                  </span>
                </span>
              </>
            );
            const className =
              'flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface/80 hover:border-primary';
            return (
              <li key={item.id}>
                {item.published ? (
                  <Link
                    href={creationPath(item.id)}
                    className={className}
                    aria-label={fmt(s.open, { title })}
                  >
                    {body}
                  </Link>
                ) : (
                  <a href={item.file ?? '#'} className={className} aria-label={fmt(s.open, { title })}>
                    {body}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </CursorListView>
  );
}

export function Gallery({ locale, strings: s, onReady }: GalleryProps) {
  const session = useSession();
  const signedIn = session.status === 'ready' && Boolean(session.user);
  return (
    <div className="flex flex-col gap-10">
      {signedIn && (
        <section aria-labelledby="gallery-mine" className="flex flex-col gap-4">
          <h3 id="gallery-mine" className="text-lg font-semibold">
            {s.mine}
          </h3>
          <Grid view="mine" locale={locale} s={s} />
        </section>
      )}
      <section aria-labelledby="gallery-community" className="flex flex-col gap-4">
        <h3 id="gallery-community" className="text-lg font-semibold">
          {s.community}
        </h3>
        <Grid view="public" locale={locale} s={s} onLoaded={onReady} />
      </section>
    </div>
  );
}
